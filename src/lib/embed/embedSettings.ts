/**
 * The embedded quiz's settings: what a host page writes on its `<div data-dyc-quiz>` (the public snippet), how
 * the loader (src/embed/loader.ts) passes them to the frame in its URL fragment, and how the frame reads them back.
 * The frame never trusts the loader: every value is checked again here, on its side, before it is shown or linked.
 * Pure functions with no DOM, shared by the loader, the frame and the operators' snippet builder.
 */
import type { Locale } from '../../i18n/locales.ts';
import type { MindBodyBalance, ProductType, ResultColor } from '../quiz/schema.ts';
// Values from the quiz's modules would bring the quiz's questions into embed.js: only types, and this id check.
import { isStoreId } from '../stores/storeId.ts';

export { isStoreId };

/** The snippet's attributes: a public contract, so names are added, never renamed (decisions.md). */
export const SNIPPET_ATTRIBUTES = {
  container: 'data-dyc-quiz',
  /** A store that joined to count its shoppers' colors (/operators/embed/): its public id. */
  storeId: 'data-store-id',
  storeName: 'data-store-name',
  shopUrl: 'data-shop-url',
  lang: 'data-lang',
  target: 'data-target',
} as const;

export const EMBED_LANGUAGES = ['en', 'es'] as const;
export type EmbedLanguage = (typeof EMBED_LANGUAGES)[number];

/** The framable quiz page for each language (server/headers.ts lets only /embed/ paths be framed). */
export const EMBED_QUIZ_PATHS: Readonly<Record<EmbedLanguage, string>> = {
  en: '/embed/quiz/',
  es: '/es/embed/quiz/',
};

/** The longest store name a shop button shows. */
export const STORE_NAME_MAX_LENGTH = 60;
/** The longest shop URL template taken: a browser's address bar takes more, a menu link never needs it. */
export const SHOP_URL_MAX_LENGTH = 2000;

/** The words `{color}` stands for in a shop URL: the effect names, as menus filter by them. */
export const SHOP_COLOR_WORDS: Readonly<Record<ResultColor, string>> = {
  yellow: 'energize',
  green: 'focus',
  blue: 'calm',
  purple: 'rest',
};

/** The words `{form}` stands for: the product form, as a menu's address would write it. */
export const SHOP_FORM_WORDS: Readonly<Record<ProductType, string>> = {
  disposables: 'disposables',
  edibles: 'edibles',
  flower: 'flower',
  'infused waters': 'infused-waters',
};

/**
 * What a result adds to the shop link besides its color: `{type}` is the mind/body/balance answer (mind, body or
 * balanced; decisions.md), `{form}` the product form. Each is empty when not given.
 */
export interface ShopLinkDetails {
  type?: MindBodyBalance;
  form?: ProductType;
}

export type ShopUrlProblem = 'not-https' | 'no-host' | 'bad-host' | 'credentials' | 'too-long' | 'unparsable';

/** What is wrong with a refused shop address, as the loader's console warning says it. */
const SHOP_URL_PROBLEM_TEXT: Readonly<Record<ShopUrlProblem, string>> = {
  'not-https': 'does not start with https://',
  'no-host': 'names no host after https://',
  'bad-host': 'has a space or a backslash in its host',
  credentials: 'carries a user name or password',
  'too-long': `is longer than ${SHOP_URL_MAX_LENGTH} characters`,
  unparsable: 'is not a web address',
};

export function shopUrlProblemText(problem: ShopUrlProblem): string {
  return SHOP_URL_PROBLEM_TEXT[problem];
}

export type ShopUrlCheck = { ok: true } | { ok: false; problem: ShopUrlProblem };

const HTTPS_PREFIX = /^https:\/\//i;

