import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef } from 'react';
import type { EmbedQuizText } from '../../i18n/embed.ts';
import type { Locale } from '../../i18n/locales.ts';
import { quizCopy, quizPaths } from '../../i18n/quiz.ts';
import { QUESTIONS } from '../../lib/quiz/questions.ts';
import { answeredSoFar, answersToSearch } from '../../lib/quiz/params.ts';
import { answersForResult } from '../../lib/quiz/recommend.ts';
import { colorWithEffect } from '../../i18n/glossary.ts';
import { colorMeaning, resultHeadline, resultTitle } from '../../lib/quiz/describe.ts';
import { readFrameFragment, shopButtonLabel, shopLinkFor } from '../../lib/embed/embedSettings.ts';
import { reportResult, reportShopClick, type CountingSettings } from '../../lib/embed/countEvents.ts';
import { readStorePageCounting } from '../../lib/stores/storePageCounting.ts';
import type { CounterCardText } from '../../lib/quiz/counterCardText.ts';
import { clearStoredResult } from '../../lib/quiz/storage.ts';
import { RESET_PARAMETER } from '../../lib/quiz/firstPaint.ts';
import { RESULT_COLORS } from '../../lib/quiz/schema.ts';
import {
  $age,
  $answers,
  $pendingOption,
  $phase,
  $result,
  $resultAnswers,
  $status,
  $step,
  adoptAnswers,
  answerAge,
  chooseOption,
  configureQuiz,
  goBack,
  requestResult,
  resetQuiz,
  restoreAgeAnswer,
  restoreStoredResult,
} from '../../stores/quiz.ts';
import { AgeQuestion, UnderAgeNotice } from './AgeQuestion.tsx';
import { useEnhanced } from '../shared/useEnhanced.ts';
import QuizForm from './QuizForm.tsx';
import CounterCard from './CounterCard.tsx';
import ResultPanel from './ResultPanel.tsx';
import styles from './Quiz.module.css';

export interface QuizProps {
  /** Origin (and optional path) of the quiz API; empty for the site's own origin. */
  apiBaseUrl: string;
  /**
   * The counter card's words, from the page (COUNTER_CARD_TEXT, or a translation): as a prop they travel in
   * the page's HTML, not in the island's JavaScript.
   */
  counterCardText: CounterCardText;
  /** The language of every word the quiz shows; the store, storage and API values stay language-neutral. */
  locale?: Locale;
  /**
   * Embed mode (/embed/quiz/, framed on another site): the shop button's words. The settings themselves come
   * from the frame URL's fragment and are checked again here; the result's links open in a new tab.
   */
  embed?: EmbedQuizText;
  /**
   * A store's own quiz page on DYC (/s/<store id>/): the shop button's words. The store's id, name and shop link
   * come from the page's `[data-store-page]` element, which the server filled; the page is otherwise the quiz page.
   */
  storePage?: EmbedQuizText;
}

/**
 * The one-question-at-a-time quiz. Its server HTML (and first client render) is the plain form, so
 * readers without JavaScript get a working quiz and hydration matches; right after hydration the
 * interactive quiz, or a stored result, takes its place.
 */
