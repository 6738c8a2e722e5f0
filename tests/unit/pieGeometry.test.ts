import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  drawnLabels,
  easeOutQuart,
  labelRadii,
  placeSliceLabels,
  PIE_LABEL,
  roomiestCircle,
  sliceBounds,
  sliceAngles,
  slicePath,
  tweenAngles,
  type TextWidth,
} from '../../src/lib/charts/pieGeometry.ts';
import { labelFont, tableTextWidth, textWidthOn } from '../../src/lib/charts/textWidth.ts';
import { chartValues, INVENTORY_STATES, labelRadius, sliceLabels } from '../../src/lib/operators/inventoryStates.ts';

const TOP = -Math.PI / 2;
const TURN = 2 * Math.PI;
/** A pie on a wide screen's 288 px box, as the operators page draws it. */
const PIE = { x: 144, y: 144, outerRadius: 143 };

describe('the pie slices', () => {
  it('share the whole turn by value, clockwise from 12 o’clock', () => {
    const angles = sliceAngles([1, 3, 0, 0]);
    expect(angles[0]!.startAngle).toBeCloseTo(TOP);
    expect(angles[0]!.endAngle).toBeCloseTo(TOP + TURN / 4);
    expect(angles[1]!.endAngle).toBeCloseTo(TOP + TURN);
    expect(angles[2]!.endAngle - angles[2]!.startAngle).toBe(0);
  });

  it('are all empty when nothing has a share (no NaN from a zero total or a bad figure)', () => {
    for (const angle of sliceAngles([0, 0, Number.NaN, -3])) expect(angle).toEqual({ startAngle: TOP, endAngle: TOP });
    expect(slicePath({ ...PIE, startAngle: TOP, endAngle: TOP })).toBe('');
  });

  it('always add up to one turn, whatever the values', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1_000_000), { minLength: 1, maxLength: 9 }), (values) => {
        const angles = sliceAngles(values);
        const swept = angles.reduce((sum, angle) => sum + angle.endAngle - angle.startAngle, 0);
        expect(swept).toBeCloseTo(values.some((value) => value > 0) ? TURN : 0, 9);
        for (const angle of angles) expect(slicePath({ ...PIE, ...angle })).not.toContain('NaN');
      }),
    );
  });

  it('are drawn from the center along the rim, the long way round for more than half', () => {
    expect(slicePath({ ...PIE, startAngle: TOP, endAngle: 0 })).toBe('M144 144L144 1A143 143 0 0 1 287 144Z');
    expect(slicePath({ ...PIE, startAngle: TOP, endAngle: Math.PI })).toMatch(/A143 143 0 1 1 1 144Z$/);
  });

  it('draw a whole disc for one slice, with no radius line', () => {
    expect(slicePath({ ...PIE, startAngle: TOP, endAngle: TOP + TURN })).toBe(
      'M1 144A143 143 0 1 1 287 144A143 143 0 1 1 1 144Z',
    );
  });

  it('move from one pie to the next, easing out, and land exactly on it', () => {
    const informed = sliceAngles(chartValues(INVENTORY_STATES.informed));
    const ideal = sliceAngles(chartValues(INVENTORY_STATES.ideal));
    expect(tweenAngles(informed, ideal, 0)).toEqual(informed);
    expect(tweenAngles(informed, ideal, 1)).toEqual(ideal);
    const halfway = tweenAngles(informed, ideal, 0.5)[0]!.endAngle;
    // Eased out: more than half the way there at half the time.
    expect(Math.abs(halfway - ideal[0]!.endAngle)).toBeLessThan(
      Math.abs(informed[0]!.endAngle - ideal[0]!.endAngle) / 2,
    );
    expect(easeOutQuart(2)).toBe(1);
    expect(easeOutQuart(-1)).toBe(0);
  });
});

