/**
 * Draws the shop-floor kit's PDFs: the wall poster, the shelf placards and strips, the budtender card and the
 * label sheet, each from the site's tokens (src/lib/kit/printColors.ts) and words (src/lib/kit/kitText.ts).
 * A file is a pure function of its inputs: fixed dates, fonts read from node_modules, no randomness, so the
 * same sources give the same bytes (tests/unit/kitPdfs.test.ts renders each twice and compares).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { EffectColorId } from '../../src/consts.ts';
import { kitText, type KitText } from '../../src/lib/kit/kitText.ts';
import {
  BLEED_INCHES,
  KIT_PIECE_TITLES,
  LABEL_STOCK,
  POINTS_PER_INCH,
  type KitFile,
} from '../../src/lib/kit/kitPieces.ts';
import {
  EFFECT_PRINT_COLORS,
  NEUTRAL_PRINT_COLORS,
  REGISTRATION_CMYK,
  deviceCmyk,
  type PrintColor,
} from '../../src/lib/kit/printColors.ts';
import { drawQrCode } from '../../src/lib/quiz/qrCode.ts';
import { badge } from '../media/make-quiz-icons.mjs';
import { drawSvgIcon, type PaintColor } from './svgShapes.ts';
import type { Locale } from '../../src/i18n/locales.ts';

type Doc = InstanceType<typeof PDFDocument>;

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Figtree (SIL Open Font License 1.1) from @fontsource/figtree: its static WOFF files, whose Latin set has
 * every letter and sign Spanish needs (á é í ó ú ü ñ ¿ ¡). pdfkit embeds a subset of each, with only the
 * glyphs a file uses. The heading weight is the site's heading weight; the body weight is its text weight.
 */
const FONT_FILES = {
  heading: 'figtree-latin-800-normal.woff',
  strong: 'figtree-latin-600-normal.woff',
  body: 'figtree-latin-400-normal.woff',
} as const;
type FontRole = keyof typeof FONT_FILES;
const fontBytes = Object.fromEntries(
  Object.entries(FONT_FILES).map(([role, file]) => [
    role,
    readFileSync(path.join(ROOT, 'node_modules/@fontsource/figtree/files', file)),
  ]),
) as Record<FontRole, Buffer>;

/** The kit's edition: every file's creation and modification date, so a rebuild changes no byte. */
export const KIT_EDITION_DATE = new Date(Date.UTC(2026, 10, 25));

/** No text in the kit is smaller than this (a print shop's usual minimum for legible type). */
export const MINIMUM_TEXT_POINTS = 8;

