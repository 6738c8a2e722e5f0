import { describe, expect, it } from 'vitest';
import { parsePagePolicies } from '../../server/headers.ts';

describe('the inventory page’s policy', () => {
  it('allows a worker from this site (the file is read in one), and nothing else more', () => {
    const policies = parsePagePolicies(
      JSON.stringify([
        {
          pathname: '/operators/inventory/',
          headers: [
            { key: 'content-security-policy', value: "default-src 'self';connect-src 'self';worker-src 'none'" },
          ],
        },
      ]),
    );
    expect(policies.get('/operators/inventory')).toBe(
      "default-src 'self'; connect-src 'self'; worker-src 'self'; frame-ancestors 'none'",
    );
  });
});