export default function Quiz({ apiBaseUrl, counterCardText, locale = 'en', embed, storePage }: QuizProps) {
  const copy = quizCopy(locale);
  const answers = useStore($answers);
  const step = useStore($step);
  const phase = useStore($phase);
  const pendingOption = useStore($pendingOption);
  const status = useStore($status);
  const result = useStore($result);
  const resultAnswers = useStore($resultAnswers);
  const age = useStore($age);
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const underAgeHeading = useRef<HTMLHeadingElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const pageTitle = useRef<string | null>(null);
  const serverForm = useRef<HTMLFormElement>(null);
  // Focus moves only after the reader acts, never on page load.
  const moveFocus = useRef<'question' | 'result' | 'under-age' | null>(null);
  // A result the reader has just asked for, not a stored one shown again: the one an embedded quiz reports.
  const answeredNow = useRef(false);

  useEffect(() => {
    configureQuiz({
      apiBaseUrl,
      pageOrigin: window.location.origin,
    });
    const url = new URL(window.location.href);
    if (url.searchParams.has(RESET_PARAMETER)) {
      clearStoredResult();
      url.searchParams.delete(RESET_PARAMETER);
      window.history.replaceState(null, '', url);
    }
    // A stored result is shown only to a reader whose Yes is remembered; otherwise the age question comes first.
    if (restoreAgeAnswer()) restoreStoredResult();
    // The island hydrates after the first view has painted: answers ticked in the server form by then are
    // where the reader goes on from.
    if (serverForm.current && $age.get() === 'affirmed') adoptAnswers(answeredSoFar(new FormData(serverForm.current)));
  }, [apiBaseUrl]);
  const enhanced = useEnhanced();
  // Read once the island runs in the browser (the result shows only then): the frame URL's fragment, or the store
  // page's element and address, checked again.
  const frameSettings = useMemo<CountingSettings | null>(() => {
    if (!enhanced) return null;
    if (embed) return readFrameFragment(window.location.hash);
    if (storePage) return readStorePageCounting(document, window.location.search);
    return null;
  }, [embed, storePage, enhanced]);
  const shopWords = embed ?? storePage;

  // `enhanced` too: a Yes or No pressed before hydration is answered on the first screen, and focus can move
  // only once the next screen shows.
  useEffect(() => {
    const target =
      moveFocus.current === 'question'
        ? questionHeading.current
        : moveFocus.current === 'under-age'
          ? underAgeHeading.current
          : status === 'error'
            ? retryButton.current
            : resultHeading.current;
    if (moveFocus.current && target) {
      const showsResult = moveFocus.current === 'result' && status === 'done';
      target.focus({ preventScroll: showsResult });
      // In a frame, scrolling would move the host's page: the frame is sized to the whole quiz anyway.
      if (showsResult && !embed) revealBelowStickyHeader(target.closest('section') ?? target);
      moveFocus.current = null;
    }
  }, [step, status, age, enhanced, embed]);

  // In a frame or on a store's page, a fresh result is told to the host page and counted for the store (src/lib/embed/).
  useEffect(() => {
    if (status !== 'done' || !result || !answeredNow.current) return;
    answeredNow.current = false;
    if (frameSettings) reportResult(frameSettings, result, locale);
  }, [status, result, frameSettings, locale]);

  // The document title names the result ("Your color is Purple (Rest) | DYC…"), and goes back when the quiz starts over.
  const shownColor = status === 'done' ? result?.color : undefined;
  useEffect(() => {
    pageTitle.current ??= document.title;
    const siteTitle = pageTitle.current.split(' | ').slice(1).join(' | ');
    document.title = shownColor
      ? [resultTitle(shownColor, locale), siteTitle].filter(Boolean).join(' | ')
      : pageTitle.current;
  }, [shownColor, locale]);

  const answerAgeQuestion = (isAdult: boolean) => {
    answerAge(isAdult);
    // A Yes may bring back a stored result: focus goes to whichever screen now shows.
    moveFocus.current = isAdult ? ($status.get() === 'done' ? 'result' : 'question') : 'under-age';
  };

  if (!enhanced) {
    // The server HTML holds both the no-JavaScript form and the island's first screen; the quiz page's head
    // script decides before first paint which one shows, so hydration swaps nothing on screen. The first
    // screen answers from the first client render, and keeps its key (below) once enhanced: a Yes or No
    // pressed before hydration (client:intent presses it again) is the same button with the same effect.
    return (
      <>
        <QuizForm ref={serverForm} locale={locale} />
        <div key="first-screen" className={styles.quiz} data-quiz-preview="" data-first-screen="">
          <AgeQuestion onAnswer={answerAgeQuestion} locale={locale} />
        </div>
        <SavedResultScreens locale={locale} />
      </>
    );
  }

  if (age === 'unknown') {
    return (
      <div key="first-screen" className={styles.quiz} data-first-screen="">
        <AgeQuestion onAnswer={answerAgeQuestion} locale={locale} />
      </div>
    );
  }
  if (age === 'declined') {
    return (
      <div className={styles.quiz}>
        <UnderAgeNotice headingRef={underAgeHeading} locale={locale} />
      </div>
    );
  }

  const choose = (option: string) => {
    // Where focus goes once this answer is recorded: now, or when the throttle lets a kept tap through.
    const answering = $step.get();
    if (!chooseOption(option)) return;
    moveFocus.current = answering + 1 >= QUESTIONS.length ? 'result' : 'question';
    answeredNow.current = moveFocus.current === 'result';
  };
  const back = () => {
    moveFocus.current = 'question';
    goBack();
  };
  const reset = () => {
    moveFocus.current = 'question';
    resetQuiz();
  };
  const retry = () => {
    moveFocus.current = 'result';
    answeredNow.current = true;
    void requestResult();
  };

  if (status === 'done' && result) {
    // The answers as chosen; a stored result that cannot say them falls back to one answer set that gives it.
    const shareAnswers = resultAnswers ?? answersForResult(result);
    const shopHref =
      shopWords && frameSettings?.shopUrl
        ? shopLinkFor(frameSettings.shopUrl, result.color, { type: result.mindBodyBalance, form: result.productType })
        : null;
    const shopLink =
      shopWords && frameSettings && shopHref
        ? {
            href: shopHref,
            label: shopButtonLabel(shopWords, colorWithEffect(result.color, locale), frameSettings.storeName),
            target: frameSettings.target === 'top' ? ('_top' as const) : ('_blank' as const),
            opensInNewTab: shopWords.opensInNewTab,
            onClick: () => reportShopClick(frameSettings, result.color),
          }
        : undefined;
    const shareHref = shareAnswers && `${quizPaths(locale).result}?${answersToSearch(shareAnswers)}`;
    return (
      <div className={styles.quiz}>
        <ResultPanel
          result={result}
          shareHref={shareHref}
          headingRef={resultHeading}
          onReset={reset}
          // In a frame the share sheet and the clipboard need the host's permission; the link opens in a new tab.
          shareInPlace={!embed}
          counterCard={
            shareHref && <CounterCard result={result} shareHref={shareHref} text={counterCardText} locale={locale} />
          }
          locale={locale}
          shopLink={shopLink}
          linksInNewTab={embed ? embed.opensInNewTab : undefined}
        />
      </div>
    );
  }

  const question = QUESTIONS[Math.min(step, QUESTIONS.length - 1)]!;
  // An answer given, or a tap kept until the throttle lets it through: either shows as chosen at once.
  const chosen = answers[step] ?? pendingOption ?? undefined;
  const headingId = `quiz-question-${question.id}`;

  return (
    <div className={styles.quiz}>
      <div className={styles.status} role="status">
        {status === 'loading' && <p>{copy.loading}</p>}
        {status === 'error' && <p>{copy.failed}</p>}
      </div>
      {status === 'loading' ? null : status === 'error' ? (
        <div className={styles.errorActions}>
          <button type="button" className="button" onClick={retry} ref={retryButton}>
            {copy.tryAgain}
          </button>
          <button type="button" className="button is-secondary" onClick={reset}>
            {copy.reset}
          </button>
        </div>
      ) : (
        <section
          key={question.id}
          className={`${styles.card} ${phase === 'leaving' ? styles.isLeaving : ''}`}
          data-phase={phase}
          data-step={step + 1}
          aria-labelledby={headingId}
        >
          <div className={styles.cardTop}>
            <p className={styles.progress}>{copy.progress(step + 1, QUESTIONS.length)}</p>
            <ol className={styles.steps} aria-hidden="true">
              {QUESTIONS.map((item, index) => (
                <li key={item.id} className={index <= step ? styles.stepDone : styles.step}></li>
              ))}
            </ol>
          </div>
          <h2 id={headingId} ref={questionHeading} tabIndex={-1} className={styles.questionHeading}>
            {copy.questions[question.id]}
          </h2>
          <div className={styles.options} role="group" aria-labelledby={headingId}>
            {question.options.map((option) => (
              <button
                key={option}
                type="button"
                className={styles.option}
                data-chosen={chosen === option ? '' : undefined}
                onClick={() => choose(option)}
              >
                {copy.options[option]}
              </button>
            ))}
          </div>
          {step > 0 && (
            <button type="button" className={styles.back} onClick={back}>
              <span aria-hidden="true">←</span> {copy.back}
              <span className="visually-hidden">{copy.backTarget(step)}</span>
            </button>
          )}
        </section>
      )}
    </div>
  );
}

