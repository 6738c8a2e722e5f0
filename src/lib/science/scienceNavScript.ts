/**
 * The science page's section nav: the smooth, offset scroll to a section, the section being read marked with
 * aria-current, and the arrows over the ends of the strip that hide labels on a phone. Inlined by the page
 * (inlineScriptPlugin.ts): it shares a module with the islands, and as a file of its own it would be requested
 * before the first paint.
 */
import { activeSectionIndex, scrollTargetTop } from './sectionNav.ts';
import { revealFocusInStrip, revealInStrip, stripMore } from '../widgets/stripMore.ts';

/** Runs once the whole article is parsed: the script stands right after the nav, above the sections it reads. */
function start() {
  const nav = document.querySelector<HTMLElement>('[data-science-nav]');
  const list = nav?.querySelector<HTMLElement>('ol');
  const links = nav ? [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')] : [];
  const sections = links.map((link) => document.getElementById(decodeURIComponent(link.hash.slice(1))));
  const article = document.querySelector<HTMLElement>('[data-science-article]');
  let frame = 0;

  // Later chapters are laid out only near the viewport (SciencePage). Before any jump to a fragment the whole
  // article is laid out, so the jump lands on its target: an address that arrives with one (/science/#validation
  // from the About page), a fragment reached by history, and every in-page link (the nav, an endnote or its way
  // back; capture runs this before the nav's own handler and before the browser's default jump).
  const renderWholeArticle = () => article?.setAttribute('data-render-all', '');
  if (location.hash) renderWholeArticle();
  addEventListener('hashchange', renderWholeArticle);
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="#"]')) renderWholeArticle();
    },
    { capture: true },
  );

  const stripFrame = nav?.querySelector<HTMLElement>('[data-strip-frame]');
  /** Shows the arrow over each end of the strip that hides labels (none where the list fits or stands as a column). */
  function markStripEnds() {
    if (!list || !stripFrame) return;
    const more = stripMore(list.scrollLeft, list.clientWidth, list.scrollWidth);
    stripFrame.toggleAttribute('data-more-start', more.start);
    stripFrame.toggleAttribute('data-more-end', more.end);
  }

  /** Keeps the current link whole and clear of the arrows when the list scrolls sideways (small screens). */
  function revealInList(link: HTMLAnchorElement) {
    if (list) revealInStrip(list, link);
  }

  function markActive() {
    frame = 0;
    const tops = sections.map((section) => section?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY);
    const active = activeSectionIndex(tops, window.innerHeight);
    links.forEach((link, index) => {
      const isActive = index === active;
      if (isActive === link.hasAttribute('aria-current')) return;
      if (isActive) {
        link.setAttribute('aria-current', 'true');
        revealInList(link);
      } else {
        link.removeAttribute('aria-current');
      }
    });
  }

  function scheduleMark() {
    if (!frame) frame = requestAnimationFrame(markActive);
  }

  if (nav) {
    nav.addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const section = link ? sections[links.indexOf(link)] : null;
      if (!link || !section) return;
      event.preventDefault();
      const top = scrollTargetTop(section.getBoundingClientRect().top + window.scrollY, window.innerHeight);
      // No behavior given: the page's CSS scroll-behavior (smooth unless the reader prefers reduced motion,
      // global.css) decides.
      window.scrollTo({ top });
      history.pushState(null, '', link.hash);
      section.focus({ preventScroll: true });
    });
    list?.addEventListener('scroll', markStripEnds, { passive: true });
    if (list) revealFocusInStrip(list);
    if (list && typeof ResizeObserver !== 'undefined') new ResizeObserver(markStripEnds).observe(list);
    addEventListener('scroll', scheduleMark, { passive: true });
    addEventListener('resize', scheduleMark);
    // In the first frame rather than now: reading section positions while the page is still being parsed
    // would force a layout of the whole document in the middle of parsing.
    scheduleMark();
  }
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
else start();
