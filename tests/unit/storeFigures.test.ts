import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  lineGeometry,
  niceMaximum,
  resultsLine,
  resultsLineLabel,
  shopperPieLabel,
  shopperSlices,
} from '../../src/lib/stores/dashboardData.ts';
import { figureText, periodLabel } from '../../src/lib/stores/dashboardWords.ts';
import { addDays, dailyRowsFrom, dayCount, isDay, readRange } from '../../src/lib/stores/days.ts';
import { shapeFigures, type CountTally } from '../../src/lib/stores/figures.ts';
import { csvCell, csvFileName, figuresCsv } from '../../src/lib/stores/figuresCsv.ts';
import {
  authorizationFor,
  dashboardLink,
  readDashboardFragment,
  readDashboardLink,
  readJoinRequest,
} from '../../src/lib/stores/storeApi.ts';

const row = (changes: Partial<CountTally>): CountTally => ({
  period: '2026-11-27',
  event: 'result',
  color: 'blue',
  form: 'flower',
  lang: 'en',
  source: 'embed',
  count: 1,
  ...changes,
});

describe('UTC days', () => {
  it('knows real days, adds days across months and years, and counts a range with both ends', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-11-7')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayCount('2026-11-27', '2026-11-27')).toBe(1);
    expect(dayCount('2026-01-01', '2026-12-31')).toBe(365);
  });

  it('keeps daily rows 13 whole months before the current one', () => {
    expect(dailyRowsFrom('2026-11-27')).toBe('2025-10-01');
    expect(dailyRowsFrom('2026-01-01')).toBe('2024-12-01');
  });

  it('reads the dashboard range: the last 30 days by default, days in order up to tomorrow, three years at most', () => {
    const today = '2026-11-27';
    expect(readRange(new URLSearchParams(''), today)).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(readRange(new URLSearchParams('to=2026-11-28'), today)).toEqual({ from: '2026-10-30', to: '2026-11-28' });
    expect(readRange(new URLSearchParams('from=2026-11-01&to=2026-11-01'), today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-01',
    });
    for (const query of [
      'to=2026-11-29',
      'from=2026-11-02&to=2026-11-01',
      'from=2023-11-01',
      'from=x',
      'from=a&from=b',
      'q=1',
    ]) {
      expect(readRange(new URLSearchParams(query), today), query).toBeNull();
    }
  });
});

describe('a store’s figures', () => {
  const range = {
    storeName: 'Green Door',
    from: '2026-11-25',
    to: '2026-11-27',
    dailyFrom: '2025-10-01',
    pageOn: true,
  };

  it('lists every day of the range and totals, withholding every figure under 5', () => {
    const figures = shapeFigures(
      [
        row({ count: 4 }),
        row({ color: 'purple', count: 3, lang: 'es' }),
        row({ period: '2026-11-26', color: 'purple', form: 'edibles', count: 5 }),
        row({ event: 'shop', color: 'purple', form: '', lang: '', count: 6 }),
      ],
      range,
    );
    expect(figures.periods.map((period) => [period.period, period.results])).toEqual([
      ['2026-11-25', null],
      ['2026-11-26', 5],
      ['2026-11-27', 7],
    ]);
    expect(figures.totals).toEqual({
      results: 12,
      colors: { yellow: null, green: null, blue: null, purple: 8 },
      forms: { disposables: null, edibles: 5, flower: 7, 'infused waters': null },
      languages: { en: 9, es: null },
      sources: { embed: 12, page: null, poster: null, placards: null, 'pocket-card': null, 'budtender-card': null },
      shopClicks: { yellow: null, green: null, blue: null, purple: 6 },
    });
  });

  it('counts results by where the quiz ran: the store’s site, its page on DYC, each printed piece’s code', () => {
    const figures = shapeFigures(
      [
        row({ count: 2 }),
        row({ source: 'page', count: 5 }),
        row({ source: 'poster', count: 4 }),
        row({ period: '2026-11-26', source: 'poster', color: 'green', count: 3 }),
        row({ source: 'pocket-card', count: 1 }),
      ],
      range,
    );
    expect(figures.totals.sources).toEqual({
      embed: null,
      page: 5,
      poster: 7,
      placards: null,
      'pocket-card': null,
      'budtender-card': null,
    });
    expect(figures.pageOn).toBe(true);
  });

  it('shows months before daily rows begin, a day not yet folded under its month', () => {
    const figures = shapeFigures(
      [
        row({ period: '2025-08', count: 6 }),
        row({ period: '2025-09-30', count: 2 }),
        row({ period: '2025-09', count: 3 }),
        row({ period: '2025-10-01', count: 5 }),
      ],
      { storeName: 'Green Door', from: '2025-08-15', to: '2025-10-02', dailyFrom: '2025-10-01', pageOn: true },
    );
    expect(figures.periods.map((period) => [period.period, period.results])).toEqual([
      ['2025-08', 6],
      ['2025-09', 5],
      ['2025-10-01', 5],
      ['2025-10-02', null],
    ]);
    expect(figures.totals.results).toBe(16);
  });
});

