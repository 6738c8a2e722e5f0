/**
 * What the machine did while a load ran. Latency under load is the server's own figure only while the server has
 * the CPU it asks for: on a 2-CPU virtual machine the host can take CPU time (steal), other processes can queue
 * for it, and the load generator, which shares the bench's process, can itself stall. Read beside a latency tail,
 * these figures tell a slow server from a busy machine.
 *
 * Linux only (/proc); on another system every figure is left out.
 */
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface MachineDuringLoad {
  /** Share of all CPU time the hypervisor ran something else on this machine's CPUs (steal), 0-1. */
  stealShare?: number;
  /** Share of wall time in which at least one runnable task waited for a CPU (pressure stall, cpu "some"), 0-1. */
  cpuWaitShare?: number;
  /** Share of all CPU time spent by processes other than the server and the bench itself, 0-1. */
  otherProcessesShare?: number;
  /** The bench process's longest event-loop delay: a stall there is counted by autocannon as server latency. */
  loadGeneratorMaxStallMs: number;
  /** CPU time the server process used, in clock ticks. */
  serverCpuTicks?: number;
  /** Times the kernel took the CPU from the server while it could still run (involuntary context switches). */
  serverPreemptions?: number;
  /** Page faults the server had to wait on the disk for. */
  serverMajorFaults?: number;
}

/** Linux's clock tick (USER_HZ), the unit of every CPU time in /proc: fixed at 100 per second on x86-64 and arm64. */
export const CLOCK_TICK_MICROS = 10_000;

/** CPU time counters of the whole machine, in clock ticks, from the first line of /proc/stat. */
export interface CpuTicks {
  busy: number;
  steal: number;
  total: number;
}

/** `cpu  user nice system idle iowait irq softirq steal guest guest_nice` */
export function parseCpuTicks(procStat: string): CpuTicks | null {
  const line = procStat.split('\n').find((candidate) => candidate.startsWith('cpu '));
  if (!line) return null;
  const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  if ([user, nice, system, idle, iowait, irq, softirq].some((value) => value === undefined || Number.isNaN(value)))
    return null;
  const busy = user! + nice! + system! + irq! + softirq!;
  return { busy, steal, total: busy + idle! + iowait! + steal };
}

/** The cumulative microseconds of the "some" line of /proc/pressure/cpu. */
export function parseCpuWaitMicros(pressure: string): number | null {
  const match = /^some .*\btotal=(\d+)/m.exec(pressure);
  return match ? Number(match[1]) : null;
}

export interface ProcessCounters {
  /** User + system CPU time in clock ticks. */
  cpuTicks: number;
  majorFaults: number;
  preemptions: number;
}

/** From /proc/<pid>/stat and /proc/<pid>/status. */
export function parseProcessCounters(stat: string, status: string): ProcessCounters | null {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const preemptions = /nonvoluntary_ctxt_switches:\s+(\d+)/.exec(status);
  if (fields.length < 13 || !preemptions) return null;
  return {
    cpuTicks: Number(fields[11]) + Number(fields[12]),
    majorFaults: Number(fields[9]),
    preemptions: Number(preemptions[1]),
  };
}

const read = (file: string): string | null => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

function processCounters(pid: number | 'self'): ProcessCounters | null {
  const stat = read(`/proc/${pid}/stat`);
  const status = read(`/proc/${pid}/status`);
  return stat && status ? parseProcessCounters(stat, status) : null;
}

/**
 * Waits until the process `pid` is at rest: under `restShare` of one CPU over each of `windows` windows of
 * `windowMs` in a row (at most `timeoutMs` in all). The server's own start-up (the result pages rendered in a
 * worker, the COA workers' first read) takes seconds of CPU after it first answers; a page measured meanwhile
 * shares two cores with it, which a visitor's phone never does. Resolves false when it never rested (and on a
 * system without /proc at once), so the caller can say so beside its figures.
 */
