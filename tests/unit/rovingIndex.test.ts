import { describe, expect, it } from 'vitest';
import { nextIndexForKey } from '../../src/lib/widgets/rovingIndex.ts';

describe('nextIndexForKey', () => {
  it('moves with the arrows of its orientation and wraps at both ends', () => {
    expect(nextIndexForKey('ArrowRight', 0, 3, 'horizontal')).toBe(1);
    expect(nextIndexForKey('ArrowRight', 2, 3, 'horizontal')).toBe(0);
    expect(nextIndexForKey('ArrowLeft', 0, 3, 'horizontal')).toBe(2);
    expect(nextIndexForKey('ArrowDown', 3, 4, 'vertical')).toBe(0);
    expect(nextIndexForKey('ArrowUp', 0, 4, 'vertical')).toBe(3);
  });

  it('jumps with Home and End', () => {
    expect(nextIndexForKey('Home', 2, 3, 'horizontal')).toBe(0);
    expect(nextIndexForKey('End', 0, 6, 'vertical')).toBe(5);
  });

  it('ignores keys of the other orientation and other keys', () => {
    expect(nextIndexForKey('ArrowDown', 0, 3, 'horizontal')).toBeNull();
    expect(nextIndexForKey('ArrowRight', 0, 3, 'vertical')).toBeNull();
    expect(nextIndexForKey('a', 0, 3, 'vertical')).toBeNull();
    expect(nextIndexForKey('Home', 0, 0, 'vertical')).toBeNull();
  });
});
