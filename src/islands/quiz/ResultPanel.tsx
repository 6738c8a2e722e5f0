import type { Ref } from 'react';
import {
  colorMeaning,
  displayResult,
  doseAdvice,
  explainResult,
  iconAltText,
  resultTitle,
} from '../../lib/quiz/describe.ts';
import type { CounterCardText } from '../../lib/quiz/counterCardText.ts';
import type { QuizResult } from '../../lib/quiz/schema.ts';
import CounterCard from './CounterCard.tsx';
import styles from './Quiz.module.css';

export interface ResultPanelProps {
  result: QuizResult;
  /** The server-rendered result page for this result: the share link (answers only, nothing personal). */
  shareHref: string | null;
  /** Reset Quiz is a button in the island (onReset) and a link on the server-rendered result page (resetHref). */
  onReset?: () => void;
  resetHref?: string;
  /** The island moves focus here when a fresh result appears. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The result page makes the panel's heading its h1; in the quiz island it sits under the page's h1. */
  headingLevel?: 1 | 2;
  /** The island offers the counter card (it needs JavaScript); the server-rendered result page does not. */
  counterCardText?: CounterCardText;
}

/** The results panel, shared by the island and the server-rendered result page (rendered there without JS). */
export default function ResultPanel({
  result,
  shareHref,
  onReset,
  resetHref,
  headingRef,
  headingLevel = 2,
  counterCardText,
}: ResultPanelProps) {
  const shown = displayResult(result);
  const meaning = colorMeaning(result.color);
  const explained = explainResult(result);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <section className={styles.result} data-color={result.color} aria-labelledby="quiz-result-heading">
      <div className={styles.resultBand}>
        <img
          className={styles.icon}
          src={result.littleDudeUrl}
          alt={iconAltText(result)}
          width={160}
          height={200}
          decoding="async"
        />
        <div className={styles.resultSummary}>
          <Heading id="quiz-result-heading" className={styles.resultHeading} ref={headingRef} tabIndex={-1}>
            {resultTitle(result.color)}
          </Heading>
          <dl className={styles.lines}>
            <div className={styles.line}>
              <dt>Your Color is</dt>
              <dd>
                <span className={styles.swatch} aria-hidden="true"></span>
                <span>
                  {shown.color} <span className={styles.effect}>({meaning.name})</span>
                </span>
              </dd>
            </div>
            <div className={styles.line}>
              <dt>Dose Recommendation</dt>
              <dd>{shown.dose}</dd>
            </div>
            <div className={styles.line}>
              <dt>Mind/Body/Balance</dt>
              <dd>{shown.mindBodyBalance}</dd>
            </div>
            <div className={styles.line}>
              <dt>Product type</dt>
              <dd>{shown.productType}</dd>
            </div>
          </dl>
        </div>
      </div>
      <div className={styles.resultBody}>
        <div className={styles.explain}>
          <SubHeading className={styles.explainHeading}>Why {shown.color}</SubHeading>
          <p>{explained.why}</p>
        </div>
        <div className={styles.explain}>
          <SubHeading className={styles.explainHeading}>How it feels</SubHeading>
          <p>{explained.feel}</p>
        </div>
        <div className={styles.explain}>
          <SubHeading className={styles.explainHeading}>Your dose and the wait</SubHeading>
          <p data-dose-advice="">{doseAdvice(result)}</p>
        </div>
        <div className={styles.explain}>
          <SubHeading className={styles.explainHeading}>Next step</SubHeading>
          <p>{explained.askInStore}</p>
          <p>
            <a href="/science/" className={styles.nextLink}>
              How the colors are assigned: read the science
            </a>
          </p>
        </div>
        {shareHref && (
          <p className={styles.share}>
            Share this result (it holds your answers, nothing personal):{' '}
            <a href={shareHref} className={styles.shareLink}>
              link to this result
            </a>
          </p>
        )}
        <div className={styles.actions}>
          {onReset ? (
            <button type="button" className="button" onClick={onReset}>
              Reset Quiz
            </button>
          ) : (
            <a className="button" href={resetHref}>
              Reset Quiz
            </a>
          )}
          {counterCardText && shareHref && <CounterCard result={result} shareHref={shareHref} text={counterCardText} />}
        </div>
      </div>
    </section>
  );
}
