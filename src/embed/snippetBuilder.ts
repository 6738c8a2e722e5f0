/**
 * /operators/embed/: the snippet builder. As the operator types, the shop URL is checked (the same check the
 * frame makes, src/lib/embed/), the snippet to copy is rewritten, and the preview shows the real embedded quiz,
 * put on this page by embed.js exactly as a store's page gets it. Without JavaScript the page shows the plain
 * snippet and the rules instead. Inlined into the page (`?inline-script`), its hash in the page's policy.
 */
import { SHOP_URL_CHECK_TEXT } from '../i18n/embed.ts';
import {
  checkShopUrlTemplate,
  cleanStoreName,
  embedLanguage,
  SNIPPET_ATTRIBUTES,
  snippetFor,
} from '../lib/embed/embedSettings.ts';

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
    snippet.textContent = snippetFor(location.origin, { storeName, shopUrl: validShopUrl, lang });
    // The preview is rebuilt once typing pauses, not on every key: each one is a fresh frame.
    clearTimeout(previewTimer);
    previewTimer = window.setTimeout(() => {
      const container = document.createElement('div');
      container.setAttribute(SNIPPET_ATTRIBUTES.container, '');
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
  // embed.js, from this site, finds the preview's container as a store's page would.
  const loader = document.createElement('script');
  loader.src = '/embed.js';
  loader.async = true;
  document.body.append(loader);
}
