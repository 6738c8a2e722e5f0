/**
 * The claims check: reads a rendered page and reports every number, phrase or sample that the claims
 * registry (src/content/claims/registry.json) does not allow. Framework-free: it takes a DOM Document,
 * so the test can hand it a page parsed by jsdom from dist/client or fetched from the running server.
 */

/** Where a figure comes from. DYC's own figures must carry their attribution wherever they appear. */
export type ClaimBasis = `endnote ${number}` | "DYC's own figure" | "DYC's dose guidance" | 'worked example';

export interface RegisteredFigure {
  /** A short name for the figure, used in messages. */
  id: string;
  /** The figures exactly as the checker normalizes them: "30,000", "90%", "2.5 mg". */
  values: string[];
  /** What the copy claims, in a sentence. */
  claim: string;
  basis: ClaimBasis;
  /** For DYC's own figures: words, any one of which must appear with the figure (same section). */
  attribution?: string[];
  /**
   * The figure as Spanish copy writes it: `values` adds Spanish wordings ("noveno año") to the numbers, which
   * read the same in both languages; `attribution` replaces the English words in Spanish copy ("según DYC").
   */
  es?: { values?: string[]; attribution: string[] };
}

export interface RegisteredStatement {
  id: string;
  /** The factual statement, in a sentence. */
  claim: string;
  basis: ClaimBasis;
}

export interface BannedPhrase {
  /** A case-insensitive Unicode regular expression. */
  pattern: string;
  why: string;
  /** Only for copy in this language; without it the phrase is banned in every language. */
  lang?: CopyLanguage;
}

/** The languages the checker reads: copy is Spanish where its nearest `lang` says so, English otherwise. */
export type CopyLanguage = 'en' | 'es';

export interface ClaimsRegistry {
  figures: RegisteredFigure[];
  statements: RegisteredStatement[];
  banned: BannedPhrase[];
  /** Sentences in which a banned word is allowed, found by a phrase they contain (the FDA disclaimer). */
  bannedExceptions: string[];
}

export interface ClaimProblem {
  page: string;
  message: string;
}

const numberPattern = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
// English and Spanish ("90 por ciento", "de 10 a 30 mg"): numbers are written the US way in both.
const percentPattern = new RegExp(String.raw`(?<![\w.,])(${numberPattern})\s?(?:%|percent\b|por ciento\b)`, 'gi');
const milligramPattern = new RegExp(
  String.raw`(?<![\w.,])(${numberPattern})(?:\s?(?:[-–a]|to)\s?(${numberPattern}))?\s?mg\b`,
  'gi',
);
const bareNumberPattern = new RegExp(String.raw`(?<![\w.,:/-])(${numberPattern})(?!\w|[.,]\d)`, 'g');

/** A four-digit number from 1900 to 2099 without a thousands comma reads as a year, not a count. */
function isYear(token: string): boolean {
  return /^(?:19|20)\d\d$/.test(token);
}

function asNumber(token: string): number {
  return Number(token.replaceAll(',', ''));
}

/** Every figure the rule covers in a piece of text: percentages, milligrams, and counts over 1,000. */
export function figuresIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(percentPattern)) found.push(`${match[1]}%`);
  for (const match of text.matchAll(milligramPattern)) {
    found.push(`${match[1]} mg`);
    if (match[2]) found.push(`${match[2]} mg`);
  }
  for (const match of text.matchAll(bareNumberPattern)) {
    const token = match[1] ?? '';
    if (asNumber(token) > 1000 && !isYear(token)) found.push(token);
  }
  return [...new Set(found)];
}

/** Elements whose text is a unit of copy: a figure and its attribution belong in the same one. */
const copyBlock = 'p, li, h1, h2, h3, h4, h5, h6, figcaption, td, th, dt, dd, blockquote, caption, label, summary';
/** Blocks of running text: a DYC figure in one must carry its attribution in the same sentence. */
const paragraphBlock = 'p, li, figcaption, td, dd, dt, blockquote';
/** Where a figure in a heading or label finds its attribution: the card, list item or section around it. */
const sectionScope = 'section, article, figure, aside, li, footer, header';