function parsedHttpsUrl(value: string): { ok: true; url: URL } | { ok: false; problem: ShopUrlProblem } {
  if (value.length > SHOP_URL_MAX_LENGTH) return { ok: false, problem: 'too-long' };
  // The prefix is read literally: the URL parser would also take "https:host" or a leading space or tab.
  if (!HTTPS_PREFIX.test(value)) return { ok: false, problem: 'not-https' };
  // The host as written: the URL parser would skip extra slashes ("https:///menu" has host "menu"), read a
  // backslash as a slash and percent-encode a space into a host no browser can reach.
  const afterPrefix = value.slice('https://'.length);
  const authorityEnd = afterPrefix.search(/[/?#]/);
  const authority = authorityEnd === -1 ? afterPrefix : afterPrefix.slice(0, authorityEnd);
  if (!authority) return { ok: false, problem: 'no-host' };
  if (/[\s\\]/.test(authority)) return { ok: false, problem: 'bad-host' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, problem: 'unparsable' };
  }
  if (url.protocol !== 'https:') return { ok: false, problem: 'not-https' };
  if (!url.hostname) return { ok: false, problem: 'no-host' };
  if (url.username || url.password) return { ok: false, problem: 'credentials' };
  return { ok: true, url };
}

/**
 * Whether a shop URL template can become a link: an absolute https URL with a host and no user name or
 * password, once `{color}`, `{type}` and `{form}` are filled in. Anything else (a `javascript:` URL, a relative path,
 * `http:`) is refused, and the result then shows no shop button.
 */
export function checkShopUrlTemplate(template: string): ShopUrlCheck {
  const checked = parsedHttpsUrl(fillTemplate(template, 'calm', 'balanced', 'flower'));
  return checked.ok ? { ok: true } : { ok: false, problem: checked.problem };
}

function fillTemplate(template: string, color: string, type: string, form: string): string {
  return template
    .replaceAll('{color}', encodeURIComponent(color))
    .replaceAll('{type}', encodeURIComponent(type))
    .replaceAll('{form}', encodeURIComponent(form));
}

/** The shop link for a result, or null when the template is not a valid https URL. */
export function shopLinkFor(template: string, color: ResultColor, details: ShopLinkDetails = {}): string | null {
  const form = details.form ? SHOP_FORM_WORDS[details.form] : '';
  const checked = parsedHttpsUrl(fillTemplate(template, SHOP_COLOR_WORDS[color], details.type ?? '', form));
  return checked.ok ? checked.url.href : null;
}

/**
 * A store name as a button may show it: plain text, control characters dropped and runs of white space made one
 * space, at most STORE_NAME_MAX_LENGTH characters. Null when nothing is left or the name is longer.
 */
export function cleanStoreName(value: string): string | null {
  const name = Array.from(value, (character) => (isControlCharacter(character) ? ' ' : character))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  if (!name || [...name].length > STORE_NAME_MAX_LENGTH) return null;
  return name;
}

/**
 * U+0000 to U+001F, DEL to U+009F, and the marks that reverse or reorder the text around them (U+061C, U+200E,
 * U+200F, U+202A to U+202E, U+2066 to U+2069): never shown, so a name reads on the button as it was typed.
 */
export function isControlCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** Where the shop link opens: a new tab (with `noopener`), or the host page's own window when it asks. */
export type ShopTarget = 'blank' | 'top';

/** `data-target="top"` in any case asks for the host's own window; anything else is a new tab. */
export function shopTarget(value: string | null): ShopTarget {
  return value?.trim().toLowerCase() === 'top' ? 'top' : 'blank';
}

/** What the frame is told, each value already checked on its side. */
export interface FrameSettings {
  /** The store whose shoppers' colors this quiz counts; null when it counts nothing. */
  storeId: string | null;
  storeName: string | null;
  shopUrl: string | null;
  target: ShopTarget;
  /** The host page's origin: the only window the frame tells its height to. */
  hostOrigin: string | null;
}

const FRAGMENT_KEYS = {
  storeId: 'id',
  storeName: 'store',
  shopUrl: 'shop',
  target: 'target',
  hostOrigin: 'host',
} as const;

/** The frame URL's fragment: never sent to the server, so the settings stay out of its logs and caches. */
export function frameFragment(settings: Partial<FrameSettings>): string {
  const params = new URLSearchParams();
  if (settings.storeId) params.set(FRAGMENT_KEYS.storeId, settings.storeId);
  if (settings.storeName) params.set(FRAGMENT_KEYS.storeName, settings.storeName);
  if (settings.shopUrl) params.set(FRAGMENT_KEYS.shopUrl, settings.shopUrl);
  if (settings.target === 'top') params.set(FRAGMENT_KEYS.target, 'top');
  if (settings.hostOrigin) params.set(FRAGMENT_KEYS.hostOrigin, settings.hostOrigin);
  const fragment = params.toString();
  return fragment ? `#${fragment}` : '';
}

/** An http(s) origin and nothing more ("https://shop.example:8443"), or null. */
export function cleanOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === value ? url.origin : null;
  } catch {
    return null;
  }
}

/** The settings in a frame URL's fragment (`location.hash`), each checked again: the loader is not trusted. */
export function readFrameFragment(hash: string): FrameSettings {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const shopUrl = params.get(FRAGMENT_KEYS.shopUrl);
  const storeId = params.get(FRAGMENT_KEYS.storeId);
  return {
    storeId: isStoreId(storeId) ? storeId : null,
    storeName: cleanStoreName(params.get(FRAGMENT_KEYS.storeName) ?? ''),
    shopUrl: shopUrl !== null && checkShopUrlTemplate(shopUrl).ok ? shopUrl : null,
    target: params.get(FRAGMENT_KEYS.target) === 'top' ? 'top' : 'blank',
    hostOrigin: cleanOrigin(params.get(FRAGMENT_KEYS.hostOrigin) ?? ''),
  };
}

/** The one message the frame sends its host: its content's height in CSS pixels. */
export const HEIGHT_MESSAGE_TYPE = 'dyc-quiz:height';
/** No quiz screen is taller than this; a bigger number is not from the quiz. */
export const MAX_FRAME_HEIGHT = 20000;

export interface HeightMessage {
  type: typeof HEIGHT_MESSAGE_TYPE;
  height: number;
}

export function heightMessage(height: number): HeightMessage {
  return { type: HEIGHT_MESSAGE_TYPE, height: Math.ceil(height) };
}

