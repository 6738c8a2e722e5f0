import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { OPS, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderKitFile, MINIMUM_TEXT_POINTS } from '../../src/lib/kit/kitPdf.ts';
import { readKitAssets } from '../../scripts/kit/kitAssets.ts';
import { kitRenderOptions } from '../../scripts/kit/kitOptions.ts';
import { checkPage, type ClaimsRegistry } from '../../src/lib/claims/checkClaims.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { kitText } from '../../src/lib/kit/kitText.ts';
import { BLEED_INCHES, POINTS_PER_INCH, kitFiles, type KitFile } from '../../src/lib/kit/kitPieces.ts';
import { DOSE_TABLE } from '../../src/lib/quiz/recommend.ts';
import { quizCopy } from '../../src/i18n/quiz.ts';

/**
 * Every PDF of the shop-floor kit, as `npm run build` writes it, opened with pdf.js: pages, sizes, print boxes,
 * fonts, the words each language must carry, and the claims registry's rules over the text.
 */
const options = kitRenderOptions({ DYC_SITE_URL: 'https://shop.discoveryourcolor.test' });
const assets = readKitAssets();
const files = kitFiles(LOCALES);
const registry = JSON.parse(readFileSync(path.resolve('src/content/claims/registry.json'), 'utf8')) as ClaimsRegistry;

interface OpenedPage {
  view: number[];
  text: string;
  textSizes: number[];
  /** Each piece of text in drawing order, with its size in points. */
  items: { text: string; size: number }[];
  fonts: { name: string; embedded: boolean }[];
  images: number;
  trimBox: number[] | null;
  bleedBox: number[] | null;
}

const rendered = new Map<string, { bytes: Buffer; pages: OpenedPage[] }>();

/** The page dictionaries pdfkit writes uncompressed, in page order, with the numbers of a box in each. */
function pageBoxes(bytes: Buffer, box: 'TrimBox' | 'BleedBox'): (number[] | null)[] {
  const source = bytes.toString('latin1');
  return source
    .split('endobj')
    .filter((object) => object.includes('/Type /Page\n'))
    .map((object) => {
      const start = object.indexOf(`/${box} [`);
      if (start < 0) return null;
      const end = object.indexOf(']', start);
      return object
        .slice(start + box.length + 3, end)
        .trim()
        .split(/\s+/)
        .map(Number);
    });
}

async function open(bytes: Buffer): Promise<OpenedPage[]> {
  const loading = getDocument({ data: new Uint8Array(bytes), fontExtraProperties: true, disableFontFace: true });
  const document = await loading.promise;
  const trims = pageBoxes(bytes, 'TrimBox');
  const bleeds = pageBoxes(bytes, 'BleedBox');
  const pages: OpenedPage[] = [];
  try {
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const operators = await page.getOperatorList();
      const content = await page.getTextContent();
      const items = content.items.filter((item) => 'str' in item);
      const fontIds = new Set(items.map((item) => item.fontName));
      const fonts = [...fontIds].map((id) => {
        const font = page.commonObjs.get(id) as { name?: string; missingFile?: boolean };
        return { name: font.name ?? id, embedded: font.missingFile === false };
      });
      pages.push({
        view: page.view,
        text: items
          .map((item) => item.str)
          .join(' ')
          .replace(/\s+/g, ' '),
        textSizes: items
          .filter((item) => item.str.trim())
          .map((item) => Math.hypot(item.transform[0], item.transform[1])),
        items: items
          .filter((item) => item.str.trim())
          .map((item) => ({ text: item.str, size: Math.hypot(item.transform[0], item.transform[1]) })),
        fonts,
        images: operators.fnArray.filter((fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject)
          .length,
        trimBox: trims[number - 1] ?? null,
        bleedBox: bleeds[number - 1] ?? null,
      });
    }
  } finally {
    await loading.destroy();
  }
  return pages;
}

