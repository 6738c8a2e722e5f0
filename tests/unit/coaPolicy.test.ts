import { describe, expect, it } from 'vitest';
import { parsePagePolicies, withoutOverriddenNone } from '../../server/headers.ts';

describe('a page that opens a directive the site keeps closed', () => {
  it("drops the site's 'none' where the page added a source (the COA pre-check's pdf.js worker)", () => {
    expect(withoutOverriddenNone("default-src 'self';worker-src 'none' 'self'; script-src 'self'")).toBe(
      "default-src 'self';worker-src 'self'; script-src 'self'",
    );
  });

  it("keeps 'none' where it stands alone", () => {
    expect(withoutOverriddenNone("worker-src 'none'; object-src 'none'")).toBe("worker-src 'none'; object-src 'none'");
  });

  it('is applied to the page policies the server sends', () => {
    const policies = parsePagePolicies(
      JSON.stringify([
        {
          pathname: '/operators/coa-check/',
          headers: [{ key: 'content-security-policy', value: "default-src 'self';worker-src 'none' 'self'" }],
        },
        { pathname: '/', headers: [{ key: 'content-security-policy', value: "default-src 'self';worker-src 'none'" }] },
      ]),
    );
    expect(policies.get('/operators/coa-check')).toBe("default-src 'self';worker-src 'self'; frame-ancestors 'none'");
    expect(policies.get('/')).toBe("default-src 'self';worker-src 'none'; frame-ancestors 'none'");
  });
});
