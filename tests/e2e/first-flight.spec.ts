import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  FIRST_FLIGHT_BYTES,
  compressedPrefixBytes,
  firstFlight,
  startTagOffset,
} from '../../scripts/lib/firstFlight.ts';
import { defaultClientDir, measuredRoutes } from '../../scripts/lib/measure.ts';

/**
 * The first round trip carries the first view: a new connection can send about 14,600 bytes before it
 * waits for an acknowledgement, so every page's response headers (as the production server really sends
 * them, read off a raw socket) plus its compressed document up to the end of the first viewport (a
 * Lighthouse phone, 412 x 823) fit in that.
 */
const phone = { width: 412, height: 823 };

for (const route of measuredRoutes) {
  test(`${route.path}: headers and the compressed document up to the fold fit in ${FIRST_FLIGHT_BYTES} bytes`, async ({
    page,
    baseURL,
  }) => {
    const flight = await firstFlight(Number(new URL(baseURL!).port), route.path);
    expect(flight.encoding).toBe('br');
    await page.setViewportSize(phone);
    await page.goto(route.status === 404 ? `/${route.file}` : route.path);
    // The first element, in document order, that starts below the fold: everything before it is the first view.
    const belowFold = await page.evaluate((foldY) => {
      const elements = [...document.querySelectorAll('*')];
      return elements.findIndex((element) => {
        if (!element.closest('body') || element.closest('header, dialog')) return false;
        const box = element.getBoundingClientRect();
        return box.height > 0 && box.top + window.scrollY >= foldY;
      });
    }, phone.height);
    expect(belowFold).toBeGreaterThan(0);
    const html = readFileSync(`${defaultClientDir()}/${route.file}`, 'utf8');
    const firstView = compressedPrefixBytes(html, startTagOffset(html, belowFold));
    const total = flight.headerBytes + firstView;
    expect(
      total,
      `${route.path}: ${flight.headerBytes} B of headers + ${firstView} B of brotli document up to the fold (whole document ${flight.bodyBytes} B)`,
    ).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
  });
}