/**
 * A returning reader's stored result, as server HTML: one short screen per color, of which the head script's
 * mark (STORED_RESULT_ATTRIBUTE, src/lib/quiz/firstPaint.ts) shows the stored one before first paint, so the
 * quiz column is never empty while the island waits to hydrate. The island then shows the full result.
 */
function SavedResultScreens({ locale }: { locale: Locale }) {
  const copy = quizCopy(locale);
  return (
    // A first screen: painted as it is, without the cards' fade-in.
    <div className={styles.quiz} data-quiz-saved="" data-first-screen="">
      {RESULT_COLORS.map((color) => (
        <section key={color} className={styles.card} data-saved-color={color}>
          <p className={styles.questionHeading}>{resultHeadline(color, locale)}</p>
          <p>{colorMeaning(color, locale).effectLine}</p>
          <p>
            <a href={quizPaths(locale).reset} className={styles.nextLink}>
              {copy.reset}
            </a>
          </p>
        </section>
      ))}
    </div>
  );
}

/**
 * Brings a new result's top into view below the sticky site header. Focus alone would not scroll: to the
 * browser an element under the header is already on screen. The header's height is the page's
 * scroll-padding (global.css), which scrollIntoView honours.
 */
function revealBelowStickyHeader(element: Element): void {
  // Measured at the next frame: the page above the result (the title block on a phone) settles its layout first.
  requestAnimationFrame(() => revealNow(element));
}

function revealNow(element: Element): void {
  const headerSpace = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBlockStart) || 0;
  const top = element.getBoundingClientRect().top;
  // The page's scroll-behavior decides smooth or instant (instant under reduced motion).
  if (top < headerSpace || top > window.innerHeight * 0.5) element.scrollIntoView({ block: 'start' });
}
