import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { COLOR_MEANING, COLOR_NAME } from '../../src/i18n/glossary.ts';
import { HOME } from '../../src/i18n/home.ts';
import { LOCALES, localizedPath } from '../../src/i18n/locales.ts';
import { QUIZ_COPY, quizCopy, quizPaths } from '../../src/i18n/quiz.ts';
import { QUIZ_PAGE_COPY } from '../../src/i18n/quizPage.ts';
import {
  colorMeaning,
  displayResult,
  doseAdvice,
  explainResult,
  iconAltText,
  resultHeadline,
  resultTitle,
  waitAdvice,
} from '../../src/lib/quiz/describe.ts';
import { answersToSearch, resultPageUrl } from '../../src/lib/quiz/params.ts';
import { QUESTIONS, type QuizAnswers } from '../../src/lib/quiz/questions.ts';
import { buildResult } from '../../src/lib/quiz/recommend.ts';
import { chosenAnswers, describeIssue, resultPageState } from '../../src/lib/quiz/resultPage.ts';
import {
  DOSES,
  MIND_BODY_BALANCES,
  PRODUCT_TYPES,
  RESULT_COLORS,
  type ResultColor,
} from '../../src/lib/quiz/schema.ts';

type Leaf = { path: string; value: unknown };

/** Every leaf of a dictionary, with its dotted path. */
function leaves(value: unknown, path = ''): Leaf[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
  }
  return [{ path, value }];
}

// Every result the engine can give: each experience and method, each color and each balance at least once.
const allResults = QUESTIONS[0].options.flatMap((experience, row) =>
  QUESTIONS[2].options.map((method, column) =>
    buildResult(
      [
        experience,
        QUESTIONS[1].options[(row + column) % 4]!,
        method,
        QUESTIONS[3].options[(row + column) % 3]!,
      ] as QuizAnswers,
      'https://a.example',
    ),
  ),
);

/** Both dictionaries of the quiz: the island's words and the server pages' own. */
const dictionary = (locale: (typeof LOCALES)[number]) => ({ island: QUIZ_COPY[locale], pages: QUIZ_PAGE_COPY[locale] });

describe('the quiz dictionaries', () => {
  const byPath = (a: Leaf, b: Leaf) => a.path.localeCompare(b.path);
  const english = leaves(dictionary('en')).sort(byPath);
  const spanish = leaves(dictionary('es')).sort(byPath);

  it('has every key in both languages, of the same kind', () => {
    expect(spanish.map((leaf) => leaf.path)).toEqual(english.map((leaf) => leaf.path));
    for (const [index, leaf] of english.entries()) {
      const twin = spanish[index]!;
      expect(typeof twin.value, leaf.path).toBe(typeof leaf.value);
      if (typeof leaf.value === 'function') {
        expect((twin.value as () => unknown).length, leaf.path).toBe((leaf.value as () => unknown).length);
      }
    }
  });

  it('has no empty string in either language', () => {
    for (const locale of LOCALES) {
      for (const leaf of leaves(dictionary(locale)).filter((entry) => typeof entry.value === 'string')) {
        expect((leaf.value as string).trim(), `${locale}: ${leaf.path}`).not.toBe('');
      }
    }
  });

  it('labels every canonical option and question, and English labels are the values themselves', () => {
    for (const question of QUESTIONS) {
      expect(quizCopy('en').questions[question.id]).toBe(question.text);
      expect(quizCopy('es').questions[question.id]).toMatch(/^¿.+\?$/);
      for (const option of question.options) {
        expect(quizCopy('en').options[option]).toBe(option);
        expect(quizCopy('es').options[option]).not.toBe('');
      }
    }
    const spanishLabels = QUESTIONS.map((question) => question.options.map((option) => quizCopy('es').options[option]));
    for (const labels of spanishLabels) expect(new Set(labels).size).toBe(labels.length);
  });

  it('has display words for every value the API can answer', () => {
    for (const locale of LOCALES) {
      const { shown } = quizCopy(locale);
      for (const color of RESULT_COLORS) expect(shown.color[color], `${locale} ${color}`).toBeTruthy();
      for (const dose of DOSES) expect(shown.dose[dose], `${locale} ${dose}`).toBeTruthy();
      for (const balance of MIND_BODY_BALANCES) expect(shown.balance[balance], `${locale} ${balance}`).toBeTruthy();
      for (const type of PRODUCT_TYPES) expect(shown.productType[type], `${locale} ${type}`).toBeTruthy();
    }
  });

  it('starts every shown English dose as a figure or a capital, never a lower-case "half gram"', () => {
    const { shown } = quizCopy('en');
    for (const dose of DOSES) expect(shown.dose[dose], dose).toMatch(/^[0-9A-Z]/);
    expect(shown.dose['half gram']).toBe('Half a gram');
  });

  it('asks the age in US Spanish', () => {
    expect(quizCopy('es').age.question).toBe('¿Tienes 21 años o más?');
    expect(quizCopy('es').age.checkbox).toBe('Tengo 21 años o más');
    expect(quizCopy('en').age.question).toBe('Are you 21 or older?');
  });
});