describe('the figures as CSV', () => {
  it('writes the dashboard’s figures, "fewer than 5" included, one row per period and a total', () => {
    const figures = shapeFigures([row({ count: 6 }), row({ color: 'green', count: 2 })], {
      storeName: 'Green Door',
      from: '2026-11-26',
      to: '2026-11-27',
      dailyFrom: '2025-10-01',
      pageOn: true,
    });
    const lines = figuresCsv(figures).split('\r\n');
    expect(lines[0]).toBe('Green Door: quiz results from 2026-11-26 to 2026-11-27 (UTC days)');
    expect(lines[1]).toBe(
      'Period,Quiz results,Results Yellow (Energize),Results Green (Focus),Results Blue (Calm),Results Purple (Rest),' +
        'Results Disposables,Results Edibles,Results Flower,Results Infused waters,Results in English,Results in Spanish,' +
        'Results: The quiz on your site,Results: Your quiz page on DYC (opened directly),' +
        'Results: Scanned on the wall poster,Results: Scanned on a shelf placard,Results: Scanned on a pocket card,' +
        'Results: Scanned on the budtender reference card,' +
        'Shop clicks Yellow (Energize),Shop clicks Green (Focus),Shop clicks Blue (Calm),Shop clicks Purple (Rest)',
    );
    expect(lines[2]).toBe(`2026-11-26,${Array(21).fill('fewer than 5').join(',')}`);
    expect(lines[3]).toMatch(/^2026-11-27,8,fewer than 5,fewer than 5,6,fewer than 5,/);
    expect(lines[4]).toMatch(/^Total 2026-11-26 to 2026-11-27,8,/);
    expect(lines.at(-1)).toBe('');
  });

  it('never lets a cell start a formula, and quotes what CSV needs quoted', () => {
    expect(csvCell('=HYPERLINK("https://evil.example")')).toBe(`"'=HYPERLINK(""https://evil.example"")"`);
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('Green, Door')).toBe('"Green, Door"');
    expect(csvCell('2026-11-27')).toBe('2026-11-27');
    const figures = shapeFigures([], {
      storeName: '=cmd|x',
      from: '2026-11-27',
      to: '2026-11-27',
      dailyFrom: '2025-10-01',
      pageOn: true,
    });
    expect(figuresCsv(figures).split('\r\n')[0]).toMatch(/^'=cmd\|x: quiz results/);
    expect(csvFileName(figures)).toBe('cmd-x-quiz-results-2026-11-27-to-2026-11-27.csv');
  });
});

describe('joining and the dashboard link', () => {
  const credential = { storeId: 'abcdefghijklmnop', key: 'k'.repeat(43) };

  it('keeps the key in the fragment, and reads it back from the link or the fragment alone', () => {
    const link = dashboardLink('https://dyc.example', credential);
    expect(link).toBe(`https://dyc.example/operators/shoppers/#store=abcdefghijklmnop&key=${'k'.repeat(43)}`);
    expect(readDashboardFragment(new URL(link).hash)).toEqual(credential);
    expect(readDashboardLink(` ${link} `)).toEqual(credential);
    expect(readDashboardFragment('#store=abcdefghijklmnop')).toBeNull();
    expect(readDashboardFragment(`#store=short&key=${'k'.repeat(43)}`)).toBeNull();
    expect(authorizationFor(credential)).toBe(`Bearer abcdefghijklmnop.${'k'.repeat(43)}`);
  });

  it('takes a store name and an https shop link template (or none), checked as the frame checks them', () => {
    expect(readJoinRequest({ name: '  Green   Door ', shopUrl: '' })).toEqual({ name: 'Green Door', shopUrl: null });
    expect(readJoinRequest({ name: 'Green Door', shopUrl: 'https://g.example/{color}' })).toEqual({
      name: 'Green Door',
      shopUrl: 'https://g.example/{color}',
    });
    for (const body of [
      { name: '', shopUrl: '' },
      { name: 'x'.repeat(61), shopUrl: '' },
      { name: 'Green Door', shopUrl: 'http://g.example/' },
      { name: 'Green Door' },
      { name: 'Green Door', shopUrl: '', lang: 'en' },
      null,
    ]) {
      expect(readJoinRequest(body), JSON.stringify(body)).toBeNull();
    }
  });
});

