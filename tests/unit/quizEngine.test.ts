import { describe, expect, it } from 'vitest';
import {
  capitaliseWords,
  colorMeaning,
  desireForColor,
  displayResult,
  doseAdvice,
  doseInSentence,
  explainResult,
  iconAltText,
  isDailyUserDose,
  resultHeadline,
  resultTitle,
  routeOf,
  waitAdvice,
} from '../../src/lib/quiz/describe.ts';
import { QUESTIONS, type QuizAnswers } from '../../src/lib/quiz/questions.ts';
import { answersForResult, buildResult, iconPath, recommend } from '../../src/lib/quiz/recommend.ts';
import { DOSES, isQuizAnswers, isQuizResult } from '../../src/lib/quiz/schema.ts';

// The decisions table (decisions.md, "The quiz answer"), restated here independently of the engine.
const expectedColor: Record<string, string> = {
  'Better Sleep': 'purple',
  'More Relaxation': 'blue',
  'More Creativity and Energy': 'yellow',
  'Better Focus': 'green',
};
const expectedDose: Record<string, [inhaledPuffs: string, flower: string, ingested: string]> = {
  'First Time': ['1-2 puffs', '1-2 puffs', '2.5 mg THC'],
  'Rare (yearly)': ['1-2 puffs', '1-2 puffs', '2.5 mg THC'],
  'Occasional (monthly)': ['3-4 puffs', '3-4 puffs', '5 mg THC'],
  Daily: ['5-6 puffs', 'half gram', '10 mg THC'],
};
function doseFor(experience: string, method: string): string {
  const [disposables, flower, ingested] = expectedDose[experience]!;
  if (method === 'Disposables') return disposables;
  if (method === 'Flower') return flower;
  return ingested;
}

const allAnswers: QuizAnswers[] = [];
for (const q1 of QUESTIONS[0].options)
  for (const q2 of QUESTIONS[1].options)
    for (const q3 of QUESTIONS[2].options) for (const q4 of QUESTIONS[3].options) allAnswers.push([q1, q2, q3, q4]);

describe('the questions', () => {
  it('are the spec’s four questions with their exact options', () => {
    expect(QUESTIONS.map((question) => question.text)).toEqual([
      'What is your previous experience with cannabis?',
      'What is your desired experience?',
      'How do you like to consume cannabis?',
      'Are you looking for a more mind or body effect?',
    ]);
    expect(QUESTIONS.map((question) => question.options)).toEqual([
      ['First Time', 'Rare (yearly)', 'Occasional (monthly)', 'Daily'],
      ['Better Sleep', 'More Relaxation', 'More Creativity and Energy', 'Better Focus'],
      ['Disposables', 'Edibles', 'Flower', 'Infused Waters'],
      ['Mind', 'Body', 'Balanced'],
    ]);
  });
});

