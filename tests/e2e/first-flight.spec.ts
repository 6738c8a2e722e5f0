import { expect, test } from '@playwright/test';
import { FIRST_FLIGHT_BYTES, firstFlight } from '../../scripts/lib/firstFlight.ts';
import { measuredRoutes } from '../../scripts/lib/measure.ts';

/**
 * The first round trip carries the first view: a new connection can send about 14,600 bytes before
 * it waits for an acknowledgement, so every page's response headers plus its compressed document fit
 * in that, as the production server really sends them (read off a raw socket).
 */

for (const route of measuredRoutes) {
  test(`${route.path}: headers and compressed document fit in the first ${FIRST_FLIGHT_BYTES} bytes`, async ({
    baseURL,
  }) => {
    const port = Number(new URL(baseURL!).port);
    const flight = await firstFlight(port, route.path);
    expect(flight.encoding).toBe('br');
    expect(flight.bodyBytes).toBeGreaterThan(1000);
    expect(
      flight.totalBytes,
      `${route.path}: ${flight.headerBytes} B of headers + ${flight.bodyBytes} B of ${flight.encoding} document`,
    ).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
  });
}
