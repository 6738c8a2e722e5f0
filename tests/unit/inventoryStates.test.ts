import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pieNote,
  chartLabel,
  chartValues,
  DEFAULT_INVENTORY_STATE,
  INVENTORY_STATE_IDS,
  INVENTORY_STATES,
  isInventoryStateId,
  labelFitsSlice,
  labelRadius,
  PIE_SLICES,
  sliceLabelCandidates,
  sliceLabels,
  visibleSlices,
  wholePercentages,
} from '../../src/lib/operators/inventoryStates.ts';

describe('the inventory states', () => {
  it('are the spec’s three views with DYC informed state as the default', () => {
    expect(INVENTORY_STATE_IDS.map((id) => INVENTORY_STATES[id].label)).toEqual([
      'Current state',
      'DYC informed state',
      'DYC ideal state',
    ]);
    expect(DEFAULT_INVENTORY_STATE).toBe('informed');
  });

  it('carry the spec’s pie data and feature-box headings', () => {
    expect(INVENTORY_STATES.current.values).toEqual([0, 0, 0, 0, 1, 0]);
    expect(INVENTORY_STATES.informed.values).toEqual([2, 3, 1, 12]);
    expect(INVENTORY_STATES.ideal.values).toEqual([5, 5, 5, 5]);
    expect(INVENTORY_STATES.current.heading).toBe('Unsure if inventory is optimized for your customers');
    expect(INVENTORY_STATES.informed.heading).toBe('DYC informed state');
    expect(INVENTORY_STATES.ideal.heading).toBe('Adjusting inventory to what consumers want');
  });

  it('use the six-slice palette: the four colors (their fills, as every swatch) in order, then two neutrals', () => {
    expect(PIE_SLICES.map((slice) => [slice.name, slice.color])).toEqual([
      ['Energize', '#e3deaa'],
      ['Focus', '#b1cbc1'],
      ['Calm', '#a3b9dd'],
      ['Rest', '#bcafd2'],
      ['Unsorted', '#cfd2cc'],
      ['Other', '#6f7a76'],
    ]);
  });

  it('recognises only the three state ids', () => {
    expect(isInventoryStateId('ideal')).toBe(true);
    expect(isInventoryStateId('Ideal')).toBe(false);
    expect(isInventoryStateId('')).toBe(false);
  });
});

describe('chartValues', () => {
  it('pads every state to one value per palette slice', () => {
    expect(chartValues(INVENTORY_STATES.informed)).toEqual([2, 3, 1, 12, 0, 0]);
    expect(chartValues(INVENTORY_STATES.ideal)).toEqual([5, 5, 5, 5, 0, 0]);
    expect(chartValues(INVENTORY_STATES.current)).toEqual([0, 0, 0, 0, 1, 0]);
  });
});

describe('wholePercentages', () => {
  it('rounds to whole percents that add up to 100', () => {
    expect(wholePercentages([2, 3, 1, 12])).toEqual([11, 17, 5, 67]);
    expect(wholePercentages([5, 5, 5, 5])).toEqual([25, 25, 25, 25]);
    expect(wholePercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercentages([0, 0, 0, 0, 1, 0])).toEqual([0, 0, 0, 0, 100, 0]);
  });

  it('gives all zeros when there is nothing to share', () => {
    expect(wholePercentages([0, 0])).toEqual([0, 0]);
    expect(wholePercentages([])).toEqual([]);
  });

  it('always sums to 100 and stays within one point of the exact share', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 8 }), (values) => {
        const total = values.reduce((sum, value) => sum + value, 0);
        fc.pre(total > 0);
        const percents = wholePercentages(values);
        expect(percents.reduce((sum, value) => sum + value, 0)).toBe(100);
        percents.forEach((percent, index) => {
          expect(Math.abs(percent - ((values[index] ?? 0) / total) * 100)).toBeLessThan(1);
        });
      }),
    );
  });
});

describe('visibleSlices', () => {
  it('lists only the slices that have a share, named by color', () => {
    expect(visibleSlices(INVENTORY_STATES.informed).map((slice) => [slice.name, slice.percent])).toEqual([
      ['Energize', 11],
      ['Focus', 17],
      ['Calm', 5],
      ['Rest', 67],
    ]);
    expect(visibleSlices(INVENTORY_STATES.current).map((slice) => [slice.name, slice.percent])).toEqual([
      ['Unsorted', 100],
    ]);
    expect(visibleSlices(INVENTORY_STATES.ideal).map((slice) => slice.percent)).toEqual([25, 25, 25, 25]);
  });
});

