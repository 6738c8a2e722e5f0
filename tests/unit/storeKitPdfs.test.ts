import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import jsQR from 'jsqr';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { readKitAssets } from '../../scripts/kit/kitAssets.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { checkPage, type ClaimsRegistry } from '../../src/lib/claims/checkClaims.ts';
import { renderKitFile } from '../../src/lib/kit/kitPdf.ts';
import { ADVERTISING_PIECES, PIECE_SCAN_SOURCE, kitFiles, type KitFile } from '../../src/lib/kit/kitPieces.ts';
import { kitText } from '../../src/lib/kit/kitText.ts';
import {
  checkStoreKit,
  EXAMPLE_STORE_ID,
  storeKitFileName,
  storeKitOptions,
  type StoreKitForm,
} from '../../src/lib/kit/storeKit.ts';

/**
 * A store's own kit, drawn by the same builder the browser runs on /operators/kit/: every file opened with pdf.js
 * for its words, fonts, logo and output intent, and every QR code drawn and decoded with jsQR.
 */
const ORIGIN = 'https://shop.discoveryourcolor.test';
const STORE_ID = 'AbCdEfGhIjKlMnOp';
const FORM: StoreKitForm = {
  storeName: 'Green Door',
  license: 'C10-0000123-LIC',
  warnings:
    'GOVERNMENT WARNING: This product contains cannabis. Keep out of reach of children and animals. Sample text supplied by the store.',
  storePage: `${ORIGIN}/s/${STORE_ID}/`,
  ownAddress: '',
};
const registry = JSON.parse(readFileSync(path.resolve('src/content/claims/registry.json'), 'utf8')) as ClaimsRegistry;
const assets = readKitAssets();
const files = kitFiles(LOCALES);

interface OpenedPage {
  text: string;
  fonts: { name: string; embedded: boolean }[];
  images: number;
  /** The codes jsQR finds on the page, drawn at `scale`. */
  codes: string[];
}

const rendered = new Map<string, { bytes: Buffer; pages: OpenedPage[] }>();

/** Draws the page and decodes its QR code (jsQR finds one a picture). */
async function decodeCode(
  page: Awaited<ReturnType<Awaited<ReturnType<typeof getDocument>['promise']>['getPage']>>,
  factory: unknown,
  scale: number,
): Promise<string[]> {
  const viewport = page.getViewport({ scale });
  const { canvas, context } = (
    factory as {
      create(
        width: number,
        height: number,
      ): { canvas: { toBuffer(type: 'image/png'): Buffer }; context: CanvasRenderingContext2D };
    }
  ).create(Math.ceil(viewport.width), Math.ceil(viewport.height));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, Math.ceil(viewport.width), Math.ceil(viewport.height));
  await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context, viewport }).promise;
  const { data, info } = await sharp(canvas.toBuffer('image/png'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
  return code ? [code.data] : [];
}

async function open(bytes: Buffer, file: KitFile): Promise<OpenedPage[]> {
  const loading = getDocument({ data: new Uint8Array(bytes), fontExtraProperties: true, disableFontFace: true });
  const document = await loading.promise;
  const pages: OpenedPage[] = [];
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const operators = await page.getOperatorList();
      const items = (await page.getTextContent()).items.filter((item) => 'str' in item);
      const fonts = [...new Set(items.map((item) => item.fontName))].map((id) => {
        const font = page.commonObjs.get(id) as { name?: string; missingFile?: boolean };
        return { name: font.name ?? id, embedded: font.missingFile === false };
      });
      // About 300 pixels to the inch on the small pieces, 100 on the poster: a code's modules several pixels wide.
      const scale = { poster: 1.2, 'budtender-card': 2, placards: 2.5 }[file.piece.id as string] ?? 4;
      pages.push({
        text: items
          .map((item) => item.str)
          .join(' ')
          .replace(/\s+/g, ' '),
        fonts,
        images: operators.fnArray.filter((fn) => fn === OPS.paintImageXObject).length,
        // A home sheet has several codes, which jsQR does not read at once; each is drawn as the print shop's is.
        codes:
          PIECE_SCAN_SOURCE[file.piece.id] && file.version !== 'home'
            ? await decodeCode(page, document.canvasFactory, scale)
            : [],
      });
    }
  } finally {
    await loading.destroy();
  }
  return pages;
}

