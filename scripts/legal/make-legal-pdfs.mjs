/**
 * Builds the downloadable legal PDFs from their Markdown sources.
 *
 *   src/content/legal/terms-of-service.md     ->  public/legal/terms-of-service.pdf
 *   src/content/legal/privacy-policy.md       ->  public/legal/privacy-policy.pdf
 *   src/content/legal/es/privacy-policy.md    ->  public/legal/privacy-policy.es.pdf
 *
 * Run from the project root:  node scripts/legal/make-legal-pdfs.mjs
 *
 * The sources use a small Markdown subset: a frontmatter block (title, updated), "#" and "##" headings,
 * paragraphs and "-" bullet lists. The PDFs are tagged (headings, paragraphs and lists carry structure for
 * screen readers; page furniture is marked as an artifact), use the built-in Helvetica fonts, and are
 * deterministic: the creation and modification dates come from the "updated" field, so re-running the script
 * on unchanged sources produces byte-identical files.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE_DIR = path.join(ROOT, 'src/content/legal');
const OUTPUT_DIR = path.join(ROOT, 'public/legal');

const AUTHOR = 'DYC (Discover Your Color)';

/** The documents to build. The subject becomes the PDF's Subject metadata; `lang` picks the page furniture's words. */
const DOCUMENTS = [
  {
    slug: 'terms-of-service',
    subject: 'Terms of Service for the public DYC (Discover Your Color) website',
    lang: 'en',
  },
  {
    slug: 'privacy-policy',
    subject: 'Privacy Policy for the public DYC (Discover Your Color) website',
    lang: 'en',
  },
  {
    slug: 'es/privacy-policy',
    output: 'privacy-policy.es',
    subject: 'Política de privacidad del sitio web público de DYC (Discover Your Color)',
    lang: 'es',
  },
];

/** The words around a document's text, per language. */
const FURNITURE = {
  en: {
    tag: 'en-US',
    updated: (date) => `Last updated: ${date}`,
    page: (number, total) => `Page ${number} of ${total}`,
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    longDate: (months, date) => `${months[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`,
  },
  es: {
    tag: 'es-US',
    updated: (date) => `Última actualización: ${date}`,
    page: (number, total) => `Página ${number} de ${total}`,
    months: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    longDate: (months, date) => `${date.getUTCDate()} de ${months[date.getUTCMonth()]} de ${date.getUTCFullYear()}`,
  },
};

const PAGE = { size: 'LETTER', margins: { top: 72, bottom: 72, left: 72, right: 72 } };

const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' };

const STYLE = {
  brand: { font: FONT.bold, size: 9, color: '#555555' },
  title: { font: FONT.bold, size: 22, color: '#111111' },
  updated: { font: FONT.regular, size: 10, color: '#555555' },
  h1: { font: FONT.bold, size: 15, color: '#111111' },
  h2: { font: FONT.bold, size: 12.5, color: '#111111' },
  body: { font: FONT.regular, size: 10.5, color: '#222222' },
  footer: { font: FONT.regular, size: 8.5, color: '#666666' },
};

const LINE_GAP = 3;
const PARAGRAPH_GAP = 8;

/* ------------------------------------------------------------------------------------------------
 * Markdown subset
 * ---------------------------------------------------------------------------------------------- */

/**
 * Splits a source file into frontmatter fields and body text.
 * @param {string} source
 * @returns {{ data: Record<string, string>, body: string }}
 */
function parseFrontmatter(source) {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) {
    throw new Error('Missing frontmatter block');
  }
  /** @type {Record<string, string>} */
  const data = {};
  for (const line of match[1].split('\n')) {
    const field = /^([A-Z][\w-]*):(.*)$/i.exec(line);
    if (!field) continue;
    let value = field[2].trim();
    if (
      value.length >= 2 &&
      ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'")))
    ) {
      value = value.slice(1, -1);
    }
    data[field[1]] = value;
  }
  return { data, body: text.slice(match[0].length) };
}

