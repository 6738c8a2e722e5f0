/**
 * Gives the main thread back to the browser between two pieces of work, so input and painting run between them
 * and no piece becomes a long task: `scheduler.yield()` where the browser has it (the rest runs ahead of other
 * queued tasks), else a message to this page's own channel, which runs after the tasks already queued without
 * setTimeout's clamping.
 */
interface YieldingScheduler {
  yield: () => Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves in a task after the browser's next rendering step: work that reads the layout (a chart measuring its
 * box) then finds it done, instead of forcing it inside its own task.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => void yieldToMain().then(resolve)));
}
