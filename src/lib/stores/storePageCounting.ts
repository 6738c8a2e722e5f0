/**
 * What the quiz island on a store's page (/s/<store id>/) counts with: the store's values from the element the
 * server filled, and where the quiz ran, from the page's own address (a printed piece's `?src=` tag, else the page
 * itself). The shop link opens in the page's own window: the shopper came here for the store's menu.
 */
import type { CountingSettings } from '../embed/countEvents.ts';
import { scanSourceOf } from './countSources.ts';
import { readStorePageSettings } from './storePage.ts';

export function readStorePageCounting(
  document: Pick<Document, 'querySelector'>,
  search: string,
): CountingSettings | null {
  const element = document.querySelector<HTMLElement>('[data-store-page]');
  const settings = element && readStorePageSettings(element.dataset);
  if (!settings) return null;
  return { ...settings, target: 'top', hostOrigin: null, source: scanSourceOf(search) ?? 'page' };
}
