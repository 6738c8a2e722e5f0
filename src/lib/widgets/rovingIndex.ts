/**
 * Keyboard movement shared by the APG tabs and accordion patterns: the arrow keys move to the
 * next or previous item and wrap around; Home and End jump to the first and last.
 * Returns the new index, or null when the key is not a movement key.
 */
export type Orientation = 'horizontal' | 'vertical';

export function nextIndexForKey(key: string, current: number, count: number, orientation: Orientation): number | null {
  if (count <= 0) return null;
  const forward = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  const backward = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  switch (key) {
    case forward:
      return (current + 1) % count;
    case backward:
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
