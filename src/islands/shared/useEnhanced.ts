import { useEffect, useState } from 'react';

/**
 * False in the server HTML and on the first client render, true right after hydration.
 * Widgets render their no-JavaScript form (everything visible) until then, so the server HTML
 * is complete and readable, and hydration never mismatches.
 */
export function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}
