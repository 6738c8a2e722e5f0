/**
 * The width of a pie label's text, without laying anything out: measured on one canvas that is never attached to
 * the page (measureText reads the font, not the layout), or, where there is no canvas (the server's HTML, jsdom),
 * from a table of each character's advance in a wide sans-serif (DejaVu Sans, what system-ui is on many Linux
 * desktops and wider than the system fonts of phones and Macs), so a label the table lets on a slice fits there.
 */
import { yieldToMain } from '../dom/yieldToMain.ts';
import { PIE_LABEL, type TextWidth } from './pieGeometry.ts';

/** The label's font for a canvas or an SVG text: system-ui, 700 for a bold line, 500 for the others. */
export function labelFont(bold: boolean, fontPx: number = PIE_LABEL.fontPx): string {
  return `${bold ? 700 : 500} ${fontPx}px system-ui, sans-serif`;
}

const FIRST_CODE = 32;
/* Advances of the characters from U+0020 to U+007E in hundredths of the font size, medium then bold. */
const MEDIUM = [
  32, 40, 46, 84, 64, 95, 78, 27, 39, 39, 50, 84, 32, 36, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 34, 34, 84,
  84, 84, 53, 100, 68, 69, 70, 77, 63, 58, 77, 75, 29, 29, 66, 56, 86, 75, 79, 60, 79, 69, 63, 61, 73, 68, 99, 69, 61,
  69, 39, 34, 39, 84, 50, 50, 61, 63, 55, 63, 62, 35, 63, 63, 28, 28, 58, 28, 97, 63, 61, 63, 63, 41, 52, 39, 63, 59,
  82, 59, 59, 52, 64, 34, 64, 84,
];
const BOLD = [
  35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40, 40, 84,
  84, 84, 58, 100, 77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 72, 68, 81, 77, 110, 77, 72,
  73, 46, 37, 46, 84, 50, 50, 67, 72, 59, 72, 68, 44, 72, 71, 34, 34, 67, 34, 104, 71, 69, 72, 72, 49, 60, 48, 71, 65,
  92, 65, 65, 58, 71, 37, 71, 84,
];
/** Any other character (an accented letter, a typographic quote): as wide as the widest capitals. */
const OTHER = 100;

/** The text's width from the table, in pixels at `fontPx`. */
export function tableTextWidth(text: string, bold: boolean, fontPx: number = PIE_LABEL.fontPx): number {
  const advances = bold ? BOLD : MEDIUM;
  let hundredths = 0;
  for (const character of text) {
    hundredths += advances[(character.codePointAt(0) ?? 0) - FIRST_CODE] ?? OTHER;
  }
  return (hundredths / 100) * fontPx;
}

/** The part of a 2D context the measure needs. */
export interface TextMeasuringContext {
  font: string;
  measureText: (text: string) => { width: number };
}

/**
 * Measures label text on `context` (one canvas for the page, never laid out), each line once; the table where
 * there is no context.
 */
export function textWidthOn(context: TextMeasuringContext | null, fontPx: number = PIE_LABEL.fontPx): TextWidth {
  if (!context) return (text, bold) => tableTextWidth(text, bold, fontPx);
  const known = new Map<string, number>();
  return (text, bold) => {
    const key = `${bold ? 'b' : 'm'}${text}`;
    let width = known.get(key);
    if (width === undefined) {
      context.font = labelFont(bold, fontPx);
      width = context.measureText(text).width;
      known.set(key, width);
    }
    return width;
  };
}

/**
 * A 2D context on an OffscreenCanvas, which has no box to lay out; null where there is none (older browsers,
 * the server, jsdom), and the table measures instead.
 */
export function detachedContext(): TextMeasuringContext | null {
  try {
    return typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  } catch {
    return null;
  }
}

/** A pie's box within this share of the side it was drawn at keeps that drawing: the words differ by under 5%. */
export const PIE_RESIZE_TOLERANCE = 0.05;

/** One measure for every pie on the page, created the first time a pie draws in the browser. */
let pageWidth: TextWidth | undefined;

export function pageTextWidth(): TextWidth {
  return (pageWidth ??= textWidthOn(detachedContext()));
}

/**
 * Readies the page's label measure before a pie is drawn, a step a task, while the page waits anyway (a file being
 * read, figures on their way): a canvas's first text in a font resolves that font, which took longer than the rest
 * of a pie's labels. The canvas itself is made in a task after the caller's, which has its own work (a script's
 * first run, a request sent).
 */
export async function prepareLabelMeasure(): Promise<void> {
  await yieldToMain();
  const width = pageTextWidth();
  await yieldToMain();
  width('0%', false);
  await yieldToMain();
  width('0%', true);
}
