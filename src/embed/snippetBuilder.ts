/**
 * /operators/embed/: the snippet builder. As the operator types, the shop URL is checked (the same check the
 * frame makes, src/lib/embed/), the snippet to copy is rewritten, and the preview shows the real embedded quiz,
 * put on this page by embed.js exactly as a store's page gets it. Without JavaScript the page shows the plain
 * snippet and the rules instead. "Count my shoppers' colors" makes the store (the store API, src/lib/stores/): the
 * snippet then carries its id, and its private dashboard link is shown once; "Make a new link" replaces a link
 * from the current one. Inlined into the page (`?inline-script`), its hash in the page's policy.
 */
import { SHOP_URL_CHECK_TEXT } from '../i18n/embed.ts';
import {
  checkShopUrlTemplate,
  cleanStoreName,
  embedLanguage,
  SNIPPET_ATTRIBUTES,
  snippetFor,
} from '../lib/embed/embedSettings.ts';
import {
  authorizationFor,
  dashboardLink,
  readDashboardLink,
  STORE_API_PATHS,
  type JoinAnswer,
  type NewKeyAnswer,
} from '../lib/stores/storeApi.ts';
import { storePagePath } from '../lib/stores/storePage.ts';

// The fields sit in a group, not a form: nothing is ever sent, they only write the snippet.
const fields = document.querySelector<HTMLElement>('[data-embed-builder]');
const snippet = document.querySelector<HTMLElement>('[data-embed-snippet]');
const preview = document.querySelector<HTMLElement>('[data-embed-preview]');
const check = document.querySelector<HTMLElement>('[data-shop-url-check]');
const copyButton = document.querySelector<HTMLButtonElement>('[data-copy-snippet]');
const copied = document.querySelector<HTMLElement>('[data-copy-status]');

if (fields && snippet && preview && check && copyButton && copied) {
  fields.hidden = false;
  copyButton.hidden = false;
  const field = (name: string) => fields.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLSelectElement;
  let previewTimer = 0;
  // One origin for the snippet and the private links: the site's public origin as the page printed it (DYC_SITE_URL),
  // else the browser's own address bar, never anything a server echoed back; the blank's explanation then goes.
  const siteOrigin = snippet.dataset.siteOrigin || location.origin;
  const originNote = document.querySelector<HTMLElement>('[data-origin-note]');
  if (originNote) originNote.hidden = true;
  // The store made by "Count my shoppers' colors", whose id the snippet carries from then on.
  let storeId: string | undefined;

  const update = () => {
    const storeName = cleanStoreName(field('storeName').value) ?? undefined;
    const shopUrl = field('shopUrl').value.trim();
    const lang = embedLanguage(field('lang').value);
    const checked = shopUrl ? checkShopUrlTemplate(shopUrl) : null;
    check.textContent =
      checked === null ? SHOP_URL_CHECK_TEXT.empty : SHOP_URL_CHECK_TEXT[checked.ok ? 'ok' : checked.problem];
    check.dataset.state = checked === null ? 'empty' : checked.ok ? 'ok' : 'refused';
    field('shopUrl').setAttribute('aria-invalid', String(checked !== null && !checked.ok));
    const validShopUrl = checked?.ok ? shopUrl : undefined;
    snippet.textContent = snippetFor(siteOrigin, { storeId, storeName, shopUrl: validShopUrl, lang });
    // The preview is rebuilt once typing pauses, not on every key: each one is a fresh frame.
    clearTimeout(previewTimer);
    previewTimer = window.setTimeout(() => {
      const container = document.createElement('div');
      container.setAttribute(SNIPPET_ATTRIBUTES.container, '');
      // The preview counts nothing: it is the operator's own screen, not a shopper's.
      if (storeName) container.setAttribute(SNIPPET_ATTRIBUTES.storeName, storeName);
      if (validShopUrl) container.setAttribute(SNIPPET_ATTRIBUTES.shopUrl, validShopUrl);
      container.setAttribute(SNIPPET_ATTRIBUTES.lang, lang);
      preview.replaceChildren(container);
    }, 400);
  };

  fields.addEventListener('input', update);
  copyButton.addEventListener('click', () => {
    void navigator.clipboard?.writeText(snippet.textContent ?? '').then(
      () => (copied.textContent = copyButton.dataset.done ?? ''),
      () => (copied.textContent = copyButton.dataset.failed ?? ''),
    );
  });
  update();

  const count = document.querySelector<HTMLElement>('[data-count-shoppers]');
  if (count) {
    count.hidden = false;
    const part = <T extends HTMLElement>(name: string) => count.querySelector(`[data-${name}]`) as T;
    const say = (name: string, words: string) => (part(name).textContent = words);
    const unavailable = 'Counting is not available right now. Please try again in a few minutes.';

    part('join').addEventListener('click', async () => {
      const name = cleanStoreName(field('storeName').value);
      const shopUrl = field('shopUrl').value.trim();
      if (!name) return say('join-status', 'Write your store’s name above first: your dashboard shows it.');
      if (shopUrl && !checkShopUrlTemplate(shopUrl).ok) return say('join-status', 'Correct the shop address first.');
      say('join-status', 'Making your store…');
      const response = await fetch(STORE_API_PATHS.join, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, shopUrl }),
      }).catch(() => null);
      if (!response?.ok)
        return say(
          'join-status',
          response?.status === 429 ? 'Too many stores made from here; please try later.' : unavailable,
        );
      const joined = (await response.json()) as JoinAnswer;
      storeId = joined.storeId;
      update();
      part<HTMLInputElement>('dashboard-link').value = dashboardLink(siteOrigin, {
        storeId: joined.storeId,
        key: joined.dashboardKey,
      });
      part<HTMLInputElement>('store-page-link').value = `${siteOrigin}${storePagePath(joined.storeId, 'en')}`;
      part('joined').hidden = false;
      part<HTMLButtonElement>('join').disabled = true;
      say('join-status', '');
    });

    part('new-link').addEventListener('click', async () => {
      const current = readDashboardLink(part<HTMLInputElement>('current-link').value);
      if (!current) return say('new-link-status', 'Paste the whole dashboard link, as you got it.');
      say('new-link-status', 'Making your new link…');
      const response = await fetch(STORE_API_PATHS.newKey, {
        method: 'POST',
        headers: { Authorization: authorizationFor(current) },
      }).catch(() => null);
      if (response?.status === 401) return say('new-link-status', 'This link does not open a dashboard any more.');
      if (!response?.ok) return say('new-link-status', unavailable);
      const { dashboardKey } = (await response.json()) as NewKeyAnswer;
      part<HTMLInputElement>('new-link-output').value = dashboardLink(siteOrigin, {
        ...current,
        key: dashboardKey,
      });
      part('new-link-box').hidden = false;
      say('new-link-status', 'Done: the link you pasted no longer works.');
    });
  }

  // embed.js, from this site, finds the preview's container as a store's page would.
  const loader = document.createElement('script');
  loader.src = '/embed.js';
  loader.async = true;
  document.body.append(loader);
}