beforeAll(async () => {
  for (const file of files) {
    const bytes = Buffer.from(await renderKitFile(file, options, assets));
    rendered.set(file.fileName, { bytes, pages: await open(bytes) });
  }
}, 120_000);

const opened = (file: KitFile) => rendered.get(file.fileName)!;
const allText = (file: KitFile) =>
  opened(file)
    .pages.map((page) => page.text)
    .join(' ');

describe('the shop-floor kit’s PDFs', () => {
  it('has every piece in English and Spanish, with a home version where one differs', () => {
    expect(files.map((file) => file.fileName)).toEqual(
      expect.arrayContaining([
        'dyc-poster-en-print-shop.pdf',
        'dyc-poster-es-print-shop.pdf',
        'dyc-placards-en-print-shop.pdf',
        'dyc-placards-es-print-at-home.pdf',
        'dyc-shelf-strips-en-print-shop.pdf',
        'dyc-shelf-strips-es-print-at-home.pdf',
        'dyc-pocket-card-en-print-shop.pdf',
        'dyc-pocket-card-es-print-at-home.pdf',
        'dyc-budtender-card-en.pdf',
        'dyc-budtender-card-es.pdf',
        'dyc-labels-en.pdf',
        'dyc-labels-es.pdf',
      ]),
    );
    // Six pieces in two languages, and the home versions of the placards, the strips and the pocket card.
    expect(files).toHaveLength(18);
  });

  it('gives the same bytes from the same sources', async () => {
    for (const file of files) {
      const again = Buffer.from(await renderKitFile(file, options, assets));
      expect(again.equals(opened(file).bytes), file.fileName).toBe(true);
    }
  }, 120_000);

  const pieceSizes: Record<string, { pages: number; width: number; height: number }> = {
    // Trim size plus 0.5 in of bleed and crop-mark room on each side, in points.
    'dyc-poster-en-print-shop.pdf': { pages: 1, width: 19 * 72, height: 25 * 72 },
    'dyc-placards-en-print-shop.pdf': { pages: 4, width: 5 * 72, height: 7 * 72 },
    'dyc-shelf-strips-en-print-shop.pdf': { pages: 4, width: 4.5 * 72, height: 2.25 * 72 },
    // The pocket card: 3.5 x 2 in, front and back.
    'dyc-pocket-card-en-print-shop.pdf': { pages: 2, width: 4.5 * 72, height: 3 * 72 },
    'dyc-pocket-card-en-print-at-home.pdf': { pages: 2, width: 612, height: 792 },
    // US letter: landscape for two placards side by side, upright for the strips, the card and the labels.
    'dyc-placards-en-print-at-home.pdf': { pages: 2, width: 792, height: 612 },
    'dyc-shelf-strips-en-print-at-home.pdf': { pages: 1, width: 612, height: 792 },
    'dyc-budtender-card-en.pdf': { pages: 2, width: 612, height: 792 },
    'dyc-labels-en.pdf': { pages: 1, width: 612, height: 792 },
  };

  it('has each piece’s page count and page size in points', () => {
    for (const [fileName, expected] of Object.entries(pieceSizes)) {
      for (const locale of LOCALES) {
        const { pages } = rendered.get(fileName.replace('-en', `-${locale}`))!;
        expect(pages, fileName).toHaveLength(expected.pages);
        for (const page of pages) expect(page.view, fileName).toEqual([0, 0, expected.width, expected.height]);
      }
    }
  });

  it('sets the trim box at the finished size and the bleed box 0.125 in outside it on pieces printed to the edge', () => {
    const bleed = BLEED_INCHES * POINTS_PER_INCH;
    for (const file of files) {
      for (const page of opened(file).pages) {
        expect(page.trimBox, file.fileName).not.toBeNull();
        expect(page.bleedBox, file.fileName).not.toBeNull();
        const [x0, y0, x1, y1] = page.trimBox!;
        if (file.version === 'shop') {
          expect([x1! - x0!, y1! - y0!], file.fileName).toEqual([
            file.piece.trim.width * POINTS_PER_INCH,
            file.piece.trim.height * POINTS_PER_INCH,
          ]);
          expect(page.bleedBox, file.fileName).toEqual([x0! - bleed, y0! - bleed, x1! + bleed, y1! + bleed]);
        } else {
          // Letter with white margins: the sheet is the piece.
          expect(page.trimBox, file.fileName).toEqual(page.view);
          expect(page.bleedBox, file.fileName).toEqual(page.view);
        }
      }
    }
  });

  it('embeds every font it uses, as subsets, and draws no raster image', () => {
    for (const file of files) {
      for (const page of opened(file).pages) {
        expect(page.fonts.length, file.fileName).toBeGreaterThan(0);
        for (const font of page.fonts) {
          expect(font.embedded, `${file.fileName}: ${font.name}`).toBe(true);
          // A subset's name carries a six-letter tag: "ABCDEF+Figtree-ExtraBold".
          expect(font.name, file.fileName).toMatch(/^[A-Z]{6}\+Figtree/);
        }
        expect(page.images, file.fileName).toBe(0);
      }
    }
  });

  it('names its CMYK profile as the output intent of every print shop’s file, and says a home file is sRGB', () => {
    for (const file of files) {
      const source = opened(file).bytes.toString('latin1');
      if (file.version === 'shop') {
        expect(source, file.fileName).toMatch(/\/OutputIntents \[\d+ 0 R\]/);
        expect(source, file.fileName).toContain('/S /GTS_PDFX');
        expect(source, file.fileName).toMatch(/\/DestOutputProfile \d+ 0 R/);
        expect(source, file.fileName).toContain('/N 4\n/Filter /FlateDecode');
        expect(source, file.fileName).toContain('(Artifex CMYK SWOP Profile)');
      } else {
        expect(source, file.fileName).not.toContain('/OutputIntents');
      }
      if (file.version === 'home') {
        for (const page of opened(file).pages)
          expect(page.text, file.fileName).toContain(kitText(file.locale).homeColors);
      }
    }
  });

  it('fills the home sheets: fourteen shelf strips, ten pocket cards a side laid out for Avery 8371', () => {
    const ageLines = (fileName: string) =>
      rendered.get(fileName)!.pages.map((page) => page.text.split(kitText('en').adultsOnly).length - 1);
    expect(ageLines('dyc-shelf-strips-en-print-at-home.pdf')).toEqual([14]);
    expect(ageLines('dyc-pocket-card-en-print-at-home.pdf')).toEqual([10, 10]);
    expect(allText(files.find((file) => file.fileName === 'dyc-pocket-card-en-print-at-home.pdf')!)).toContain(
      'Avery 8371',
    );
    expect(allText(files.find((file) => file.fileName === 'dyc-labels-es.pdf')!)).toContain('Avery 5294');
  });

  it(`sets no text smaller than ${MINIMUM_TEXT_POINTS} pt`, () => {
    for (const file of files) {
      const sizes = opened(file).pages.flatMap((page) => page.textSizes);
      expect(Math.min(...sizes), file.fileName).toBeGreaterThanOrEqual(MINIMUM_TEXT_POINTS - 0.01);
    }
  });

  it('says the age on every page, and names each color in words wherever it shows', () => {
    for (const file of files) {
      const text = kitText(file.locale);
      for (const page of opened(file).pages) expect(page.text, file.fileName).toContain(text.adultsOnly);
      const words = allText(file);
      for (const color of text.colors) {
        expect(words, file.fileName).toContain(color.brandName);
        expect(words, file.fileName).toContain(color.colorWord);
        if (color.meaningName) expect(words, file.fileName).toContain(color.meaningName);
      }
    }
  });

  it('names each color first: its word comes before its effect on every page, and is never set smaller', () => {
    for (const file of files) {
      const text = kitText(file.locale);
      for (const [index, page] of opened(file).pages.entries()) {
        const where = `${file.fileName} page ${index + 1}`;
        for (const color of text.colors) {
          // An effect named as such opens its line ("Rest", "Rest (Descanso)"); "Better Focus" is a quiz answer.
          const naming = (item: { text: string }) => item.text.trim().startsWith(color.brandName);
          const effectAt = page.items.findIndex(naming);
          if (effectAt < 0) continue;
          const colorAt = page.items.findIndex((item) => item.text.includes(color.colorWord));
          expect(colorAt, `${where}: ${color.colorWord} before ${color.brandName}`).toBeGreaterThanOrEqual(0);
          expect(colorAt, `${where}: ${color.colorWord} before ${color.brandName}`).toBeLessThan(effectAt);
          const effectSize = Math.max(...page.items.filter(naming).map((item) => item.size));
          expect(
            page.items[colorAt]!.size,
            `${where}: ${color.colorWord} as large as its effect`,
          ).toBeGreaterThanOrEqual(effectSize);
        }
      }
    }
  });

  it('prints on the budtender card every starting dose of the quiz engine, with the waits and “do not drive”', () => {
    for (const file of files.filter((candidate) => candidate.piece.id === 'budtender-card')) {
      const words = allText(file);
      const { shown } = quizCopy(file.locale);
      for (const row of Object.values(DOSE_TABLE)) {
        for (const dose of Object.values(row)) expect(words, file.fileName).toContain(shown.doseInSentence[dose]);
      }
      const text = kitText(file.locale);
      for (const wait of text.waits) expect(words, file.fileName).toContain(wait);
      expect(words, file.fileName).toContain(text.doseNote);
      for (const question of text.questions) expect(words, file.fileName).toContain(question.text);
    }
    expect(allText(files.find((file) => file.fileName === 'dyc-budtender-card-en.pdf')!)).toMatch(
      /2\.5 mg THC.*15 minutes.*2 hours.*Do not drive/,
    );
    expect(allText(files.find((file) => file.fileName === 'dyc-budtender-card-es.pdf')!)).toMatch(
      /2\.5 mg de THC.*15 minutos.*2 horas.*No manejes/,
    );
  });

  it('passes the claims test: registered figures only, no banned phrase, no sample address', () => {
    const problems = files.flatMap((file) =>
      opened(file).pages.flatMap((page, index) => {
        const { document } = new JSDOM(`<!doctype html><html lang="${file.locale}"><body></body></html>`).window;
        const paragraph = document.createElement('p');
        paragraph.textContent = page.text;
        document.body.append(paragraph);
        return checkPage(`${file.fileName} page ${index + 1}`, document, registry).map((problem) => problem.message);
      }),
    );
    expect(problems).toEqual([]);
  });

  it('prints the quiz’s address under its code only when the site’s origin is real', () => {
    const poster = files.find((file) => file.fileName === 'dyc-poster-en-print-shop.pdf')!;
    expect(allText(poster)).toContain('shop.discoveryourcolor.test/quiz/');
    expect(kitRenderOptions({})).toEqual({
      quizUrls: { en: 'https://discoveryourcolor.example/quiz/', es: 'https://discoveryourcolor.example/es/quiz/' },
      printQuizUrl: false,
    });
  });

  it('leads a Spanish piece’s code and address to the Spanish quiz', () => {
    const spanish = files.filter((file) => file.locale === 'es' && allText(file).includes('discoveryourcolor.test'));
    expect(spanish.map((file) => file.fileName)).toContain('dyc-poster-es-print-shop.pdf');
    for (const file of spanish) {
      expect(allText(file), file.fileName).toContain('shop.discoveryourcolor.test/es/quiz/');
      expect(allText(file), file.fileName).not.toMatch(/discoveryourcolor\.test\/quiz\//);
    }
  });
});
