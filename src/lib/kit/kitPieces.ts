/**
 * The shop-floor kit's pieces and files: sizes, page counts and file names, shared by the generator
 * (scripts/kit/make-kit.ts), the /operators/kit/ page and the tests, so none of them restates a number.
 */
import type { Locale } from '../../i18n/locales.ts';
import type { ScanSource } from '../stores/countSources.ts';

/** PDF user space: 72 points to the inch. */
export const POINTS_PER_INCH = 72;

/** A print shop's usual bleed: the color runs this far past the trim on pieces printed to the edge. */
export const BLEED_INCHES = 0.125;

/** Room outside the bleed on a print shop's file for the crop marks. */
export const SLUG_INCHES = 0.5;

/** US letter, the sheet a home or office printer takes. */
export const LETTER_INCHES = { width: 8.5, height: 11 } as const;

/** Where the kit's files are served from (public/operators/kit/ at build time). */
export const KIT_PATH = '/operators/kit/';

export const KIT_PIECE_IDS = ['poster', 'placards', 'shelf-strips', 'pocket-card', 'budtender-card', 'labels'] as const;
export type KitPieceId = (typeof KIT_PIECE_IDS)[number];

/**
 * "shop": each piece on its own page at its trim size, with bleed and crop marks, colors in CMYK.
 * "home": US letter pages in sRGB, with the small pieces laid out at actual size and cut lines between them.
 * "either": a piece on US letter with white margins (or on label stock), the same file for a home printer and a shop.
 */
export const KIT_VERSIONS = ['shop', 'home', 'either'] as const;
export type KitVersion = (typeof KIT_VERSIONS)[number];

export interface KitPiece {
  id: KitPieceId;
  /** The finished size, in inches, width first. */
  trim: { width: number; height: number };
  /** Printed to the edge, so its file for a print shop carries bleed and crop marks. */
  toEdge: boolean;
  /** How many finished pieces (or sides) the print shop's file has, one a page. */
  shopPages: number;
  /** The home version's US letter pages; null when a home printer cannot print the piece. */
  homePages: number | null;
  /** How many pieces a home page holds, in columns and rows (laid out at actual size). */
  homeGrid?: HomeGrid;
}

export interface HomeGrid {
  columns: number;
  rows: number;
  landscape: boolean;
  /** The space between two pieces, in inches. */
  gap: number;
  /** The first piece's top left corner on the sheet, in inches, where a stock fixes it; centered otherwise. */
  origin?: { x: number; y: number };
}

/** The four colors, one per page or one per piece, in the order the site shows them. */
const COLOR_COUNT = 4;

export const KIT_PIECES: readonly KitPiece[] = [
  // Too big for a home printer: a print shop's file only.
  { id: 'poster', trim: { width: 18, height: 24 }, toEdge: true, shopPages: 1, homePages: null },
  {
    id: 'placards',
    trim: { width: 4, height: 6 },
    toEdge: true,
    shopPages: COLOR_COUNT,
    homePages: 2,
    homeGrid: { columns: 2, rows: 1, landscape: true, gap: 0.25 },
  },
  {
    id: 'shelf-strips',
    trim: { width: 3.5, height: 1.25 },
    toEdge: true,
    shopPages: COLOR_COUNT,
    homePages: 1,
    // Seven rows fill the sheet: fourteen strips, each color three or four times.
    homeGrid: { columns: 2, rows: 7, landscape: false, gap: 0.15 },
  },
  // A budtender's pocket card, business card size, two sides: fronts on a home sheet's first page, backs on its
  // second, laid out for Avery 8371 (and 5371) business cards: 2 across, 5 down, from 0.75 in by 0.5 in.
  {
    id: 'pocket-card',
    trim: { width: 3.5, height: 2 },
    toEdge: true,
    shopPages: 2,
    homePages: 2,
    homeGrid: { columns: 2, rows: 5, landscape: false, gap: 0, origin: { x: 0.75, y: 0.5 } },
  },
  // Letter with white margins, and labels on label stock: one file serves a home printer and a shop alike.
  { id: 'budtender-card', trim: LETTER_INCHES, toEdge: false, shopPages: 2, homePages: null },
  { id: 'labels', trim: LETTER_INCHES, toEdge: false, shopPages: 1, homePages: null },
];

/** Each piece's name in each language: a PDF's title, and the kit page's headings. */
export const KIT_PIECE_TITLES: Readonly<Record<KitPieceId, Record<Locale, string>>> = {
  poster: { en: 'Wall poster', es: 'Póster de pared' },
  placards: { en: 'Shelf placards', es: 'Letreros de estante' },
  'shelf-strips': { en: 'Shelf strips', es: 'Tiras de estante' },
  'pocket-card': { en: 'Budtender pocket card', es: 'Tarjeta de bolsillo para budtenders' },
  'budtender-card': { en: 'Budtender reference card', es: 'Tarjeta de referencia para budtenders' },
  labels: { en: 'Color labels', es: 'Etiquetas de color' },
};

