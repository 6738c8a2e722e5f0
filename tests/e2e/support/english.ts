import type { Page } from '@playwright/test';

/**
 * Finds English left on a Spanish page: in its text nodes (hidden ones too, since screen readers read them and
 * a closed dialog opens), in `alt`, `aria-label`, `title` and `placeholder`, and in every `<title>` (the
 * document's and any SVG's). Text marked as English (`lang="en"`, such as the science endnotes, or the English
 * line of the counter card) and the links marked "(en inglés)" (`hreflang="en-US"`) are English on purpose and
 * skipped. A string counts as English when, once the brand names are taken out, it holds a common English word
 * that Spanish never uses.
 */
export const BRAND_NAMES = [
  'DYC',
  'Discover Your Color',
  'Energize',
  'Focus',
  'Calm',
  'Rest',
  'THC',
  'THCA',
  'CBD',
  'CBDA',
  'COA',
  'FDA',
] as const;

/** Words that give English away: frequent, and never Spanish words of their own. */
export const ENGLISH_WORDS = [
  'the',
  'and',
  'of',
  'to',
  'your',
  'you',
  'is',
  'are',
  'with',
  'for',
  'this',
  'that',
  'what',
  'how',
  'it',
  'its',
  'on',
  'at',
  'by',
  'from',
  'or',
  'be',
  'we',
  'our',
  'in',
  'not',
  'step',
  'sample',
  'tested',
  'rejected',
  'opens',
  'new',
  'tab',
  'page',
  'network',
  'figure',
  'close',
  'print',
  'wait',
  'before',
  'more',
  'dose',
  'read',
  'show',
  'share',
  'link',
  'result',
  'home',
  'menu',
  'find',
  'effect',
  'felt',
  'mind',
  'body',
  'head',
  'only',
  'yes',
  'back',
  'question',
  'answer',
  'missing',
  'found',
  'energising',
  'creative',
  'focused',
  'relaxed',
  'sleepy',
  'puffs',
  'gram',
  'flower',
  'edibles',
  'disposables',
  'waters',
  'balanced',
  'yellow',
  'green',
  'blue',
  'purple',
  'login',
  'skip',
  'main',
  'footer',
  'terms',
  'privacy',
  'policy',
  'service',
] as const;

export interface EnglishLeftover {
  /** Where it was found: "text", "alt", "aria-label", "title", "placeholder" or "<title>". */
  where: string;
  text: string;
}

export async function englishLeftovers(page: Page): Promise<EnglishLeftover[]> {
  return page.evaluate(
    ({ brands, words }) => {
      const english = new Set<string>(words);
      // Longest first, so "Discover Your Color" goes before "Color" could matter.
      const brandList = [...brands].sort((a, b) => b.length - a.length);
      const looksEnglish = (text: string) => {
        let rest = ` ${text} `;
        for (const brand of brandList) rest = rest.split(brand).join(' ');
        return rest
          .toLowerCase()
          .split(/[^a-záéíóúüñ]+/)
          .some((word) => english.has(word));
      };
      const markedEnglish = (element: Element | null) =>
        Boolean(element?.closest('[lang]')?.getAttribute('lang')?.startsWith('en')) ||
        Boolean(element?.closest('a[hreflang^="en"]'));
      const found: { where: string; text: string }[] = [];
      const check = (where: string, text: string | null | undefined, element: Element | null) => {
        const value = text?.replace(/\s+/g, ' ').trim();
        if (value && !markedEnglish(element) && looksEnglish(value)) found.push({ where, text: value });
      };

      check('<title>', document.title, document.documentElement);
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent?.closest('script, style, template, noscript')) continue;
        check(parent?.closest('svg title') ? '<title>' : 'text', node.textContent, parent);
      }
      for (const attribute of ['alt', 'aria-label', 'title', 'placeholder']) {
        for (const element of document.querySelectorAll(`[${attribute}]`)) {
          check(attribute, element.getAttribute(attribute), element);
        }
      }
      return found;
    },
    { brands: [...BRAND_NAMES], words: [...ENGLISH_WORDS] },
  );
}
