/**
 * The brand font (Figtree, for headings) is a progressive enhancement that never delays or moves the first
 * view on a slow phone. A reader's first page paints its headings in the system stack and, once its largest
 * paint is done, fetches the font in the background without swapping it in (a swap could move lines); the
 * font is then in the HTTP cache for a year, so every later page applies it before first paint.
 *
 * This is a plain string because BaseLayout inlines it in the head as it is; its hash joins every page's
 * Content-Security-Policy. Storage that throws or is full only means the system stack stays.
 */

/** Set on <html> before first paint (as `dataset.brandFont`) when the font is cached: tokens.css then names Figtree first. */
export const BRAND_FONT_ATTRIBUTE = 'data-brand-font';
/** localStorage key remembering that the font file reached the cache. */
export const BRAND_FONT_STORAGE_KEY = 'dycBrandFont';
/** What `document.fonts.load` asks for: the heading weight of the family tokens.css declares. */
export const BRAND_FONT_QUERY = '700 1em Figtree';

const key = JSON.stringify(BRAND_FONT_STORAGE_KEY);

/**
 * Cached: mark <html> at once. Not yet: after `load`, wait for the first largest-contentful-paint entry (load can
 * fire before the first frame on a small page), then fetch the font and remember it once it has arrived. A
 * browser without largest-contentful-paint entries never calls back and keeps the system stack.
 */
export const BRAND_FONT_SCRIPT =
  `(()=>{let k=${key},s;try{s=localStorage;if(s[k])return document.documentElement.dataset.brandFont=""}` +
  `catch{return}addEventListener("load",()=>new PerformanceObserver(()=>document.fonts.load(` +
  `${JSON.stringify(BRAND_FONT_QUERY)}).then(()=>s[k]=1).catch(()=>{})).observe(` +
  `{type:"largest-contentful-paint",buffered:!0}))})()`;
