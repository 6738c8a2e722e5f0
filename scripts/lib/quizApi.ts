/**
 * The quiz API's contract as the spec and decisions.md fix it, seen from outside: the path, the
 * option texts of each question, and the shape of a valid answer. The bench loads the API with these
 * queries and the API fuzz test checks every answer against them. (The server's own engine lives in
 * src/lib/quiz/; this file deliberately does not import it, so it checks the API instead of echoing it.)
 */
export const QUIZ_API_PATH = '/api/v2/quiz/quiz-results/';

export const QUIZ_OPTIONS = {
  q1: ['First Time', 'Rare (yearly)', 'Occasional (monthly)', 'Daily'],
  q2: ['Better Sleep', 'More Relaxation', 'More Creativity and Energy', 'Better Focus'],
  q3: ['Disposables', 'Edibles', 'Flower', 'Infused Waters'],
  q4: ['Mind', 'Body', 'Balanced'],
} as const;

export type QuestionId = keyof typeof QUIZ_OPTIONS;
export const QUESTION_IDS = Object.keys(QUIZ_OPTIONS) as QuestionId[];

export const COLOR_FOR_GOAL: Record<string, string> = {
  'better sleep': 'purple',
  'more relaxation': 'blue',
  'more creativity and energy': 'yellow',
  'better focus': 'green',
};
/** decisions.md: dose by experience (Q1), inhaled (Disposables, Flower) or eaten and drunk (Edibles, Infused Waters). */
const DOSE_TABLE: Record<string, { inhaled: string; flower: string; ingested: string }> = {
  'first time': { inhaled: '1-2 puffs', flower: '1-2 puffs', ingested: '2.5 mg THC' },
  'rare (yearly)': { inhaled: '1-2 puffs', flower: '1-2 puffs', ingested: '2.5 mg THC' },
  'occasional (monthly)': { inhaled: '3-4 puffs', flower: '3-4 puffs', ingested: '5 mg THC' },
  daily: { inhaled: '5-6 puffs', flower: 'half gram', ingested: '10 mg THC' },
};

const normalise = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

export function expectedDose(answers: Answers): string | undefined {
  const row = DOSE_TABLE[normalise(answers.q1)];
  const method = normalise(answers.q3);
  if (!row) return undefined;
  if (method === 'flower') return row.flower;
  return method === 'disposables' ? row.inhaled : row.ingested;
}

export type Answers = Record<QuestionId, string>;

/** The query string of one set of answers, encoded as a browser's URLSearchParams would. */
export function quizQuery(answers: Answers): string {
  return new URLSearchParams(QUESTION_IDS.map((id) => [id, answers[id]])).toString();
}

/** All 192 valid answer sets, in a fixed order. */
export function allAnswerSets(): Answers[] {
  const sets: Answers[] = [];
  for (const q1 of QUIZ_OPTIONS.q1)
    for (const q2 of QUIZ_OPTIONS.q2)
      for (const q3 of QUIZ_OPTIONS.q3) for (const q4 of QUIZ_OPTIONS.q4) sets.push({ q1, q2, q3, q4 });
  return sets;
}

/**
 * Queries the API must refuse with a 400 naming the parameter: each valid query with one answer missing, misspelt or
 * repeated. A refusal costs about what an answer does, so a flood of bad queries is no cheaper way to load the server.
 */
export function badQuizQueries(apiPaths: string[]): string[] {
  return apiPaths.slice(0, 48).map((apiPath, index) => {
    const parameter = `q${(index % 4) + 1}`;
    const [pathname, search] = apiPath.split('?') as [string, string];
    const query = new URLSearchParams(search);
    if (index % 3 === 0) query.delete(parameter);
    else if (index % 3 === 1) query.set(parameter, 'Sometimes');
    else query.append(parameter, query.get(parameter)!);
    return `${pathname}?${query}`;
  });
}

/** Problems with a 200 answer to `answers` (empty when it is valid). */
export function resultProblems(body: unknown, answers: Answers): string[] {
  if (typeof body !== 'object' || body === null) return ['not a JSON object'];
  const result = body as Record<string, unknown>;
  const problems: string[] = [];
  const expectedColor = COLOR_FOR_GOAL[normalise(answers.q2)];
  if (result.color !== expectedColor) problems.push(`color ${String(result.color)}, expected ${expectedColor}`);
  const dose = expectedDose(answers);
  if (result.dose !== dose) problems.push(`dose ${String(result.dose)}, expected ${dose}`);
  const balance = normalise(answers.q4);
  if (result.mindBodyBalance !== balance) problems.push(`mindBodyBalance ${String(result.mindBodyBalance)}`);
  const productType = normalise(answers.q3);
  if (result.productType !== productType) problems.push(`productType ${String(result.productType)}`);
  if (typeof result.littleDudeUrl !== 'string' || !/^https?:\/\/[^/]+\/.+\.svg$/.test(result.littleDudeUrl)) {
    problems.push(`littleDudeUrl ${String(result.littleDudeUrl)}`);
  }
  return problems;
}

/** Problems with a 4xx answer (empty when it is the documented error shape). */
export function errorProblems(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return ['not a JSON object'];
  const error = body as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof error.error !== 'string' || error.error === '') problems.push('no error message');
  if (!(typeof error.parameter === 'string' || error.parameter === null)) problems.push('no parameter');
  if (!Array.isArray(error.allowed) || !error.allowed.every((value) => typeof value === 'string')) {
    problems.push('no list of allowed values');
  }
  return problems;
}