describe('the words on the slices', () => {
  const width: TextWidth = (text, bold) => tableTextWidth(text, bold);

  it('are written on every slice of the ideal pie, name over share, in the slice they name', () => {
    const angles = sliceAngles(chartValues(INVENTORY_STATES.ideal));
    const placed = placeSliceLabels(PIE, angles, sliceLabels(INVENTORY_STATES.ideal), width);
    expect(drawnLabels(placed)).toEqual([
      ['Yellow', '25%'],
      ['Green', '25%'],
      ['Blue', '25%'],
      ['Purple', '25%'],
      [],
      [],
    ]);
    // Yellow, the first quarter from 12 o'clock, is written up and to the right of the center.
    expect(placed[0]!.x).toBeGreaterThan(PIE.x);
    expect(placed[0]!.y).toBeLessThan(PIE.y);
  });

  it('leave a slice too narrow for its name to the legend, never a bare share', () => {
    const angles = sliceAngles(chartValues(INVENTORY_STATES.informed));
    const drawn = drawnLabels(placeSliceLabels(PIE, angles, sliceLabels(INVENTORY_STATES.informed), width));
    expect(drawn[3]).toEqual(['Purple', '67%']);
    // Calm, one product in 18: "Calm 5%" does not fit its sliver.
    expect(drawn[2]).toEqual([]);
    for (const lines of drawn) if (lines.length > 0) expect(lines.join(' ')).toMatch(/^[A-Z][a-z]+ /);
  });

  it('fall back to one line where name over share is too tall but the line fits', () => {
    // A slice of 4% lying level at 3 o'clock, in narrow type: one line fits between its edges, two do not.
    const angles = sliceAngles([23, 4, 73]);
    const narrow: TextWidth = (text) => text.length * 2;
    const placed = placeSliceLabels({ x: 0, y: 0, outerRadius: 150 }, angles, [[], ['Calm', '4%'], []], narrow);
    expect(placed[1]?.lines).toEqual(['Calm 4%']);
  });

  it('are written on every one of ten equal slices wherever it sits, the first at 12 o’clock too', () => {
    // Each color word (and the widest, Yellow, on the slice from 12 o'clock) on a tenth of the pie, the words
    // turned round the pie one slice at a time: every slice carries its words, as every other slice of its size.
    const words = ['Yellow', 'Green', 'Blue', 'Purple'];
    const angles = sliceAngles(Array.from({ length: 10 }, () => 1));
    for (let turn = 0; turn < 10; turn += 1) {
      const labels = angles.map((_, index) => [words[(index + turn) % words.length]!, '10%']);
      expect(drawnLabels(placeSliceLabels(PIE, angles, labels, width)), `turned by ${turn}`).toEqual(labels);
    }
  });

  it('treat the yellow slices as the others of their size on the review’s ten-product shelf', () => {
    // Yellow, Green, Blue, Purple, not coded: one product each; estimated Yellow 2, Green 0, Blue 2, Purple 1.
    const values = [1, 1, 1, 1, 1, 2, 0, 2, 1];
    const names = ['Yellow', 'Green', 'Blue', 'Purple', 'Not coded', 'Est. Yellow', 'Est. Green', 'Est. Blue'];
    const labels = values.map((value, index) => (value > 0 && names[index] ? [names[index], `${value * 10}%`] : []));
    const drawn = drawnLabels(placeSliceLabels(PIE, sliceAngles(values), labels, width));
    expect(drawn.slice(0, 4)).toEqual(labels.slice(0, 4));
    expect(drawn[5]).toEqual(['Est. Yellow', '20%']);
    expect(drawn[7]).toEqual(['Est. Blue', '20%']);
  });

  it('try the slice’s own radius first, then the nearest others', () => {
    const radii = labelRadii(0.1);
    expect(radii[0]).toBe(labelRadius(0.1));
    expect(new Set(radii).size).toBe(radii.length);
    for (const radius of radii) expect(radius).toBeLessThan(0.9);
  });

  it('are written nowhere on an empty slice or one with no words', () => {
    expect(placeSliceLabels(PIE, sliceAngles([0, 1]), [['Calm', '0%'], []], width)).toEqual([null, null]);
  });
});

