/**
 * Parse time of the COA pre-check on adversarial text: the shapes that made a backtracking pattern hold the
 * server (runs of blanks, digits and the words the reader looks for), at 1, 64 and 256 KiB, the largest
 * body the no-JavaScript route takes. Measured in this process, on `checkCoa` itself (what the route's
 * worker runs), as the median of several runs of the slowest shape. The figure held to the target is the
 * process's CPU time for the parse: on this shared machine the wall time also counts the turns other
 * processes take on the cores, which says nothing about the parser. The wall time is recorded beside it.
 */
import os from 'node:os';
import { checkCoa } from '../../src/lib/coa/check.ts';

/** The target for the largest body, in milliseconds. */
export const COA_PARSE_TARGET_MS = 50;
export const COA_PARSE_SIZES_KIB = [1, 64, 256] as const;

/** Each shape: what starts the text, and the piece repeated to the size. */
const SHAPES: readonly { name: string; prefix: string; piece: string }[] = [
  { name: '"unit" + spaces', prefix: 'unit', piece: ' ' },
  { name: '"Serving size" + no-break spaces', prefix: 'Serving size', piece: '\u00a0' },
  { name: 'tabs', prefix: 'Analyte', piece: '\t' },
  { name: 'digits', prefix: 'THCA ', piece: '0' },
  { name: '"unit serving (" repeated', prefix: '', piece: 'unit serving (' },
  { name: 'header cells', prefix: 'Analyte LOQ', piece: ' ;' },
  { name: 'rows "THCA 1"', prefix: '', piece: 'THCA 1\n' },
  { name: 'panel lines', prefix: '', piece: 'Pesticides: FAIL\n' },
  { name: 'empty lines', prefix: '', piece: '\n' },
  // A page's markup with "<"s that open no tag, and a table of one-cell rows; a YAML export of many flow rows.
  { name: 'markup "<" with no ">"', prefix: '<p><p><p>', piece: '<' },
  { name: 'markup "<" before one ">"', prefix: '<p><p><p>', piece: '<x ' },
  { name: 'markup rows', prefix: '<table>', piece: '<tr><td>THCA</td><td>1</td></tr>' },
  { name: 'YAML flow rows', prefix: 'results:\n  rows:\n', piece: '    - {analyte: THCA, value: 1}\n' },
];

/**
 * Reads of each shape before the measured ones. The process's CPU time counts V8's compiler threads too, which
 * compile the reader's functions and patterns for a shape over its first few reads (100–500 ms of CPU in all): a
 * COA worker lives for many checks (server/coaCheckPool.ts), so the figure held to the target is a warm read's. The
 * first read of the slowest shape is kept beside it, cold.
 */
const WARM_UP_RUNS = 5;

export interface CoaParseFigure {
  kib: number;
  /** Median CPU milliseconds of the slowest shape at this size, warm. */
  medianMs: number;
  /** CPU milliseconds of the slowest shape's first read in this process, compiling included. */
  firstRunMs: number;
  /** Median wall-clock milliseconds of that shape. */
  medianWallMs: number;
  slowestShape: string;
}

function text(prefix: string, piece: string, bytes: number): string {
  const room = bytes - Buffer.byteLength(prefix);
  return prefix + piece.repeat(Math.max(0, Math.floor(room / Buffer.byteLength(piece))));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export function measureCoaParse(runs = 7): CoaParseFigure[] {
  return COA_PARSE_SIZES_KIB.map((kib) => {
    let slowest = { name: '', ms: -1, wallMs: -1, firstMs: -1 };
    for (const shape of SHAPES) {
      const input = { text: text(shape.prefix, shape.piece, kib * 1024), rows: [], panels: [], product: '' };
      const firstCpu = process.cpuUsage();
      checkCoa(input);
      const first = process.cpuUsage(firstCpu);
      for (let run = 1; run < WARM_UP_RUNS; run += 1) checkCoa(input);
      const cpu: number[] = [];
      const wall: number[] = [];
      for (let run = 0; run < runs; run += 1) {
        const startWall = performance.now();
        const startCpu = process.cpuUsage();
        checkCoa(input);
        const used = process.cpuUsage(startCpu);
        wall.push(performance.now() - startWall);
        cpu.push((used.user + used.system) / 1000);
      }
      const ms = median(cpu);
      if (ms > slowest.ms)
        slowest = { name: shape.name, ms, wallMs: median(wall), firstMs: (first.user + first.system) / 1000 };
    }
    const round = (value: number) => Math.round(value * 10) / 10;
    return {
      kib,
      medianMs: round(slowest.ms),
      firstRunMs: round(slowest.firstMs),
      medianWallMs: round(slowest.wallMs),
      slowestShape: slowest.name,
    };
  });
}

export function coaParseTable(figures: readonly CoaParseFigure[]): string {
  const rows = figures.map(
    (figure) =>
      `| ${figure.kib} KiB | ${figure.medianMs} ms | ${figure.medianWallMs} ms | ${figure.firstRunMs} ms | ${figure.slowestShape} |`,
  );
  return [
    `COA pre-check parse time (target: under ${COA_PARSE_TARGET_MS} ms at 256 KiB); load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')}`,
    '| body | CPU time, median (warm) | wall time, median | first read (cold) | slowest shape |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