describe('recommend', () => {
  it('covers 192 answer combinations', () => {
    expect(allAnswers).toHaveLength(192);
    expect(new Set(allAnswers.map((answers) => answers.join('|'))).size).toBe(192);
  });

  it.each(allAnswers.map((answers) => [answers.join(' / '), answers] as const))(
    '%s matches the decisions table and is schema-valid',
    (_name, answers) => {
      const [q1, q2, q3, q4] = answers;
      const result = buildResult(answers, 'https://api.example');
      expect(isQuizResult(result)).toBe(true);
      expect(result).toEqual({
        color: expectedColor[q2],
        dose: doseFor(q1, q3),
        mindBodyBalance: q4.toLowerCase(),
        productType: q3.toLowerCase(),
        littleDudeUrl: `https://api.example/quiz/icons/${expectedColor[q2]}-${q4.toLowerCase()}.svg`,
      });
    },
  );

  it('takes the color from Q2 alone', () => {
    for (const answers of allAnswers) expect(recommend(answers).color).toBe(expectedColor[answers[1]]);
  });

  it('takes mind/body/balance from Q4 and the product type from Q3, in lower case', () => {
    expect(recommend(['Daily', 'Better Focus', 'Infused Waters', 'Mind'])).toMatchObject({
      mindBodyBalance: 'mind',
      productType: 'infused waters',
    });
    expect(recommend(['Daily', 'Better Focus', 'Edibles', 'Body']).mindBodyBalance).toBe('body');
  });

  it('gives food and drink milligram doses and never recommends a gram', () => {
    for (const answers of allAnswers) {
      const { dose } = recommend(answers);
      expect(dose).not.toBe('1 gram');
      const ingested = answers[2] === 'Edibles' || answers[2] === 'Infused Waters';
      expect(dose.endsWith('mg THC')).toBe(ingested);
    }
    expect(DOSES).toContain('1 gram');
  });

  it('never gives a less experienced reader a larger dose than a more experienced one', () => {
    const order = [...DOSES];
    for (const method of QUESTIONS[2].options) {
      const doses = QUESTIONS[0].options.map((level) =>
        order.indexOf(recommend([level, 'Better Sleep', method, 'Mind']).dose),
      );
      expect([...doses].sort((a, b) => a - b)).toEqual(doses);
    }
  });

  it('points the icon at one of the 12 character files', () => {
    expect(iconPath('yellow', 'body')).toBe('/quiz/icons/yellow-body.svg');
    expect(new Set(allAnswers.map((answers) => buildResult(answers, 'http://x.test').littleDudeUrl)).size).toBe(12);
  });

  it('finds answers that reproduce any result, for the share link', () => {
    for (const answers of allAnswers) {
      const result = recommend(answers);
      const found = answersForResult(result);
      expect(found && recommend(found)).toEqual(result);
    }
    expect(
      answersForResult({ color: 'blue', dose: '1 gram', mindBodyBalance: 'mind', productType: 'flower' }),
    ).toBeNull();
  });
});

describe('schemas', () => {
  const good = buildResult(['Daily', 'Better Sleep', 'Flower', 'Balanced'], 'https://site.example');

  it('accepts a result with exactly the five valid fields', () => {
    expect(isQuizResult(good)).toBe(true);
    expect(isQuizResult(JSON.parse(JSON.stringify(good)))).toBe(true);
  });

  it.each([
    ['null', null],
    ['an array', [good]],
    ['a string', 'purple'],
    ['a missing field', { ...good, dose: undefined }],
    ['an extra field', { ...good, extra: 1 }],
    ['an unknown color', { ...good, color: 'red' }],
    ['a capitalised color', { ...good, color: 'Purple' }],
    ['an unknown dose', { ...good, dose: '3 grams' }],
    ['a wrong balance', { ...good, mindBodyBalance: 'soul' }],
    ['a wrong product type', { ...good, productType: 'pills' }],
    ['a javascript: icon URL', { ...good, littleDudeUrl: 'javascript:alert(1)' }],
    ['a relative icon URL', { ...good, littleDudeUrl: '/quiz/icons/purple-mind.svg' }],
    ['a numeric field', { ...good, dose: 5 }],
  ])('refuses %s', (_name, value) => {
    expect(isQuizResult(value)).toBe(false);
  });

  it('checks answer sets option by option', () => {
    expect(isQuizAnswers(['Daily', 'Better Sleep', 'Flower', 'Balanced'])).toBe(true);
    expect(isQuizAnswers(['daily', 'Better Sleep', 'Flower', 'Balanced'])).toBe(false);
    expect(isQuizAnswers(['Daily', 'Better Sleep', 'Flower'])).toBe(false);
    expect(isQuizAnswers(['Better Sleep', 'Daily', 'Flower', 'Balanced'])).toBe(false);
  });
});

