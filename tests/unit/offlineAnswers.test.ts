import { describe, expect, it } from 'vitest';
import { handleQuizRequest } from '../../src/lib/quiz/api.ts';
import { QUESTIONS, QUIZ_API_PATH } from '../../src/lib/quiz/questions.ts';
import { answersToSearch } from '../../src/lib/quiz/params.ts';
import { allAnswerSets, answerFromTable, buildAnswersTable } from '../../src/lib/offline/answers.ts';

const origin = 'https://dyc.example';
const table = buildAnswersTable();

async function apiAnswer(search: string) {
  const response = handleQuizRequest(new Request(`${origin}${QUIZ_API_PATH}?${search}`));
  return { status: response.status, body: await response.text(), type: response.headers.get('Content-Type') };
}

function offlineAnswer(search: string) {
  return answerFromTable(table, new URL(`${origin}${QUIZ_API_PATH}?${search}`));
}

describe('the offline answers table', () => {
  it('holds every one of the 4 x 4 x 4 x 3 answer sets once', () => {
    const sets = allAnswerSets();
    expect(sets).toHaveLength(QUESTIONS.reduce((count, question) => count * question.options.length, 1));
    expect(sets).toHaveLength(192);
    expect(new Set(sets.map((set) => answersToSearch(set))).size).toBe(192);
    expect(Object.keys(table)).toHaveLength(192);
  });

  it('answers each of the 192 queries with the API’s status, content type and exact bytes', async () => {
    for (const set of allAnswerSets()) {
      const search = answersToSearch(set);
      const api = await apiAnswer(search);
      const offline = offlineAnswer(search);
      expect(offline, search).toEqual({ status: api.status, body: api.body, contentType: api.type });
    }
  });

  it('keeps icon URLs as site paths, so the worker writes them on the origin it answers for', () => {
    for (const entry of Object.values(table))
      expect(entry.littleDudeUrl).toMatch(/^\/quiz\/icons\/[a-z]+-[a-z]+\.svg$/);
  });

  it('reads queries as the API does: any case and spacing of an option', async () => {
    const search = 'q1=%20first%20time&q2=BETTER+SLEEP&q3=flower&q4=balanced';
    const api = await apiAnswer(search);
    expect(api.status).toBe(200);
    expect(offlineAnswer(search)).toEqual({ status: 200, body: api.body, contentType: api.type });
  });

  it('refuses malformed queries with the API’s 400 JSON error', async () => {
    const valid = answersToSearch(allAnswerSets()[0]!);
    for (const search of [
      '',
      'q1=First+Time',
      `${valid}&q2=Better+Focus`,
      `${valid}&utm_source=x`,
      'q1=Weekly&q2=Better+Sleep&q3=Flower&q4=Mind',
      `q1=${'a'.repeat(100)}&q2=Better+Sleep&q3=Flower&q4=Mind`,
    ]) {
      const api = await apiAnswer(search);
      expect(api.status, search).toBe(400);
      expect(offlineAnswer(search), search).toEqual({ status: 400, body: api.body, contentType: api.type });
    }
  });

  it('leaves an answer it does not hold to the network', () => {
    expect(
      answerFromTable({}, new URL(`${origin}${QUIZ_API_PATH}?${answersToSearch(allAnswerSets()[5]!)}`)),
    ).toBeNull();
  });
});
