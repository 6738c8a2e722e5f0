import { describe, expect, it } from 'vitest';
import { DroppingLogDestination } from '../../server/logDestination.ts';

type Callback = (error: NodeJS.ErrnoException | null, written: number) => void;

/** A destination whose writes wait until the test answers them, one by one. */
function heldWrites() {
  const pending: { bytes: string; callback: Callback }[] = [];
  const write = (_fd: number, buffer: Buffer, offset: number, length: number, _position: null, callback: Callback) =>
    pending.push({ bytes: buffer.subarray(offset, offset + length).toString(), callback });
  return { pending, write };
}

const failure = (code: string) => Object.assign(new Error(code), { code });
/** Each line leaves as soon as nothing is in flight. */
const now = (flush: () => void) => flush();

describe('the log destination', () => {
  it('writes lines in order, batching what arrived while a write was under way', () => {
    const { pending, write } = heldWrites();
    const destination = new DroppingLogDestination({ write, schedule: now });
    destination.write('a\n');
    destination.write('b\n');
    destination.write('c\n');
    expect(pending.map((entry) => entry.bytes)).toEqual(['a\n']);
    pending[0]!.callback(null, 2);
    expect(pending.map((entry) => entry.bytes)).toEqual(['a\n', 'b\nc\n']);
    pending[1]!.callback(null, 4);
    expect(destination.pendingLines).toBe(0);
    expect(destination.dropped).toBe(0);
  });

  it('sends the lines written in one turn of the event loop in one write', () => {
    const { pending, write } = heldWrites();
    const turns: (() => void)[] = [];
    const destination = new DroppingLogDestination({ write, schedule: (flush) => turns.push(flush) });
    destination.write('a\n');
    destination.write('b\n');
    expect(pending).toHaveLength(0);
    expect(turns).toHaveLength(1);
    turns[0]!();
    expect(pending.map((entry) => entry.bytes)).toEqual(['a\nb\n']);
  });

  it('writes at once when 64 KiB have queued, without waiting for the scheduled write', () => {
    const { pending, write } = heldWrites();
    const turns: (() => void)[] = [];
    const destination = new DroppingLogDestination({ write, schedule: (flush) => turns.push(flush) });
    const line = `${'x'.repeat(1023)}\n`;
    for (let index = 0; index < 63; index += 1) destination.write(line);
    expect(pending).toHaveLength(0);
    destination.write(line);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.bytes).toHaveLength(64 * 1024);
    // Lines arriving while that write is under way wait for it, then for the schedule.
    destination.write('after\n');
    pending[0]!.callback(null, 64 * 1024);
    expect(pending).toHaveLength(1);
    turns.at(-1)!();
    expect(pending[1]!.bytes).toBe('after\n');
  });

  it('drops and counts the lines a full destination refuses, and never throws', () => {
    const { pending, write } = heldWrites();
    const destination = new DroppingLogDestination({ write, schedule: now });
    destination.write('a\n');
    destination.write('b\n');
    destination.write('c\n');
    expect(() => pending[0]!.callback(failure('ENOSPC'), 0)).not.toThrow();
    expect(destination.dropped).toBe(1);
    pending[1]!.callback(failure('ENOSPC'), 0);
    expect(destination.dropped).toBe(3);
    expect(destination.pendingLines).toBe(0);
  });

  it('holds no more than its bound while the destination is slow: the rest is counted as dropped', () => {
    const { pending, write } = heldWrites();
    const destination = new DroppingLogDestination({ write, maxQueuedBytes: 10, schedule: now });
    destination.write('first line\n');
    for (let index = 0; index < 100; index += 1) destination.write('0123\n');
    // One line in flight, two queued (10 bytes), 98 dropped.
    expect(destination.pendingLines).toBe(3);
    expect(destination.dropped).toBe(98);
    expect(pending).toHaveLength(1);
  });

  it('finishes a partial write before anything queued since', () => {
    const { pending, write } = heldWrites();
    const destination = new DroppingLogDestination({ write, schedule: now });
    destination.write('abcdef\n');
    destination.write('next\n');
    pending[0]!.callback(null, 3);
    expect(pending[1]!.bytes).toBe('def\n');
    pending[1]!.callback(null, 4);
    expect(pending[2]!.bytes).toBe('next\n');
  });

  it('counts the lines when the descriptor itself throws', () => {
    const destination = new DroppingLogDestination({
      schedule: now,
      write: () => {
        throw failure('EBADF');
      },
    });
    expect(() => destination.write('a\n')).not.toThrow();
    expect(destination.dropped).toBe(1);
  });
});