describe('the dashboard’s charts', () => {
  const figures = shapeFigures(
    [row({ count: 6 }), row({ color: 'green', count: 2 }), row({ period: '2026-11-25', color: 'purple', count: 5 })],
    { storeName: 'Green Door', from: '2026-11-24', to: '2026-11-27', dailyFrom: '2025-10-01', pageOn: true },
  );

  it('draws the line of results per day with a gap for a day under 5, on a round scale', () => {
    expect(resultsLine(figures)).toEqual({
      labels: ['Nov 24, 2026', 'Nov 25, 2026', 'Nov 26, 2026', 'Nov 27, 2026'],
      values: [null, 5, null, 8],
    });
    expect(niceMaximum(0)).toBe(5);
    expect(niceMaximum(8)).toBe(10);
    expect(niceMaximum(12)).toBe(20);
    expect(niceMaximum(230)).toBe(500);
    // Two lone days between gaps: two dots (zero-length paths), no line drawn across the gaps.
    expect(lineGeometry([null, 5, null, 8], 300, 100, 0)).toEqual({
      maximum: 10,
      paths: [],
      dots: ['M100 50 L100 50', 'M300 20 L300 20'],
    });
    expect(lineGeometry([5, 10, null], 200, 100, 0)).toMatchObject({ paths: ['M0 50 L100 0'] });
    // Inset, so that a dot on the edge shows whole.
    expect(lineGeometry([10], 100, 100, 10).dots).toEqual(['M50 10 L50 10']);
    expect(resultsLineLabel(figures)).toMatch(
      /^Quiz results per day, Nov 24, 2026 to Nov 27, 2026: 2 of 4 days with 5/,
    );
  });

  it('fills the pie with each shown color and one grey slice for the colors under 5 together', () => {
    expect(shopperSlices(figures)).toEqual([
      { id: 'blue', label: 'Blue (Calm)', value: 6, color: expect.any(String) },
      { id: 'purple', label: 'Purple (Rest)', value: 5, color: expect.any(String) },
      { id: 'withheld', label: 'Colors under 5', value: 2, color: expect.any(String) },
    ]);
    const few = shapeFigures([row({ count: 3 })], { ...figures, dailyFrom: '2025-10-01' });
    expect(shopperSlices(few)).toEqual([]);
    expect(shopperPieLabel(figures)).toBe(
      "Your shoppers' colors, 13 quiz results: Yellow (Energize): fewer than 5; Green (Focus): fewer than 5; " +
        'Blue (Calm): 6; Purple (Rest): 5.',
    );
  });
});

describe('the dashboard writes counts and days as en-US does, without Intl', () => {
  const counts = fc.oneof(fc.integer({ min: 0, max: 999_999_999 }), fc.constantFrom(0, 5, 999, 1000, 1_000_000));

  it('groups a count’s thousands as Intl.NumberFormat en-US does', () => {
    fc.assert(
      fc.property(counts, (count) => {
        expect(figureText(count)).toBe(new Intl.NumberFormat('en-US').format(count));
      }),
    );
    expect(figureText(null)).toBe('fewer than 5');
  });

  it('names a day and a month as en-US dates do', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (date) => {
          const day = date.toISOString().slice(0, 10);
          const utc = { timeZone: 'UTC', year: 'numeric', month: 'short' } as const;
          expect(periodLabel(day)).toBe(date.toLocaleDateString('en-US', { ...utc, day: 'numeric' }));
          expect(periodLabel(day.slice(0, 7))).toBe(date.toLocaleDateString('en-US', utc));
        },
      ),
    );
  });
});
