/**
 * A number as en-US writes it, thousands grouped ("12,345", "1,234.5"), exactly as
 * `new Intl.NumberFormat('en-US', { maximumFractionDigits })` does, written out rather than through Intl: a page's
 * first Intl formatter loads the browser's locale data, one of the longest tasks of drawing a store's dashboard on
 * a slow phone, and the operators pages are in English only.
 */
export function englishNumber(value: number, maximumFractionDigits = 0): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : `${value < 0 ? '-' : ''}∞`;
  const { whole, fraction } = roundedDecimal(Math.abs(value), maximumFractionDigits);
  let grouped = '';
  for (let end = whole.length; end > 0; end -= 3)
    grouped = `${whole.slice(Math.max(0, end - 3), end)}${grouped ? `,${grouped}` : ''}`;
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The number's shortest decimal (what String writes, as Intl reads it) rounded half away from zero to `digits`
 * fraction digits, without the fraction's trailing zeros.
 */
function roundedDecimal(value: number, digits: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = String(value).split('e');
  const [mantissaWhole = '0', mantissaFraction = ''] = mantissa.split('.');
  let figures = `${mantissaWhole}${mantissaFraction}`;
  // Where the decimal point falls in `figures`: before figure `point` (which may be outside them).
  let point = mantissaWhole.length + Number(exponent);
  if (point < 0) {
    figures = `${'0'.repeat(-point)}${figures}`;
    point = 0;
  }
  if (point > figures.length) figures = figures.padEnd(point, '0');
  const kept = point + digits;
  if (kept < figures.length) {
    const roundUp = figures.charCodeAt(kept) >= '5'.charCodeAt(0);
    figures = figures.slice(0, kept);
    if (roundUp) {
      let carried = '';
      let index = figures.length - 1;
      for (; index >= 0 && figures[index] === '9'; index -= 1) carried += '0';
      figures = index < 0 ? `1${carried}` : `${figures.slice(0, index)}${Number(figures[index]) + 1}${carried}`;
      if (index < 0) point += 1;
    }
  }
  let wholeStart = 0;
  while (wholeStart < point - 1 && figures[wholeStart] === '0') wholeStart += 1;
  let fractionEnd = figures.length;
  while (fractionEnd > point && figures[fractionEnd - 1] === '0') fractionEnd -= 1;
  return { whole: figures.slice(wholeStart, point) || '0', fraction: figures.slice(point, fractionEnd) };
}