describe('a result in Spanish', () => {
  it('names the color in Spanish first, with the brand effect and its Spanish meaning beside it', () => {
    expect(resultHeadline('purple', 'es')).toBe('Tu color es Morado');
    expect(resultHeadline('purple', 'es', 'shared')).toBe('Este resultado: Morado');
    expect(resultTitle('purple', 'es')).toBe('Tu color es Morado (Rest, Descanso)');
    expect(resultTitle('yellow', 'es')).toBe('Tu color es Amarillo (Energize, Energía)');
    expect(colorMeaning('green', 'es').name).toBe('Focus (Enfoque)');
    expect(colorMeaning('green', 'es').color).toBe('Verde');
    expect(colorMeaning('purple', 'es').effectLine).toBe('Rest (Descanso): sueño y reposo');
    expect(
      explainResult({ color: 'purple', mindBodyBalance: 'mind', productType: 'flower' }, 'es', 'shared').why,
    ).toMatch(/^La experiencia buscada fue “Dormir mejor”, así que el color es el morado, Rest \(Descanso\)/);
    expect(iconAltText({ color: 'blue', mindBodyBalance: 'mind' }, 'es')).toBe(
      'Figura de Calm (Calma), mente: el efecto se siente sobre todo en la cabeza',
    );
  });

  it('shows the API’s English values in Spanish', () => {
    expect(
      displayResult(
        buildResult(['Occasional (monthly)', 'More Relaxation', 'Infused Waters', 'Body'], 'https://a.example'),
        'es',
      ),
    ).toEqual({ color: 'Azul', dose: '5 mg de THC', mindBodyBalance: 'Cuerpo', productType: 'Aguas infusionadas' });
    expect(
      displayResult(buildResult(['Daily', 'Better Sleep', 'Flower', 'Balanced'], 'https://a.example'), 'es'),
    ).toMatchObject({
      color: 'Morado',
      dose: 'medio gramo',
      mindBodyBalance: 'Equilibrado',
    });
  });

  it('every dose says por ocasión, start low, the wait and do not drive', () => {
    for (const result of allResults) {
      const advice = doseAdvice(result, 'es');
      expect(advice, result.dose).toMatch(/^Empieza con poco: .+ por ocasión/);
      expect(advice).toContain('No manejes después de usar cannabis.');
      expect(advice).toContain(
        result.productType === 'edibles' || result.productType === 'infused waters'
          ? 'unas 2 horas'
          : 'unos 15 minutos',
      );
      expect(advice).not.toMatch(/puffs|half|gram\b|\bmg THC/);
    }
    expect(doseAdvice({ dose: 'half gram', productType: 'flower' }, 'es')).toBe(
      'Empieza con poco: medio gramo por ocasión, para quienes usan cannabis a diario. Los productos inhalados se ' +
        'sienten rápido: espera unos 15 minutos antes de consumir más. No manejes después de usar cannabis.',
    );
    expect(waitAdvice('edibles', 'es')).toContain('espera unas 2 horas antes de consumir más');
  });

  it('explains the color by the Spanish label of the question 2 answer', () => {
    const explained = explainResult({ color: 'purple', mindBodyBalance: 'mind', productType: 'flower' }, 'es');
    expect(explained.why).toContain('“Dormir mejor”');
    expect(explained.why).toContain('tu color es el morado, Rest (Descanso)');
    expect(explained.feel).toMatch(/^Mente significa que .*cabeza/);
    expect(explained.askInStore).toContain('pide flor con el color morado, Rest (Descanso)');
  });

  it('makes no health promise and leaves no English dose word in any Spanish result', () => {
    const spanishText = allResults.flatMap((result) => [
      ...Object.values(explainResult(result, 'es')),
      doseAdvice(result, 'es'),
      iconAltText(result, 'es'),
      ...Object.values(displayResult(result, 'es')),
    ]);
    const staticText = leaves(dictionary('es'))
      .filter((leaf) => typeof leaf.value === 'string')
      .map((leaf) => leaf.value as string);
    for (const text of [...spanishText, ...staticText]) {
      expect(text).not.toMatch(/\b(cura|curan|trata|tratan|tratamiento|alivia|alivian|previene|seguro|segura)\b/i);
      expect(text).not.toMatch(/\bpuffs?\b|half gram/);
    }
  });
});

