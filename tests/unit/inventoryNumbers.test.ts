import { describe, expect, it } from 'vitest';
import {
  parseNumberText,
  readAmount,
  readNumber,
  unitFromText,
  writesDecimalComma,
} from '../../src/lib/inventory/numbers.ts';

describe('the unit reader', () => {
  it('reads a figure with its unit written in the cell', () => {
    expect(readAmount('21.5%', false)).toEqual({ value: 21.5, unit: '%', belowLimit: false });
    expect(readAmount('21.5 %', false)).toEqual({ value: 21.5, unit: '%', belowLimit: false });
    expect(readAmount('215 mg/g', false)).toEqual({ value: 215, unit: 'mg/g', belowLimit: false });
    expect(readAmount('10mg', false)).toEqual({ value: 10, unit: 'mg', belowLimit: false });
    expect(readAmount('3.5g', false)).toEqual({ value: 3.5, unit: 'g', belowLimit: false });
    expect(readAmount('30 ml', false).unit).toBe('ml');
  });

  it('counts "<LOQ", "ND" and a figure under a limit as 0 below the limit, as the COA pre-check does', () => {
    for (const cell of ['<LOQ', '< LOQ', 'ND', 'N.D.', 'n/d', 'Not detected', 'BLQ', '<0.05', '<0.05%']) {
      expect(readAmount(cell, false), cell).toMatchObject({ value: 0, belowLimit: true });
    }
  });

  it('reads no figure from empty cells, words and ranges', () => {
    for (const cell of ['', 'N/A', '-', 'none', 'Blue Dream', '20-24%', '3.5g x 2']) {
      expect(readAmount(cell, false).value, cell).toBeNull();
    }
  });

  it('reads thousands separators and decimal commas', () => {
    expect(readNumber('1,234', false)).toBe(1234);
    expect(readNumber('1,234.5', false)).toBe(1234.5);
    expect(readNumber('$1,234.50', false)).toBe(1234.5);
    expect(readNumber('1.234,5', true)).toBe(1234.5);
    expect(readNumber('1.234', true)).toBe(1234);
    expect(readNumber('21,5', true)).toBe(21.5);
    expect(readNumber('21,5', false)).toBe(21.5);
    expect(readNumber('1 234,5', true)).toBe(1234.5);
    expect(parseNumberText('1.2.3', false)).toBeNull();
  });

  it('reads unit words as point-of-sale systems write them', () => {
    expect(unitFromText('PERCENTAGE')).toBe('%');
    expect(unitFromText('Milligrams')).toBe('mg');
    expect(unitFromText('mg / g')).toBe('mg/g');
    expect(unitFromText('MILLIGRAMS_PER_GRAM')).toBe('mg/g');
    expect(unitFromText('parsecs')).toBeNull();
  });

  it('tells a file that writes decimal commas from one that groups thousands', () => {
    expect(writesDecimalComma(['21,5', '0,1', '1.234'])).toBe(true);
    expect(writesDecimalComma(['1,234', '12', '21.5'])).toBe(false);
    expect(writesDecimalComma(['Blue Dream', '12'])).toBe(false);
  });
});