function normalize(text: string): string {
  return text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An element's text as a reader sees it: its text nodes joined with spaces, since adjacent elements
 * (a year in a <time>, a heading after it) are separate words on screen. Scripts and styles are not copy.
 */
function textOf(root: Node): string {
  const document = root.ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('script, style')) parts.push(node.nodeValue ?? '');
  }
  return normalize(parts.join(' '));
}

/** The visible copy of a page, one entry per block: its text, plus each image's alternative text. */
function copyBlocks(document: Document): { element: Element; text: string }[] {
  const blocks = new Map<Node, { element: Element; text: string }>();
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style') || !node.nodeValue?.trim()) continue;
    const block = parent.closest(copyBlock);
    // Text outside any paragraph-level block (a label in a div) is checked on its own.
    if (!block) blocks.set(node, { element: parent, text: normalize(node.nodeValue) });
    else if (!blocks.has(block)) blocks.set(block, { element: block, text: textOf(block) });
  }
  for (const image of document.querySelectorAll('img[alt]')) {
    blocks.set(image, { element: image, text: normalize(image.getAttribute('alt') ?? '') });
  }
  const head = [document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''];
  blocks.set(document.documentElement, { element: document.documentElement, text: normalize(head.join(' ')) });
  return [...blocks.values()].filter((block) => block.text);
}

/** The card or section around a heading, label or big number, where its attribution may stand. */
function scopeText(element: Element, document: Document): string {
  if (element === document.documentElement) return textOf(element).toLowerCase();
  return textOf(element.closest(sectionScope) ?? element.parentElement ?? document.body).toLowerCase();
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/);
}

/** The language a block of copy is written in, from the nearest `lang` (a part, or the page's <html>). */
function languageOf(element: Element): CopyLanguage {
  const lang = element.closest('[lang]')?.getAttribute('lang') ?? 'en';
  return /^es\b/i.test(lang) ? 'es' : 'en';
}

/** A figure's values and attribution words as copy in `language` writes them. */
function inLanguage(figure: RegisteredFigure, language: CopyLanguage): RegisteredFigure {
  if (language === 'en') return figure;
  return {
    ...figure,
    values: [...figure.values, ...(figure.es?.values ?? [])],
    attribution: figure.attribution?.length ? (figure.es?.attribution ?? []) : undefined,
  };
}

/** Checks one rendered page against the registry; `page` names it in every message. */
export function checkPage(page: string, document: Document, registry: ClaimsRegistry): ClaimProblem[] {
  const problems = new Set<string>();
  // Each language has its own view of the registry: Spanish copy adds Spanish wordings and needs Spanish attribution.
  const views = new Map((['en', 'es'] as const).map((language) => [language, registryView(registry, language)]));

  for (const { element, text } of copyBlocks(document)) {
    const language = languageOf(element);
    const { byValue, attributedPhrases, banned } = views.get(language)!;
    const excerpt = text.length > 140 ? `${text.slice(0, 140)}…` : text;
    // Running text is read sentence by sentence: a DYC figure carries its attribution in its own sentence.
    // A heading, a label or a big number finds it in the card or section around it.
    const inRunningText = element.matches(paragraphBlock);
    const pieces = inRunningText ? sentencesOf(text) : [text];
    for (const piece of pieces) {
      // DYC's own figures that the number rule does not catch ("9th year", "25 years") are found by their words.
      const lowerPiece = piece.toLowerCase();
      const literal = attributedPhrases.filter((phrase) => lowerPiece.includes(phrase.toLowerCase()));
      // A postal address and a registration number (the company block, an <address>) hold numbers, not figures.
      const numbers = element.closest('address') ? [] : figuresIn(piece);
      for (const value of [...numbers, ...literal]) {
        const figures = byValue.get(value);
        if (!figures) {
          problems.add(
            `${page}: the figure "${value}" is not in the claims registry (src/content/claims/registry.json). ` +
              `Register it with its basis, or remove it. In: "${excerpt}"`,
          );
          continue;
        }
        if (!figures.every((figure) => figure.attribution?.length)) continue;
        const scope = inRunningText ? lowerPiece : scopeText(element, document);
        const phrases = figures.flatMap((figure) => figure.attribution ?? []);
        if (!phrases.some((words) => scope.includes(words.toLowerCase()))) {
          const [figure] = figures;
          problems.add(
            `${page}: "${value}" (${figure?.id}, ${figure?.basis}) appears without its attribution ` +
              `(one of: ${phrases.map((words) => `"${words}"`).join(', ')}). In: "${inRunningText ? piece : excerpt}"`,
          );
        }
      }
    }
    for (const sentence of sentencesOf(text)) {
      if (registry.bannedExceptions.some((allowed) => sentence.includes(allowed))) continue;
      for (const entry of banned) {
        const match = entry.regex.exec(sentence);
        if (match) problems.add(`${page}: banned phrase "${match[0]}" (${entry.why}). In: "${sentence}"`);
      }
    }
    const exampleAddress = /(?<![\w.-])[\w.-]+\.example\b/i.exec(text);
    if (exampleAddress) {
      problems.add(`${page}: the sample address "${exampleAddress[0]}" is visible. Set its DYC_* setting.`);
    }
  }
  for (const badge of document.querySelectorAll('.sample-badge')) {
    const entry = normalize(badge.parentElement?.textContent ?? '');
    problems.add(`${page}: a sample entry is shown ("${entry}"); public builds must leave samples out.`);
  }
  return [...problems].map((message) => ({ page, message }));
}

