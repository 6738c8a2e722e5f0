import { checkCoa, type CoaCheck } from '../../src/lib/coa/check.ts';
import type { Reason } from '../../src/lib/coa/rules.ts';

/** The pre-check of a pasted text alone, as an operator who types nothing else gets it. */
export const checked = (text: string): CoaCheck => checkCoa({ text, rows: [], panels: [], product: '' });

/** The kinds of a verdict's reasons, each once. */
export const kinds = (reasons: readonly Reason[]) => [...new Set(reasons.map((reason) => reason.kind))];

/** A flower's safety panels, each passed, one a line. */
export const FLOWER_PANELS: readonly string[] = [
  'Pesticides: PASS',
  'Heavy Metals: PASS',
  'Microbials: PASS',
  'Mycotoxins: PASS',
  'Foreign Material: PASS',
  'Moisture: 10.9 % PASS',
  'Water Activity: 0.55 aw PASS',
];

/** A flower's certificate: its matrix, the lines given (a potency table) and its panels. */
export const flowerCertificate = (lines: readonly string[], panels: readonly string[] = FLOWER_PANELS): string =>
  ['Matrix: Flower', ...lines, ...panels].join('\n');