describe('chartLabel', () => {
  it('states the view and every slice by color name with its share', () => {
    expect(chartLabel(INVENTORY_STATES.informed)).toBe(
      'Pie chart of inventory by color, DYC informed state: Energize 11%, Focus 17%, Calm 5%, Rest 67%.',
    );
    expect(chartLabel(INVENTORY_STATES.current)).toBe('Pie chart of inventory by color, Current state: Unsorted 100%.');
    expect(chartLabel(INVENTORY_STATES.ideal)).toBe(
      'Pie chart of inventory by color, DYC ideal state: Energize 25%, Focus 25%, Calm 25%, Rest 25%.',
    );
  });
});

describe('pieNote', () => {
  it('names the grey disc of the Current state and says nothing over a pie of colors', () => {
    expect(pieNote(INVENTORY_STATES.current)).toBe('All unsorted: no colors yet');
    expect(pieNote(INVENTORY_STATES.informed)).toBeUndefined();
    expect(pieNote(INVENTORY_STATES.ideal)).toBeUndefined();
  });
});

describe('the words written on the pie', () => {
  it('name every slice with its share, so the chart reads without color', () => {
    expect(sliceLabels(INVENTORY_STATES.informed)).toEqual([
      ['Energize', '11%'],
      ['Focus', '17%'],
      ['Calm', '5%'],
      ['Rest', '67%'],
      [],
      [],
    ]);
    expect(sliceLabels(INVENTORY_STATES.ideal).slice(0, 4)).toEqual([
      ['Energize', '25%'],
      ['Focus', '25%'],
      ['Calm', '25%'],
      ['Rest', '25%'],
    ]);
  });

  it('leave the one grey disc to its own note', () => {
    expect(pieNote(INVENTORY_STATES.current)).toBeDefined();
    expect(sliceLabels(INVENTORY_STATES.current).flat()).toEqual([]);
  });

  it('name the color in every way they may be written on a slice, never a bare share', () => {
    expect(sliceLabelCandidates(['Calm', '5%'])).toEqual([['Calm', '5%'], ['Calm 5%']]);
    expect(sliceLabelCandidates([])).toEqual([]);
    for (const lines of sliceLabels(INVENTORY_STATES.informed).filter((lines) => lines.length > 0)) {
      for (const candidate of sliceLabelCandidates(lines)) expect(candidate.join(' ')).toMatch(/^[A-Z][a-z]+ /);
    }
  });

  it('sit further out on a narrow slice, where it is wide enough for a word', () => {
    expect(labelRadius(1 / 18)).toBeGreaterThan(labelRadius(0.5));
    expect(labelRadius(1 / 18)).toBeLessThan(0.9);
  });

  it('are written only where the whole label lies inside its slice (the legend names the others)', () => {
    // The pie's angles: from the top (-90°), clockwise. A pie of radius 150 (a wide screen's) at the origin.
    const slice = (share: number, start = -Math.PI / 2) => ({
      x: 0,
      y: 0,
      outerRadius: 150,
      startAngle: start,
      endAngle: start + share * 2 * Math.PI,
    });
    const label = (share: number, width: number, height: number, start = -Math.PI / 2) => {
      const arc = slice(share, start);
      const angle = (arc.startAngle + arc.endAngle) / 2;
      const radius = arc.outerRadius * labelRadius(share);
      return { centerX: Math.cos(angle) * radius, centerY: Math.sin(angle) * radius, width, height };
    };
    // "Rest 67%" on two-thirds of the pie, "Energize 11%" on a ninth: room enough.
    expect(labelFitsSlice(slice(2 / 3), label(2 / 3, 60, 36))).toBe(true);
    expect(labelFitsSlice(slice(1 / 9), label(1 / 9, 68, 36))).toBe(true);
    // "Calm 5%" (one product in 18): the word runs over the slice's edges.
    expect(labelFitsSlice(slice(1 / 18, 1), label(1 / 18, 40, 36, 1))).toBe(false);
    // A label past the pie's rim does not fit either.
    expect(labelFitsSlice(slice(0.5), { centerX: 145, centerY: 0, width: 30, height: 16 })).toBe(false);
  });
});