/** The registry as copy in one language is checked against it. */
function registryView(registry: ClaimsRegistry, language: CopyLanguage) {
  const figures = registry.figures.map((figure) => inLanguage(figure, language));
  // A value may serve several figures (10 mg is a trial dose and a quiz dose); it needs its attribution
  // only when every figure that registers it is DYC's own.
  const byValue = new Map<string, RegisteredFigure[]>();
  for (const figure of figures) {
    for (const value of figure.values) byValue.set(value, [...(byValue.get(value) ?? []), figure]);
  }
  const attributedPhrases = figures
    .filter((figure) => figure.attribution?.length)
    .flatMap((figure) => figure.values)
    .filter((value) => !figuresIn(value).includes(value));
  const banned = registry.banned
    .filter((entry) => !entry.lang || entry.lang === language)
    .map((entry) => ({ ...entry, regex: new RegExp(entry.pattern, 'iu') }));
  return { byValue, attributedPhrases, banned };
}

const endnoteCount = 13;

/** The registry's own rules: a known basis for everything, and an attribution for every DYC figure. */
export function registryProblems(registry: ClaimsRegistry): string[] {
  const problems: string[] = [];
  const checkBasis = (id: string, basis: string) => {
    const endnote = /^endnote (\d+)$/.exec(basis);
    // A product number (a label stock's) names a product; it claims nothing.
    const known = ["DYC's own figure", "DYC's dose guidance", 'worked example', 'product number'].includes(basis);
    if (!known && !(endnote && Number(endnote[1]) >= 1 && Number(endnote[1]) <= endnoteCount)) {
      problems.push(`${id}: unknown basis "${basis}" (an endnote 1-${endnoteCount}, or DYC's own figure)`);
    }
  };
  for (const figure of registry.figures) {
    checkBasis(figure.id, figure.basis);
    if (figure.basis === "DYC's own figure" && !figure.attribution?.length) {
      problems.push(`${figure.id}: DYC's own figure needs the attribution words that must appear with it`);
    } else if (figure.attribution?.length && !figure.es?.attribution.length) {
      problems.push(`${figure.id}: DYC's own figure needs its Spanish attribution words (es.attribution)`);
    }
    for (const value of figure.values) {
      // A number, percentage or dose must be written as the checker reads it, or it would never match.
      const looksNumeric = /^[\d.,]+(?: mg|%)?$/.test(value);
      if (looksNumeric && figuresIn(value).join() !== value) {
        problems.push(`${figure.id}: "${value}" is not written as the checker reads it ("12.5%", "2.5 mg", "30,000")`);
      }
    }
  }
  for (const statement of registry.statements) checkBasis(statement.id, statement.basis);
  for (const entry of registry.banned) {
    try {
      new RegExp(entry.pattern, 'iu');
    } catch {
      problems.push(`banned pattern ${entry.pattern} is not a valid regular expression`);
    }
  }
  return problems;
}
