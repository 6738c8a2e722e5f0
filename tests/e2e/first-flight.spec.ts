import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { FIRST_FLIGHT_BYTES, PHONE_VIEWPORT, firstFlight, firstViewFlight } from '../../scripts/lib/firstFlight.ts';
import { defaultClientDir, measuredRoutes } from '../../scripts/lib/measure.ts';

/**
 * The first round trip carries the first view: a new connection can send about 14,600 bytes before it
 * waits for an acknowledgement, so every page's response headers (as the production server really sends
 * them, read off a raw socket) plus its compressed document up to the end of the first viewport (a
 * Lighthouse phone, 412 x 823) fit in that. `npm run bench` reports the same figure per route.
 */
for (const route of measuredRoutes) {
  test(`${route.path}: headers and the compressed document up to the fold fit in ${FIRST_FLIGHT_BYTES} bytes`, async ({
    page,
    baseURL,
  }) => {
    const flight = await firstFlight(Number(new URL(baseURL!).port), route.path);
    expect(flight.encoding).toBe('br');
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(route.status === 404 ? `/${route.file}` : route.path);
    const html = readFileSync(`${defaultClientDir()}/${route.file}`, 'utf8');
    const firstView = await firstViewFlight(page, html, flight);
    // A page that fits on one phone screen (the embedded quiz's first screen) is its own first view: all of it.
    const shortPage = route.path.includes('/embed/');
    if (!shortPage) expect(firstView, `${route.path}: an element starts below the fold`).not.toBeNull();
    const firstViewBytes = firstView?.firstViewBytes ?? flight.bodyBytes;
    expect(
      firstView?.firstViewTotalBytes ?? flight.totalBytes,
      `${route.path}: ${flight.headerBytes} B of headers + ${firstViewBytes} B of brotli document up to the fold (whole document ${flight.bodyBytes} B)`,
    ).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
  });
}
