/**
 * MDN HTTP Observatory grades for one URL of the local server. The CLI
 * (`mdn-http-observatory-scan 127.0.0.1:PORT`) takes a host and scans "/" only; its scanner builds
 * the URL as `http://${hostname}${path}`, so passing "127.0.0.1:PORT/about/" as the host scans that
 * path with the tool's own code. The scanner refuses to grade any answer that is not 2xx/3xx/401/403,
 * so the 404 page is graded by the same retriever, the same ten tests and the same grader, called
 * directly (the only difference: no status check).
 *
 * Plain HTTP on 127.0.0.1 can never pass two of the ten tests, redirection to HTTPS and HSTS (the
 * header is sent, but browsers ignore it over HTTP): the grade is also reported without them.
 */
const pkg = '@mdn/mdn-http-observatory/src';

interface TestResult {
  pass: boolean;
  result: string;
  scoreModifier: number;
}

export interface ObservatoryGrade {
  target: string;
  grade: string;
  score: number;
  /** Grade and score when the two HTTPS-only tests are left out. */
  gradeWithoutHttpsOnly: string;
  scoreWithoutHttpsOnly: number;
  failed: string[];
  /** How it was graded: "scan" (the tool's scan) or "tests" (its tests without the status check). */
  via: 'scan' | 'tests';
}

export const HTTPS_ONLY_TESTS = ['redirection', 'strict-transport-security'];

interface Lib {
  scan(hostname: string): Promise<{ tests: Record<string, TestResult> }>;
  retrieve(hostname: string): Promise<{ responses: { auto?: unknown } }>;
  ALL_TESTS: ((requests: unknown) => TestResult & { constructor: { name: string } })[];
  getScoreModifier(expectation: string): number;
  getGradeForScore(score: number): { score: number; grade: string };
  MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}

let lib: Lib | undefined;
async function load(): Promise<Lib> {
  if (!lib) {
    const from = (file: string) => import(`${pkg}/${file}`) as Promise<Record<string, unknown>>;
    const [scanner, retriever, constants, grader, charts] = await Promise.all([
      from('scanner/index.js'),
      from('retriever/retriever.js'),
      from('constants.js'),
      from('grader/grader.js'),
      from('grader/charts.js'),
    ]);
    lib = { ...scanner, ...retriever, ...constants, ...grader, ...charts } as unknown as Lib;
  }
  return lib;
}

/** The scanner's own scoring: penalties always count, bonuses only from an uncurved 90 up. */
function grade(l: Lib, tests: Record<string, TestResult>, leaveOut: string[]): { score: number; grade: string } {
  const modifiers = Object.entries(tests)
    .filter(([name]) => !leaveOut.includes(name))
    .map(([, test]) => test.scoreModifier);
  const uncurved = 100 + modifiers.filter((modifier) => modifier < 0).reduce((sum, modifier) => sum + modifier, 0);
  const withCredit = 100 + modifiers.reduce((sum, modifier) => sum + modifier, 0);
  return l.getGradeForScore(uncurved >= l.MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved);
}

async function testsWithoutStatusCheck(l: Lib, hostname: string): Promise<Record<string, TestResult>> {
  const requests = await l.retrieve(hostname);
  if (!requests.responses.auto) throw new Error('The site seems to be down.');
  const tests: Record<string, TestResult> = {};
  for (const test of l.ALL_TESTS) {
    const output = test(requests);
    output.scoreModifier = l.getScoreModifier(output.result);
    const name = (output as unknown as { name?: string }).name ?? output.constructor.name;
    tests[name] = output;
  }
  return tests;
}

/** `hostPath`: "127.0.0.1:4395/about/". Set `expectNotFound` for the 404 page. */
export async function observatoryGrade(hostPath: string, expectNotFound = false): Promise<ObservatoryGrade> {
  const l = await load();
  let tests: Record<string, TestResult>;
  let via: ObservatoryGrade['via'] = 'scan';
  if (expectNotFound) {
    tests = await testsWithoutStatusCheck(l, hostPath);
    via = 'tests';
  } else {
    tests = (await l.scan(hostPath)).tests;
  }
  const all = grade(l, tests, []);
  const withoutHttps = grade(l, tests, HTTPS_ONLY_TESTS);
  return {
    target: hostPath.replace(/^[^/]+/, '') || '/',
    grade: all.grade,
    score: all.score,
    gradeWithoutHttpsOnly: withoutHttps.grade,
    scoreWithoutHttpsOnly: withoutHttps.score,
    failed: Object.entries(tests)
      .filter(([, test]) => !test.pass)
      .map(([name, test]) => `${name}: ${test.result}`),
    via,
  };
}
