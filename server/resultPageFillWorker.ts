/**
 * The worker thread of `resultPageFill.ts`: renders every result page with the build's Astro handler, in the
 * order given, except that a page the server is waiting for (a message naming it) goes next. Each page is posted
 * rendered, compressed and hashed; then the worker ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { renderWithAstro } from './astroRenderer.ts';
import type { FillMessage, FillWorkerData } from './resultPageFill.ts';
import { contentEtag } from './memoryAnswer.ts';
import { compressPage, syntheticRequest } from './resultPages.ts';

type AstroHandler = Parameters<typeof renderWithAstro>[0];

const { distDir, host, publicOrigin, targets } = workerData as FillWorkerData;
const port = parentPort!;
const queue = [...targets];
const done = new Set<string>();
port.on('message', (target: string) => {
  if (!done.has(target)) queue.unshift(target);
});

const post = (message: FillMessage) => port.postMessage(message);
const { handler } = (await import(new URL('server/entry.mjs', distDir).href)) as { handler: AstroHandler };

while (queue.length > 0) {
  const target = queue.shift()!;
  if (done.has(target)) continue;
  done.add(target);
  try {
    const rendered = await renderWithAstro(handler, syntheticRequest(target, host), { publicOrigin });
    if (!rendered || rendered.status !== 200) {
      post({ failed: target, reason: `the page answered ${rendered?.status ?? 'nothing'}` });
      break;
    }
    const { body, headers } = rendered;
    post({ page: { target, headers, body, encoded: compressPage(body), etag: contentEtag(body) } });
  } catch (error) {
    post({ failed: target, reason: (error as Error).message });
    break;
  }
  // Lets a message asking for a page first be read before the next render.
  await new Promise((resolve) => setImmediate(resolve));
}
post({ done: true });
// The port alone would keep the thread alive.
port.close();
