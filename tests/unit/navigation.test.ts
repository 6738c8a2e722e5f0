import { describe, expect, it } from 'vitest';
import { isCurrentPath, normalizePath } from '../../src/lib/navigation/isCurrentPath.ts';

describe('isCurrentPath', () => {
  it('matches a page whatever its URL form', () => {
    expect(isCurrentPath('/about', '/about/')).toBe(true);
    expect(isCurrentPath('/about/index.html', '/about/')).toBe(true);
  });

  it('does not mark every page as home', () => {
    expect(isCurrentPath('/about/', '/')).toBe(false);
    expect(isCurrentPath('/', '/')).toBe(true);
  });

  it('does not confuse pages that share a prefix', () => {
    expect(isCurrentPath('/science/', '/about/')).toBe(false);
    expect(isCurrentPath('/operators-guide/', '/operators/')).toBe(false);
  });

  it('normalises duplicate slashes', () => {
    expect(normalizePath('//about//')).toBe('/about/');
  });
});
