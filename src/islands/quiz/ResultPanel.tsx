import { useEffect, useRef, useState, type MouseEvent, type ReactNode, type Ref } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { quizCopy, quizPaths, type ResultViewer } from '../../i18n/quiz.ts';
import {
  colorMeaning,
  displayResult,
  doseAdvice,
  explainResult,
  iconAltText,
  resultTitle,
  resultWords,
} from '../../lib/quiz/describe.ts';
import { shareLink, type LinkShareOutcome } from '../../lib/share/share.ts';
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
  /**
   * Share in the island: the system share sheet where there is one, else the link is copied and the panel says
   * so, or shows it to copy by hand. Off in a frame, where the link opens in a new tab. The server result page
   * gets the same behaviour from its inline script (src/lib/share/resultPageScript.ts).
   */
  shareInPlace?: boolean;
  /** The reader's own result ("Your color is"), or a shared link's ("This result:"). */
  viewer?: ResultViewer;
  /** The island moves focus here when a fresh result appears. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The result page makes the panel's heading its h1; in the quiz island it sits under the page's h1. */
  headingLevel?: 1 | 2;
  /** "Show at the counter" and its card (CounterCard), first among the result's actions. */
  counterCard?: ReactNode;
  /** The language of the words; the result itself holds the API's English values. */
  locale?: Locale;
  /** The embedded quiz's "Shop Blue (Calm) at Green Door" button, when the host configured a shop URL. */
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
  shareInPlace = false,
  viewer = 'own',
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
  const explained = explainResult(result, locale, viewer);
  const headline = copy.headline[viewer];
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const SubHeading = headingLevel === 1 ? 'h2' : 'h3';
  const [shareOutcome, setShareOutcome] = useState<LinkShareOutcome | null>(null);
  const share = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setShareOutcome(null);
    const data = { title: resultTitle(result.color, locale, 'shared'), url: event.currentTarget.href };
    void shareLink(data, navigator).then(setShareOutcome);
  };
  return (
    <section className={styles.result} data-color={result.color} aria-labelledby="quiz-result-heading">
      {/* The color is the hero: a band of its fill (the swatches' own), its name large, the dose on it. */}
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
        {/* The color first and largest ("Your color is Purple"), the effect beside it ("Rest: sleepy and unwound").
            A shared link's heading reads "This result: Purple", its colon heard, not seen. */}
        <Heading id="quiz-result-heading" className={styles.resultHeading} ref={headingRef} tabIndex={-1}>
          <span className={styles.resultLead}>
            {headline.lead}
            {headline.colon && <span className={styles.resultColon}>:</span>}
          </span>{' '}
          <span className={styles.resultName} data-result-color="">
            {meaning.color}
          </span>
        </Heading>
        <p className={styles.resultEffect}>{meaning.effectLine}</p>
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
              onClick={shareInPlace ? share : undefined}
              data-share-result=""
              data-share-title={resultTitle(result.color, locale, 'shared')}
              data-share-copied={copy.shareCopied}
              {...newTab}
            >
              {copy.shareLink}
              {newTabNote}
            </a>
          )}
        </div>
        {shareHref && (
          <ShareOutcome outcome={shareOutcome} href={shareHref} locale={locale} note={copy.shareNote[viewer]} />
        )}
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
          <SubHeading className={styles.explainHeading}>{copy.doseHeading[viewer]}</SubHeading>
          <p data-dose-advice="">{doseAdvice(result, locale)}</p>
        </div>
        <div className={styles.explain}>
          <SubHeading className={styles.explainHeading}>{copy.labelHeading}</SubHeading>
          {/* As the label prints it, color then type; the type comes from a product's lab test, never the quiz. */}
          <p className={styles.labelForm} data-label-form="">
            {copy.labelForm(resultWords(result, locale))}
          </p>
          <p>{copy.typeMeaning}</p>
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

/**
 * Under the actions: what the link holds, then what Share did where no share sheet took it: "Link copied" (a
 * polite status), or, where the clipboard is refused, the link itself in a field, selected to copy by hand.
 * The server result page renders the same elements and its script fills them (resultPageScript.ts).
 */
function ShareOutcome({
  outcome,
  href,
  locale,
  note,
}: {
  outcome: LinkShareOutcome | null;
  href: string;
  locale: Locale;
  note: string;
}) {
  const copy = quizCopy(locale).result;
  const field = useRef<HTMLInputElement>(null);
  const byHand = outcome === 'copy-by-hand';
  useEffect(() => {
    if (!byHand || !field.current) return;
    field.current.focus();
    field.current.select();
  }, [byHand]);
  return (
    <>
      <p className={styles.shareNote}>{note}</p>
      <p className={styles.shareStatus} role="status" data-share-status="">
        {outcome === 'copied' ? copy.shareCopied : ''}
      </p>
      <div className={styles.shareByHand} data-share-by-hand="" hidden={!byHand}>
        <label htmlFor="quiz-share-link">{copy.shareCopyByHand}</label>
        <input
          id="quiz-share-link"
          type="url"
          readOnly
          ref={field}
          // The island's share link is a path; the field holds the whole address, as the clipboard would.
          value={byHand ? new URL(href, location.href).href : href}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
    </>
  );
}
