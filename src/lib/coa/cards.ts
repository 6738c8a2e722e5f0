/**
 * Result cards as a LIMS prints them, one analyte a card: "Analyte: THCA" over "Result: 21.3   Units: %   LOQ: 0.10"
 * (or each key on a line of its own). A card's result is its "Result" key's figure in its "Units" key's unit; a card
 * that prints no unit, or more than one result, is said to be unsure, never read in a unit it does not print, but
 * for a not detected among cards that all print one unit (not detected is none of the analyte in any unit).
 */
import type { AnalyteId } from './analytes.ts';
import type { Cell, Figure, TextLine } from './lines.ts';
import { unitOfNotDetected, type RowRead } from './table.ts';
import type { Unit, UnitInfo } from './units.ts';

/** The key that opens a card, before the analyte's name, in the languages certificates print it in. */
const CARD_KEY =
  /^(?:analyte|analyt|anali[tz][ao]|compound|cannabinoid|calculated|(?:pr[üu]e?f)?parameter|par[aáâ]metro|param[eè]tre)\s?:/iu;
const RESULT_KEY = /^(?:results?|value|concentration|amount|risultato|resultados?|ergebnis|r[ée]sultats?)\s?:/iu;
const UNIT_KEY = /^units?\s?:/i;
/** Any "Key:" word, alone or with its value in the same cell ("Result: O.05"): a card's lines are made of them. */
const ANY_KEY = /^\p{L}[\p{L}/ ]{0,24}:/u;
/** A card's keys stand on at most this many lines under its head. */
const MAX_CARD_LINES = 4;

export interface CardsRead {
  rows: RowRead[];
  unsure: { text: string; analytes: AnalyteId[]; lines: TextLine[] }[];
  /** The lines the cards were printed on, read here and by nothing else. */
  used: Set<TextLine>;
}

/** Where a line's cells start past its leading marks ("--", "•"): the cells' count when all are marks. */
function contentStart(line: TextLine): number {
  let first = 0;
  while (first < line.cells.length) {
    const cell = line.cells[first]!;
    if (!(cell.kind === 'figure' && cell.figure!.blank && !/\w/.test(cell.text))) break;
    first += 1;
  }
  return first;
}

/** The name cell a card's head line names, after its opening key. */
function cardName(line: TextLine): Cell | null {
  // A word, then a name: no other line's cells are looked at further.
  const first = contentStart(line);
  const key = line.cells[first];
  const name = line.cells[first + 1];
  if (key?.kind !== 'word' || name?.kind !== 'name' || !CARD_KEY.test(key.text) || !key.text.endsWith(':')) return null;
  return name.name!.id || name.name!.total ? name : null;
}

/** A line of a card's keys under its head: it opens with a "Key:" word, and not the key of the next card or block. */
function isKeyLine(line: TextLine): boolean {
  const first = line.cells[contentStart(line)];
  return first?.kind === 'word' && ANY_KEY.test(first.text) && !cardName(line) && !CARD_KEY.test(first.text);
}

export function readCards(lines: readonly TextLine[]): CardsRead {
  const read: CardsRead = { rows: [], unsure: [], used: new Set() };
  const printed: { id: AnalyteId | null; unit: UnitInfo }[] = [];
  const notDetected: { name: Cell; card: TextLine; figure: Figure }[] = [];
  for (let at = 0; at < lines.length; at += 1) {
    const head = lines[at]!;
    const name = cardName(head);
    if (!name) continue;
    const body: TextLine[] = [];
    for (let next = at + 1; next < lines.length && body.length < MAX_CARD_LINES && isKeyLine(lines[next]!); next += 1)
      body.push(lines[next]!);
    const cells = [...head.cells.slice(head.cells.indexOf(name) + 1), ...body.flatMap((line) => line.cells)];
    // A result the pre-check cannot read as a figure ("O.05" from a scan) is a result still, never none.
    const results: (Figure | null)[] = [];
    const units: (UnitInfo | null)[] = [];
    cells.forEach((cell, index) => {
      if (cell.kind !== 'word') return;
      // The key's value is the next cell, unless the key's cell holds it already, as words the pre-check cannot read.
      const value = /:$/.test(cell.text) ? cells[index + 1] : undefined;
      if (RESULT_KEY.test(cell.text)) results.push(value?.kind === 'figure' ? value.figure! : null);
      if (UNIT_KEY.test(cell.text)) units.push(value?.kind === 'unit' ? value.unit! : null);
    });
    if (results.length === 0) continue;
    const card: TextLine = {
      ...head,
      text: [head, ...body].map((line) => line.text.trim()).join(' / '),
    };
    for (const line of [head, ...body]) read.used.add(line);
    const figure = results[0];
    const unit = figure?.unit ?? (units.length === 1 ? units[0] : null);
    const ids = name.name!.id ? [name.name!.id] : [];
    // "Result: ND" with no unit among cards that print theirs: placed once every card is read.
    if (figure && results.length === 1 && units.length === 0 && !unit && figure.value === null && figure.qualifier) {
      notDetected.push({ name, card, figure });
      continue;
    }
    if (!figure || results.length > 1 || units.length > 1 || !unit?.unit) {
      read.unsure.push({
        text: !figure
          ? 'This card prints a result whose digits could not be read, so its figure cannot be told.'
          : results.length > 1 || units.length > 1
            ? 'This card prints more than one result for its analyte, and which one is the result cannot be told.'
            : 'This card prints its result with no unit the pre-check reads, so its figure cannot be placed.',
        analytes: ids,
        lines: [card],
      });
      continue;
    }
    if (figure.blank) continue;
    read.rows.push(
      cardRow(
        name,
        card,
        figure,
        { unit: unit.unit, item: unit.item },
        figure.unit ? 'the unit printed with the figure' : 'the card’s “Units”',
      ),
    );
    printed.push({ id: name.name!.id, unit });
  }
  // A not-detected card is in the unit the other cards' figures print, when they print one.
  const shared = unitOfNotDetected(printed);
  for (const { name, card, figure } of notDetected) {
    if (shared?.unit)
      read.rows.push(
        cardRow(name, card, figure, { unit: shared.unit, item: shared.item }, 'the unit the other cards print'),
      );
    else
      read.unsure.push({
        text: 'This card prints its result with no unit the pre-check reads, so its figure cannot be placed.',
        analytes: name.name!.id ? [name.name!.id] : [],
        lines: [card],
      });
  }
  return read;
}

/** A card's row: its analyte's one figure in the unit given, as the answer shows where the unit came from. */
function cardRow(
  name: Cell,
  card: TextLine,
  figure: Figure,
  unit: { unit: Unit; item: UnitInfo['item'] },
  column: string,
): RowRead {
  return {
    name: name.name!,
    label: name.text,
    formula: name.formula ?? null,
    line: card,
    inTable: false,
    measures: [{ figure, unit: unit.unit, item: unit.item, basis: null, column, table: null, columnIndex: null }],
  };
}
