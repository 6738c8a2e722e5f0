import { useRef, useState, type KeyboardEvent } from 'react';
import { quizCopy } from '../../i18n/quiz.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { CounterCardText } from '../../lib/quiz/counterCardText.ts';
import { colorMeaning, displayResult, routeOf } from '../../lib/quiz/describe.ts';
import { drawQrCode, type QrDrawing } from '../../lib/quiz/qrCode.ts';
import type { QuizResult } from '../../lib/quiz/schema.ts';
import styles from './CounterCard.module.css';

export interface CounterCardProps {
  result: QuizResult;
  /** The result's share link (a path, or absolute on the server page); the QR code holds it as an absolute URL. */
  shareHref: string;
  text: CounterCardText;
  /** The language of the values (color, dose, wait); `text` is already in it. */
  locale?: Locale;
  /**
   * On the server-rendered result page, which runs no island: the QR code is drawn on the server and the
   * buttons open and close the dialog by HTML invoker commands (`commandfor`), so the card works without
   * JavaScript. Print needs a script: the page's small inline script shows it and wires it (resultPageScript.ts).
   */
  serverRendered?: boolean;
}

const CARD_ID = 'counter-card';
/** HTML invoker commands: not yet in React's types, written as plain attributes. */
const command = (name: 'show-modal' | 'close') => ({ commandfor: CARD_ID, command: name }) as Record<string, string>;

/**
 * "Show at the counter": a full-screen field of the result's color, held up to a budtender, with the name and
 * dose in large type and a QR code of the share link on the first screen of a phone. A native modal dialog (the
 * page behind is inert, Escape closes it); focus goes to Close, Tab stays inside, and focus returns to the
 * opening button. Every color has the same layout: only the field's color changes.
 */
export default function CounterCard({ result, shareHref, text, locale = 'en', serverRendered }: CounterCardProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [qr, setQr] = useState<QrDrawing | null>(() => (serverRendered ? drawQrCode(shareHref) : null));
  const shown = displayResult(result, locale);
  const alsoShown = text.alsoIn ? displayResult(result, text.alsoIn) : null;

  const open = () => {
    // Drawn on the first opening only. The encoder (about 2 KB gzip) ships with the island: split off with
    // import(), it would cost Vite's preload helper on top and take the page past its 80 KB budget.
    if (!qr) setQr(drawQrCode(new URL(shareHref, location.href).href));
    dialog.current?.showModal();
  };
  // The browser lets Tab leave a modal dialog for its own toolbar; APG keeps it inside.
  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button, a[href]')];
    const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
    if (document.activeElement === edge || !event.currentTarget.contains(document.activeElement)) {
      event.preventDefault();
      (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
    }
  };

  return (
    <>
      {serverRendered ? (
        <button type="button" className="button" {...command('show-modal')}>
          {text.open}
        </button>
      ) : (
        <button type="button" className="button" ref={opener} onClick={open}>
          {text.open}
        </button>
      )}
      <dialog
        ref={dialog}
        id={CARD_ID}
        className={styles.card}
        data-color={result.color}
        aria-labelledby="counter-card-heading"
        onKeyDown={serverRendered ? undefined : keepTabInside}
        onClose={serverRendered ? undefined : () => opener.current?.focus()}
      >
        {/* Close stays at the top of the screen however far the card scrolls. */}
        <div className={styles.bar}>
          {serverRendered ? (
            <>
              <button type="button" className="button" {...command('close')}>
                {text.close}
              </button>
              <button type="button" className="button is-secondary" data-print-card="" hidden>
                {text.print}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="button" onClick={() => dialog.current?.close()}>
                {text.close}
              </button>
              <button type="button" className="button is-secondary" onClick={() => window.print()}>
                {text.print}
              </button>
            </>
          )}
        </div>
        <h2 id="counter-card-heading">{text.heading}</h2>
        {/* The card's content exists from its first opening on, so the result panel holds one copy of each fact. */}
        {qr && (
          <>
            {/* The color first and largest, its effect under it: "Purple", "Rest". */}
            <p className={styles.name}>
              <strong data-result-color="">{shown.color}</strong> <span>{colorMeaning(result.color, locale).name}</span>
            </p>
            <dl>
              <div className={styles.dose}>
                <dt>{text.dose}</dt>
                <dd>
                  {shown.dose}
                  {alsoShown && <AlsoIn text={text} words={alsoShown.dose} />}
                </dd>
              </div>
            </dl>
            {/* The code beside the other facts, so the whole card fits one phone screen (375x667). */}
            <div>
              <figure>
                <svg
                  viewBox={`0 0 ${qr.size} ${qr.size}`}
                  role="img"
                  aria-label={text.qrLabel}
                  shapeRendering="crispEdges"
                >
                  <path d={qr.path} fill="#000" />
                </svg>
                <figcaption>{text.qrCaption}</figcaption>
              </figure>
              <dl>
                <div>
                  <dt>{text.wait}</dt>
                  <dd>{quizCopy(locale).dose.waitTime[routeOf(result.productType)]}</dd>
                </div>
                <div>
                  <dt>{text.balance}</dt>
                  <dd>{shown.mindBodyBalance}</dd>
                </div>
                <div>
                  <dt>{text.productType}</dt>
                  <dd>
                    {shown.productType}
                    {alsoShown && <AlsoIn text={text} words={alsoShown.productType} />}
                  </dd>
                </div>
              </dl>
            </div>
            <p>{text.doseNote}</p>
          </>
        )}
      </dialog>
    </>
  );
}

/** A fact repeated for the budtender, on its own line and named as such ("In English: 5 mg THC"). */
function AlsoIn({ text, words }: { text: CounterCardText; words: string }) {
  return (
    <span className={styles.alsoIn} lang={text.alsoIn}>
      {' '}
      {text.alsoInLabel}: {words}
    </span>
  );
}
