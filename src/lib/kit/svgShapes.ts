/**
 * Draws the quiz's character icons and color badges (the SVG that scripts/media/make-quiz-icons.mjs writes)
 * into a PDF as vectors. It reads only the few elements those icons use: circle, ellipse, rect, path and g
 * with translate/scale. The soft glow behind a figure (a radial gradient fill) is left out: a print shop's
 * file has no transparency to flatten, and the figure's own fill already shows where the effect is felt.
 */
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;
export type PaintColor = string | [number, number, number, number];

/** One element's attributes. Each regex below has no nested quantifiers, so it runs in linear time. */
function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/(?<![\w-])([\w-]+)="([^"]*)"/g)) attributes[match[1]!] = match[2]!;
  return attributes;
}

function transform(doc: Doc, value: string | undefined): void {
  if (!value) return;
  for (const match of value.matchAll(/(translate|scale)\(([^)]*)\)/g)) {
    const numbers = match[2]!
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (match[1] === 'translate') doc.translate(numbers[0] ?? 0, numbers[1] ?? 0);
    else doc.scale(numbers[0] ?? 1, numbers[1] ?? numbers[0] ?? 1);
  }
}

function shape(doc: Doc, name: string, attributes: Record<string, string>): boolean {
  const number = (key: string) => Number(attributes[key] ?? 0);
  if (name === 'circle') doc.circle(number('cx'), number('cy'), number('r'));
  else if (name === 'ellipse') doc.ellipse(number('cx'), number('cy'), number('rx'), number('ry'));
  else if (name === 'rect') doc.roundedRect(number('x'), number('y'), number('width'), number('height'), number('rx'));
  else if (name === 'path' && attributes.d) doc.path(attributes.d);
  else return false;
  return true;
}

function paintShape(doc: Doc, attributes: Record<string, string>, paint: (hex: string) => PaintColor): void {
  // SVG fills a shape black unless told otherwise; a gradient (url(...)) is the glow, left out.
  const fill = attributes.fill ?? '#000000';
  const stroke = attributes.stroke;
  const fills = fill !== 'none' && !fill.startsWith('url(');
  const strokes = stroke !== undefined && stroke !== 'none';
  if (strokes) {
    doc.lineWidth(Number(attributes['stroke-width'] ?? 1));
    doc.lineCap((attributes['stroke-linecap'] as 'round' | 'butt' | 'square' | undefined) ?? 'butt');
    const dash = attributes['stroke-dasharray']?.split(/[\s,]+/).map(Number);
    if (dash && dash.length >= 2) doc.dash(dash[0]!, { space: dash[1]! });
    else doc.undash();
  }
  if (fills && strokes) doc.fillAndStroke(paint(fill), paint(stroke));
  else if (fills) doc.fill(paint(fill));
  else if (strokes) doc.stroke(paint(stroke));
  // An unpainted shape marks nothing: end its path with PDF's "n", so the next shape does not paint it.
  else doc.addContent('n');
  doc.undash();
}

/**
 * Draws an SVG icon with its top left corner at (x, y), scaled so its viewBox is `width` points wide.
 * `paint` turns each #rrggbb into the PDF color the file uses (sRGB or its stated CMYK).
 */
export function drawSvgIcon(
  doc: Doc,
  svg: string,
  x: number,
  y: number,
  width: number,
  paint: (hex: string) => PaintColor,
): void {
  const viewBox = /viewBox="([^"]*)"/.exec(svg)?.[1]?.split(/\s+/).map(Number) ?? [0, 0, width, width];
  const scale = width / (viewBox[2] ?? width);
  // The definitions hold only the glow's gradients, and the title is words, not drawing.
  const body = svg.replace(/<defs>[\s\S]*?<\/defs>/g, '').replace(/<title>[^<]*<\/title>/g, '');
  doc.save();
  doc
    .translate(x, y)
    .scale(scale)
    .translate(-(viewBox[0] ?? 0), -(viewBox[1] ?? 0));
  let depth = 0;
  for (const match of body.matchAll(/<(\/?)(\w+)(\s[^>]*?)?(\/?)>/g)) {
    const [, closing, name, rest, selfClosing] = match;
    if (name === 'svg') continue;
    if (name === 'g') {
      if (closing) {
        if (depth > 0) {
          doc.restore();
          depth -= 1;
        }
      } else {
        doc.save();
        depth += 1;
        transform(doc, attributesOf(rest ?? '').transform);
        if (selfClosing) {
          doc.restore();
          depth -= 1;
        }
      }
      continue;
    }
    if (closing) continue;
    const attributes = attributesOf(rest ?? '');
    if (shape(doc, name!, attributes)) paintShape(doc, attributes, paint);
  }
  while (depth > 0) {
    doc.restore();
    depth -= 1;
  }
  doc.restore();
}