export async function waitForProcessAtRest(
  pid: number,
  { restShare = 0.05, windowMs = 500, windows = 2, timeoutMs = 120_000 } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let before = processCounters(pid);
  if (!before) return false;
  let restingWindows = 0;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = processCounters(pid);
    if (!after) return false;
    const share = ((after.cpuTicks - before.cpuTicks) * CLOCK_TICK_MICROS) / (windowMs * 1000);
    restingWindows = share < restShare ? restingWindows + 1 : 0;
    if (restingWindows >= windows) return true;
    before = after;
  }
  return false;
}

export interface MachineSnapshot {
  atMicros: number;
  cpu: CpuTicks | null;
  cpuWaitMicros: number | null;
  server: ProcessCounters | null;
  bench: ProcessCounters | null;
}

function snapshot(serverPid: number | undefined): MachineSnapshot {
  const procStat = read('/proc/stat');
  const pressure = read('/proc/pressure/cpu');
  return {
    atMicros: Number(process.hrtime.bigint() / 1000n),
    cpu: procStat ? parseCpuTicks(procStat) : null,
    cpuWaitMicros: pressure ? parseCpuWaitMicros(pressure) : null,
    server: serverPid ? processCounters(serverPid) : null,
    bench: processCounters('self'),
  };
}

const share = (part: number, whole: number) => (whole > 0 ? Math.max(0, Math.min(1, part / whole)) : 0);

/** The figures between two snapshots (pure, for the unit tests). */
export function machineBetween(
  before: MachineSnapshot,
  after: MachineSnapshot,
  loadGeneratorMaxStallMs: number,
): MachineDuringLoad {
  const figures: MachineDuringLoad = { loadGeneratorMaxStallMs };
  if (before.cpu && after.cpu) {
    const total = after.cpu.total - before.cpu.total;
    figures.stealShare = share(after.cpu.steal - before.cpu.steal, total);
    if (before.server && after.server && before.bench && after.bench) {
      const known = after.server.cpuTicks - before.server.cpuTicks + (after.bench.cpuTicks - before.bench.cpuTicks);
      figures.otherProcessesShare = share(after.cpu.busy - before.cpu.busy - known, total);
    }
  }
  if (before.cpuWaitMicros !== null && after.cpuWaitMicros !== null)
    figures.cpuWaitShare = share(after.cpuWaitMicros - before.cpuWaitMicros, after.atMicros - before.atMicros);
  if (before.server && after.server) {
    figures.serverCpuTicks = after.server.cpuTicks - before.server.cpuTicks;
    figures.serverPreemptions = after.server.preemptions - before.server.preemptions;
    figures.serverMajorFaults = after.server.majorFaults - before.server.majorFaults;
  }
  return figures;
}

/** Starts watching; `stop()` gives the figures since. */
export function watchMachine(serverPid: number | undefined): { stop(): MachineDuringLoad } {
  const before = snapshot(serverPid);
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  return {
    stop() {
      loopDelay.disable();
      return machineBetween(before, snapshot(serverPid), Math.round(loopDelay.max / 1e6));
    },
  };
}

/** One line for the report: "steal 0.2 %, CPU wait 31 %, other processes 4 %, load generator stall 12 ms, ...". */
export function describeMachine(machine: MachineDuringLoad | undefined): string {
  if (!machine) return 'n/a';
  const percent = (value: number | undefined) => (value === undefined ? 'n/a' : `${(value * 100).toFixed(1)} %`);
  const parts = [
    `steal ${percent(machine.stealShare)}`,
    `CPU wait ${percent(machine.cpuWaitShare)}`,
    `other processes ${percent(machine.otherProcessesShare)}`,
    `load generator stall ${machine.loadGeneratorMaxStallMs} ms`,
  ];
  if (machine.serverPreemptions !== undefined) parts.push(`server preempted ${machine.serverPreemptions}x`);
  if (machine.serverMajorFaults) parts.push(`${machine.serverMajorFaults} major faults`);
  return parts.join(', ');
}