/** Removes the little inline Markdown the sources might contain (emphasis, code marks, escapes). */
function plainInline(text) {
  return text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .replace(/(^|[^\w*])\*(?!\s)(.+?)\*(?=[^\w*]|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Parses the body into blocks.
 * @param {string} body
 * @returns {Array<{ type: 'heading', level: number, text: string } | { type: 'paragraph', text: string } | { type: 'list', items: string[] }>}
 */
function parseBlocks(body) {
  const blocks = [];
  let paragraph = [];
  let list = null;

  const flushParagraph = () => {
    if (paragraph.length > 0) {
      blocks.push({ type: 'paragraph', text: plainInline(paragraph.join(' ')) });
      paragraph = [];
    }
  };
  const flushList = () => {
    if (list) {
      blocks.push({ type: 'list', items: list.map(plainInline) });
      list = null;
    }
  };

  for (const rawLine of body.split('\n')) {
    const line = rawLine.trimEnd();
    const heading = /^(#{1,6})\s+(\S.*)$/.exec(line);
    const bullet = /^\s{0,3}[-*+]\s+(\S.*)$/.exec(line);

    if (line.trim() === '') {
      flushParagraph();
      flushList();
    } else if (heading) {
      flushParagraph();
      flushList();
      blocks.push({ type: 'heading', level: heading[1].length, text: plainInline(heading[2].replace(/\s#+$/, '')) });
    } else if (bullet) {
      flushParagraph();
      list ??= [];
      list.push(bullet[1]);
    } else if (list && /^\s+\S/.test(line)) {
      list[list.length - 1] += ` ${line.trim()}`;
    } else {
      flushList();
      paragraph.push(line.trim());
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}

/* ------------------------------------------------------------------------------------------------
 * PDF rendering
 * ---------------------------------------------------------------------------------------------- */

/** Parses "YYYY-MM-DD" as midnight UTC. */
function parseIsoDate(value) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) {
    throw new Error(`"updated" must be a YYYY-MM-DD date, got ${JSON.stringify(value)}`);
  }
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(match[3])) {
    throw new Error(`"updated" is not a valid date: ${value}`);
  }
  return date;
}

function formatLongDate(date, words) {
  return words.longDate(words.months, date);
}

function applyStyle(doc, style) {
  doc.font(style.font).fontSize(style.size).fillColor(style.color);
}

/** Closes any marked-content sequence still open on the current page (before a manual page break). */
function closeOpenMarkings(doc) {
  while (doc.page.markings.length > 0) {
    doc.endMarkedContent();
  }
}

/** Starts a new page if fewer than `needed` points remain above the bottom margin. */
function ensureSpace(doc, needed) {
  if (doc.y + needed > doc.page.maxY()) {
    closeOpenMarkings(doc);
    doc.addPage();
  }
}

/**
 * Renders one document and resolves when the file has been written.
 * @param {{ slug: string, output?: string, subject: string, lang: 'en' | 'es' }} entry
 */
async function buildDocument(entry) {
  const sourcePath = path.join(SOURCE_DIR, `${entry.slug}.md`);
  const outputPath = path.join(OUTPUT_DIR, `${entry.output ?? entry.slug}.pdf`);
  const words = FURNITURE[entry.lang];
  const { data, body } = parseFrontmatter(await readFile(sourcePath, 'utf8'));
  if (!data.title) {
    throw new Error(`${sourcePath}: frontmatter needs a title`);
  }
  const updated = parseIsoDate(data.updated);
  const blocks = parseBlocks(body);

  const doc = new PDFDocument({
    size: PAGE.size,
    margins: PAGE.margins,
    pdfVersion: '1.7',
    tagged: true,
    lang: words.tag,
    displayTitle: true,
    bufferPages: true,
    compress: true,
    info: {
      Title: data.title,
      Author: AUTHOR,
      Subject: entry.subject,
      Keywords: 'DYC, Discover Your Color, legal',
      Creator: 'DYC legal PDF builder',
      Producer: 'PDFKit',
      CreationDate: updated,
      ModDate: updated,
    },
  });

  const output = createWriteStream(outputPath);
  const finished = new Promise((resolve, reject) => {
    output.on('finish', resolve);
    output.on('error', reject);
    doc.on('error', reject);
  });
  doc.pipe(output);

  const contentWidth = doc.page.width - PAGE.margins.left - PAGE.margins.right;
  const textOptions = { width: contentWidth, lineGap: LINE_GAP, align: 'left' };

  const root = doc.struct('Document');
  doc.addStructure(root);

  // The smallest heading level in the body maps to H2 (the title is the one H1).
  const headingLevels = blocks.filter((block) => block.type === 'heading').map((block) => block.level);
  const baseLevel = headingLevels.length > 0 ? Math.min(...headingLevels) : 1;

  // Masthead: brand line, title, last-updated line.
  root.add(
    doc.struct('P', () => {
      applyStyle(doc, STYLE.brand);
      doc.text(AUTHOR.toUpperCase(), { ...textOptions, characterSpacing: 0.6 });
    }),
  );
  doc.moveDown(0.6);
  root.add(
    doc.struct('H1', () => {
      applyStyle(doc, STYLE.title);
      doc.text(data.title, { ...textOptions, lineGap: 2 });
    }),
  );
  doc.moveDown(0.3);
  root.add(
    doc.struct('P', () => {
      applyStyle(doc, STYLE.updated);
      doc.text(words.updated(formatLongDate(updated, words)), textOptions);
    }),
  );

  // A thin rule under the masthead (decoration, so it is an artifact).
  doc.moveDown(0.8);
  const ruleY = doc.y;
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .save()
    .moveTo(PAGE.margins.left, ruleY)
    .lineTo(PAGE.margins.left + contentWidth, ruleY)
    .lineWidth(0.75)
    .strokeColor('#bbbbbb')
    .stroke()
    .restore();
  doc.endMarkedContent();
  doc.y = ruleY + 14;

  for (const block of blocks) {
    if (block.type === 'heading') {
      const level = Math.min(6, block.level - baseLevel + 2);
      const style = level <= 2 ? STYLE.h1 : STYLE.h2;
      applyStyle(doc, style);
      const headingHeight = doc.heightOfString(block.text, textOptions);
      applyStyle(doc, STYLE.body);
      const bodyLine = doc.currentLineHeight(true) + LINE_GAP;
      // Keep a heading together with at least three lines of what follows.
      if (doc.y > doc.page.margins.top) doc.y += PARAGRAPH_GAP;
      ensureSpace(doc, headingHeight + 6 + bodyLine * 3);
      root.add(
        doc.struct(`H${level}`, () => {
          applyStyle(doc, style);
          doc.text(block.text, { ...textOptions, lineGap: 1 });
        }),
      );
      doc.y += 5;
    } else if (block.type === 'paragraph') {
      applyStyle(doc, STYLE.body);
      ensureSpace(doc, (doc.currentLineHeight(true) + LINE_GAP) * 2);
      root.add(
        doc.struct('P', () => {
          applyStyle(doc, STYLE.body);
          doc.text(block.text, textOptions);
        }),
      );
      doc.y += PARAGRAPH_GAP;
    } else {
      applyStyle(doc, STYLE.body);
      ensureSpace(doc, (doc.currentLineHeight(true) + LINE_GAP) * 2);
      const list = doc.struct('L');
      root.add(list);
      doc.list(block.items, PAGE.margins.left + 4, doc.y, {
        ...textOptions,
        width: contentWidth - 4,
        listType: 'bullet',
        bulletRadius: 1.9,
        textIndent: 14,
        paragraphGap: 4,
        structParent: list,
      });
      closeOpenMarkings(doc);
      list.end();
      doc.x = PAGE.margins.left;
      doc.y += PARAGRAPH_GAP;
    }
  }
  closeOpenMarkings(doc);
  root.end();

  // Footer on every page: document name on the left, page numbers on the right (artifacts, not content).
  const range = doc.bufferedPageRange();
  const total = range.count;
  for (let index = range.start; index < range.start + total; index += 1) {
    doc.switchToPage(index);
    closeOpenMarkings(doc);
    const page = doc.page;
    const savedBottom = page.margins.bottom;
    page.margins.bottom = 0;
    const footerY = page.height - 46;
    applyStyle(doc, STYLE.footer);
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .save()
      .moveTo(PAGE.margins.left, footerY - 8)
      .lineTo(page.width - PAGE.margins.right, footerY - 8)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke()
      .restore();
    doc.text(`${AUTHOR} \u2013 ${data.title}`, PAGE.margins.left, footerY, {
      width: contentWidth,
      align: 'left',
      lineBreak: false,
    });
    doc.text(words.page(index - range.start + 1, total), PAGE.margins.left, footerY, {
      width: contentWidth,
      align: 'right',
      lineBreak: false,
    });
    doc.endMarkedContent();
    page.margins.bottom = savedBottom;
  }

  doc.end();
  await finished;
  return { outputPath, pages: total };
}

await mkdir(OUTPUT_DIR, { recursive: true });
for (const entry of DOCUMENTS) {
  const { outputPath, pages } = await buildDocument(entry);
  console.log(`wrote ${path.relative(ROOT, outputPath)} (${pages} page${pages === 1 ? '' : 's'})`);
}
