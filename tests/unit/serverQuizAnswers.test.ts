import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { sendFromMemory, sendRefusal, type MemoryAnswer, type PreparedRefusal } from '../../server/memoryAnswer.ts';
import { readMemoryRequestHeaders } from '../../server/requestHeaders.ts';
import { allQuizAnswers, buildQuizAnswerTable } from '../../server/quizAnswers.ts';
import { handleQuizRequest } from '../../src/lib/quiz/api.ts';
import { answersToSearch } from '../../src/lib/quiz/params.ts';
import { QUIZ_API_PATH } from '../../src/lib/quiz/questions.ts';

const origin = 'https://dyc.example';
const table = await buildQuizAnswerTable(origin);

function recorder() {
  const sent: { status: number; headers: Record<string, string>; body: Buffer } = {
    status: 0,
    headers: {},
    body: Buffer.alloc(0),
  };
  const response = {
    writeHead(status: number, list: string[]) {
      sent.status = status;
      for (let index = 0; index < list.length; index += 2) sent.headers[list[index]!.toLowerCase()] = list[index + 1]!;
    },
    end(body?: Buffer) {
      if (body !== undefined) sent.body = body;
    },
  } as unknown as ServerResponse;
  return { sent, response };
}

function send(answer: MemoryAnswer, headers: Record<string, string> = {}, method = 'GET') {
  const { sent, response } = recorder();
  sendFromMemory(method, readMemoryRequestHeaders(Object.entries(headers).flat()), response, answer);
  return sent;
}

function sendRefused(refusal: PreparedRefusal, method = 'GET') {
  const { sent, response } = recorder();
  sendRefusal(method, response, refusal);
  return sent;
}

/** The table's answer to a valid query (a refusal fails the test). */
function tableAnswer(url: string): MemoryAnswer {
  const found = table.lookup(url);
  if (!found || 'status' in found) throw new Error(`no answer for ${url}`);
  return found;
}

/** What the API route answers (the route calls handleQuizRequest with the public origin). */
async function routeAnswer(search: string, headers: Record<string, string> = {}) {
  const response = handleQuizRequest(new Request(`${origin}${QUIZ_API_PATH}?${search}`, { headers }), origin);
  return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}

describe('the quiz answer table', () => {
  it('holds all 192 valid choices', () => {
    expect(allQuizAnswers()).toHaveLength(192);
    expect(table.size).toBe(192);
  });

  it('answers each of the 192 queries with the same bytes and headers as the route', async () => {
    for (const answers of allQuizAnswers()) {
      const search = answersToSearch(answers);
      const answer = tableAnswer(`${QUIZ_API_PATH}?${search}`);
      expect(answer, search).toBeDefined();
      const sent = send(answer!);
      const route = await routeAnswer(search);
      expect(sent.status).toBe(route.status);
      expect(sent.body.toString()).toBe(route.body);
      for (const [name, value] of Object.entries(route.headers)) expect(sent.headers[name], name).toBe(value);
      expect(sent.headers['content-length']).toBe(String(Buffer.byteLength(route.body)));
      expect(sent.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers 304 to the ETag the route gave, as the route does', async () => {
    const search = answersToSearch(allQuizAnswers()[17]!);
    const { headers } = await routeAnswer(search);
    const answer = tableAnswer(`${QUIZ_API_PATH}?${search}`);
    const notModified = send(answer, { 'if-none-match': headers.etag! });
    expect(notModified.status).toBe(304);
    expect((await routeAnswer(search, { 'If-None-Match': headers.etag! })).status).toBe(304);
    expect(notModified.headers['etag']).toBe(headers.etag);
    expect(notModified.body.length).toBe(0);
  });

  it('sends the answer uncompressed in every encoding: it is shorter than compression pays for', () => {
    const answer = tableAnswer(`${QUIZ_API_PATH}?${answersToSearch(allQuizAnswers()[0]!)}`);
    expect(answer.br).toBeUndefined();
    expect(send(answer, { 'accept-encoding': 'br, gzip' }).headers['content-encoding']).toBeUndefined();
  });

  it('finds other spellings of a valid query (%20, case, order) and a refusal for an invalid one', () => {
    const canonical = table.lookup(`${QUIZ_API_PATH}?q1=Daily&q2=Better+Focus&q3=Flower&q4=Mind`);
    expect(canonical).toBeDefined();
    for (const search of [
      'q1=Daily&q2=Better%20Focus&q3=Flower&q4=Mind',
      'q4=mind&q3=FLOWER&q2=better+focus&q1=daily',
      'q1=%20Daily%20&q2=Better+Focus&q3=Flower&q4=Mind',
    ]) {
      expect(table.lookup(`${QUIZ_API_PATH}?${search}`), search).toBe(canonical);
    }
    for (const search of [
      '',
      'q1=Daily&q2=Better+Focus&q3=Flower',
      'q1=Daily&q2=Better+Focus&q3=Flower&q4=Mind&utm=x',
      'q1=Daily&q1=Daily&q2=Better+Focus&q3=Flower&q4=Mind',
      'q1=Weekly&q2=Better+Focus&q3=Flower&q4=Mind',
    ]) {
      expect(table.lookup(`${QUIZ_API_PATH}?${search}`), search).toHaveProperty('status', 400);
    }
    expect(table.lookup(QUIZ_API_PATH)).toHaveProperty('status', 400);
  });

  it('writes icon URLs on the origin it was built for', () => {
    const answer = tableAnswer(`${QUIZ_API_PATH}?q1=Daily&q2=Better+Focus&q3=Flower&q4=Mind`);
    expect(JSON.parse(answer.identity.body.toString()).littleDudeUrl).toBe(`${origin}/quiz/icons/green-mind.svg`);
  });

  it("refuses each bad query with the route's status, body and headers, the security headers, and no-store", async () => {
    for (const search of [
      '',
      'q1=Daily&q2=Better+Focus&q3=Flower',
      'q1=Daily&q1=Daily&q2=Better+Focus&q3=Flower&q4=Mind',
      'q1=Weekly&q2=Better+Focus&q3=Flower&q4=Mind',
      'q1=Daily&q2=Better+Focus&q3=Flower&q4=%3Cscript%3E',
    ]) {
      const refusal = table.lookup(`${QUIZ_API_PATH}?${search}`);
      expect(refusal, search).toHaveProperty('status');
      const sent = sendRefused(refusal as PreparedRefusal);
      const route = await routeAnswer(search);
      expect(sent.status, search).toBe(route.status);
      expect(sent.status, search).toBe(400);
      expect(sent.body.toString(), search).toBe(route.body);
      for (const [name, value] of Object.entries(route.headers)) expect(sent.headers[name], name).toBe(value);
      expect(sent.headers['content-length']).toBe(String(Buffer.byteLength(route.body)));
      expect(sent.headers['cache-control']).toBe('no-store');
      expect(sent.headers['x-content-type-options']).toBe('nosniff');
      expect(sent.headers['content-security-policy']).toMatch(/^default-src 'none'/);
      // Nothing the request carried comes back.
      expect(sent.body.toString()).not.toMatch(/script|Weekly/);
    }
  });

  it('sends a refusal without its body to HEAD', () => {
    const refusal = table.lookup(`${QUIZ_API_PATH}?q1=Daily`) as PreparedRefusal;
    const sent = sendRefused(refusal, 'HEAD');
    expect(sent.status).toBe(400);
    expect(sent.body).toHaveLength(0);
  });
});
