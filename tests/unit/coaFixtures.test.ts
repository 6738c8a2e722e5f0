import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCoaCheckPool } from '../../server/coaCheckPool.ts';
import { checkCoa, coaInputFromForm } from '../../src/lib/coa/check.ts';
import { formatAmount } from '../../src/lib/coa/rules.ts';

/**
 * Certificates written the way California, Colorado, Michigan and Florida labs lay them out. Each file opens with
 * a front matter block that works its totals out by hand and states what the pre-check must say:
 *   expect total THC: 22.0 %   expect total CBD: 0.1 %   expect type: I   expect admitted: no   expect reasons: failed
 */
const fixtureDir = path.resolve(import.meta.dirname, '../fixtures/coa');
const allFixtures = readdirSync(fixtureDir)
  .filter((name) => name.endsWith('.txt'))
  .sort();

interface Expected {
  thc: string;
  cbd: string;
  type: string;
  admitted: boolean;
  reasons: string[];
}

function withFrontMatter(name: string): { text: string; expected: Expected } | null {
  const raw = readFileSync(path.join(fixtureDir, name), 'utf8');
  const block = /^---\n([\s\S]*?)\n---\n/.exec(raw);
  if (!block) return null;
  const field = (key: string) => {
    const line = block[1]!.split('\n').find((candidate) => candidate.startsWith(`expect ${key}: `));
    if (!line) throw new Error(`${name}: no "expect ${key}" in its front matter`);
    return line.slice(`expect ${key}: `.length).trim();
  };
  const reasons = field('reasons');
  return {
    text: raw.slice(block[0].length),
    expected: {
      thc: field('total THC'),
      cbd: field('total CBD'),
      type: field('type'),
      admitted: field('admitted') === 'yes',
      reasons: reasons === 'none' ? [] : reasons.split(/,\s*/),
    },
  };
}

const selfDescribed = allFixtures.flatMap((name) => {
  const read = withFrontMatter(name);
  return read ? [{ name, ...read }] : [];
});

/** What the island builds from its form, and what the no-JavaScript route reads from the posted body. */
function islandForm(text: string): FormData {
  const form = new FormData();
  form.set('coa-text', text);
  return form;
}
function postedForm(text: string): URLSearchParams {
  return new URLSearchParams(`coa-text=${encodeURIComponent(text)}`);
}

describe('certificates laid out as state labs print them', () => {
  it('holds at least 30 certificate texts, at least 19 of them with their expectations worked out inside', () => {
    expect(allFixtures.length).toBeGreaterThanOrEqual(30);
    expect(selfDescribed.length).toBeGreaterThanOrEqual(19);
  });

  for (const { name, text, expected } of selfDescribed) {
    it(`${name}: ${expected.thc} THC, ${expected.cbd} CBD, Type ${expected.type}, ${expected.admitted ? 'admitted' : expected.reasons.join(' + ')}`, () => {
      const { verdict } = checkCoa({ text, rows: [], panels: [], product: '' });
      // "not found": the pre-check computed no total (it could not read the table with certainty).
      const shown = (total: number | null) =>
        verdict.unit && total !== null ? formatAmount(total, verdict.unit) : 'not found';
      expect(shown(verdict.totalThc)).toBe(expected.thc);
      expect(shown(verdict.totalCbd)).toBe(expected.cbd);
      // "none": no type is derived (from impossible figures, or none found).
      expect(verdict.type).toBe(expected.type === 'none' ? null : expected.type);
      expect(verdict.admissible).toBe(expected.admitted);
      expect([...new Set(verdict.reasons.map((reason) => reason.kind))]).toEqual(expected.reasons);
    });
  }
});

describe('the verdict on a failed or unpassed panel names the panel and the word it read', () => {
  const reasonsOf = (name: string) =>
    checkCoa({ text: withFrontMatter(name)!.text, rows: [], panels: [], product: '' }).verdict.reasons.map(
      (reason) => reason.text,
    );

  it('a failed analyte line, a failed summary, an overall RESULT: FAIL and "Does not comply"', () => {
    expect(reasonsOf('30-fl-residual-solvents-fail-concentrate.txt')).toEqual([
      'Residual solvents: an analyte line in this panel reads “FAIL”. Any failure keeps a certificate out of the network.',
    ]);
    expect(reasonsOf('15-ca-microbial-summary-fail.txt')).toEqual([
      'Microbial impurities: the panel reads “Fail”. Any failure keeps a certificate out of the network.',
    ]);
    expect(reasonsOf('16-co-overall-result-fail.txt')).toEqual([
      'The certificate’s overall result reads “FAIL”. Any failure keeps a certificate out of the network.',
    ]);
    expect(reasonsOf('19-ca-does-not-comply.txt')[0]).toContain('Pesticides: the panel reads “Does not comply”');
  });

  it('Pending, N/A, Not performed and a blank status are not a pass', () => {
    expect(reasonsOf('17-mi-heavy-metals-pending.txt')).toEqual([
      'Heavy metals (“Pending”). A panel counts only when the COA says it passed.',
    ]);
    expect(reasonsOf('18-fl-mycotoxins-na.txt')[0]).toContain('Mycotoxins (“N/A”)');
    expect(reasonsOf('31-co-not-performed-and-pass.txt')[0]).toContain('Mycotoxins (“Not performed”)');
    expect(reasonsOf('20-co-blank-status-panels.txt')[0]).toMatch(
      /^The result of pesticides \(line \d+: “.*Pesticides.*”\) and heavy metals \(line \d+: “.*”\)/i,
    );
  });

  it('a panel ticked in the form does not turn a failed or pending panel into a pass', () => {
    const text = withFrontMatter('17-mi-heavy-metals-pending.txt')!.text;
    const ticked = checkCoa({ text, rows: [], panels: ['heavyMetals'], product: '' }).verdict;
    expect(ticked.admissible).toBe(false);
    const failed = withFrontMatter('14-ca-pesticide-analyte-fail.txt')!.text;
    expect(checkCoa({ text: failed, rows: [], panels: ['pesticides'], product: '' }).verdict.admissible).toBe(false);
  });

  it('moisture and water activity are found each on its own', () => {
    expect(reasonsOf('23-co-water-activity-fails-moisture-passes.txt')).toEqual([
      'Water activity: the panel reads “FAIL”. Any failure keeps a certificate out of the network.',
    ]);
    expect(reasonsOf('24-ca-water-activity-missing.txt')).toEqual([
      'Water activity is missing from this COA. The network admits full-panel results only.',
    ]);
  });
});

describe('the island and the no-JavaScript route agree', () => {
  const pool = createCoaCheckPool();
  afterAll(() => pool.close());

  it('on every certificate: the same check from the island’s form and from the posted body read off-thread', async () => {
    for (const name of allFixtures) {
      const raw = readFileSync(path.join(fixtureDir, name), 'utf8');
      const text = withFrontMatter(name)?.text ?? raw;
      const island = checkCoa(coaInputFromForm(islandForm(text)));
      const route = await pool.check(coaInputFromForm(postedForm(text)));
      expect(route, name).toEqual({ ok: true, check: island });
    }
  });
});