/** True for a height message of exactly the quiz's shape: the host checks this as well as the sender's origin. */
export function isHeightMessage(data: unknown): data is HeightMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message.type === HEIGHT_MESSAGE_TYPE &&
    typeof message.height === 'number' &&
    Number.isInteger(message.height) &&
    message.height > 0 &&
    message.height <= MAX_FRAME_HEIGHT
  );
}

/**
 * The frame's other message: a card that covers the quiz (the counter card) has opened, so the host brings the
 * frame's top into view; the frame cannot scroll the host page, and the card would open out of sight above it.
 */
export const REVEAL_MESSAGE_TYPE = 'dyc-quiz:reveal';

export interface RevealMessage {
  type: typeof REVEAL_MESSAGE_TYPE;
}

export function revealMessage(): RevealMessage {
  return { type: REVEAL_MESSAGE_TYPE };
}

/** True for a reveal message of exactly its shape, nothing more in it. */
export function isRevealMessage(data: unknown): data is RevealMessage {
  if (typeof data !== 'object' || data === null) return false;
  const keys = Object.keys(data);
  return keys.length === 1 && (data as Record<string, unknown>).type === REVEAL_MESSAGE_TYPE;
}

/**
 * What the frame tells its host page besides its height, so the host can feed its own analytics: a result was
 * shown (color, product form, language) and its shop link was clicked (color). The loader dispatches them on the
 * quiz's container as the DOM events `dyc:result` and `dyc:shop-click`, their `detail` these fields.
 */
export const RESULT_MESSAGE_TYPE = 'dyc-quiz:result';
export const SHOP_CLICK_MESSAGE_TYPE = 'dyc-quiz:shop-click';

export interface ResultDetail {
  color: ResultColor;
  form: ProductType;
  lang: Locale;
}
export interface ShopClickDetail {
  color: ResultColor;
}
export type HostEventMessage =
  ({ type: typeof RESULT_MESSAGE_TYPE } & ResultDetail) | ({ type: typeof SHOP_CLICK_MESSAGE_TYPE } & ShopClickDetail);

/** The DOM event on the host page's container for a message: `dyc:result` or `dyc:shop-click`. */
export function hostEventName(message: HostEventMessage): 'dyc:result' | 'dyc:shop-click' {
  return message.type === RESULT_MESSAGE_TYPE ? 'dyc:result' : 'dyc:shop-click';
}

/** The detail of a host event message of exactly one of the two shapes, or null. */
export function hostEventDetail(data: unknown): ResultDetail | ShopClickDetail | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, color, form, lang } = data as Record<string, unknown>;
  // The quiz's values written out, not imported: embed.js, which reads these, must stay small (RESULT_COLORS,
  // PRODUCT_TYPES and LOCALES in their modules; a unit test holds the two in step). The detail is a new object of
  // these fields alone: anything else in a message is never passed on.
  const is = (pattern: RegExp, value: unknown) => typeof value === 'string' && pattern.test(value);
  if (!is(/^(?:yellow|green|blue|purple)$/, color)) return null;
  if (type === SHOP_CLICK_MESSAGE_TYPE) return { color: color as ResultColor };
  if (
    type === RESULT_MESSAGE_TYPE &&
    is(/^(?:disposables|edibles|flower|infused waters)$/, form) &&
    is(/^e[ns]$/, lang)
  ) {
    return { color: color as ResultColor, form: form as ProductType, lang: lang as Locale };
  }
  return null;
}

/** The language a snippet asks for: `es`, else English (the default, also for anything unknown). */
export function embedLanguage(value: string | null): EmbedLanguage {
  return value?.trim().toLowerCase() === 'es' ? 'es' : 'en';
}

/** The snippet an operator copies, its values escaped for an HTML attribute. */
export function snippetFor(
  dycOrigin: string,
  settings: { storeId?: string; storeName?: string; shopUrl?: string; lang?: EmbedLanguage },
): string {
  const attributes: string[] = [SNIPPET_ATTRIBUTES.container];
  if (settings.storeId) attributes.push(`${SNIPPET_ATTRIBUTES.storeId}="${escapeAttribute(settings.storeId)}"`);
  if (settings.storeName) attributes.push(`${SNIPPET_ATTRIBUTES.storeName}="${escapeAttribute(settings.storeName)}"`);
  if (settings.shopUrl) attributes.push(`${SNIPPET_ATTRIBUTES.shopUrl}="${escapeAttribute(settings.shopUrl)}"`);
  if (settings.lang === 'es') attributes.push(`${SNIPPET_ATTRIBUTES.lang}="es"`);
  return `<div ${attributes.join(' ')}></div>\n<script src="${dycOrigin}/embed.js" async></script>`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The shop button's words: `{color}` and `{store}` in the page's template filled in one pass, so a store name
 * that itself contains "{color}" is shown as written. */
export function shopButtonLabel(
  text: { shopAtStore: string; shop: string },
  colorName: string,
  storeName: string | null,
): string {
  const template = storeName ? text.shopAtStore : text.shop;
  return template.replace(/\{(color|store)\}/g, (_, key: string) => (key === 'color' ? colorName : (storeName ?? '')));
}
