/**
 * Draws the shop-floor kit's PDFs: the wall poster, the shelf placards and strips, the budtender pocket card and
 * reference card, and the label sheet, each from the site's tokens (./printColors.ts) and words (./kitText.ts).
 * One builder for the generic kit (`npm run kit`, in Node) and a store's own kit (drawn in the browser on
 * /operators/kit/): no DOM, no Node; the fonts and the print profile come in as bytes. A file is a pure function
 * of its inputs: fixed dates and IDs, no randomness, so the same inputs give the same bytes.
 */
import PDFDocument from 'pdfkit';
import type { EffectColorId } from '../../consts.ts';
import type { Locale } from '../../i18n/locales.ts';
import { drawQrCode } from '../quiz/qrCode.ts';
import { scanAddress } from '../stores/countSources.ts';
import { badge } from './colorBadge.ts';
import { kitText, type KitText } from './kitText.ts';
import {
  BLEED_INCHES,
  KIT_PIECE_TITLES,
  LABEL_STOCK,
  PIECE_SCAN_SOURCE,
  POINTS_PER_INCH,
  type KitFile,
} from './kitPieces.ts';
import {
  CMYK_PROFILE,
  EFFECT_PRINT_COLORS,
  NEUTRAL_PRINT_COLORS,
  REGISTRATION_CMYK,
  type PrintColor,
} from './printColors.ts';
import { drawSvgIcon, type PaintColor } from './svgShapes.ts';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Figtree (SIL Open Font License 1.1) from @fontsource/figtree: its static WOFF files, whose Latin set has
 * every letter and sign Spanish needs (á é í ó ú ü ñ ¿ ¡). pdfkit embeds a subset of each, with only the
 * glyphs a file uses. The heading weight is the site's heading weight; the body weight is its text weight.
 */
export const FONT_FILES = {
  heading: 'figtree-latin-800-normal.woff',
  strong: 'figtree-latin-600-normal.woff',
  body: 'figtree-latin-400-normal.woff',
} as const;
export type FontRole = keyof typeof FONT_FILES;

/** The bytes the builder draws with: the fonts, and the CMYK profile a print shop's file names as its output. */
export interface KitAssets {
  fonts: Readonly<Record<FontRole, Uint8Array>>;
  cmykProfile: Uint8Array;
}

/** What a store puts on its own kit. All of it is the store's own; none is checked against any state's rules. */
export interface StoreIdentity {
  name: string;
  license: string;
  /** The warning text the store's state requires on advertising, as the store gives it. */
  warnings: string;
  /** The store's logo as PNG or JPEG bytes (the browser hands over a JPEG drawn on white), or null. */
  logo: Uint8Array | null;
}

/** The kit's edition: every file's creation and modification date, so a rebuild changes no byte. */
export const KIT_EDITION_DATE = new Date(Date.UTC(2026, 10, 25));

/** No text in the kit is smaller than this (a print shop's usual minimum for legible type). */
export const MINIMUM_TEXT_POINTS = 8;