let options: ReturnType<typeof storeKitOptions>;

beforeAll(async () => {
  const checked = checkStoreKit(FORM, ORIGIN);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  // A logo as a store would give it: a PNG of its own.
  const logo = await sharp({ create: { width: 240, height: 80, channels: 4, background: '#1f6f4a' } })
    .png()
    .toBuffer();
  options = storeKitOptions(checked.settings, new Uint8Array(logo));
  for (const file of files) {
    const bytes = Buffer.from(await renderKitFile(file, options, assets));
    rendered.set(file.fileName, { bytes, pages: await open(bytes, file) });
  }
}, 180_000);

const opened = (file: KitFile) => rendered.get(file.fileName)!;
const allText = (file: KitFile) =>
  opened(file)
    .pages.map((page) => page.text)
    .join(' ');

describe('a store’s own kit', () => {
  it('prints the store’s name, license number and warning text on every advertising piece', () => {
    const advertising = files.filter((file) => ADVERTISING_PIECES.includes(file.piece.id));
    expect(advertising.map((file) => file.piece.id)).toEqual(
      expect.arrayContaining(['poster', 'placards', 'pocket-card']),
    );
    for (const file of advertising) {
      const text = allText(file);
      expect(text, file.fileName).toContain('Green Door');
      expect(text, file.fileName).toContain(kitText(file.locale).license('C10-0000123-LIC'));
      expect(text, file.fileName).toContain('Keep out of reach of children and animals.');
    }
    // Every placard, each a page, carries them.
    for (const page of opened(files.find((file) => file.fileName === 'dyc-placards-es-print-shop.pdf')!).pages) {
      expect(page.text).toContain('Licencia C10-0000123-LIC');
    }
    expect(allText(files.find((file) => file.fileName === 'dyc-budtender-card-en.pdf')!)).toContain(
      'DYC · Green Door · License C10-0000123-LIC',
    );
  });

  it('leads every code to the store’s page in the piece’s language, with the piece’s tag', () => {
    let decoded = 0;
    for (const file of files) {
      const source = PIECE_SCAN_SOURCE[file.piece.id];
      if (!source || file.version === 'home') continue;
      const page = `${ORIGIN}${file.locale === 'es' ? '/es' : ''}/s/${STORE_ID}/?src=${source}`;
      const pagesWithCodes = opened(file).pages.filter((opened) => opened.codes.length > 0);
      // A pocket card's code is on its back; every other piece's on each page.
      expect(pagesWithCodes.length, file.fileName).toBeGreaterThan(0);
      for (const withCode of pagesWithCodes) expect(withCode.codes, file.fileName).toEqual([page]);
      decoded += pagesWithCodes.length;
    }
    // Poster 1, placards 4, pocket card 1 (its back), budtender card 1 (its back): in two languages.
    expect(decoded).toBe(14);
  }, 60_000);

  it('embeds its fonts and the store’s logo', () => {
    for (const file of files) {
      for (const page of opened(file).pages) {
        for (const font of page.fonts) expect(font.embedded, `${file.fileName}: ${font.name}`).toBe(true);
      }
    }
    const logos = (fileName: string) => rendered.get(fileName)!.pages.map((page) => page.images);
    expect(logos('dyc-poster-en-print-shop.pdf')).toEqual([1]);
    expect(logos('dyc-pocket-card-en-print-shop.pdf')).toEqual([1, 0]);
    expect(logos('dyc-pocket-card-es-print-at-home.pdf')).toEqual([10, 0]);
    expect(logos('dyc-budtender-card-en.pdf')).toEqual([1, 0]);
  });

  it('names the CMYK profile as the output intent of its print shop’s files only', () => {
    for (const file of files) {
      const source = opened(file).bytes.toString('latin1');
      expect(source.includes('/OutputIntents'), file.fileName).toBe(file.version === 'shop');
    }
  });

  it('gives the same bytes for the same inputs', async () => {
    for (const fileName of ['dyc-poster-en-print-shop.pdf', 'dyc-pocket-card-es-print-at-home.pdf']) {
      const file = files.find((candidate) => candidate.fileName === fileName)!;
      const again = Buffer.from(await renderKitFile(file, options, assets));
      expect(again.equals(opened(file).bytes), fileName).toBe(true);
    }
  });

  it('says the age on every page and passes the claims test', () => {
    const problems = files.flatMap((file) =>
      opened(file).pages.flatMap((page, index) => {
        expect(page.text, file.fileName).toContain(kitText(file.locale).adultsOnly);
        const { document } = new JSDOM(`<!doctype html><html lang="${file.locale}"><body></body></html>`).window;
        const paragraph = document.createElement('p');
        paragraph.textContent = page.text;
        document.body.append(paragraph);
        return checkPage(`${file.fileName} page ${index + 1}`, document, registry).map((problem) => problem.message);
      }),
    );
    expect(problems).toEqual([]);
  });

  it('names the files after the store', () => {
    expect(storeKitFileName(files[0]!, 'Green Door')).toBe('green-door-poster-en-print-shop.pdf');
    expect(storeKitFileName(files[0]!, 'Tienda Ñandú')).toBe('tienda-nandu-poster-en-print-shop.pdf');
  });
});

