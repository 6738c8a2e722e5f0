/**
 * Where a counted quiz ran (the `source` of a count row): the quiz embedded on the store's own site, the store's
 * quiz page on DYC (/s/<id>/) opened directly, or that page opened from a printed piece's QR code, whose address
 * carries the piece's tag (`?src=poster`). Shared by the page that sends a count, the server that checks it, the
 * kit that prints the tags and the dashboard that names them. No DOM, no Node.
 */

/** The kit's pieces that carry a QR code, by the tag their code adds to the store's page address. */
export const SCAN_SOURCES = ['poster', 'placards', 'pocket-card', 'budtender-card'] as const;
export type ScanSource = (typeof SCAN_SOURCES)[number];

export const COUNT_SOURCES = ['embed', 'page', ...SCAN_SOURCES] as const;
export type CountSource = (typeof COUNT_SOURCES)[number];

/** The query parameter a printed piece's code adds: `?src=poster`. */
export const SCAN_PARAMETER = 'src';

export function isCountSource(value: unknown): value is CountSource {
  return typeof value === 'string' && (COUNT_SOURCES as readonly string[]).includes(value);
}

/** The scan tag of a store page's address (`location.search`), or null for none or one that is not a piece's. */
export function scanSourceOf(search: string): ScanSource | null {
  const tag = new URLSearchParams(search).get(SCAN_PARAMETER);
  return (SCAN_SOURCES as readonly (string | null)[]).includes(tag) ? (tag as ScanSource) : null;
}

/** A printed piece's address: the store's page with the piece's tag (any query or fragment it had is kept first). */
export function scanAddress(pageUrl: string, source: ScanSource): string {
  const url = new URL(pageUrl);
  url.searchParams.set(SCAN_PARAMETER, source);
  return url.href;
}
