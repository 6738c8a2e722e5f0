/**
 * Keeps one `process.nextTick` entry alive for the life of the process, so that V8's hidden classes ("maps") of
 * those entries never die. Imported first by `main.ts`, before anything else has run long enough to collect them.
 *
 * Why: Node builds each nextTick entry with an object literal whose first keys are computed symbols. Optimized code
 * writes such a key inline only while the literal's feedback has seen one map per key; a second map makes the
 * feedback megamorphic for good, and from then on every nextTick (several per HTTP answer) adds its keys through
 * the V8 runtime. Maps with no live object are freed by a full garbage collection, and entries live for one tick,
 * so a full collection between ticks is enough: the next entry gets new maps. The server does run full collections
 * (the result page fill hands it megabytes of pages): measured in pairs against the bare server, the runtime path
 * cost about 5 % of the throughput of a small answer from memory. A live entry holds its map, and each map holds the one before it.
 */
import { createHook } from 'node:async_hooks';

function captureTickEntry(): object | undefined {
  let entry: object | undefined;
  // The one public way to see an entry: the init hook of async_hooks receives it as the tick's resource.
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type === 'TickObject') entry ??= resource;
    },
  });
  hook.enable();
  process.nextTick(() => {});
  hook.disable();
  return entry;
}

/** The entry kept alive; `undefined` only if a Node release stops reporting ticks to async_hooks. */
export const heldTickEntry = captureTickEntry();
