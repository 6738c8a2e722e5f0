/**
 * Reads the generated certificates of many seeds and counts the wrong answers by kind: the property test's judge
 * (tests/fixtures/coa/generator/wrongness.ts) over more certificates than the unit suite can afford.
 *
 *   npm run coa:scan                   seeds 1–25, 2,000 certificates each
 *   npm run coa:scan -- 40-60          another range of seeds
 *   npm run coa:scan -- 7 --show       every wrong one of seed 7: why, its text and the generator's parts
 *
 * Exits 1 when any answer is wrong.
 */
import fc from 'fast-check';
import { certificates } from '../../tests/fixtures/coa/generator/certificate.ts';
import { wrongness } from '../../tests/fixtures/coa/generator/wrongness.ts';

const RUNS = 2_000;
const args = process.argv.slice(2);
const show = args.includes('--show');
const range = args.find((arg) => /^\d+(?:-\d+)?$/.test(arg)) ?? '1-25';
const [first, last = first] = range.split('-').map(Number);

const byKind = new Map<string, number>();
let wrongs = 0;
for (let seed = first; seed <= last; seed++) {
  let ofSeed = 0;
  fc.sample(certificates, { seed, numRuns: RUNS }).forEach((certificate, index) => {
    // A reader that throws answers nothing: the worst wrong answer, counted with its message.
    let wrong: string | null;
    try {
      wrong = wrongness(certificate);
    } catch (error) {
      wrong = `threw: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (!wrong) return;
    ofSeed++;
    // Figures vary between certificates of one kind: the kind is the sentence without them.
    const kind = wrong.replace(/\d[\d.]*/g, 'N').slice(0, 90);
    byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
    if (show)
      console.log(`--- seed ${seed} #${index}: ${wrong}\n${certificate.text}\n--- parts: ${certificate.parts}\n`);
  });
  wrongs += ofSeed;
  console.log(`seed ${seed}: ${ofSeed} wrong of ${RUNS}`);
}
console.log(`${wrongs} wrong of ${(last - first + 1) * RUNS}`);
for (const [kind, count] of [...byKind].sort((a, b) => b[1] - a[1]))
  console.log(`${String(count).padStart(5)}  ${kind}`);
process.exitCode = wrongs > 0 ? 1 : 0;