describe('quiz paths and share links per language', () => {
  const answers: QuizAnswers = ['Daily', 'Better Sleep', 'Flower', 'Mind'];

  it('puts the Spanish pages under /es/, as localizedPath does', () => {
    expect(quizPaths('en')).toEqual({
      quiz: '/quiz/',
      result: '/quiz/result/',
      reset: '/quiz/?reset=1',
      science: '/science/',
    });
    expect(quizPaths('es')).toEqual({
      quiz: '/es/quiz/',
      result: '/es/quiz/result/',
      reset: '/es/quiz/?reset=1',
      science: '/es/science/',
    });
    for (const locale of LOCALES) {
      const paths = quizPaths(locale);
      expect(paths.quiz).toBe(localizedPath('/quiz/', locale));
      expect(paths.result).toBe(localizedPath('/quiz/result/', locale));
      expect(paths.science).toBe(localizedPath('/science/', locale));
    }
  });

  it('writes the canonical English answers into the Spanish share link', () => {
    expect(resultPageUrl(answers, 'https://dyc.example', 'es')).toBe(
      `https://dyc.example/es/quiz/result/?${answersToSearch(answers)}`,
    );
    expect(resultPageUrl(answers, 'https://dyc.example')).toBe(
      `https://dyc.example/quiz/result/?${answersToSearch(answers)}`,
    );
  });
});

describe('the server-rendered result page', () => {
  const query = (search: string) => new URLSearchParams(search);

  it('shows a dose only after a Yes, asks the age without one, and a friendly page after a No', () => {
    const full = 'q1=Daily&q2=Better+Sleep&q3=Flower&q4=Mind';
    expect(resultPageState(query(`${full}&age=yes`))).toMatchObject({ view: 'result', status: 200 });
    expect(resultPageState(query(full))).toMatchObject({ view: 'age', status: 200 });
    expect(resultPageState(query(`${full}&age=no`))).toMatchObject({ view: 'under-age', status: 200 });
    expect(resultPageState(query(`${full}&utm_source=x&age=yes`)).view).toBe('result');
    expect(resultPageState(query(full)).cacheControl).toBe('public, max-age=3600');
  });

  it('answers 400, uncached, with the problems in the page’s language', () => {
    const state = resultPageState(query('q1=Daily&q3=bogus&age=yes'));
    expect(state).toMatchObject({ view: 'missing', status: 400, cacheControl: 'no-store' });
    const issues = state.parsed.ok ? [] : state.parsed.issues;
    expect(issues.map((issue) => describeIssue(issue, 'es'))).toEqual([
      'Pregunta 2, “¿Qué experiencia buscas?”: aún sin responder.',
      'Pregunta 3, “¿Cómo te gusta consumir cannabis?”: la respuesta no es una de las opciones.',
      'Pregunta 4, “¿Buscas un efecto más de mente o de cuerpo?”: aún sin responder.',
    ]);
    expect(describeIssue(issues[0]!, 'en')).toBe('Question 2, “What is your desired experience?”: not answered yet.');
  });

  it('re-shows every valid answer, whatever its case', () => {
    expect(chosenAnswers(query('q1=daily&q2=nope&q4=%20Mind%20'))).toEqual(['Daily', undefined, undefined, 'Mind']);
  });
});

describe('the quiz title', () => {
  for (const locale of LOCALES) {
    it(`${locale}: is in the site's sentence case, with no exclamation`, () => {
      const heading = QUIZ_PAGE_COPY[locale].page.heading('Find Your Color');
      expect(heading).not.toMatch(/[!¡]/);
      // Only its first word starts with a capital.
      expect(
        heading
          .split(' ')
          .slice(1)
          .filter((word) => /^[A-Z]/.test(word)),
      ).toEqual([]);
    });
  }
});

describe('what each color feels like', () => {
  /** The stems a descriptor must not repeat: the effect's name in each language and the color's own word. */
  const ownWords = (color: keyof typeof QUIZ_COPY.en.shown.colorFeeling) =>
    [COLOR_MEANING.en[color], COLOR_MEANING.es[color], COLOR_NAME.en[color], COLOR_NAME.es[color]].map((word) =>
      word.toLowerCase().slice(0, 5),
    );
  const scienceLines = (file: string) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^- \*\*(?:Yellow|Green|Blue|Purple|Amarillo|Verde|Azul|Morado)[ ,]/.test(line));

  for (const locale of LOCALES) {
    it(`${locale}: never repeats the color's own name ("Calm: relaxed and calm"), in the quiz or on the home page`, () => {
      const feelings = [
        ...Object.entries(QUIZ_COPY[locale].shown.colorFeeling),
        ...Object.entries(HOME[locale].feelings),
      ];
      for (const [color, feeling] of feelings) {
        for (const stem of ownWords(color as ResultColor)) expect(feeling.toLowerCase(), color).not.toContain(stem);
      }
    });
  }

  it('the science pages’ color lists say the same without repeating the name', () => {
    for (const file of ['src/content/pages/science.mdx', 'src/content/pages/es/science.mdx']) {
      const lines = scienceLines(file);
      expect(lines, file).toHaveLength(4);
      for (const [index, line] of lines.entries()) {
        const description = line.split(':**')[1]!.toLowerCase();
        for (const stem of ownWords(RESULT_COLORS[index]!)) expect(description, line).not.toContain(stem);
      }
    }
  });
});
