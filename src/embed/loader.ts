/**
 * embed.js: puts the DYC quiz on another site. For each `<div data-dyc-quiz>` (the snippet, src/lib/embed/) it
 * adds one titled frame of the quiz page at /embed/quiz/ (or /es/embed/quiz/), loaded when the container comes near
 * the viewport, and sizes the frame to the quiz's height as the frame reports it. When the frame shows a result or
 * its shop link is clicked, the container gets a `dyc:result` or `dyc:shop-click` event (its `detail`: color,
 * product form and language, or color), for the store's own analytics. It reads nothing of the host page but the
 * container's own attributes, and sets no cookie. Served as a classic script (src/pages/embed.js.ts), at
 * most 2 KB gzip (tests/e2e/budgets.spec.ts): no dependencies.
 */
import {
  checkShopUrlTemplate,
  cleanStoreName,
  EMBED_LANGUAGES,
  embedLanguage,
  EMBED_QUIZ_PATHS,
  frameFragment,
  hostEventDetail,
  hostEventName,
  type HostEventMessage,
  isHeightMessage,
  isRevealMessage,
  shopTarget,
  shopUrlProblemText,
  SNIPPET_ATTRIBUTES as ATTRIBUTE,
  STORE_NAME_MAX_LENGTH,
} from '../lib/embed/embedSettings.ts';

/** The frame's height before it reports its own: about the age question's, so little moves when it does. */
const FIRST_HEIGHT = 480;
/** Set on a container once it has its frame, so a second run of the script or the observer never adds another. */
const DONE = 'data-dyc-quiz-ready';
const FRAME_TITLES = { en: 'DYC quiz: Find Your Color', es: 'Cuestionario DYC: encuentra tu color' } as const;

// The DYC origin is where this script came from: frames load from there, and only its messages are read.
const script = document.currentScript as HTMLScriptElement | null;
const dycOrigin = script ? new URL(script.src).origin : '';
/** Each frame with the container it was put in, which hears the frame's events. */
const frames = new Map<HTMLIFrameElement, HTMLElement>();

function warn(attribute: string, why: string): void {
  console.warn(`DYC quiz: ${attribute} ${why}; the quiz shows no shop button.`);
}

function frameFor(container: HTMLElement): HTMLIFrameElement {
  const askedLanguage = container.getAttribute(ATTRIBUTE.lang);
  const lang = embedLanguage(askedLanguage);
  if (askedLanguage !== null && askedLanguage.trim().toLowerCase() !== lang)
    console.warn(`DYC quiz: ${ATTRIBUTE.lang} is ${EMBED_LANGUAGES.join(' or ')}; the quiz is in English.`);
  const shopTemplate = container.getAttribute(ATTRIBUTE.shopUrl);
  let shopUrl: string | null = null;
  if (shopTemplate !== null) {
    const checked = checkShopUrlTemplate(shopTemplate.trim());
    if (checked.ok) shopUrl = shopTemplate.trim();
    else warn(ATTRIBUTE.shopUrl, `${shopUrlProblemText(checked.problem)}: it must be an https address with a host`);
  }
  const rawName = container.getAttribute(ATTRIBUTE.storeName);
  const storeName = rawName === null ? null : cleanStoreName(rawName);
  if (rawName !== null && storeName === null)
    console.warn(`DYC quiz: ${ATTRIBUTE.storeName} must be 1 to ${STORE_NAME_MAX_LENGTH} characters; it is left out.`);
  const frame = document.createElement('iframe');
  frame.title = FRAME_TITLES[lang];
  frame.loading = 'lazy';
  frame.src =
    dycOrigin +
    EMBED_QUIZ_PATHS[lang] +
    frameFragment({
      // Checked by the frame, which counts nothing for an id that is not one (embed.js stays small).
      storeId: container.getAttribute(ATTRIBUTE.storeId)?.trim(),
      storeName,
      shopUrl,
      target: shopTarget(container.getAttribute(ATTRIBUTE.target)),
      hostOrigin: location.origin,
    });
  frame.style.cssText = `display:block;width:100%;border:0;height:${FIRST_HEIGHT}px`;
  return frame;
}

function mount(root: ParentNode): void {
  for (const container of root.querySelectorAll<HTMLElement>(`[${ATTRIBUTE.container}]:not([${DONE}])`)) {
    container.setAttribute(DONE, '');
    const frame = frameFor(container);
    frames.set(frame, container);
    container.append(frame);
  }
}

addEventListener('message', (event) => {
  if (event.origin !== dycOrigin) return;
  for (const [frame, container] of frames) {
    if (frame.contentWindow !== event.source) continue;
    const detail = hostEventDetail(event.data);
    if (isHeightMessage(event.data)) frame.style.height = `${event.data.height}px`;
    // A card opened over the quiz, pinned to the frame's top: the shopper sees it where they are looking.
    else if (isRevealMessage(event.data)) frame.scrollIntoView({ block: 'start' });
    else if (detail) {
      container.dispatchEvent(
        new CustomEvent(hostEventName(event.data as HostEventMessage), { detail, bubbles: true }),
      );
    }
  }
});

if (dycOrigin) {
  mount(document);
  // A container added after load (a single-page shop, a tab opened later) gets its frame too.
  new MutationObserver(() => mount(document)).observe(document.documentElement, { childList: true, subtree: true });
}
