import { describe, expect, it } from 'vitest';
import { COLUMN_ROWS_PER_PART, drawnParts, partCount, REPORT_SECTIONS } from '../../src/lib/inventory/reportParts.ts';

describe('the report drawn in parts', () => {
  it('draws the columns a few rows at a time, then each section, and all of it at the last part', () => {
    const columns = COLUMN_ROWS_PER_PART * 2 + 1;
    const parts = partCount(columns);
    expect(parts).toBe(3 + REPORT_SECTIONS.length);
    expect(drawnParts(1, columns)).toEqual({
      columnRows: COLUMN_ROWS_PER_PART,
      sections: { charts: false, idealChart: false, details: false, notCodedList: false, estimatedList: false },
    });
    expect(drawnParts(3, columns).columnRows).toBe(columns);
    expect(drawnParts(3, columns).sections.charts).toBe(false);
    expect(drawnParts(4, columns).sections).toEqual({
      charts: true,
      idealChart: false,
      details: false,
      notCodedList: false,
      estimatedList: false,
    });
    expect(drawnParts(5, columns).sections.idealChart).toBe(true);
    expect(drawnParts(parts - 1, columns).sections.estimatedList).toBe(false);
    expect(drawnParts(parts, columns)).toEqual(drawnParts(Infinity, columns));
    expect(Object.values(drawnParts(parts, columns).sections).every(Boolean)).toBe(true);
  });

  it('draws a point-of-sale export of a dozen columns in two parts of columns, each as light as a pie’s part', () => {
    expect(partCount(12)).toBe(2 + REPORT_SECTIONS.length);
    expect(drawnParts(1, 12).columnRows).toBe(6);
  });

  it('never draws more rows than the file has columns', () => {
    expect(drawnParts(Infinity, 3).columnRows).toBe(3);
    expect(drawnParts(0, 3)).toEqual(drawnParts(0, 3));
    expect(drawnParts(0, 3).columnRows).toBe(0);
  });
});
