import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { QUIZ_COPY } from '../../src/i18n/quiz.ts';
import { QUIZ_PAGE_COPY } from '../../src/i18n/quizPage.ts';
import { EMBED_QUIZ_TEXT } from '../../src/i18n/embed.ts';

/** Every string of a dictionary (functions called with placeholder words). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return strings((value as (...args: unknown[]) => unknown)('x', 'x', 'x'));
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const policies = {
  en: readFileSync('src/content/legal/privacy-policy.md', 'utf8'),
  es: readFileSync('src/content/legal/es/privacy-policy.md', 'utf8'),
};

/** What the policy says the server does with the four answers, and the words the quiz must use for it. */
const answersTravel = {
  en: { policy: /sends? your four answers to DYC's server/, logs: /can appear in the standard server logs/ },
  es: { policy: /envía tus cuatro respuestas al servidor de DYC/, logs: /pueden aparecer en los registros/ },
};

/** Claims the policy contradicts: the answers do leave the browser. */
const untrue =
  /(?:answers|respuestas)[^.]*(?:stay|se quedan|never leave|nunca salen)|(?:stay|quedan)[^.]*(?:browser|navegador)/i;

describe('what the quiz says of its answers', () => {
  for (const locale of LOCALES) {
    it(`${locale}: says what the privacy policy says, and nothing it contradicts`, () => {
      expect(policies[locale]).toMatch(answersTravel[locale].policy);
      expect(policies[locale]).toMatch(answersTravel[locale].logs);
      const said = [
        ...strings(QUIZ_COPY[locale]),
        ...strings(QUIZ_PAGE_COPY[locale]),
        ...strings(EMBED_QUIZ_TEXT[locale]),
      ];
      expect(said.filter((text) => untrue.test(text))).toEqual([]);
      // The one sentence about the answers names the server and its logs, as the policy does.
      const note = QUIZ_PAGE_COPY[locale].page.privacy;
      expect(note).toMatch(locale === 'en' ? /our server/ : /nuestro servidor/);
      expect(note).toMatch(locale === 'en' ? /logs/ : /registros/);
    });
  }
});
