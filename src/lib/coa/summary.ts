/**
 * The plain-text summary of an answer, for an email or a ticket. Small and free of the reader: the island builds
 * the same text from the answer its worker sends.
 */
import type { CoaVerdict } from './rules.ts';
import type { UnsurePart } from './table.ts';
import { formatAmount, listInWords, panelLabel, TYPE_NAMES } from './words.ts';

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
      .map((other) => `; ${formatAmount(key === 'thc' ? other.totalThc : other.totalCbd, other.unit, other.unitLabel)}`)
      .join('');
    lines.push(
      `${name}: ${formatAmount(total, verdict.unit, verdict.unitLabel)}${alsoIn}${remarks(impossible[key], labTotals[key], verdict.totalsFrom[key] === 'lab')}`,
    );
  }
  const noType = verdict.impossible.thc || verdict.impossible.cbd ? ' (no type from an impossible figure)' : '';
  lines.push(`Type: ${verdict.type ? TYPE_NAMES[verdict.type] : 'not determined'}${noType}`);
  for (const row of verdict.impossible.rows) lines.push(`Impossible figure: ${row}`);
  lines.push(`Verdict: ${verdict.admissible ? 'can join the network' : 'cannot join the network as it stands'}`);
  for (const reason of verdict.reasons) lines.push(`- ${reason.text}`);
  for (const part of unsure) {
    lines.push(`Could not read with certainty: ${part.text}`);
    for (const line of part.lines) lines.push(`  line ${line.number}: ${line.text}`);
  }
  for (const note of verdict.notes) lines.push(`Note: ${note}`);
  if (verdict.panelsFound.length > 0) lines.push(`Panels found: ${listInWords(verdict.panelsFound.map(panelLabel))}`);
  lines.push('The color is not decided here: DYC assigns it from its consumer data after upload.');
  return lines.join('\n');
}