describe('the store kit’s form', () => {
  it('takes a store page address or id, or an https address of the store’s own', () => {
    const byId = checkStoreKit({ ...FORM, storePage: STORE_ID }, ORIGIN);
    expect(byId.ok && byId.settings.quizUrls).toEqual({
      en: `${ORIGIN}/s/${STORE_ID}/`,
      es: `${ORIGIN}/es/s/${STORE_ID}/`,
    });
    const own = checkStoreKit({ ...FORM, storePage: '', ownAddress: 'https://greendoor.example/quiz' }, ORIGIN);
    expect(own.ok && own.settings.quizUrls.es).toBe('https://greendoor.example/quiz');
  });

  it('refuses a missing name or license, an address that is not https, and warnings too long for the card', () => {
    const checked = checkStoreKit(
      { storeName: ' ', license: '', warnings: 'x'.repeat(241), storePage: '', ownAddress: 'javascript:alert(1)' },
      ORIGIN,
    );
    expect(checked.ok).toBe(false);
    expect(Object.keys(!checked.ok ? checked.problems : {}).sort()).toEqual([
      'license',
      'ownAddress',
      'storeName',
      'warnings',
    ]);
    expect(checkStoreKit({ ...FORM, storePage: 'https://elsewhere.test/menu' }, ORIGIN).ok).toBe(false);
  });

  it('names the address field and shows a right address when neither is given, or the quiz page is made up', () => {
    const problemOf = (form: StoreKitForm) => {
      const checked = checkStoreKit(form, ORIGIN);
      return checked.ok ? '' : (checked.problems.storePage ?? '');
    };
    const example = `${ORIGIN}/s/${EXAMPLE_STORE_ID}/`;
    const empty = problemOf({ ...FORM, storePage: '', ownAddress: '' });
    expect(empty).toMatch(/^Your quiz page on DYC, or an https address of your own below: one of the two is required/);
    expect(empty).toContain(example);
    const madeUp = problemOf({ ...FORM, storePage: 'https://elsewhere.test/menu', ownAddress: '' });
    expect(madeUp).toMatch(/^Your quiz page on DYC: this is not a DYC quiz page address/);
    expect(madeUp).toContain(example);
    expect(madeUp).not.toContain('elsewhere.test');
  });

  it('flags every address the operator filled that is wrong, even where the other one is right', () => {
    const problemsOf = (form: StoreKitForm) => {
      const checked = checkStoreKit(form, ORIGIN);
      return checked.ok ? {} : checked.problems;
    };
    const ownRight = problemsOf({ ...FORM, storePage: 'not a url', ownAddress: 'https://greendoor.example/quiz' });
    expect(Object.keys(ownRight)).toEqual(['storePage']);
    expect(ownRight.storePage).toMatch(/^Your quiz page on DYC: this is not a DYC quiz page address/);
    const pageRight = problemsOf({ ...FORM, ownAddress: 'greendoor.example' });
    expect(Object.keys(pageRight)).toEqual(['ownAddress']);
    const bothWrong = problemsOf({ ...FORM, storePage: 'not a url', ownAddress: 'http://greendoor.example' });
    expect(Object.keys(bothWrong).sort()).toEqual(['ownAddress', 'storePage']);
  });
});