describe('the width of a label’s text', () => {
  it('is read from a table of a wide sans-serif where there is no canvas: bold is wider, size scales it', () => {
    expect(tableTextWidth('Rest', false)).toBeCloseTo(((69 + 62 + 52 + 39) / 100) * 14);
    expect(tableTextWidth('Rest', true)).toBeGreaterThan(tableTextWidth('Rest', false));
    expect(tableTextWidth('67%', false, 28)).toBeCloseTo(2 * tableTextWidth('67%', false));
    // A character outside the table counts as wide as the widest capitals, never as nothing.
    expect(tableTextWidth('É', false)).toBe(14);
  });

  it('is measured once per line on a detached canvas where there is one, in the label’s own font', () => {
    const fonts: string[] = [];
    const context = {
      font: '',
      measureText: vi.fn((text: string) => {
        fonts.push(context.font);
        return { width: text.length * 7 };
      }),
    };
    const width = textWidthOn(context);
    expect(width('Rest', true)).toBe(28);
    expect(width('Rest', true)).toBe(28);
    expect(width('Rest', false)).toBe(28);
    expect(context.measureText).toHaveBeenCalledTimes(2);
    expect(fonts).toEqual([labelFont(true), labelFont(false)]);
    expect(labelFont(true)).toBe('700 14px system-ui, sans-serif');
    expect(textWidthOn(null)('Rest', false)).toBe(tableTextWidth('Rest', false));
  });
});

describe('roomiestCircle', () => {
  it('is half the radius in half a pie, and smaller in a narrower slice', () => {
    expect(roomiestCircle(100, Math.PI)).toBeCloseTo(50);
    expect(roomiestCircle(100, 4)).toBe(100);
    const quarter = Math.sin(Math.PI / 4);
    expect(roomiestCircle(100, Math.PI / 2)).toBeCloseTo((100 * quarter) / (1 + quarter));
    expect(roomiestCircle(100, 0.1)).toBeLessThan(roomiestCircle(100, 0.2));
  });
});

describe('sliceBounds', () => {
  const center = { x: 100, y: 100, outerRadius: 100 };
  const quarter = Math.PI / 2;

  it('is a quarter slice from 12 to 3 o’clock: a radius each way', () => {
    const bounds = sliceBounds({ ...center, startAngle: -quarter, endAngle: 0 });
    expect(bounds.width).toBeCloseTo(100);
    expect(bounds.height).toBeCloseTo(100);
  });

  it('takes in the rim’s extreme points the slice sweeps past, and its center', () => {
    // From 1:30 to 4:30, through 3 o'clock: from the center to the rim's rightmost point, and the two ends' heights.
    const bounds = sliceBounds({ ...center, startAngle: -quarter / 2, endAngle: quarter / 2 });
    expect(bounds.width).toBeCloseTo(100);
    expect(bounds.height).toBeCloseTo(2 * 100 * Math.sin(quarter / 2));
    // Three quarters from 12 o'clock: the whole width and height.
    const large = sliceBounds({ ...center, startAngle: -quarter, endAngle: 2 * quarter });
    expect(large.width).toBeCloseTo(200);
    expect(large.height).toBeCloseTo(200);
  });

  it('is the whole disc for a slice that takes the full turn', () => {
    expect(sliceBounds({ ...center, startAngle: -quarter, endAngle: 3 * quarter })).toEqual({
      width: 200,
      height: 200,
    });
  });

  it('holds every label the search places, so no place it skips could have held one', () => {
    const labels = [
      ['Yellow (Energize)', '12'],
      ['Green (Focus)', '12'],
      ['Blue (Calm)', '12'],
      ['Purple (Rest)', '12'],
    ];
    for (const values of [
      [12, 12, 12, 12],
      [5, 9, 20, 7],
      [1, 1, 30, 2],
    ]) {
      const angles = sliceAngles(values);
      const placed = placeSliceLabels({ x: 128, y: 128, outerRadius: 127 }, angles, labels, tableTextWidth);
      placed.forEach((label, index) => {
        if (!label) return;
        const bounds = sliceBounds({ x: 128, y: 128, outerRadius: 127, ...angles[index]! });
        const widest = Math.max(
          ...label.lines.map((line, at) => tableTextWidth(line, label.lines.length > 1 && at === 0)),
        );
        expect(widest + PIE_LABEL.haloPx).toBeLessThanOrEqual(bounds.width);
      });
    }
  });
});
