import type { Ref } from 'react';
import type { CoaCheck, RowUsed } from '../../lib/coa/check.ts';
import type { CoaVerdict } from '../../lib/coa/rules.ts';
import type { RoleChoice, TableRead } from '../../lib/coa/table.ts';
import { UNIT_WORDS } from '../../lib/coa/units.ts';
import { REASON_TITLES, verdictHeadline } from '../../lib/coa/summary.ts';
import { formatAmount, TYPE_NAMES } from '../../lib/coa/words.ts';
import styles from './CoaCheck.module.css';

/** The roles an operator can give a column, in words. */
const ROLE_WORDS: Readonly<Record<RoleChoice, string>> = {
  'result:%': 'Result, %',
  'result:mg/g': 'Result, mg/g',
  'result:mg/mL': 'Result, mg/mL',
  'result:mg/unit': `Result, ${UNIT_WORDS['mg/unit']}`,
  'result:mg/package': `Result, ${UNIT_WORDS['mg/package']}`,
  limit: 'A limit (LOQ, LOD, action level)',
  ignore: 'Not a result',
};

export interface CoaVerdictPanelProps {
  check: CoaCheck;
  /** The operator app, where a COA is uploaded; null until the owner sets its address. */
  signInUrl: string | null;
  /** The copy and print buttons work only with JavaScript. */
  actions?: { onCopy(): void; onPrint(): void; copyStatus: string };
  /** Corrections, with JavaScript: a row into the typed form, a column's role. */
  corrections?: {
    onCorrectRow(row: RowUsed): void;
    onRole(table: number, column: number, role: RoleChoice): void;
  };
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Where joining starts while the operator app has no address: the operators page's membership section. */
const MEMBERSHIP_HREF = '/operators/#closing-heading';

const TOTALS = {
  thc: { label: 'Total THC', amount: (figures: { totalThc: number }) => figures.totalThc },
  cbd: { label: 'Total CBD', amount: (figures: { totalCbd: number }) => figures.totalCbd },
} as const;

/** One total's figure box: the computed total, the same total in the COA's other units, and what is wrong with it. */
function TotalFigure({ verdict, total }: { verdict: CoaVerdict; total: keyof typeof TOTALS }) {
  const { label, amount } = TOTALS[total];
  const computed = total === 'thc' ? verdict.totalThc : verdict.totalCbd;
  const impossible = verdict.impossible[total];
  const printed = verdict.labTotals[total];
  return (
    <div className={impossible ? styles.impossible : undefined}>
      <dt>{label}</dt>
      <dd>
        {verdict.uncertain[total]
          ? 'could not read with certainty'
          : verdict.unit && computed !== null
            ? formatAmount(computed, verdict.unit, verdict.unitLabel, verdict.decimals[total])
            : 'not found'}
        {verdict.alsoIn.map((other) => (
          <span key={other.unit} className={styles.figureNote}>
            {formatAmount(amount(other), other.unit, other.unitLabel, other.decimals)}
          </span>
        ))}
        {verdict.totalsFrom[total] === 'lab' && (
          <span className={styles.figureNote}>The lab’s own total, as printed</span>
        )}
        {impossible && <span className={styles.figureWarning}>{impossible}</span>}
        {printed && <span className={styles.figureNote}>The COA prints {printed}</span>}
      </dd>
    </div>
  );
}

/** The rows the answer used, each with the column and the line it came from. */
function RowsRead({ rows, onCorrectRow }: { rows: readonly RowUsed[]; onCorrectRow?: (row: RowUsed) => void }) {
  return (
    <div className={styles.scroll}>
      <table className={styles.read}>
        <caption>The rows this answer used, and where each came from</caption>
        {/* Out of sight in a narrow answer, whose cells name their column (CoaCheck.module.css). */}
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Analyte</th>
            <th scope="col">Figure</th>
            <th scope="col">Unit</th>
            <th scope="col">Column</th>
            <th scope="col">Line</th>
            {onCorrectRow && (
              <th scope="col">
                <span className="visually-hidden">Correct</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.analyte}-${row.unit}-${row.line?.number ?? 'typed'}-${index}`}>
              <th scope="row">{row.label}</th>
              <td>{row.figure}</td>
              <td>{row.unitLabel}</td>
              <td data-label="Column">{row.column}</td>
              <td data-label="Line">
                {row.line ? (
                  <>
                    <span className={styles.lineNumber}>{row.line.number}</span> <code>{row.line.text}</code>
                  </>
                ) : (
                  'typed in the form'
                )}
              </td>
              {onCorrectRow && (
                <td>
                  {!row.analyte.startsWith('total:') && (
                    <button type="button" className={styles.linkButton} onClick={() => onCorrectRow(row)}>
                      Correct
                      <span className="visually-hidden">
                        {' '}
                        {row.label}, {row.unitLabel}
                      </span>
                    </button>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A table's columns, each with the role it was read in, for the operator to correct. */
function ColumnsRead({
  table,
  onRole,
}: {
  table: TableRead;
  onRole: (table: number, column: number, role: RoleChoice) => void;
}) {
  return (
    <fieldset className={styles.columns}>
      <legend>
        Table at line {table.header.number}: <code>{table.header.text}</code>
      </legend>
      {table.columns.map((column) => {
        const id = `coa-role-${table.index}-${column.index}`;
        return (
          <div key={column.index} className={styles.field}>
            <label htmlFor={id}>Column “{column.label || `${column.index + 1}`}”</label>
            <select
              id={id}
              value={column.role ?? ''}
              onChange={(event) => onRole(table.index, column.index, event.currentTarget.value as RoleChoice)}
            >
              {column.role === null && <option value="">Not read: choose what it holds</option>}
              {(Object.keys(ROLE_WORDS) as RoleChoice[]).map((role) => (
                <option key={role} value={role}>
                  {ROLE_WORDS[role]}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * The answer: totals, type, verdict with its reasons, what could not be read with certainty and its lines, the rows
 * used and where each came from, what the check leaves to DYC, and a summary to copy.
 */
export default function CoaVerdictPanel({ check, signInUrl, actions, corrections, headingRef }: CoaVerdictPanelProps) {
  const { verdict, inputProblems, unsure, rows, tables } = check;
  const { impossible } = verdict;
  const headline = verdictHeadline(verdict);
  return (
    <section className={styles.verdict} aria-labelledby="coa-verdict-heading">
      <h2 id="coa-verdict-heading" ref={headingRef} tabIndex={-1}>
        Result of the pre-check
      </h2>
      {inputProblems.length > 0 && (
        <div className={styles.problems}>
          <h3>Some typed values could not be read</h3>
          <ul>
            {inputProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
      <p className={styles[verdict.outcome]} data-outcome={verdict.outcome}>
        <span aria-hidden="true" className={styles.mark}>
          {headline.mark}
        </span>
        {headline.text}
      </p>
      {/* A pass leads to joining: the operator app, where the COA is uploaded and the color assigned. */}
      {verdict.admissible && (
        <p className={styles.join}>
          <a className="button" href={signInUrl ?? MEMBERSHIP_HREF}>
            Join the network
          </a>
        </p>
      )}
      <dl className={styles.figures}>
        <TotalFigure verdict={verdict} total="thc" />
        <TotalFigure verdict={verdict} total="cbd" />
        <div>
          <dt>Type</dt>
          <dd>
            {verdict.type ? TYPE_NAMES[verdict.type] : 'not determined'}
            {(impossible.thc || impossible.cbd) && (
              <span className={styles.figureNote}>No type is derived from an impossible figure</span>
            )}
          </dd>
        </div>
        {impossible.rows.length > 0 && (
          <div className={styles.impossible}>
            <dt>Impossible figures on this COA</dt>
            {impossible.rows.map((row) => (
              <dd key={row} className={styles.figureWarning}>
                {row}
              </dd>
            ))}
          </div>
        )}
      </dl>
      {verdict.reasons.length > 0 && (
        <>
          <h3>Why</h3>
          <ul className={styles.reasons}>
            {verdict.reasons.map((reason) => (
              <li key={reason.text}>
                <strong>{REASON_TITLES[reason.kind]}:</strong> {reason.text}
              </li>
            ))}
          </ul>
        </>
      )}
      {verdict.notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
      {unsure.length > 0 && (
        <>
          <h3>Could not read with certainty</h3>
          <ul className={styles.unsure}>
            {unsure.map((part) => (
              <li key={part.text}>
                {part.text}
                <ul className={styles.sourceLines}>
                  {part.lines.map((line) => (
                    <li key={line.number}>
                      <span className={styles.lineNumber}>Line {line.number}</span> <code>{line.text}</code>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
      {rows.length > 0 && (
        <>
          <h3>Rows read</h3>
          <RowsRead rows={rows} onCorrectRow={corrections?.onCorrectRow} />
          {corrections && (
            <p className={styles.note}>
              A figure read wrong? Correct its row in the form above, or the role of its column below, and check again.
            </p>
          )}
        </>
      )}
      {corrections && tables.length > 0 && (
        <>
          <h3>Columns read</h3>
          {tables.map((table) => (
            <ColumnsRead key={table.index} table={table} onRole={corrections.onRole} />
          ))}
        </>
      )}
      <p className={styles.note}>
        Total THC is Δ9-THC plus 0.877 × THCA, and total CBD is CBD plus 0.877 × CBDA. This check does not decide the
        color: DYC assigns it from its consumer data after the COA is uploaded.{' '}
        {signInUrl ? (
          <a href={signInUrl}>Sign up or log in to upload your COAs</a>
        ) : (
          <>
            Members upload their COAs: <a href={MEMBERSHIP_HREF}>see what membership includes</a>
          </>
        )}
        .
      </p>
      <h3>Summary to copy</h3>
      <pre className={styles.summary}>{check.summary}</pre>
      {actions && (
        <div className={styles.actions}>
          <button type="button" className="button is-secondary" onClick={actions.onCopy}>
            Copy summary
          </button>
          <button type="button" className="button is-secondary" onClick={actions.onPrint}>
            Print
          </button>
          <p role="status" className={styles.copyStatus}>
            {actions.copyStatus}
          </p>
        </div>
      )}
    </section>
  );
}
