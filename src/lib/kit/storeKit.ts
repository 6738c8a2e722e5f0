/**
 * A store's own shop-floor kit ("Kit for my store" on /operators/kit/): what the store types, checked; where its
 * pieces' QR codes lead (its quiz page on DYC in the piece's language, or an https address of its own, each with
 * the piece's tag); and the builder's options for it. The PDFs are drawn in the browser (./storeKitFiles.ts) by
 * the same builder as the generic kit. Nothing here is sent anywhere. No DOM, no Node.
 */
import { LOCALES, type Locale } from '../../i18n/locales.ts';
import { checkShopUrlTemplate, cleanStoreName, isControlCharacter } from '../embed/embedSettings.ts';
import { readStorePagePath, storePagePath } from '../stores/storePage.ts';
import { isStoreId } from '../stores/storeId.ts';
import type { KitRenderOptions, StoreIdentity } from './kitPdf.ts';
import type { KitFile } from './kitPieces.ts';

/** The longest license number the pieces print (state license numbers run to about 20 characters). */
export const LICENSE_MAX_LENGTH = 40;
/** The longest warning text: what the pocket card holds at 8 pt under its code. */
export const WARNINGS_MAX_LENGTH = 240;
/** The store id an example address shows (16 characters, as every store id). */
export const EXAMPLE_STORE_ID = 'a1B2c3D4e5F6g7H8';
/** The largest logo file read (a logo for print, not a photograph). */
export const LOGO_MAX_BYTES = 2_000_000;

export interface StoreKitForm {
  storeName: string;
  license: string;
  warnings: string;
  /** The store's quiz page on DYC: its address, or its store id. */
  storePage: string;
  /** An https address of the store's own instead, or empty. */
  ownAddress: string;
}

export type StoreKitField = keyof StoreKitForm;

export interface StoreKitSettings {
  identity: Omit<StoreIdentity, 'logo'>;
  /** Where the codes lead in each language, before a piece's tag is added. */
  quizUrls: Record<Locale, string>;
}

export type StoreKitCheck =
  { ok: true; settings: StoreKitSettings } | { ok: false; problems: Partial<Record<StoreKitField, string>> };

/** Spaces, line breaks and control characters as one space. */
function oneLine(value: string): string {
  return Array.from(value, (character) => (isControlCharacter(character) ? ' ' : character))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The store id in a pasted store page address (or a bare id), or null. */
export function storeIdFrom(value: string): string | null {
  const trimmed = value.trim();
  if (isStoreId(trimmed)) return trimmed;
  try {
    return readStorePagePath(new URL(trimmed).pathname)?.storeId ?? null;
  } catch {
    return null;
  }
}

/** Checks the form; `origin` is the site's own (the page's), where the store's quiz page lives. */
export function checkStoreKit(form: StoreKitForm, origin: string): StoreKitCheck {
  const problems: Partial<Record<StoreKitField, string>> = {};
  const name = cleanStoreName(form.storeName);
  if (!name) problems.storeName = 'Enter your store’s name, up to 60 characters.';
  const license = oneLine(form.license);
  if (!license) problems.license = 'Enter your license number: it goes on every piece that advertises.';
  else if (license.length > LICENSE_MAX_LENGTH) problems.license = `Up to ${LICENSE_MAX_LENGTH} characters.`;
  const warnings = oneLine(form.warnings);
  if (warnings.length > WARNINGS_MAX_LENGTH) {
    problems.warnings = `Up to ${WARNINGS_MAX_LENGTH} characters, so it fits the pocket card (now ${warnings.length}).`;
  }
  let quizUrls: Record<Locale, string> | null = null;
  const own = form.ownAddress.trim();
  if (own) {
    if (checkShopUrlTemplate(own).ok) quizUrls = { en: new URL(own).href, es: new URL(own).href };
    else problems.ownAddress = 'Your own address: enter a full https address, such as https://yourstore.com/quiz.';
  }
  // The own address leads the codes where both are given, but a filled quiz page is checked all the same: a wrong
  // value the operator typed is flagged, never silently dropped.
  if (!own || form.storePage.trim()) {
    const storeId = storeIdFrom(form.storePage);
    if (storeId) {
      const pages = LOCALES.map((locale) => [locale, new URL(storePagePath(storeId, locale), origin).href]);
      quizUrls ??= Object.fromEntries(pages) as Record<Locale, string>;
    } else {
      // The field is named and a right value shown: a store page address ends in the store's 16-character id.
      const example = new URL(storePagePath(EXAMPLE_STORE_ID, 'en'), origin).href;
      problems.storePage = form.storePage.trim()
        ? `Your quiz page on DYC: this is not a DYC quiz page address. Copy it from your dashboard or the embed builder: it looks like ${example}, with your store’s id at the end. Or leave it empty and give an https address of your own below.`
        : `Your quiz page on DYC, or an https address of your own below: one of the two is required. Your quiz page’s address is on your dashboard and in the embed builder, such as ${example}.`;
    }
  }
  if (!name || !quizUrls || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, settings: { identity: { name, license, warnings }, quizUrls } };
}

/** The builder's options for the store's kit: its identity and logo on the pieces, its addresses in the codes. */
export function storeKitOptions(settings: StoreKitSettings, logo: Uint8Array | null): KitRenderOptions {
  // The codes carry a tag per piece, so the address is not printed under them: the code is the way in.
  return { quizUrls: settings.quizUrls, printQuizUrl: false, store: { ...settings.identity, logo } };
}

/** "green-door-poster-en-print-shop.pdf": the generic file's name with the store's in place of DYC's. */
export function storeKitFileName(file: KitFile, storeName: string): string {
  const slug = storeName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .slice(0, 40)
    .trim()
    .replaceAll(' ', '-');
  return file.fileName.replace(/^dyc-/, `${slug || 'store'}-`);
}
