/**
 * The plain-text summary of an answer, for an email or a ticket. Small and free of the reader: the island builds
 * the same text from the answer its worker sends.
 */
import type { CoaVerdict, Reason, VerdictOutcome } from './rules.ts';
import type { UnsurePart } from './table.ts';
import { formatAmount, listInWords, panelLabel, TYPE_NAMES } from './words.ts';

/** Each kind of reason's title, set before its text: the text does not say it again. */
export const REASON_TITLES: Readonly<Record<Reason['kind'], string>> = {
  'no-cannabinoids': 'Cannabinoids',
  failed: 'Failed',
  'panel-not-passed': 'Not passed',
  'missing-panels': 'Incomplete panel',
  converted: 'Converted or synthetic cannabinoid',
  'check-value': 'Check this value',
  'totals-differ': 'Not read with certainty',
  'unsure-columns': 'Not read with certainty',
  'unsure-status': 'Not read with certainty',
  'unsure-product': 'Not read with certainty',
};

/**
 * The answer's headline, its mark (beside the words, never alone) and its words in the summary. A certificate the
 * pre-check could not read with certainty is not refused: it says so and what to do, with a neutral mark.
 */
const HEADLINES: Readonly<Record<VerdictOutcome, { mark: string; text: string; summary: string }>> = {
  admitted: { mark: '✓', text: 'This COA can join the DYC network.', summary: 'can join the network' },
  refused: {
    mark: '✕',
    text: 'This COA cannot join the DYC network as it stands.',
    summary: 'cannot join the network as it stands',
  },
  unsure: {
    mark: '?',
    text: 'The pre-check could not read all of this COA with certainty. Confirm or correct the parts below, or type the figures into the form, and check again.',
    summary:
      'not decided: the pre-check could not read all of this COA with certainty; confirm or correct the parts below, or type the figures into the form, and check again',
  },
};

export function verdictHeadline(verdict: Pick<CoaVerdict, 'outcome'>): { mark: string; text: string; summary: string } {
  return HEADLINES[verdict.outcome];
}

export function coaSummaryText(verdict: CoaVerdict, unsure: readonly UnsurePart[] = []): string {
  const lines = ['DYC COA pre-check'];
  const remarks = (impossible: string | null, printed: string | null, lab: boolean) =>
    [impossible?.toLowerCase(), printed && `the COA prints ${printed}`, lab && 'the lab’s own total, as printed']
      .filter(Boolean)
      .map((remark) => ` (${remark})`)
      .join('');
  const { impossible, labTotals } = verdict;
  for (const [name, total, key] of [
    ['Total THC', verdict.totalThc, 'thc'],
    ['Total CBD', verdict.totalCbd, 'cbd'],
  ] as const) {
    if (verdict.uncertain[key]) {
      lines.push(`${name}: could not read with certainty`);
      continue;
    }
    if (!verdict.unit || total === null) continue;
    const alsoIn = verdict.alsoIn
      .map(
        (other) =>
          `; ${formatAmount(key === 'thc' ? other.totalThc : other.totalCbd, other.unit, other.unitLabel, other.decimals)}`,
      )
      .join('');
    lines.push(
      `${name}: ${formatAmount(total, verdict.unit, verdict.unitLabel, verdict.decimals[key])}${alsoIn}${remarks(impossible[key], labTotals[key], verdict.totalsFrom[key] === 'lab')}`,
    );
  }
  const noType = verdict.impossible.thc || verdict.impossible.cbd ? ' (no type from an impossible figure)' : '';
  lines.push(`Type: ${verdict.type ? TYPE_NAMES[verdict.type] : 'not determined'}${noType}`);
  for (const row of verdict.impossible.rows) lines.push(`Impossible figure: ${row}`);
  lines.push(`Verdict: ${verdictHeadline(verdict).summary}`);
  for (const reason of verdict.reasons) lines.push(`- ${REASON_TITLES[reason.kind]}: ${reason.text}`);
  for (const part of unsure) {
    lines.push(`Could not read with certainty: ${part.text}`);
    for (const line of part.lines) lines.push(`  line ${line.number}: ${line.text}`);
  }
  for (const note of verdict.notes) lines.push(`Note: ${note}`);
  const found = verdict.panelsFound.map((id) => {
    const state = verdict.panelStates[id];
    return state ? `${panelLabel(id)} (${state})` : panelLabel(id);
  });
  if (found.length > 0) lines.push(`Panels found: ${listInWords(found)}`);
  lines.push('The color is not decided here: DYC assigns it from its consumer data after upload.');
  return lines.join('\n');
}
