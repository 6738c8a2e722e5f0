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

  it("does not mark every Spanish page as the Spanish home, nor a Spanish page as its English twin's link", () => {
    expect(isCurrentPath('/es/science/', '/es/')).toBe(false);
    expect(isCurrentPath('/es/', '/es/')).toBe(true);
    expect(isCurrentPath('/es/science/', '/es/science/')).toBe(true);
    expect(isCurrentPath('/es/science/', '/science/')).toBe(false);
  });

  it('does not confuse pages that share a prefix', () => {
    expect(isCurrentPath('/science/', '/about/')).toBe(false);
    expect(isCurrentPath('/operators-guide/', '/operators/')).toBe(false);
  });

  it('normalises duplicate slashes', () => {
    expect(normalizePath('//about//')).toBe('/about/');
  });
});
