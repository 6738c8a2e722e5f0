import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { inactiveConnectionWatch, type WatchedSocket } from '../../server/inactiveConnections.ts';

/** A socket whose byte counts the test moves by hand. */
class FakeSocket extends EventEmitter implements WatchedSocket {
  bytesRead = 0;
  bytesWritten = 0;
  writableLength = 0;
  destroyed = false;
  destroy() {
    this.destroyed = true;
    this.emit('close');
    return this as unknown as ReturnType<WatchedSocket['destroy']>;
  }
}

function watchWithClock(inactiveMs = 1000) {
  const clock = { time: 0 };
  const watch = inactiveConnectionWatch({ inactiveMs, now: () => clock.time });
  /** Moves the clock and sweeps. */
  const sweepAt = (time: number) => {
    clock.time = time;
    watch.sweep();
  };
  return { watch, sweepAt };
}

describe('the inactive connection watch', () => {
  it('closes a connection that never sends a byte once the timeout has passed, not before', () => {
    const { watch, sweepAt } = watchWithClock();
    const silent = new FakeSocket();
    watch.add(silent);
    sweepAt(999);
    expect(silent.destroyed).toBe(false);
    sweepAt(1000);
    expect(silent.destroyed).toBe(true);
    expect(watch.size).toBe(0);
  });

  it('keeps a connection whose client reads or sends, counting the timeout from its last movement', () => {
    const { watch, sweepAt } = watchWithClock();
    const busy = new FakeSocket();
    watch.add(busy);
    busy.bytesRead = 80;
    sweepAt(900);
    busy.bytesWritten = 5000;
    sweepAt(1800);
    sweepAt(2700);
    expect(busy.destroyed).toBe(false);
    sweepAt(2800);
    expect(busy.destroyed).toBe(true);
  });

  it('closes a connection whose client stopped taking its answer, even while more answers queue behind it', () => {
    const { watch, sweepAt } = watchWithClock();
    const stalled = new FakeSocket();
    watch.add(stalled);
    // 64 KiB left; 1 MiB handed to the socket waits for the client.
    stalled.bytesWritten = 64 * 1024 + 1024 * 1024;
    stalled.writableLength = 1024 * 1024;
    sweepAt(500);
    // Pipelined answers keep being handed over: nothing of them leaves.
    stalled.bytesWritten += 300_000;
    stalled.writableLength += 300_000;
    sweepAt(1000);
    expect(stalled.destroyed).toBe(false);
    sweepAt(1500);
    expect(stalled.destroyed).toBe(true);
  });

  it('forgets a connection once it has closed', () => {
    const { watch } = watchWithClock();
    const socket = new FakeSocket();
    watch.add(socket);
    expect(watch.size).toBe(1);
    socket.emit('close');
    expect(watch.size).toBe(0);
  });
});
