/**
 * The design tokens that code needs as values rather than as CSS custom properties: canvas fills,
 * inline SVG and the media generators in scripts/. The source of truth is src/styles/tokens.css;
 * tests/unit/designTokens.test.ts fails when a value here drifts from the sheet.
 */

/**
 * Effect colors by id, each with its fill (the one value of the color wherever it is a field: swatches, the quiz
 * result, the counter card, share images, chart slices), its text-safe "-ink" companion and its light tint.
 */
export const EFFECT_PALETTE = {
  yellow: { fill: '#e3deaa', ink: '#5e5210', tint: '#f6f4e4', cssName: 'energize' },
  green: { fill: '#b1cbc1', ink: '#2f5f4f', tint: '#eef4f1', cssName: 'focus' },
  blue: { fill: '#a3b9dd', ink: '#2c4f86', tint: '#eef2f9', cssName: 'calm' },
  purple: { fill: '#bcafd2', ink: '#5b4a86', tint: '#f3f0f8', cssName: 'rest' },
} as const;

/** Neutrals, keyed by their custom property name without the `--color-` prefix. */
export const NEUTRALS = {
  ink: '#17302c',
  'ink-muted': '#4d5c58',
  /** The counter card's text on a color's fill: 7:1 or more on each. */
  'ink-strong': '#050b0a',
  page: '#f7f6f2',
  surface: '#ffffff',
  band: '#efeee8',
  hairline: '#d9dcd6',
  /** The Current state pie's unsorted slice: a grey that still reads against the white page. */
  'chart-unsorted': '#cfd2cc',
  /** Any slice that is neither an effect color nor unsorted. */
  'chart-other': '#6f7a76',
} as const;

/** Every color above as its custom property name and value, for checking against tokens.css. */
export function colorCustomProperties(): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const color of Object.values(EFFECT_PALETTE)) {
    properties[`--color-${color.cssName}`] = color.fill;
    properties[`--color-${color.cssName}-ink`] = color.ink;
    properties[`--color-${color.cssName}-tint`] = color.tint;
  }
  for (const [name, value] of Object.entries(NEUTRALS)) properties[`--color-${name}`] = value;
  return properties;
}
