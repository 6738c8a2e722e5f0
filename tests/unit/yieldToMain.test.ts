import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, yieldToMain } from '../../src/lib/dom/yieldToMain.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await yieldToMain();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });

  it('otherwise resumes in a later task, after the microtasks queued before it', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    void Promise.resolve().then(() => order.push('microtask'));
    await yielded;
    expect(order).toEqual(['microtask', 'after the yield']);
  });
});

describe('afterNextPaint', () => {
  it('resumes in a task after the next animation frame', async () => {
    vi.stubGlobal('scheduler', undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    let resumed = false;
    const painted = afterNextPaint().then(() => (resumed = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(resumed).toBe(false);
    expect(frames).toHaveLength(1);
    frames[0]!(0);
    expect(resumed).toBe(false);
    await painted;
    expect(resumed).toBe(true);
  });
});
