import { describe, expect, it } from 'vitest';
import {
  describeMachine,
  machineBetween,
  parseCpuTicks,
  parseCpuWaitMicros,
  parseProcessCounters,
  waitForProcessAtRest,
  type MachineSnapshot,
} from '../../scripts/bench/machine.ts';
import { spawn } from 'node:child_process';

/** /proc/<pid>/stat of a process whose name holds a space and a parenthesis, as a thread name may. */
const stat = (utime: number, stime: number, majorFaults: number) =>
  `4840 (node (main) x) R 4838 4838 23255 0 -1 4194304 120 0 ${majorFaults} 0 ${utime} ${stime} 0 0 20 0 1 0 2292716`;
const status = (preemptions: number) =>
  `Name:\tnode\nvoluntary_ctxt_switches:\t12\nnonvoluntary_ctxt_switches:\t${preemptions}\n`;

describe('reading /proc', () => {
  it('reads the machine’s CPU ticks, steal apart from busy time', () => {
    expect(parseCpuTicks('cpu  100 5 50 800 10 0 5 30 0 0\ncpu0 50 2 25 400 5 0 2 15 0 0\n')).toEqual({
      busy: 160,
      steal: 30,
      total: 1000,
    });
    expect(parseCpuTicks('intr 1 2 3\n')).toBeNull();
  });

  it('reads the cumulative CPU pressure stall', () => {
    expect(
      parseCpuWaitMicros(
        'some avg10=0.27 avg60=22.07 avg300=22.72 total=8023032847\nfull avg10=0.00 avg60=0.00 avg300=0.00 total=0\n',
      ),
    ).toBe(8_023_032_847);
    expect(parseCpuWaitMicros('')).toBeNull();
  });

  it('reads a process’s CPU time, major faults and preemptions past a name with spaces and parentheses', () => {
    expect(parseProcessCounters(stat(300, 40, 7), status(55))).toEqual({
      cpuTicks: 340,
      majorFaults: 7,
      preemptions: 55,
    });
    expect(parseProcessCounters('1 (x) R', status(1))).toBeNull();
  });
});

describe('the machine between two snapshots', () => {
  const snapshot = (at: number, busy: number, steal: number, total: number, server: number, bench: number) =>
    ({
      atMicros: at,
      cpu: { busy, steal, total },
      cpuWaitMicros: at / 4,
      server: { cpuTicks: server, majorFaults: 0, preemptions: server / 10 },
      bench: { cpuTicks: bench, majorFaults: 0, preemptions: 0 },
    }) satisfies MachineSnapshot;

  it('splits the CPU time between steal, the server, the bench and everything else', () => {
    // 6 s on 2 CPUs = 1,200 ticks: the server 500, the bench 450, 130 by others, 60 stolen.
    const machine = machineBetween(snapshot(0, 0, 0, 0, 0, 0), snapshot(6e6, 1080, 60, 1200, 500, 450), 9);
    expect(machine.stealShare).toBeCloseTo(0.05);
    expect(machine.otherProcessesShare).toBeCloseTo(130 / 1200);
    expect(machine.cpuWaitShare).toBeCloseTo(0.25);
    expect(machine).toMatchObject({ serverCpuTicks: 500, serverPreemptions: 50, loadGeneratorMaxStallMs: 9 });
  });

  it('leaves out what could not be read, and says so in the report line', () => {
    const unreadable = { atMicros: 0, cpu: null, cpuWaitMicros: null, server: null, bench: null };
    const machine = machineBetween(unreadable, { ...unreadable, atMicros: 1e6 }, 3);
    expect(machine).toEqual({ loadGeneratorMaxStallMs: 3 });
    expect(describeMachine(machine)).toBe('steal n/a, CPU wait n/a, other processes n/a, load generator stall 3 ms');
  });

  it('describes a round in one line', () => {
    const machine = machineBetween(snapshot(0, 0, 0, 0, 0, 0), snapshot(6e6, 1080, 60, 1200, 500, 450), 9);
    expect(describeMachine(machine)).toBe(
      'steal 5.0 %, CPU wait 25.0 %, other processes 10.8 %, load generator stall 9 ms, server preempted 50x',
    );
  });
});

describe('waiting for the server to come to rest before a page is measured', () => {
  const node = (code: string) => spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
  const windows = { windowMs: 100, windows: 2, timeoutMs: 1500 };

  it('resolves true for a process that does nothing', async () => {
    const idle = node('setTimeout(() => {}, 30_000)');
    try {
      expect(await waitForProcessAtRest(idle.pid!, { ...windows, timeoutMs: 10_000 })).toBe(true);
    } finally {
      idle.kill();
    }
  });

  it('resolves false for a process that keeps a core busy the whole time, and for one that is gone', async () => {
    const busy = node('for (;;) {}');
    try {
      expect(await waitForProcessAtRest(busy.pid!, windows)).toBe(false);
    } finally {
      busy.kill();
    }
    expect(await waitForProcessAtRest(2 ** 22 + 1, windows)).toBe(false);
  });
});
