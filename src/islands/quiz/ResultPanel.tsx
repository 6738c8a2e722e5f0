import type { Ref } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { quizCopy, quizPaths } from '../../i18n/quiz.ts';
import {
  colorMeaning,
  displayResult,
  doseAdvice,
  explainResult,
  iconAltText,
  resultTitle,
  resultWords,
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
  /** The language of the words; the result itself holds the API's English values. */
  locale?: Locale;
  /** The embedded quiz's "Shop Calm at Green Door" button, when the host configured a shop URL. */
  shopLink?: { href: string; label: string; target: '_blank' | '_top'; opensInNewTab: string };
  /** In a frame, the result's links open in a new tab (never inside the frame); the words say so. */
  linksInNewTab?: string;
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
  locale = 'en',
  shopLink,
  linksInNewTab,
}: ResultPanelProps) {
  const newTab = linksInNewTab ? ({ target: '_blank', rel: 'noopener' } as const) : {};
  const newTabNote = linksInNewTab ? <span className="visually-hidden"> {linksInNewTab}</span> : null;
  const copy = quizCopy(locale).result;
  const shown = displayResult(result, locale);
  const meaning = colorMeaning(result.color, locale);
  const explained = explainResult(result, locale);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <section className={styles.result} data-color={result.color} aria-labelledby="quiz-result-heading">
      <div className={styles.resultBand}>
        <img
          className={styles.icon}
          src={result.littleDudeUrl}
          alt={iconAltText(result, locale)}
          width={160}
          height={200}
          decoding="async"
        />
        <div className={styles.resultSummary}>
          <Heading id="quiz-result-heading" className={styles.resultHeading} ref={headingRef} tabIndex={-1}>
            {resultTitle(result.color, locale)}
          </Heading>
          <dl className={styles.lines}>
            <div className={styles.line}>
              <dt>{copy.colorLabel}</dt>
              <dd>
                <span className={styles.swatch} aria-hidden="true"></span>
                <span>
                  {shown.color} <span className={styles.effect}>{copy.colorEffect(meaning.name)}</span>
                </span>
              </dd>
            </div>
            <div className={styles.line}>
              <dt>{copy.doseLabel}</dt>
              <dd>{shown.dose}</dd>
            </div>
            <div className={styles.line}>
              <dt>{copy.balanceLabel}</dt>
              <dd>{shown.mindBodyBalance}</dd>
            </div>
            <div className={styles.line}>
              <dt>{copy.productTypeLabel}</dt>
              <dd>{shown.productType}</dd>
            </div>
          </dl>
        </div>
      </div>
      <div className={styles.resultBody}>
        <div className={styles.explain}>
          <SubHeading className={styles.explainHeading}>{copy.whyHeading(resultWords(result, locale))}</SubHeading>
          <p>{explained.why}</p>
        </div>
        <div className={styles.explain}>
          <SubHeading className={styles.explainHeading}>{copy.feelHeading}</SubHeading>
          <p>{explained.feel}</p>
        </div>
        <div className={styles.explain}>
          <SubHeading className={styles.explainHeading}>{copy.doseHeading}</SubHeading>
          <p data-dose-advice="">{doseAdvice(result, locale)}</p>
        </div>
        <div className={styles.explain}>
          <SubHeading className={styles.explainHeading}>{copy.nextHeading}</SubHeading>
          <p>{explained.askInStore}</p>
          <p>
            <a href={quizPaths(locale).science} className={styles.nextLink} {...newTab}>
              {copy.scienceLink}
              {newTabNote}
            </a>
          </p>
        </div>
        {shareHref && (
          <p className={styles.share}>
            {copy.shareIntro}{' '}
            <a href={shareHref} className={styles.shareLink} {...newTab}>
              {copy.shareLink}
              {newTabNote}
            </a>
          </p>
        )}
        <div className={styles.actions}>
          {shopLink && (
            <a className="button" href={shopLink.href} target={shopLink.target} rel="noopener" data-shop-link="">
              {shopLink.label}
              {shopLink.target === '_blank' && <span className="visually-hidden"> {shopLink.opensInNewTab}</span>}
            </a>
          )}
          {onReset ? (
            <button type="button" className="button" onClick={onReset}>
              {quizCopy(locale).reset}
            </button>
          ) : (
            <a className="button" href={resetHref}>
              {quizCopy(locale).reset}
            </a>
          )}
          {counterCardText && shareHref && (
            <CounterCard result={result} shareHref={shareHref} text={counterCardText} locale={locale} />
          )}
        </div>
      </div>
    </section>
  );
}
