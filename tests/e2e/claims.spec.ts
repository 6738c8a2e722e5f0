import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { assertBuilt, builtHtmlFiles, defaultClientDir } from '../../scripts/lib/measure.ts';
import { CLIP_WORDS } from '../../src/i18n/clips.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { checkPage, registryProblems, type ClaimsRegistry } from '../../src/lib/claims/checkClaims.ts';
import { resultPageUrl } from '../../src/lib/quiz/params.ts';
import { QUESTIONS, type QuizAnswers } from '../../src/lib/quiz/questions.ts';

/**
 * The claims test: every page the public sees says only what the claims registry
 * (src/content/claims/registry.json) allows. Built pages are read from dist/client (the production build,
 * so sample entries must be absent); the quiz result, rendered on demand, is fetched from the server.
 * A message names the page, the figure or phrase, and the sentence it sits in.
 */
const clientDir = defaultClientDir();
const registry = JSON.parse(readFileSync(path.resolve('src/content/claims/registry.json'), 'utf8')) as ClaimsRegistry;

test.beforeAll(() => assertBuilt(clientDir));

test('the claims registry is well formed: every figure has a known basis, every DYC figure its attribution', () => {
  expect(registryProblems(registry)).toEqual([]);
});

test('every built page states only registered figures, attributes DYC figures, and shows no banned phrase or sample', () => {
  const files = builtHtmlFiles(clientDir);
  expect(files.length).toBeGreaterThanOrEqual(6);
  // The Spanish pages are read too, by the Spanish rules (their <html lang="es">).
  expect(files).toEqual(expect.arrayContaining(['es/index.html', 'es/science/index.html']));
  const problems = files.flatMap((file) => {
    const page = '/' + file.replace(/index\.html$/, '');
    return checkPage(page, new JSDOM(readFileSync(path.join(clientDir, file), 'utf8')).window.document, registry);
  });
  expect(problems.map((problem) => problem.message)).toEqual([]);
});

/** Every Spanish picture with words: the twins the media scripts draw beside the English files. */
function spanishPictures(): string[] {
  return readdirSync(path.resolve('public'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.es\.svg$/.test(file))
    .sort();
}

test('the words drawn in every Spanish picture pass the same checks, read by the Spanish rules', () => {
  const pictures = spanishPictures();
  expect(pictures).toEqual(
    expect.arrayContaining([
      'media/home/step-1-colors.es.svg',
      'media/home/step-3-target.es.svg',
      'media/home/coa-actives-only.es.svg',
      'media/home/coa-noncompliant.es.svg',
      'media/home/coa-synthetic.es.svg',
    ]),
  );
  const problems = pictures.flatMap((file) => {
    const svg = new JSDOM(`<!doctype html><body>${readFileSync(path.resolve('public', file), 'utf8')}</body>`);
    const words = [...svg.window.document.querySelectorAll('title, desc, text')].map((element) => element.textContent);
    // Each picture is read as one figure of Spanish copy, one paragraph per drawn line.
    const page = new JSDOM('<!doctype html><html lang="es"><body><figure></figure></body></html>').window.document;
    for (const line of words)
      page.querySelector('figure')!.append(Object.assign(page.createElement('p'), { textContent: line }));
    return checkPage(`/${file}`, page, registry);
  });
  expect(problems.map((problem) => problem.message)).toEqual([]);
});

test('the words drawn into the step clips pass the same checks, each language by its own rules', () => {
  // The clips' frames are pictures, so their words are read where the script takes them from.
  const problems = LOCALES.flatMap((locale) => {
    const page = new JSDOM(`<!doctype html><html lang="${locale}"><body><figure></figure></body></html>`).window
      .document;
    const lines = Object.values(CLIP_WORDS[locale]).flatMap((clip) => Object.values(clip));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      page.querySelector('figure')!.append(Object.assign(page.createElement('p'), { textContent: line }));
    return checkPage(`/media/video/ (${locale} clip words)`, page, registry);
  });
  expect(problems.map((problem) => problem.message)).toEqual([]);
});

// One answer set per experience level and method, so every dose the quiz can give is read at least once.
const [experience, desire, method, balance] = QUESTIONS.map((question) => question.options);
const answerSets: QuizAnswers[] = (experience ?? []).flatMap((level, row) =>
  (method ?? []).map(
    (how, column) =>
      [
        level,
        desire?.[(row + column) % desire.length],
        how,
        balance?.[(row + column) % balance.length],
      ] as unknown as QuizAnswers,
  ),
);

// The result page in each language, with the dose words each one writes.
const resultPages = [
  { locale: 'en', dose: /(?<!\d)\d+(?:-\d+)? puffs|half a gram|(?<![\d.])\d+(?:\.\d+)? mg THC/ },
  { locale: 'es', dose: /(?<!\d)\d+(?:-\d+)? inhalaciones|medio gramo|(?<![\d.])\d+(?:\.\d+)? mg de THC/ },
] as const;

for (const { locale, dose } of resultPages) {
  test(`the quiz result page (${locale}), rendered by the server, passes the same checks for every dose it can give`, async ({
    request,
    baseURL,
  }) => {
    expect(answerSets).toHaveLength(16);
    const problems = [];
    for (const answers of answerSets) {
      // age=yes: the page shows its dose only once the age question is answered.
      const url = `${resultPageUrl(answers, baseURL ?? 'http://127.0.0.1', locale)}&age=yes`;
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const page = `${new URL(url).pathname} (${answers.join(', ')})`;
      const document = new JSDOM(await response.text()).window.document;
      // The dose really is on the page being checked.
      expect(document.body.textContent, url).toMatch(dose);
      problems.push(...checkPage(page, document, registry));
    }
    expect(problems.map((problem) => problem.message)).toEqual([]);
  });
}
