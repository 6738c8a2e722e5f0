import { expect, test, type Page } from '@playwright/test';
import { baselineSecurityHeaders, serviceWorkerPolicy } from '../../server/headers.ts';
import { collectConsoleErrors, waitForHydration } from './support/site.ts';

/**
 * The quiz works offline after one visit (issue "En español, and the quiz at the counter", item 2): its
 * service worker keeps the quiz page, its scripts, the icons and the API's answers; content pages stay online.
 */
const ANSWERS = ['Occasional (monthly)', 'More Relaxation', 'Infused Waters', 'Body'];
const QUERY = 'q1=Occasional+%28monthly%29&q2=More+Relaxation&q3=Infused+Waters&q4=Body';

// This spec is about the worker: let it register (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const quiz = (page: Page) => page.getByRole('region', { name: 'Quiz' });

/** The first visit: the page registers the worker after load; wait until it is active and has precached all. */
async function visitOnce(page: Page) {
  await page.goto('/quiz/');
  await waitForHydration(page);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.active?.state !== 'activated') {
      await new Promise((resolve) => registration.active?.addEventListener('statechange', resolve));
    }
  });
}

test.describe('the quiz offline', () => {
  test('after one visit, the whole quiz runs with the network off: age, four answers, result with its icon', async ({
    page,
    context,
  }) => {
    const errors = collectConsoleErrors(page);
    await visitOnce(page);
    await context.setOffline(true);
    // The fake clock drives the quiz's fade and throttle; the worker keeps real time.
    await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await waitForHydration(page);
    await page.clock.pauseAt(new Date('2026-03-01T10:01:00Z'));
    await quiz(page).getByRole('button', { name: 'Yes' }).click();
    await page.clock.runFor(1000);
    for (const answer of ANSWERS) {
      await quiz(page).getByRole('button', { name: answer, exact: true }).click();
      await page.clock.runFor(1000);
    }
    await page.clock.resume();
    const panel = page.getByRole('region', { name: 'Your color is Blue' });
    await expect(panel.locator('dl > div').filter({ hasText: 'Dose recommendation' }).locator('dd')).toHaveText(
      '5 mg THC',
    );
    const icon = panel.getByRole('img', { name: /body/i });
    await expect(icon).toHaveAttribute('src', /\/quiz\/icons\/blue-body\.svg$/);
    await expect
      .poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    // The counter card and its QR code work offline too: the encoder ships in the precached island.
    await page.getByRole('button', { name: 'Show at the counter' }).click();
    await expect(
      page.getByRole('dialog').getByRole('img', { name: 'QR code of the link to this result' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the Spanish quiz runs offline too, its counter card in Spanish with a working QR code', async ({
    page,
    context,
  }) => {
    const errors = collectConsoleErrors(page);
    // One visit to either language keeps both: the worker precaches /quiz/ and /es/quiz/.
    await visitOnce(page);
    await context.setOffline(true);
    // The fake clock drives the quiz's fade and throttle; the worker keeps real time.
    await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
    const spanish = await page.goto('/es/quiz/');
    expect(spanish?.fromServiceWorker()).toBe(true);
    await waitForHydration(page);
    await page.clock.pauseAt(new Date('2026-03-01T10:01:00Z'));
    const cuestionario = page.getByRole('region', { name: 'Cuestionario' });
    await cuestionario.getByRole('button', { name: 'Sí', exact: true }).click();
    await page.clock.runFor(1000);
    for (const answer of ['De vez en cuando (una vez al mes)', 'Más relajación', 'Aguas infusionadas', 'Cuerpo']) {
      await cuestionario.getByRole('button', { name: answer, exact: true }).click();
      await page.clock.runFor(1000);
    }
    await page.clock.resume();
    const panel = page.getByRole('region', { name: 'Tu color es Azul' });
    await expect(panel).toBeVisible();
    await page.getByRole('button', { name: 'Muéstralo en tienda' }).click();
    const card = page.getByRole('dialog');
    await expect(card.getByRole('heading', { name: 'Muéstrale esta tarjeta a quien te atienda' })).toBeVisible();
    await expect(card).toContainText('unas 2 horas');
    await expect(card.getByRole('img', { name: 'Código QR del enlace a este resultado' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Muéstralo en tienda' })).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('offline, the worker answers the API with its exact bytes, and a malformed query with its 400 JSON', async ({
    page,
    context,
    request,
  }) => {
    const online = await request.get(`/api/v2/quiz/quiz-results/?${QUERY}`);
    const bad = await request.get('/api/v2/quiz/quiz-results/?q1=Weekly');
    await visitOnce(page);
    await page.reload();
    await context.setOffline(true);
    const fetchOffline = (path: string) =>
      page.evaluate(async (url) => {
        const response = await fetch(url);
        return { status: response.status, type: response.headers.get('Content-Type'), body: await response.text() };
      }, path);
    expect(await fetchOffline(`/api/v2/quiz/quiz-results/?${QUERY}`)).toEqual({
      status: 200,
      type: online.headers()['content-type'],
      body: await online.text(),
    });
    expect(await fetchOffline('/api/v2/quiz/quiz-results/?q1=Weekly')).toEqual({
      status: 400,
      type: bad.headers()['content-type'],
      body: await bad.text(),
    });
  });

  test('a shared result opened offline gets the site’s quiz page in its language, not the browser’s error', async ({
    page,
    context,
  }) => {
    await visitOnce(page);
    await context.setOffline(true);
    for (const [path, heading] of [
      ['/quiz/result/', 'Answer a 4-question quiz to find your color'],
      ['/es/quiz/result/', 'Responde un cuestionario de 4 preguntas y descubre tu color'],
    ]) {
      const response = await page.goto(`${path}?${QUERY}`);
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('content pages are neither kept nor served by the worker', async ({ page, context }) => {
    await visitOnce(page);
    const science = await page.goto('/science/');
    expect(science?.status()).toBe(200);
    expect(science?.fromServiceWorker()).toBe(false);
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(kept).toContain('/quiz/');
    expect(kept.filter((path) => path.endsWith('/')).sort()).toEqual(['/es/quiz/', '/quiz/']);
    await context.setOffline(true);
    await expect(page.goto('/about/')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  });

  test('the page registers the worker only after its load event and its largest paint', async ({ page }) => {
    await page.addInitScript(() => {
      const seen = window as unknown as { registeredAt?: number; largestPaintAt?: number };
      new PerformanceObserver((list) => {
        // The first view's largest paint; the island paints again once it hydrates, after the first view.
        seen.largestPaintAt ??= list.getEntries()[0]!.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
        seen.registeredAt ??= performance.now();
        return register.apply(this, args);
      };
    });
    await visitOnce(page);
    const { registeredAt, largestPaintAt, loadEnd } = await page.evaluate(() => {
      const seen = window as unknown as { registeredAt?: number; largestPaintAt?: number };
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { registeredAt: seen.registeredAt, largestPaintAt: seen.largestPaintAt, loadEnd: navigation.loadEventEnd };
    });
    expect(largestPaintAt).toBeGreaterThan(0);
    expect(registeredAt).toBeGreaterThan(largestPaintAt!);
    expect(registeredAt).toBeGreaterThanOrEqual(loadEnd);
  });

  test('the worker script is served no-cache, with the security headers and a policy of its own', async ({
    request,
  }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['content-type']).toMatch(/javascript/);
    expect(headers['content-security-policy']).toBe(serviceWorkerPolicy);
    for (const [name, value] of Object.entries(baselineSecurityHeaders))
      expect(headers[name.toLowerCase()]).toBe(value);
    expect(headers['service-worker-allowed']).toBeUndefined();
  });

  test('only the quiz page may run a worker; the content pages keep worker-src none', async ({ request }) => {
    const quizPolicy = (await request.get('/quiz/')).headers()['content-security-policy'];
    expect(quizPolicy).toContain("worker-src 'self'");
    for (const path of ['/', '/science/', '/about/']) {
      expect((await request.get(path)).headers()['content-security-policy'], path).toContain("worker-src 'none'");
    }
  });
});