/**
 * The round label stock the label sheet is drawn to: Avery 5294 (and 5194), 2.5 in round labels, 12 a US letter
 * sheet, 3 across and 4 down. The geometry is the stock's template as gLabels publishes it
 * (templates/avery-us-templates.xml, part 5194): the first label's box 0.21 in from the left and 0.425 in from the
 * top, the next one 2.75 in across and 2.515 in down.
 */
export const LABEL_STOCK = {
  name: 'Avery 5294',
  diameterInches: 2.5,
  columns: 3,
  rows: 4,
  firstLeftInches: 0.21,
  firstTopInches: 0.425,
  pitchAcrossInches: 2.75,
  pitchDownInches: 2.515,
} as const;

/** The piece whose code a scan came from, by the tag the store kit adds to its address; null for no code. */
export const PIECE_SCAN_SOURCE: Readonly<Record<KitPieceId, ScanSource | null>> = {
  poster: 'poster',
  placards: 'placards',
  'shelf-strips': null,
  'pocket-card': 'pocket-card',
  'budtender-card': 'budtender-card',
  labels: null,
};

/**
 * The pieces that promote the store to shoppers, which many states' rules (California's among them) treat as
 * advertising: in a store's kit they carry its license number and the warning text it supplies.
 */
export const ADVERTISING_PIECES: readonly KitPieceId[] = ['poster', 'placards', 'pocket-card'];

export interface KitFile {
  piece: KitPiece;
  locale: Locale;
  version: KitVersion;
  /** The file name under KIT_PATH. */
  fileName: string;
  pages: number;
  /** Each page's size in points, width first (every page of a file is the same size). */
  pageSize: { width: number; height: number };
  /** The trim box and bleed box inside that page, in points from its lower left corner (PDF's own order). */
  trimBox: readonly [number, number, number, number];
  bleedBox: readonly [number, number, number, number];
}

const points = (inches: number) => Math.round(inches * POINTS_PER_INCH * 1000) / 1000;

function shopFile(piece: KitPiece, locale: Locale): KitFile {
  const width = points(piece.trim.width);
  const height = points(piece.trim.height);
  // A piece on a white sheet needs no bleed and no marks: its page is the sheet.
  const slug = piece.toEdge ? points(SLUG_INCHES) : 0;
  const bleed = piece.toEdge ? points(BLEED_INCHES) : 0;
  return {
    piece,
    locale,
    version: piece.toEdge ? 'shop' : 'either',
    fileName: piece.toEdge ? `dyc-${piece.id}-${locale}-print-shop.pdf` : `dyc-${piece.id}-${locale}.pdf`,
    pages: piece.shopPages,
    pageSize: { width: width + 2 * slug, height: height + 2 * slug },
    trimBox: [slug, slug, slug + width, slug + height],
    bleedBox: [slug - bleed, slug - bleed, slug + width + bleed, slug + height + bleed],
  };
}

function homeFile(piece: KitPiece, locale: Locale, pages: number): KitFile {
  const landscape = piece.homeGrid?.landscape ?? false;
  const width = points(landscape ? LETTER_INCHES.height : LETTER_INCHES.width);
  const height = points(landscape ? LETTER_INCHES.width : LETTER_INCHES.height);
  const box = [0, 0, width, height] as const;
  return {
    piece,
    locale,
    version: 'home',
    fileName: `dyc-${piece.id}-${locale}-print-at-home.pdf`,
    pages,
    pageSize: { width, height },
    trimBox: box,
    bleedBox: box,
  };
}

/** Every file of the kit, for each language: a shop's file for every piece, a home file where one differs. */
export function kitFiles(locales: readonly Locale[]): KitFile[] {
  return locales.flatMap((locale) =>
    KIT_PIECES.flatMap((piece) => [
      shopFile(piece, locale),
      ...(piece.homePages === null ? [] : [homeFile(piece, locale, piece.homePages)]),
    ]),
  );
}

/** The preview image of a piece in a language (its first page, from the same drawing as the PDF). */
export function previewFileName(piece: KitPieceId, locale: Locale): string {
  return `dyc-${piece}-${locale}-preview.webp`;
}

/** A preview's width in pixels: twice its widest on the kit page, for sharp screens. */
export const PREVIEW_WIDTH = 560;

/** A preview's size in pixels: the piece's trim, PREVIEW_WIDTH wide. */
export function previewSize(piece: KitPiece): { width: number; height: number } {
  return { width: PREVIEW_WIDTH, height: Math.round((PREVIEW_WIDTH * piece.trim.height) / piece.trim.width) };
}