export interface KitRenderOptions {
  /** The quiz's public address in each language, for the QR codes. */
  quizUrls: Readonly<Record<Locale, string>>;
  /** Print the address under the code too (not while the site's origin is still a sample). */
  printQuizUrl: boolean;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Context {
  doc: Doc;
  text: KitText;
  options: KitRenderOptions;
  /** The file's colors: the stated CMYK on a print shop's file, the tokens' sRGB otherwise. */
  paint: (color: PrintColor) => PaintColor;
  paintHex: (hex: string) => PaintColor;
}

const inch = (value: number) => value * POINTS_PER_INCH;

function font(context: Context, role: FontRole, size: number, color: PrintColor = NEUTRAL_PRINT_COLORS.ink): Doc {
  if (size < MINIMUM_TEXT_POINTS) throw new Error(`Kit text must be at least ${MINIMUM_TEXT_POINTS} pt, got ${size}`);
  return context.doc.font(role).fontSize(size).fillColor(context.paint(color));
}

/** Writes a block of text at (x, y), `width` wide, and returns the y under it. */
function write(
  context: Context,
  words: string,
  x: number,
  y: number,
  width: number,
  style: { role: FontRole; size: number; color?: PrintColor; align?: 'left' | 'center' | 'right'; lineGap?: number },
): number {
  font(context, style.role, style.size, style.color);
  const options = { width, align: style.align ?? 'left', lineGap: style.lineGap ?? 0 };
  context.doc.text(words, x, y, options);
  return y + context.doc.heightOfString(words, options);
}

function fillRect(context: Context, box: Box, color: PrintColor, bleed = 0): void {
  context.doc
    .rect(box.x - bleed, box.y - bleed, box.width + 2 * bleed, box.height + 2 * bleed)
    .fill(context.paint(color));
}

/**
 * The color's own symbol (sun, target, wave, moon) in its disc: on paper the disc is the color; on a field of the
 * color it is white, so the symbol stands out and the piece does not rely on its color alone.
 */
function colorBadge(
  context: Context,
  color: EffectColorId,
  x: number,
  y: number,
  diameter: number,
  disc: 'color' | 'paper' = 'color',
): void {
  drawSvgIcon(
    context.doc,
    `<svg viewBox="-16 -16 32 32">${badge(color, 0, 0, 16, disc === 'paper' ? NEUTRAL_PRINT_COLORS.paper.srgb : undefined)}</svg>`,
    x,
    y,
    diameter,
    context.paintHex,
  );
}

/** The QR code of the quiz, `size` points square, quiet zone included, dark modules in ink on white. */
function quizCode(context: Context, x: number, y: number, size: number): void {
  const code = drawQrCode(quizUrl(context));
  const module = size / code.size;
  context.doc.rect(x, y, size, size).fill(context.paint(NEUTRAL_PRINT_COLORS.paper));
  context.doc.save().translate(x, y).scale(module).path(code.path).fill(context.paint(NEUTRAL_PRINT_COLORS.ink));
  context.doc.restore();
}

/** The quiz in the piece's own language. */
function quizUrl(context: Context): string {
  return context.options.quizUrls[context.text.locale];
}

function quizAddress(context: Context): string {
  return quizUrl(context).replace(/^https?:\/\//, '');
}

/* ------------------------------------------------------------------------------------------------
 * The pieces. Each draws inside its trim box; a color field runs `bleed` points past it.
 * ---------------------------------------------------------------------------------------------- */

function drawPoster(context: Context, box: Box, bleed: number): void {
  const { text } = context;
  const margin = inch(1);
  const inner = box.width - 2 * margin;
  fillRect(context, box, NEUTRAL_PRINT_COLORS.paper, bleed);

  // The heading band, in ink, printed to the top and side edges.
  const bandHeight = inch(5);
  context.doc
    .rect(box.x - bleed, box.y - bleed, box.width + 2 * bleed, bandHeight + bleed)
    .fill(context.paint(NEUTRAL_PRINT_COLORS.ink));
  let y = box.y + inch(0.8);
  y = write(context, 'DYC', box.x + margin, y, inner, { role: 'heading', size: 40, color: NEUTRAL_PRINT_COLORS.paper });
  y = write(context, text.findYourColor, box.x + margin, y + 8, inner, {
    role: 'heading',
    size: 116,
    color: NEUTRAL_PRINT_COLORS.paper,
  });
  write(context, text.headline, box.x + margin, y + 10, inner, {
    role: 'body',
    size: 40,
    color: NEUTRAL_PRINT_COLORS.paper,
  });

  // The four colors, two by two: field, character, the color named first and largest, its effect, what it is
  // reported as.
  const gap = inch(0.5);
  const cardWidth = (inner - gap) / 2;
  const cardHeight = inch(6.5);
  const top = box.y + bandHeight + inch(0.6);
  text.colors.forEach((color, index) => {
    const x = box.x + margin + (index % 2) * (cardWidth + gap);
    const cardY = top + Math.floor(index / 2) * (cardHeight + gap);
    context.doc
      .roundedRect(x, cardY, cardWidth, cardHeight, 24)
      .fill(context.paint(EFFECT_PRINT_COLORS[color.id].fill));
    colorBadge(context, color.id, x + inch(0.5), cardY + inch(0.6), inch(2), 'paper');
    const textX = x + inch(2.9);
    const textWidth = cardWidth - inch(3.2);
    let textY = cardY + inch(0.6);
    textY = write(context, color.colorWord, textX, textY, textWidth, { role: 'heading', size: 60 });
    textY = write(context, color.brandName, textX, textY + 4, textWidth, { role: 'strong', size: 30 });
    if (color.meaningName) write(context, color.meaningName, textX, textY, textWidth, { role: 'strong', size: 30 });
    write(context, color.meaning, x + inch(0.5), cardY + inch(3.6), cardWidth - inch(1), {
      role: 'body',
      size: 32,
      lineGap: 4,
    });
  });

  // The foot: the quiz's code, the cannabinoid types, and the age line.
  const footY = top + 2 * cardHeight + gap + inch(0.5);
  const codeSize = inch(2.6);
  quizCode(context, box.x + margin, footY, codeSize);
  const footX = box.x + margin + codeSize + inch(0.5);
  const footWidth = inner - codeSize - inch(0.5);
  let y2 = write(context, text.scanToTakeQuiz, footX, footY, footWidth, { role: 'heading', size: 36 });
  if (context.options.printQuizUrl) {
    y2 = write(context, quizAddress(context), footX, y2 + 4, footWidth, { role: 'body', size: 26 });
  }
  y2 = write(context, text.typesHeading, footX, y2 + 20, footWidth, { role: 'strong', size: 26 });
  for (const type of Object.values(text.types)) {
    y2 = write(context, type, footX, y2 + 4, footWidth, { role: 'body', size: 22 });
  }
  write(context, `${text.adultsOnly} ${text.noHealthClaim}`, box.x + margin, box.y + box.height - inch(0.95), inner, {
    role: 'strong',
    size: 24,
  });
}

function drawPlacard(context: Context, box: Box, bleed: number, colorIndex: number): void {
  const { text } = context;
  const color = text.colors[colorIndex]!;
  const fieldHeight = inch(3.1);
  const pad = inch(0.3);
  const inner = box.width - 2 * pad;
  fillRect(context, box, NEUTRAL_PRINT_COLORS.paper, bleed);
  fillRect(context, { ...box, y: box.y - bleed, height: fieldHeight + bleed }, EFFECT_PRINT_COLORS[color.id].fill, 0);
  context.doc
    .rect(box.x - bleed, box.y - bleed, bleed, fieldHeight + bleed)
    .rect(box.x + box.width, box.y - bleed, bleed, fieldHeight + bleed)
    .fill(context.paint(EFFECT_PRINT_COLORS[color.id].fill));
  colorBadge(context, color.id, box.x + box.width - pad - inch(1.1), box.y + inch(0.35), inch(1.1), 'paper');
  let y = box.y + inch(0.35);
  y = write(context, color.colorWord, box.x + pad, y, inner - inch(1.2), { role: 'heading', size: 34 });
  write(context, color.effect, box.x + pad, y + 2, inner - inch(1.2), { role: 'strong', size: 15 });
  write(context, color.meaning, box.x + pad, box.y + inch(2.05), inner, { role: 'body', size: 12, lineGap: 1 });

  y = box.y + fieldHeight + inch(0.2);
  y = write(context, text.typesHeading, box.x + pad, y, inner, { role: 'strong', size: 10.5 });
  for (const type of Object.values(text.types))
    y = write(context, type, box.x + pad, y + 2, inner, { role: 'body', size: 9 });
  write(context, text.typeOnLabel, box.x + pad, y + 4, inner, {
    role: 'body',
    size: 9,
    color: NEUTRAL_PRINT_COLORS.inkMuted,
  });
  write(context, text.adultsOnly, box.x + pad, box.y + box.height - inch(0.42), inner, { role: 'strong', size: 9 });
}

function drawShelfStrip(context: Context, box: Box, bleed: number, colorIndex: number): void {
  const { text } = context;
  const color = text.colors[colorIndex]!;
  fillRect(context, box, EFFECT_PRINT_COLORS[color.id].fill, bleed);
  const pad = inch(0.16);
  const badgeSize = inch(0.62);
  const textWidth = box.width - 3 * pad - badgeSize;
  colorBadge(context, color.id, box.x + box.width - pad - badgeSize, box.y + (box.height - badgeSize) / 2, badgeSize);
  let y = box.y + inch(0.1);
  y = write(context, color.colorWord, box.x + pad, y, textWidth, { role: 'heading', size: 30 });
  write(context, color.effect, box.x + pad, y - 2, textWidth, { role: 'strong', size: 11 });
  write(context, text.adultsOnly, box.x + pad, box.y + box.height - inch(0.22), textWidth, { role: 'body', size: 8 });
}

function footer(context: Context, box: Box, side: number, sides: number): void {
  const { text } = context;
  const y = box.y + box.height - inch(0.95);
  context.doc
    .moveTo(box.x + inch(0.75), y - 8)
    .lineTo(box.x + box.width - inch(0.75), y - 8)
    .lineWidth(0.75)
    .stroke(context.paint(NEUTRAL_PRINT_COLORS.hairline));
  write(context, `${text.adultsOnly} ${text.noHealthClaim}`, box.x + inch(0.75), y, box.width - inch(2.5), {
    role: 'strong',
    size: 9,
  });
  write(context, text.side(side, sides), box.x + box.width - inch(2.25), y, inch(1.5), {
    role: 'body',
    size: 9,
    align: 'right',
    color: NEUTRAL_PRINT_COLORS.inkMuted,
  });
}

function drawCardFront(context: Context, box: Box): void {
  const { text } = context;
  const left = box.x + inch(0.75);
  const width = box.width - inch(1.5);
  let y = box.y + inch(0.7);
  y = write(context, 'DYC', left, y, width, { role: 'heading', size: 11, color: NEUTRAL_PRINT_COLORS.inkMuted });
  y = write(context, text.cardTitle, left, y + 2, width, { role: 'heading', size: 24 });
  y = write(context, text.cardColorsHeading, left, y + 16, width, { role: 'heading', size: 15 });
  y += 8;
  const swatch = inch(0.8);
  for (const color of text.colors) {
    context.doc.roundedRect(left, y, swatch, swatch, 8).fill(context.paint(EFFECT_PRINT_COLORS[color.id].fill));
    colorBadge(context, color.id, left + inch(0.15), y + inch(0.15), swatch - inch(0.3));
    const textX = left + swatch + inch(0.2);
    const textWidth = width - swatch - inch(0.2);
    let rowY = write(context, color.title, textX, y, textWidth, { role: 'heading', size: 14 });
    rowY = write(context, color.meaning, textX, rowY + 1, textWidth, { role: 'body', size: 10.5 });
    rowY = write(context, color.askedFor, textX, rowY + 1, textWidth, {
      role: 'body',
      size: 10.5,
      color: NEUTRAL_PRINT_COLORS.inkMuted,
    });
    y = Math.max(y + swatch, rowY) + inch(0.2);
  }
  y = write(context, text.typesHeading, left, y + 8, width, { role: 'heading', size: 15 });
  for (const type of Object.values(text.types))
    y = write(context, type, left, y + 4, width, { role: 'body', size: 10.5 });
  write(context, text.typeOnLabel, left, y + 6, width, { role: 'body', size: 10.5 });
  footer(context, box, 1, 2);
}

function drawCardBack(context: Context, box: Box): void {
  const { text } = context;
  const left = box.x + inch(0.75);
  const width = box.width - inch(1.5);
  let y = box.y + inch(0.7);
  y = write(context, text.cardDosesHeading, left, y, width, { role: 'heading', size: 15 });
  y = write(context, text.cardDosesIntro, left, y + 4, width, { role: 'body', size: 10.5 });

  // The dose table: experience down, how it is taken across, every cell from the quiz engine's DOSE_TABLE.
  y += 10;
  const firstColumn = inch(1.9);
  const column = (width - firstColumn) / text.methods.length;
  const rowHeight = inch(0.36);
  const rule = () =>
    context.doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.75)
      .stroke(context.paint(NEUTRAL_PRINT_COLORS.hairline));
  write(context, text.experienceColumn, left, y + 6, firstColumn - 6, { role: 'strong', size: 10 });
  text.methods.forEach((method, index) =>
    write(context, method, left + firstColumn + index * column, y + 6, column - 6, { role: 'strong', size: 10 }),
  );
  y += rowHeight + 4;
  for (const row of text.doseRows) {
    rule();
    write(context, row.experience, left, y + 6, firstColumn - 6, { role: 'body', size: 10 });
    row.doses.forEach((dose, index) =>
      write(context, dose, left + firstColumn + index * column, y + 6, column - 6, { role: 'heading', size: 10.5 }),
    );
    y += rowHeight + 4;
  }
  rule();

  y = write(context, text.waitHeading, left, y + 18, width, { role: 'heading', size: 15 });
  for (const wait of text.waits) y = write(context, wait, left, y + 4, width, { role: 'body', size: 10.5 });
  y = write(context, text.doseNote, left, y + 6, width, { role: 'strong', size: 11 });

  y = write(context, text.quizHeading, left, y + 20, width, { role: 'heading', size: 15 });
  y = write(context, text.quizIntro, left, y + 4, width, { role: 'body', size: 10.5 });
  const codeSize = inch(1.3);
  const listWidth = width - codeSize - inch(0.3);
  const listTop = y + 6;
  text.questions.forEach((question, index) => {
    y = write(context, `${index + 1}. ${question.text}`, left, y + 6, listWidth, { role: 'strong', size: 10.5 });
    y = write(context, question.options.join(' · '), left + 14, y + 1, listWidth - 14, {
      role: 'body',
      size: 10,
      color: NEUTRAL_PRINT_COLORS.inkMuted,
    });
  });
  const codeX = left + width - codeSize;
  quizCode(context, codeX, listTop, codeSize);
  const captionY = write(context, text.scanToTakeQuiz, codeX, listTop + codeSize + 4, codeSize, {
    role: 'body',
    size: 8,
  });
  if (context.options.printQuizUrl) {
    write(context, quizAddress(context), codeX, captionY + 2, codeSize, { role: 'body', size: 8 });
  }
  footer(context, box, 2, 2);
}

function drawLabelSheet(context: Context, box: Box): void {
  const { text } = context;
  const diameter = inch(LABEL_STOCK.diameterInches);
  const gapX = (box.width - LABEL_STOCK.columns * diameter) / (LABEL_STOCK.columns + 1);
  const gapY = (box.height - LABEL_STOCK.rows * diameter) / (LABEL_STOCK.rows + 1);
  // The color runs 1/16 in past each label's edge, so a die cut a little off still leaves no white rim.
  const overrun = inch(BLEED_INCHES / 2);
  write(context, text.labelsNote, box.x + inch(0.5), box.y + inch(0.2), box.width - inch(1), {
    role: 'body',
    size: 8,
    color: NEUTRAL_PRINT_COLORS.inkMuted,
  });
  for (let row = 0; row < LABEL_STOCK.rows; row += 1) {
    for (let columnIndex = 0; columnIndex < LABEL_STOCK.columns; columnIndex += 1) {
      const index = row * LABEL_STOCK.columns + columnIndex;
      const color = text.colors[index % text.colors.length]!;
      const centerX = box.x + gapX + columnIndex * (diameter + gapX) + diameter / 2;
      const centerY = box.y + gapY + row * (diameter + gapY) + diameter / 2;
      context.doc
        .circle(centerX, centerY, diameter / 2 + overrun)
        .fill(context.paint(EFFECT_PRINT_COLORS[color.id].fill));
      const width = diameter * 0.8;
      const left = centerX - width / 2;
      let y = centerY - inch(0.62);
      y = write(context, color.colorWord, left, y, width, {
        role: 'heading',
        size: color.colorWord.length > 6 ? 21 : 24,
        align: 'center',
      });
      write(context, color.effect, left, y, width, { role: 'strong', size: 10, align: 'center' });
      write(context, text.adultsOnly, centerX - inch(0.72), centerY + inch(0.3), inch(1.44), {
        role: 'body',
        size: 8,
        align: 'center',
      });
    }
  }
}

/* ------------------------------------------------------------------------------------------------
 * Pages: a print shop's page (trim, bleed, crop marks) and a home page (pieces at actual size on letter).
 * ---------------------------------------------------------------------------------------------- */

function cropMarks(context: Context, trim: Box): void {
  const bleed = inch(BLEED_INCHES);
  const start = bleed + 3;
  const end = bleed + inch(0.3);
  const { doc } = context;
  const left = trim.x;
  const right = trim.x + trim.width;
  const top = trim.y;
  const bottom = trim.y + trim.height;
  for (const x of [left, right]) {
    doc.moveTo(x, top - start).lineTo(x, top - end);
    doc.moveTo(x, bottom + start).lineTo(x, bottom + end);
  }
  for (const y of [top, bottom]) {
    doc.moveTo(left - start, y).lineTo(left - end, y);
    doc.moveTo(right + start, y).lineTo(right + end, y);
  }
  doc.lineWidth(0.25).stroke(REGISTRATION_CMYK as [number, number, number, number]);
}

function cutLine(context: Context, piece: Box): void {
  context.doc
    .rect(piece.x, piece.y, piece.width, piece.height)
    .lineWidth(0.5)
    .dash(4, { space: 3 })
    .stroke(context.paint(NEUTRAL_PRINT_COLORS.inkMuted));
  context.doc.undash();
}

type PieceDrawer = (context: Context, box: Box, bleed: number, index: number) => void;

const PIECE_DRAWERS: Record<KitFile['piece']['id'], PieceDrawer> = {
  poster: (context, box, bleed) => drawPoster(context, box, bleed),
  placards: drawPlacard,
  'shelf-strips': drawShelfStrip,
  'budtender-card': (context, box, _bleed, index) =>
    index === 0 ? drawCardFront(context, box) : drawCardBack(context, box),
  labels: (context, box) => drawLabelSheet(context, box),
};

function setBoxes(doc: Doc, file: KitFile): void {
  // pdfkit writes the page dictionary when the page ends, so the boxes set now are written with it.
  const dictionary = (doc.page as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary;
  dictionary.data.TrimBox = [...file.trimBox];
  dictionary.data.BleedBox = [...file.bleedBox];
}

function drawShopPages(context: Context, file: KitFile): void {
  const [x0, y0, x1, y1] = file.trimBox;
  const bleed = file.piece.toEdge ? file.trimBox[0] - file.bleedBox[0] : 0;
  for (let index = 0; index < file.pages; index += 1) {
    context.doc.addPage({ size: [file.pageSize.width, file.pageSize.height], margin: 0 });
    setBoxes(context.doc, file);
    // pdfkit measures from the top; the boxes are symmetric, so the trim's top sits as far down as its bottom sits up.
    const trim = { x: x0, y: file.pageSize.height - y1, width: x1 - x0, height: y1 - y0 };
    PIECE_DRAWERS[file.piece.id](context, trim, bleed, index);
    if (file.piece.toEdge) cropMarks(context, trim);
  }
}

function drawHomePages(context: Context, file: KitFile): void {
  const grid = file.piece.homeGrid!;
  const width = inch(file.piece.trim.width);
  const height = inch(file.piece.trim.height);
  const gap = inch(0.25);
  const perPage = grid.columns * grid.rows;
  const left = (file.pageSize.width - grid.columns * width - (grid.columns - 1) * gap) / 2;
  const top = (file.pageSize.height - grid.rows * height - (grid.rows - 1) * gap) / 2;
  for (let page = 0; page < file.pages; page += 1) {
    context.doc.addPage({ size: [file.pageSize.width, file.pageSize.height], margin: 0 });
    setBoxes(context.doc, file);
    write(context, context.text.cutLine, inch(0.5), inch(0.35), file.pageSize.width - inch(1), {
      role: 'body',
      size: 9,
      color: NEUTRAL_PRINT_COLORS.inkMuted,
    });
    for (let slot = 0; slot < perPage; slot += 1) {
      const column = slot % grid.columns;
      const row = Math.floor(slot / grid.columns);
      const piece = { x: left + column * (width + gap), y: top + row * (height + gap), width, height };
      // A strip page shows each color twice across a row; a placard page shows the next colors in turn.
      const colorIndex = grid.rows > 1 ? row % 4 : (page * perPage + slot) % 4;
      context.doc.save();
      context.doc.rect(piece.x, piece.y, piece.width, piece.height).clip();
      PIECE_DRAWERS[file.piece.id](context, piece, 0, colorIndex);
      context.doc.restore();
      cutLine(context, piece);
    }
  }
}

/** Renders one file of the kit and resolves with its bytes. */
export async function renderKitFile(file: KitFile, options: KitRenderOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    pdfVersion: '1.7',
    lang: file.locale === 'es' ? 'es-US' : 'en-US',
    displayTitle: true,
    compress: true,
    info: {
      Title: `DYC: ${KIT_PIECE_TITLES[file.piece.id][file.locale]}`,
      Author: 'DYC (Discover Your Color)',
      Subject: 'The DYC shop-floor kit',
      Creator: 'DYC shop-floor kit builder',
      Producer: 'PDFKit',
      CreationDate: KIT_EDITION_DATE,
      ModDate: KIT_EDITION_DATE,
    },
  });
  for (const [role, bytes] of Object.entries(fontBytes)) doc.registerFont(role, bytes);
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const cmyk = file.version === 'shop';
  const srgbToCmyk = new Map<string, PrintColor['cmyk']>(
    [
      ...Object.values(EFFECT_PRINT_COLORS).flatMap((color) => [color.fill, color.ink]),
      ...Object.values(NEUTRAL_PRINT_COLORS),
    ].map((color) => [color.srgb, color.cmyk]),
  );
  const context: Context = {
    doc,
    text: kitText(file.locale),
    options,
    paint: (color) => (cmyk ? ([...color.cmyk] as [number, number, number, number]) : color.srgb),
    paintHex: (hex) => {
      const value = hex.toLowerCase();
      return cmyk ? ([...(srgbToCmyk.get(value) ?? deviceCmyk(value))] as [number, number, number, number]) : value;
    },
  };
  if (file.version === 'home') drawHomePages(context, file);
  else drawShopPages(context, file);
  doc.end();
  return finished;
}
