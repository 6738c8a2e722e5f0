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
  /** The result's share link (a path); the QR code holds it as an absolute URL. */
  shareHref: string;
  text: CounterCardText;
  /** The language of the values (color, dose, wait); `text` is already in it. */
  locale?: Locale;
}

/**
 * "Show at the counter": a full-screen card, held up to a budtender, with the result in large type and a QR
 * code of the share link. A native modal dialog (the page behind is inert, Escape closes it); focus goes to
 * Close, Tab stays inside, and focus returns to the opening button.
 */
export default function CounterCard({ result, shareHref, text, locale = 'en' }: CounterCardProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [qr, setQr] = useState<QrDrawing | null>(null);
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
      <button type="button" className="button is-secondary" ref={opener} onClick={open}>
        {text.open}
      </button>
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- Tab wrapping for the modal (APG dialog) */}
      <dialog
        ref={dialog}
        className={styles.card}
        aria-labelledby="counter-card-heading"
        onKeyDown={keepTabInside}
        onClose={() => opener.current?.focus()}
      >
        <div>
          <button type="button" className="button" onClick={() => dialog.current?.close()}>
            {text.close}
          </button>
          <button type="button" className="button is-secondary" onClick={() => window.print()}>
            {text.print}
          </button>
        </div>
        <h2 id="counter-card-heading">{text.heading}</h2>
        {/* The card's content exists from its first opening on, so the result panel holds one copy of each fact. */}
        {qr && (
          <>
            <p>
              <span className={styles.swatch} aria-hidden="true"></span>
              <span>
                <small>{text.color}</small> {shown.color}{' '}
                {quizCopy(locale).result.colorEffect(colorMeaning(result.color, locale).name)}
              </span>
            </p>
            <dl>
              <div>
                <dt>{text.dose}</dt>
                <dd>
                  {shown.dose}
                  {alsoShown && <span lang={text.alsoIn}> {alsoShown.dose}</span>}
                </dd>
              </div>
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
                  {alsoShown && <span lang={text.alsoIn}> {alsoShown.productType}</span>}
                </dd>
              </div>
            </dl>
            <p>{text.doseNote}</p>
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
          </>
        )}
      </dialog>
    </>
  );
}
