import type { Ref } from 'react';
import { coaSummaryText, type CoaCheck } from '../../lib/coa/check.ts';
import { formatAmount, TYPE_NAMES, type Reason } from '../../lib/coa/rules.ts';
import styles from './CoaCheck.module.css';

const REASON_TITLES: Readonly<Record<Reason['kind'], string>> = {
  'no-cannabinoids': 'No cannabinoid results',
  failed: 'Failed',
  'panel-not-passed': 'Not passed',
  'missing-panels': 'Panels missing',
  converted: 'Converted or synthetic cannabinoid',
  'check-value': 'Check this value',
  'totals-differ': 'Totals differ',
  'unsure-columns': 'Not read with certainty',
};

export interface CoaVerdictPanelProps {
  check: CoaCheck;
  signInUrl: string;
  /** The copy and print buttons work only with JavaScript. */
  actions?: { onCopy(): void; onPrint(): void; copyStatus: string };
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The answer: totals, type, verdict with its reasons, what the check leaves to DYC, and a summary to copy. */
export default function CoaVerdictPanel({ check, signInUrl, actions, headingRef }: CoaVerdictPanelProps) {
  const { verdict, inputProblems } = check;
  const { unit, impossible } = verdict;
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
      <p className={verdict.admissible ? styles.admitted : styles.refused}>
        <span aria-hidden="true" className={styles.mark}>
          {verdict.admissible ? '✓' : '✕'}
        </span>
        {verdict.admissible
          ? 'This COA can join the DYC network.'
          : 'This COA cannot join the DYC network as it stands.'}
      </p>
      <dl className={styles.figures}>
        <div className={impossible.thc ? styles.impossible : undefined}>
          <dt>Total THC</dt>
          <dd>
            {unit && verdict.totalThc !== null ? formatAmount(verdict.totalThc, unit) : 'not found'}
            {verdict.alsoIn.map((other) => (
              <span key={other.unit} className={styles.figureNote}>
                {formatAmount(other.totalThc, other.unit)}
              </span>
            ))}
            {impossible.thc && <span className={styles.figureWarning}>{impossible.thc}</span>}
            {verdict.labTotals.thc && <span className={styles.figureNote}>The COA prints {verdict.labTotals.thc}</span>}
          </dd>
        </div>
        <div className={impossible.cbd ? styles.impossible : undefined}>
          <dt>Total CBD</dt>
          <dd>
            {unit && verdict.totalCbd !== null ? formatAmount(verdict.totalCbd, unit) : 'not found'}
            {verdict.alsoIn.map((other) => (
              <span key={other.unit} className={styles.figureNote}>
                {formatAmount(other.totalCbd, other.unit)}
              </span>
            ))}
            {impossible.cbd && <span className={styles.figureWarning}>{impossible.cbd}</span>}
            {verdict.labTotals.cbd && <span className={styles.figureNote}>The COA prints {verdict.labTotals.cbd}</span>}
          </dd>
        </div>
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
      <p className={styles.note}>
        Total THC is Δ9-THC plus 0.877 × THCA, and total CBD is CBD plus 0.877 × CBDA. This check does not decide the
        color: DYC assigns it from its consumer data after the COA is uploaded.{' '}
        <a href={signInUrl}>Sign up or log in to upload your COAs</a>.
      </p>
      <h3>Summary to copy</h3>
      <pre className={styles.summary}>{coaSummaryText(verdict)}</pre>
      {actions && (
        <div className={styles.actions}>
          <button type="button" className="button" onClick={actions.onCopy}>
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
