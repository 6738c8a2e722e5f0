import { describe, expect, it } from 'vitest';
import {
  benchChromeFlags,
  commitTaskOf,
  describeTbtCause,
  bestPracticesMissOnlyOwnStatus,
  figuresOf,
  medianFigures,
} from '../../scripts/bench/lighthouse.ts';

/** A Lighthouse result reduced to what the bench reads: FCP, TTI, TBT and the simulated long tasks. */
function lhr(fcp: number, interactive: number, tbt: number, tasks: [string, number, number][]) {
  return {
    configSettings: { throttling: { cpuSlowdownMultiplier: 4 } },
    categories: { performance: { score: 1 } },
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      interactive: { numericValue: interactive },
      'total-blocking-time': { numericValue: tbt },
      'long-tasks': {
        details: { items: tasks.map(([url, startTime, duration]) => ({ url, startTime, duration })) },
      },
    },
  };
}

describe('the TBT breakdown', () => {
  // A run on /about/ whose navigation commit ran long: Lighthouse reported TBT 80 ms.
  const run = lhr(655, 850, 80, [
    ['Unattributable', 602.8, 181],
    ['http://127.0.0.1:4400/about/', 810.8, 51],
  ]);

  it('clips each task to the span from FCP to Time to Interactive, as Lighthouse does', () => {
    const tasks = figuresOf(run).tbtCause!;
    expect(tasks).toEqual([
      { attributedTo: 'Unattributable', startMs: 603, durationMs: 181, overlapsInteractiveSpan: true, blockingMs: 79 },
      { attributedTo: '/about/', startMs: 811, durationMs: 51, overlapsInteractiveSpan: true, blockingMs: 0 },
    ]);
    // The parts add up to Lighthouse's own figure.
    expect(tasks.reduce((sum, task) => sum + task.blockingMs, 0)).toBeCloseTo(80, -1);
  });

  it('counts nothing of a task that ends within 50 ms of FCP, however long it ran before', () => {
    const [commit] = figuresOf(lhr(695, 787, 2, [['Unattributable', 602, 110]])).tbtCause!;
    expect(commit!.blockingMs).toBe(0);
  });

  it('names the tasks after FCP, longest first, and says so when there are none', () => {
    expect(describeTbtCause(figuresOf(run).tbtCause)).toBe(
      'simulated tasks of 50 ms or more after FCP: 181 ms at 603 ms ' +
        '(no script: the navigation commit, parsing, style or layout), 51 ms at 811 ms (/about/); ' +
        'about 79 ms of them blocks in the simulation the long-tasks audit shows',
    );
    // A task that ends before FCP is not part of TBT at all.
    expect(describeTbtCause(figuresOf(lhr(700, 720, 0, [['Unattributable', 602, 90]])).tbtCause)).toBe(
      'no simulated task of 50 ms or more after FCP',
    );
  });

  it('explains the median TBT with the run that measured it', () => {
    const runs = [
      figuresOf(lhr(655, 850, 80, [['Unattributable', 602.8, 181]])),
      figuresOf(lhr(695, 787, 2, [['Unattributable', 602, 110]])),
      figuresOf(lhr(700, 720, 0, [])),
    ];
    const median = medianFigures(runs);
    expect(median.tbtMs).toBe(2);
    expect(median.tbtCause).toEqual(runs[1]!.tbtCause);
  });
});

describe('the navigation commit in the trace', () => {
  const event = (name: string, ts: number, dur: number, tdur?: number, tid = 7) => ({
    name,
    ph: 'X',
    pid: 1,
    tid,
    ts,
    dur,
    tdur,
  });

  it("reads the wall and CPU time of the task around the renderer's longest commit", () => {
    const events = [
      // about:blank's commit, short, then the page's inside a 45.4 ms task that ran 9.2 ms of CPU.
      event('RunTask', 1_000, 3_000, 2_000),
      event('DocumentLoader::CommitNavigation', 1_100, 2_000),
      event('RunTask', 34_200, 45_365, 9_200),
      event('DocumentLoader::CommitNavigation', 35_000, 40_170),
      // Another thread's task spanning the same time is not the renderer's.
      event('RunTask', 30_000, 60_000, 50_000, 8),
    ];
    expect(commitTaskOf(events)).toEqual({ wallMs: 45.4, cpuMs: 9.2 });
    expect(describeTbtCause([], commitTaskOf(events))).toBe(
      "no simulated task of 50 ms or more after FCP; the renderer's navigation commit took 45.4 ms of wall time for 9.2 ms of CPU",
    );
  });

  it('takes the commit itself when no task is recorded around it', () => {
    expect(commitTaskOf([event('DocumentLoader::CommitNavigation', 1_000, 13_799, 12_349)])).toEqual({
      wallMs: 13.8,
      cpuMs: 12.3,
    });
  });

  it('says nothing when the trace has no commit or no CPU time', () => {
    expect(commitTaskOf([])).toBeUndefined();
    expect(
      commitTaskOf([event('RunTask', 0, 10_000), event('DocumentLoader::CommitNavigation', 1_000, 5_000)]),
    ).toBeUndefined();
  });
});

describe("the bench's Chromium flags", () => {
  it("keep chrome-launcher's defaults and add the idle browser UI to its one --disable-features", () => {
    const flags = benchChromeFlags();
    const disabled = flags.filter((flag) => flag.startsWith('--disable-features='));
    expect(disabled).toHaveLength(1);
    expect(disabled[0]).toContain('Translate');
    expect(disabled[0]).toContain('WebUIOmniboxPopup');
    expect(flags).toContain('--headless=new');
    expect(flags).toContain('--disable-extensions');
  });
});

describe("the 404 page's best practices", () => {
  const url = 'http://127.0.0.1:4321/this-page-does-not-exist/';
  const audited = (errors: { source: string; description: string; url: string }[], otherFailure = false) =>
    bestPracticesMissOnlyOwnStatus({
      configSettings: { throttling: { cpuSlowdownMultiplier: 4 } },
      finalDisplayedUrl: url,
      categories: {
        'best-practices': {
          score: 0.96,
          auditRefs: [
            { id: 'errors-in-console', weight: 1 },
            { id: 'is-on-https', weight: 5 },
            { id: 'deprecations', weight: 0 },
          ],
        },
      },
      audits: {
        'errors-in-console': {
          score: errors.length ? 0 : 1,
          details: {
            items: errors.map((error) => ({
              source: error.source,
              description: error.description,
              sourceLocation: { url: error.url },
            })),
          },
        },
        'is-on-https': { score: otherFailure ? 0 : 1 },
        deprecations: { score: 0 },
      },
    });
  const ownStatus = {
    source: 'network',
    description: 'Failed to load resource: the server responded with a status of 404 (Not Found)',
    url,
  };

  it("forgives only the console error Chromium logs for the document's own status", () => {
    expect(audited([ownStatus])).toBe(true);
  });

  it('holds any other console error, a failed resource of the page, or another failed check against it', () => {
    expect(audited([ownStatus, { source: 'javascript', description: 'TypeError: x is undefined', url }])).toBe(false);
    expect(audited([{ ...ownStatus, url: 'http://127.0.0.1:4321/_astro/missing.js' }])).toBe(false);
    expect(audited([ownStatus], true)).toBe(false);
    expect(audited([])).toBe(false);
  });
});
