/**
 * Which pdf.js build a browser can run. pdf.js's modern build calls recent JavaScript as it is (Promise.try,
 * Map.prototype.getOrInsertComputed, Math.sumPrecise, Uint8Array.fromBase64...); its legacy build carries
 * polyfills for them and runs on older phones (Safari 16 and 17, Chrome 109 and later). The choice is made by
 * testing for what the modern build needs, never by reading the user agent. Pure, so it is unit-tested.
 */

/** What the modern build (main thread and worker) calls without a polyfill, each with how to test for it. */
export const MODERN_PDFJS_NEEDS: readonly { name: string; present: (scope: typeof globalThis) => boolean }[] = [
  { name: 'Promise.try', present: (scope) => typeof scope.Promise?.try === 'function' },
  { name: 'Promise.withResolvers', present: (scope) => typeof scope.Promise?.withResolvers === 'function' },
  {
    name: 'getOrInsertComputed',
    present: (scope) =>
      typeof (scope.Map?.prototype as { getOrInsertComputed?: unknown })?.getOrInsertComputed === 'function',
  },
  {
    name: 'Math.sumPrecise',
    present: (scope) => typeof (scope.Math as { sumPrecise?: unknown })?.sumPrecise === 'function',
  },
  { name: 'URL.parse', present: (scope) => typeof scope.URL?.parse === 'function' },
  {
    name: 'fromBase64',
    present: (scope) => typeof (scope.Uint8Array as { fromBase64?: unknown })?.fromBase64 === 'function',
  },
  {
    name: 'toHex',
    present: (scope) => typeof (scope.Uint8Array?.prototype as { toHex?: unknown })?.toHex === 'function',
  },
];

export type PdfjsBuild = 'modern' | 'legacy';

/** The build this browser can run: modern when it has everything the modern build calls, legacy otherwise. */
export function pdfjsBuildFor(scope: typeof globalThis = globalThis): PdfjsBuild {
  return MODERN_PDFJS_NEEDS.every((need) => need.present(scope)) ? 'modern' : 'legacy';
}
