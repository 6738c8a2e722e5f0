/**
 * The brand font (Figtree, for headings) is a progressive enhancement that never delays or moves the first
 * view on a slow phone. A reader's first page paints its headings in the system stack and, once its largest
 * paint is done, fetches the font in the background without swapping it in (a swap could move lines); the
 * font is then in the HTTP cache for a year, so the pages the reader goes on to apply it before first paint.
 *
 * "Goes on to" is read from what the document already knows: its referrer is a DYC page (a link followed on the
 * site; a reload or a step back keeps it). Remembering the font in storage would reach a returning reader's first
 * page too, but storage is opened with a synchronous call to the browser process that the parser and the first
 * paint wait for (measured: 9 ms of wall time for 0.4 ms of work on every page), so no storage is read. The
 * script is kept to a few hundred bytes: it is in every page's budget of script before any interaction.
 * If the font is not ready after all (a fast click, an emptied cache), `font-display: optional` keeps the
 * system stack on that page: nothing moves.
 *
 * This is a plain string because BaseLayout inlines it in the head as it is; its hash joins every page's
 * Content-Security-Policy.
 */

/** Set on <html> before first paint (as `dataset.brandFont`) when the font is cached: tokens.css then names Figtree first. */
export const BRAND_FONT_ATTRIBUTE = 'data-brand-font';
/** What `document.fonts.load` asks for: the heading weight of the family tokens.css declares. */
export const BRAND_FONT_QUERY = '700 1em Figtree';

/**
 * Arrived from a page of this site (`self.origin` is the page's own): mark <html> at once. Otherwise, after `load`,
 * wait for the first largest-contentful-paint entry (load can fire before the first frame on a small page), then
 * fetch the font. A browser without largest-contentful-paint entries never calls back and keeps the system stack.
 */
export const BRAND_FONT_SCRIPT =
  `(d=>{if(!d.referrer.indexOf(origin+"/"))return d.documentElement.dataset.brandFont="";` +
  `addEventListener("load",()=>new PerformanceObserver(()=>d.fonts.load(${JSON.stringify(BRAND_FONT_QUERY)})` +
  `.catch(()=>{})).observe({type:"largest-contentful-paint",buffered:!0}))})(document)`;