describe('describing a result', () => {
  it('capitalises each word', () => {
    expect(capitaliseWords('infused waters')).toBe('Infused Waters');
    expect(capitaliseWords('purple')).toBe('Purple');
    expect(capitaliseWords('balanced')).toBe('Balanced');
  });

  it('shows color, balance and product type capitalised and the dose as given', () => {
    const result = buildResult(
      ['Occasional (monthly)', 'More Relaxation', 'Infused Waters', 'Body'],
      'https://a.example',
    );
    expect(displayResult(result)).toEqual({
      color: 'Blue',
      dose: '5 mg THC',
      mindBodyBalance: 'Body',
      productType: 'Infused Waters',
    });
  });

  it('names each color’s meaning', () => {
    expect(colorMeaning('yellow').name).toBe('Energize');
    expect(colorMeaning('green').name).toBe('Focus');
    expect(colorMeaning('blue').name).toBe('Calm');
    expect(colorMeaning('purple').name).toBe('Rest');
  });

  it('says how long to wait: about 15 minutes inhaled, 2 hours eaten or drunk', () => {
    expect(routeOf('flower')).toBe('inhaled');
    expect(routeOf('disposables')).toBe('inhaled');
    expect(routeOf('edibles')).toBe('ingested');
    expect(routeOf('infused waters')).toBe('ingested');
    expect(waitAdvice('flower')).toContain('about 15 minutes');
    expect(waitAdvice('edibles')).toContain('about 2 hours');
  });

  it('puts the mind/body balance into the icon’s alt text in words', () => {
    expect(iconAltText({ color: 'purple', mindBodyBalance: 'mind' })).toMatch(/Rest.*mind.*head/);
    expect(iconAltText({ color: 'green', mindBodyBalance: 'body' })).toMatch(/Focus.*body/);
    expect(iconAltText({ color: 'blue', mindBodyBalance: 'balanced' })).toMatch(/Calm.*balanced.*mind and body/);
  });
});

describe('dose advice and the result in words', () => {
  const all = QUESTIONS[0].options.flatMap((experience) =>
    QUESTIONS[2].options.map((method) => recommend([experience, 'Better Sleep', method, 'Body'])),
  );

  it('every dose says per occasion, start low, the wait before more, and do not drive', () => {
    for (const result of all) {
      const advice = doseAdvice(result);
      expect(advice, result.dose).toMatch(/^Start low: .+ per occasion/);
      expect(advice).toContain('Do not drive');
      expect(advice).toContain(routeOf(result.productType) === 'inhaled' ? 'about 15 minutes' : 'about 2 hours');
    }
  });

  it('writes "half a gram" in sentences and says a daily user’s dose is for people who use daily', () => {
    expect(doseInSentence('half gram')).toBe('half a gram');
    expect(doseAdvice({ dose: 'half gram', productType: 'flower' })).toContain(
      'half a gram per occasion, for people who use daily',
    );
    expect(doseAdvice({ dose: 'half gram', productType: 'flower' })).not.toMatch(/half gram/);
    for (const dose of ['5-6 puffs', '10 mg THC'] as const) expect(isDailyUserDose(dose)).toBe(true);
    for (const dose of ['1-2 puffs', '3-4 puffs', '2.5 mg THC', '5 mg THC'] as const) {
      expect(isDailyUserDose(dose)).toBe(false);
      expect(doseAdvice({ dose, productType: 'edibles' })).not.toContain('daily');
    }
  });

  it('explains the color by the answer to question 2 and names the result', () => {
    const explained = explainResult({ color: 'purple', mindBodyBalance: 'mind', productType: 'flower' });
    expect(explained.why).toContain('“Better Sleep”');
    expect(explained.why).toContain('Purple, Rest');
    expect(explained.feel).toMatch(/^Mind means .*head/);
    expect(explained.askInStore).toContain('Purple (Rest) product in flower');
    expect(desireForColor('yellow')).toBe('More Creativity and Energy');
    expect(resultHeadline('purple')).toBe('Your color is Purple');
    expect(resultTitle('purple')).toBe('Your color is Purple (Rest)');
    expect(resultTitle('green')).toBe('Your color is Green (Focus)');
    expect(colorMeaning('purple').effectLine).toBe('Rest: sleepy and unwound');
  });

  it('names a shared result as someone else’s: “This result: Purple”, never “you chose”', () => {
    expect(resultHeadline('purple', 'en', 'shared')).toBe('This result: Purple');
    expect(resultTitle('purple', 'en', 'shared')).toBe('This result: Purple (Rest)');
    const explained = explainResult(
      { color: 'purple', mindBodyBalance: 'mind', productType: 'flower' },
      'en',
      'shared',
    );
    expect(explained.why).toContain('“Better Sleep”');
    expect(explained.why).toContain('the color is Purple, Rest');
    expect(explained.why).not.toMatch(/\byou\b|\byour\b/i);
  });
});
