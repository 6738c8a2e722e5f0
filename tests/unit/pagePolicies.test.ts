import { describe, expect, it } from 'vitest';
import { inlineBlocks, narrowPolicy, sha256Source } from '../../scripts/lib/pagePolicies.ts';

const html =
  '<html><head><style>a{color:red}</style><script type="module" src="/_astro/x.js"></script></head>' +
  '<body><script>console.log(1)</script><script type="application/ld+json">{}</script></body></html>';

describe('page policies', () => {
  it('finds inline scripts and styles, not external scripts', () => {
    expect(inlineBlocks(html)).toEqual(['console.log(1)', '{}', 'a{color:red}']);
  });

  it("keeps only the hashes of the page's own blocks and every other directive", () => {
    const own = sha256Source('console.log(1)');
    const style = sha256Source('a{color:red}');
    const other = sha256Source('elsewhere()');
    const policy = `default-src 'self'; script-src 'self' ${other} ${own}; style-src 'self' ${style} ${sha256Source('b{}')}`;
    expect(narrowPolicy(policy, html)).toBe(`default-src 'self'; script-src 'self' ${own}; style-src 'self' ${style}`);
  });
});
