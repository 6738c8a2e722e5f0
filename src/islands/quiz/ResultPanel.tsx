import type { MouseEvent, ReactNode, Ref } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { quizCopy, quizPaths } from '../../i18n/quiz.ts';
import {
  colorMeaning,
  displayResult,
  doseAdvice,
  explainResult,
  iconAltText,
  resultWords,
} from '../../lib/quiz/describe.ts';
import { iconPath } from '../../lib/quiz/recommend.ts';
import type { QuizResult } from '../../lib/quiz/schema.ts';
import styles from './Quiz.module.css';

export interface ResultPanelProps {
  result: QuizResult;
  /** The server-rendered result page for this result: the share link (answers only, nothing personal). */
  shareHref: string | null;
  /**
   * Reset is a button in the island (onReset) and a link on the server-rendered result page (resetHref), where
   * it reads "Take the quiz yourself" (resetLabel): a shared link is mostly opened by someone who never took it.
   */
  onReset?: () => void;
  resetHref?: string;
  resetLabel?: string;
  /** The island's Share: the system share sheet where there is one; otherwise the link opens as it is. */
  onShare?: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
  /** The island moves focus here when a fresh result appears. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The result page makes the panel's heading its h1; in the quiz island it sits under the page's h1. */
  headingLevel?: 1 | 2;
  /** "Show at the counter" and its card (CounterCard), first among the result's actions. */
  counterCard?: ReactNode;
  /** The language of the words; the result itself holds the API's English values. */
  locale?: Locale;
  /** The embedded quiz's "Shop Calm at Green Door" button, when the host configured a shop URL. */
  shopLink?: { href: string; label: string; target: '_blank' | '_top'; opensInNewTab: string; onClick?: () => void };
  /** In a frame, the result's links open in a new tab (never inside the frame); the words say so. */
  linksInNewTab?: string;
}

/** The results panel, shared by the island and the server-rendered result page (rendered there without JS). */
export default function ResultPanel({
  result,
  shareHref,
  onReset,
  resetHref,
  resetLabel,
  onShare,
  headingRef,
  headingLevel = 2,
  counterCard,
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
      {/* The color is the hero: a band of its deep shade, its name large, the type and the dose on it. */}
      <div className={styles.resultBand} data-result-band="">
        <img
          className={styles.icon}
          // The site's own copy of the result's icon, on the page's origin: the API and the result page name it on the
          // public origin, which may be another name for this server (127.0.0.1 for localhost, the apex for www).
          src={iconPath(result.color, result.mindBodyBalance)}
          alt={iconAltText(result, locale)}
          width={160}
          height={200}
          decoding="async"
        />
        {/* One naming of the color; the unseen colon keeps the heading's words "Your color: Calm". */}
        <Heading id="quiz-result-heading" className={styles.resultHeading} ref={headingRef} tabIndex={-1}>
          <span className={styles.resultLead}>
            {copy.titleLead}
            <span className={styles.resultColon}>:</span>
          </span>{' '}
          <span className={styles.resultName}>{meaning.name}</span>
        </Heading>
        <div className={styles.resultFacts}>
          <dl className={styles.lines}>
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
      {/* The two things to do with a result come first in the tab order, right after the heading. */}
      <div className={styles.resultActions}>
        <div className={styles.actions}>
          {shopLink && (
            <a
              className="button"
              href={shopLink.href}
              target={shopLink.target}
              rel="noopener"
              data-shop-link=""
              onClick={shopLink.onClick}
            >
              {shopLink.label}
              {shopLink.target === '_blank' && <span className="visually-hidden"> {shopLink.opensInNewTab}</span>}
            </a>
          )}
          {counterCard}
          {shareHref && (
            <a
              href={shareHref}
              className={shopLink || counterCard ? 'button is-secondary' : 'button'}
              onClick={onShare ? (event) => onShare(event, shareHref) : undefined}
              {...newTab}
            >
              {copy.shareLink}
              {newTabNote}
            </a>
          )}
        </div>
        {shareHref && <p className={styles.shareNote}>{copy.shareNote}</p>}
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
        {/* Starting over is a quiet link at the end, not an action that competes with the result. */}
        <p>
          {onReset ? (
            <button type="button" className={styles.quietLink} onClick={onReset}>
              {quizCopy(locale).reset}
            </button>
          ) : (
            <a className={styles.quietLink} href={resetHref}>
              {resetLabel ?? quizCopy(locale).reset}
            </a>
          )}
        </p>
      </div>
    </section>
  );
}
