import { describe, expect, it } from 'vitest';
import { parsePagePolicies } from '../../server/headers.ts';

describe('the COA pre-check page opens a directive the site keeps closed', () => {
  it("gets worker-src 'self' for its pdf.js worker, and no other page does", () => {
    const policies = parsePagePolicies(
      JSON.stringify([
        {
          pathname: '/operators/coa-check/',
          headers: [{ key: 'content-security-policy', value: "default-src 'self';worker-src 'none'" }],
        },
        { pathname: '/', headers: [{ key: 'content-security-policy', value: "default-src 'self';worker-src 'none'" }] },
      ]),
    );
    expect(policies.get('/operators/coa-check')).toBe("default-src 'self'; worker-src 'self'; frame-ancestors 'none'");
    expect(policies.get('/')).toBe("default-src 'self'; worker-src 'none'; frame-ancestors 'none'");
  });
});