export interface KitRenderOptions {
  /** Where the QR codes lead in each language: the quiz, or a store's own page (or address). */
  quizUrls: Readonly<Record<Locale, string>>;
  /** Print the address under the code too (not while the site's origin is still a sample). */
  printQuizUrl: boolean;
  /** A store's kit: its name, logo, license and warnings on the pieces, and each code tagged with its piece. */
  store?: StoreIdentity;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Context {
  doc: Doc;
  /** The store's logo, once opened (pdfkit's image object, which its `image` takes in place of bytes). */
  logoImage?: ArrayBuffer;
  text: KitText;
  options: KitRenderOptions;
  file: KitFile;
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
  const code = drawQrCode(codeUrl(context));
  const module = size / code.size;
  context.doc.rect(x, y, size, size).fill(context.paint(NEUTRAL_PRINT_COLORS.paper));
  context.doc.save().translate(x, y).scale(module).path(code.path).fill(context.paint(NEUTRAL_PRINT_COLORS.ink));
  context.doc.restore();
}

/** The quiz in the piece's own language. */
function quizUrl(context: Context): string {
  return context.options.quizUrls[context.text.locale];
}

/** Where the piece's code leads: the quiz, or on a store's kit its page with the piece's tag (`?src=poster`). */
export function codeUrl(context: Pick<Context, 'options' | 'text' | 'file'>): string {
  const url = context.options.quizUrls[context.text.locale];
  const source = PIECE_SCAN_SOURCE[context.file.piece.id];
  return context.options.store && source ? scanAddress(url, source) : url;
}

function quizAddress(context: Context): string {
  return quizUrl(context).replace(/^https?:\/\//, '');
}

/** The store's logo fitted into the box, in proportion; nothing when the store gave none. */
function storeLogo(context: Context, box: Box): void {
  const logo = context.options.store?.logo;
  if (!logo) return;
  // Opened once a file and drawn from that one image wherever it shows: one image object, in a fixed place in
  // the file. An ArrayBuffer of its own, which pdfkit reads alike in Node and in the browser.
  const opener = context.doc as unknown as { openImage: (source: ArrayBuffer) => ArrayBuffer };
  context.logoImage ??= opener.openImage(
    logo.buffer.slice(logo.byteOffset, logo.byteOffset + logo.byteLength) as ArrayBuffer,
  );
  context.doc.image(context.logoImage, box.x, box.y, {
    fit: [box.width, box.height],
    align: 'center',
    valign: 'center',
  });
}

/**
 * An advertising piece's store lines: the name, the license number and the store's own warning text, `width` wide
 * from (x, y); returns the y under them. Only on a store's kit.
 */
function storeLines(
  context: Context,
  x: number,
  y: number,
  width: number,
  sizes: { name: number; license: number; warnings: number },
): number {
  const store = context.options.store;
  if (!store) return y;
  let next = write(context, store.name, x, y, width, { role: 'heading', size: sizes.name });
  next = write(context, context.text.license(store.license), x, next + 1, width, {
    role: 'strong',
    size: sizes.license,
  });
  if (store.warnings) {
    next = write(context, store.warnings, x, next + 3, width, { role: 'body', size: sizes.warnings, lineGap: 0.5 });
  }
  return next;
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
  if (context.options.store) {
    // A store's poster: its logo at the foot's right, its name, license and warnings where the types stand.
    const logoWidth = context.options.store.logo ? inch(3) : 0;
    storeLogo(context, { x: box.x + box.width - margin - logoWidth, y: footY, width: logoWidth, height: codeSize });
    storeLines(context, footX, y2 + 16, footWidth - logoWidth - inch(0.3), { name: 30, license: 24, warnings: 18 });
  } else {
    y2 = write(context, text.typesHeading, footX, y2 + 20, footWidth, { role: 'strong', size: 26 });
    for (const type of Object.values(text.types)) {
      y2 = write(context, type, footX, y2 + 4, footWidth, { role: 'body', size: 22 });
    }
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

  // The quiz's code at the lower right, the words beside it.
  const codeSize = inch(1);
  const column = inner - codeSize - inch(0.15);
  quizCode(context, box.x + box.width - pad - codeSize, box.y + box.height - inch(0.42) - codeSize - 4, codeSize);
  y = box.y + fieldHeight + inch(0.2);
  if (context.options.store) {
    storeLines(context, box.x + pad, y, column, { name: 10.5, license: 9, warnings: 8 });
  } else {
    y = write(context, text.typesHeading, box.x + pad, y, column, { role: 'strong', size: 10.5 });
    for (const type of Object.values(text.types))
      y = write(context, type, box.x + pad, y + 2, column, { role: 'body', size: 9 });
    write(context, text.typeOnLabel, box.x + pad, y + 4, column, {
      role: 'body',
      size: 9,
      color: NEUTRAL_PRINT_COLORS.inkMuted,
    });
  }
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
  const store = context.options.store;
  const eyebrow = store ? `DYC · ${store.name} · ${text.license(store.license)}` : 'DYC';
  storeLogo(context, { x: left + width - inch(1.6), y, width: inch(1.6), height: inch(0.7) });
  const titleWidth = store?.logo ? width - inch(1.8) : width;
  y = write(context, eyebrow, left, y, titleWidth, { role: 'heading', size: 11, color: NEUTRAL_PRINT_COLORS.inkMuted });
  y = write(context, text.cardTitle, left, y + 2, titleWidth, { role: 'heading', size: 24 });
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

/** The pocket card's front: the store (or DYC), "Find your color", and the four colors with their symbols. */
function drawPocketFront(context: Context, box: Box, bleed: number): void {
  const { text } = context;
  const pad = inch(0.16);
  const inner = box.width - 2 * pad;
  fillRect(context, box, NEUTRAL_PRINT_COLORS.paper, bleed);
  const store = context.options.store;
  let y = box.y + pad;
  if (store?.logo) {
    storeLogo(context, { x: box.x + box.width - pad - inch(1), y, width: inch(1), height: inch(0.42) });
  }
  const headWidth = store?.logo ? inner - inch(1.1) : inner;
  y = write(context, store ? store.name : 'DYC', box.x + pad, y, headWidth, {
    role: 'strong',
    size: 8,
    color: NEUTRAL_PRINT_COLORS.inkMuted,
  });
  write(context, text.findYourColor, box.x + pad, y, headWidth, { role: 'heading', size: 15 });
  // Four columns, one per color: its field with its symbol, the color in words first, its effect under it.
  const columnWidth = inner / text.colors.length;
  const swatch = inch(0.5);
  const top = box.y + inch(0.72);
  text.colors.forEach((color, index) => {
    const x = box.x + pad + index * columnWidth;
    const center = x + columnWidth / 2;
    context.doc
      .roundedRect(center - swatch / 2, top, swatch, swatch, 5)
      .fill(context.paint(EFFECT_PRINT_COLORS[color.id].fill));
    colorBadge(context, color.id, center - swatch / 2 + inch(0.07), top + inch(0.07), swatch - inch(0.14));
    const textY = write(context, color.colorWord, x, top + swatch + 3, columnWidth, {
      role: 'heading',
      size: 9,
      align: 'center',
    });
    write(context, color.effect, x, textY, columnWidth, { role: 'body', size: 8, align: 'center' });
  });
  write(context, text.adultsOnly, box.x + pad, box.y + box.height - pad - 10, inner, { role: 'strong', size: 8 });
}

/** The pocket card's back: the quiz's code, the age line, and on a store's card its name, license and warnings. */
function drawPocketBack(context: Context, box: Box, bleed: number): void {
  const { text } = context;
  const pad = inch(0.14);
  fillRect(context, box, NEUTRAL_PRINT_COLORS.paper, bleed);
  const codeSize = inch(0.95);
  quizCode(context, box.x + pad - 4, box.y + pad - 4, codeSize);
  const columnX = box.x + pad + codeSize;
  const columnWidth = box.x + box.width - pad - columnX;
  let y = write(context, text.scanToTakeQuiz, columnX, box.y + pad, columnWidth, { role: 'strong', size: 8.5 });
  if (context.options.printQuizUrl && !context.options.store) {
    y = write(context, quizAddress(context), columnX, y + 2, columnWidth, { role: 'body', size: 8 });
  }
  y = write(context, text.adultsOnly, columnX, y + 3, columnWidth, { role: 'strong', size: 8 });
  const store = context.options.store;
  if (!store) {
    write(context, text.noHealthClaim, columnX, y + 3, columnWidth, {
      role: 'body',
      size: 8,
      color: NEUTRAL_PRINT_COLORS.inkMuted,
    });
    return;
  }
  y = write(context, store.name, columnX, y + 3, columnWidth, { role: 'heading', size: 8.5 });
  write(context, text.license(store.license), columnX, y, columnWidth, { role: 'body', size: 8 });
  // The warnings run the card's width under the code.
  if (store.warnings) {
    write(context, store.warnings, box.x + pad, box.y + pad + codeSize, box.width - 2 * pad, { role: 'body', size: 8 });
  }
}

/** The label sheet, drawn to its stock's template (LABEL_STOCK): each label's circle where the stock has it. */
function drawLabelSheet(context: Context, box: Box): void {
  const { text } = context;
  const stock = LABEL_STOCK;
  const diameter = inch(stock.diameterInches);
  // The label's words were set for a 2 in label; they grow with it.
  const scale = stock.diameterInches / 2;
  // The color runs 1/16 in past each label's edge, so a die cut a little off still leaves no white rim; each label
  // is clipped to its cell (half way to its neighbours), so the overrun never reaches the next label.
  const overrun = inch(BLEED_INCHES / 2);
  const pitchX = inch(stock.pitchAcrossInches);
  const pitchY = inch(stock.pitchDownInches);
  const lastBottom = box.y + inch(stock.firstTopInches) + (stock.rows - 1) * pitchY + diameter;
  write(context, text.labelsNote, box.x + inch(0.5), lastBottom + inch(0.1), box.width - inch(1), {
    role: 'body',
    size: 8,
    color: NEUTRAL_PRINT_COLORS.inkMuted,
  });
  for (let row = 0; row < stock.rows; row += 1) {
    for (let columnIndex = 0; columnIndex < stock.columns; columnIndex += 1) {
      const index = row * stock.columns + columnIndex;
      const color = text.colors[index % text.colors.length]!;
      const left = box.x + inch(stock.firstLeftInches) + columnIndex * pitchX;
      const top = box.y + inch(stock.firstTopInches) + row * pitchY;
      const centerX = left + diameter / 2;
      const centerY = top + diameter / 2;
      context.doc.save();
      context.doc.rect(left - (pitchX - diameter) / 2, top - (pitchY - diameter) / 2, pitchX, pitchY).clip();
      context.doc
        .circle(centerX, centerY, diameter / 2 + overrun)
        .fill(context.paint(EFFECT_PRINT_COLORS[color.id].fill));
      context.doc.restore();
      const width = diameter * 0.8;
      let y = centerY - inch(0.62) * scale;
      y = write(context, color.colorWord, centerX - width / 2, y, width, {
        role: 'heading',
        size: (color.colorWord.length > 6 ? 21 : 24) * scale,
        align: 'center',
      });
      write(context, color.effect, centerX - width / 2, y, width, {
        role: 'strong',
        size: 10 * scale,
        align: 'center',
      });
      write(context, text.adultsOnly, centerX - inch(0.72) * scale, centerY + inch(0.3) * scale, inch(1.44) * scale, {
        role: 'body',
        size: 8 * scale,
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
  'pocket-card': (context, box, bleed, side) =>
    side === 0 ? drawPocketFront(context, box, bleed) : drawPocketBack(context, box, bleed),
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
  const gap = inch(grid.gap);
  const perPage = grid.columns * grid.rows;
  const left = grid.origin
    ? inch(grid.origin.x)
    : (file.pageSize.width - grid.columns * width - (grid.columns - 1) * gap) / 2;
  const top = grid.origin
    ? inch(grid.origin.y)
    : (file.pageSize.height - grid.rows * height - (grid.rows - 1) * gap) / 2;
  // A two-sided piece: its fronts on the first page, its backs on the second.
  const twoSided = file.piece.id === 'pocket-card';
  const { text } = context;
  const note = [twoSided ? text.pocketCardSheet : text.cutLine, text.homeColors].join(' ');
  for (let page = 0; page < file.pages; page += 1) {
    context.doc.addPage({ size: [file.pageSize.width, file.pageSize.height], margin: 0 });
    setBoxes(context.doc, file);
    write(context, note, inch(0.5), Math.max(inch(0.2), top - inch(0.3)), file.pageSize.width - inch(1), {
      role: 'body',
      size: 8,
      color: NEUTRAL_PRINT_COLORS.inkMuted,
    });
    for (let slot = 0; slot < perPage; slot += 1) {
      const row = Math.floor(slot / grid.columns);
      // A back is printed behind its front: flipped on the long edge, the columns swap.
      const column = twoSided && page === 1 ? grid.columns - 1 - (slot % grid.columns) : slot % grid.columns;
      const piece = { x: left + column * (width + gap), y: top + row * (height + gap), width, height };
      // A two-sided piece draws its side; the others show the colors in turn.
      const index = twoSided ? page : (page * perPage + slot) % 4;
      context.doc.save();
      context.doc.rect(piece.x, piece.y, piece.width, piece.height).clip();
      PIECE_DRAWERS[file.piece.id](context, piece, 0, index);
      context.doc.restore();
      cutLine(context, piece);
    }
  }
}

/**
 * A print shop's file names the press condition its CMYK was made for: the profile (CMYK_PROFILE) as its output
 * intent, as PDF/X does, so a shop's RIP and a proofing viewer show the colors it will print.
 */
function addOutputIntent(doc: Doc, profile: Uint8Array): void {
  const internals = doc as unknown as {
    ref: (data: Record<string, unknown>) => { write: (bytes: Uint8Array) => void; end: () => void };
    _root: { data: Record<string, unknown> };
  };
  const profileRef = internals.ref({ Length: profile.length, N: 4 });
  profileRef.write(profile);
  profileRef.end();
  const intentRef = internals.ref({
    Type: 'OutputIntent',
    S: 'GTS_PDFX',
    OutputCondition: new String(CMYK_PROFILE.name),
    OutputConditionIdentifier: new String(CMYK_PROFILE.condition),
    Info: new String(CMYK_PROFILE.name),
    DestOutputProfile: profileRef,
  });
  intentRef.end();
  internals._root.data.OutputIntents = [intentRef];
}

/** Renders one file of the kit and resolves with its bytes. */
export async function renderKitFile(file: KitFile, options: KitRenderOptions, assets: KitAssets): Promise<Uint8Array> {
  const title = KIT_PIECE_TITLES[file.piece.id][file.locale];
  const cmyk = file.version === 'shop';
  const doc = new PDFDocument({
    autoFirstPage: false,
    pdfVersion: '1.7',
    lang: file.locale === 'es' ? 'es-US' : 'en-US',
    displayTitle: true,
    compress: true,
    // No default font: pdfkit would open Helvetica, whose metrics its browser build does not carry. Every word
    // is set in a Figtree role (font()), registered below.
    font: '',
    info: {
      Title: options.store ? `${options.store.name}: ${title}` : `DYC: ${title}`,
      Author: options.store ? options.store.name : 'DYC (Discover Your Color)',
      Subject: cmyk
        ? `The DYC shop-floor kit, for a print shop: CMYK for ${CMYK_PROFILE.name}`
        : 'The DYC shop-floor kit, in sRGB for home and office printers',
      Creator: 'DYC shop-floor kit builder',
      Producer: 'PDFKit',
      CreationDate: KIT_EDITION_DATE,
      ModDate: KIT_EDITION_DATE,
    },
  });
  for (const [role, bytes] of Object.entries(assets.fonts)) doc.registerFont(role, bytes as Buffer);
  const chunks: Uint8Array[] = [];
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => {
      const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        bytes.set(chunk, offset);
        offset += chunk.length;
      }
      resolve(bytes);
    });
    doc.on('error', reject);
  });
  const srgbToCmyk = new Map<string, PrintColor['cmyk']>(
    [
      ...Object.values(EFFECT_PRINT_COLORS).flatMap((color) => [color.fill, color.ink]),
      ...Object.values(NEUTRAL_PRINT_COLORS),
    ].map((color) => [color.srgb, color.cmyk]),
  );
  // SVG's default fill, on the icons' open strokes (which enclose nothing): black is black ink alone.
  srgbToCmyk.set('#000000', [0, 0, 0, 100]);
  const context: Context = {
    doc,
    text: kitText(file.locale),
    options,
    file,
    paint: (color) => (cmyk ? ([...color.cmyk] as [number, number, number, number]) : color.srgb),
    paintHex: (hex) => {
      const value = hex.toLowerCase();
      const converted = srgbToCmyk.get(value);
      // Every color an icon paints is a token with its conversion; anything else is a mistake to see at once.
      if (cmyk && !converted) throw new Error(`${value} is not a kit color`);
      return cmyk ? ([...converted!] as [number, number, number, number]) : value;
    },
  };
  if (file.version === 'home') drawHomePages(context, file);
  else drawShopPages(context, file);
  if (cmyk) addOutputIntent(doc, assets.cmykProfile);
  doc.end();
  return finished;
}
