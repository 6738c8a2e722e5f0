import type { Ref } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { quizCopy, quizPaths } from '../../i18n/quiz.ts';
import styles from './Quiz.module.css';

export interface AgeQuestionProps {
  onAnswer: (isAdult: boolean) => void;
  headingRef?: Ref<HTMLHeadingElement>;
  locale?: Locale;
}

/** The quiz's first screen: two real buttons, before question 1 and before any dose. */
export function AgeQuestion({ onAnswer, headingRef, locale = 'en' }: AgeQuestionProps) {
  const { age } = quizCopy(locale);
  return (
    <section className={styles.card} aria-labelledby="quiz-age-heading" data-age-question="">
      {/* Where a question shows "Question 1 of 4": this check comes before the four and is not counted. */}
      <p className={styles.progress}>{age.beforeQuestions}</p>
      <h2 id="quiz-age-heading" ref={headingRef} tabIndex={-1} className={styles.questionHeading}>
        {age.question}
      </h2>
      <p className={styles.cardText}>{age.why}</p>
      <div className={styles.ageOptions} role="group" aria-labelledby="quiz-age-heading">
        <button type="button" className={styles.option} onClick={() => onAnswer(true)}>
          {age.yes}
        </button>
        <button type="button" className={styles.option} onClick={() => onAnswer(false)}>
          {age.no}
        </button>
      </div>
    </section>
  );
}

/** After a No: friendly, no dose advice, and somewhere useful to go. Nothing is stored. */
export function UnderAgeNotice({
  headingRef,
  locale = 'en',
}: {
  headingRef?: Ref<HTMLHeadingElement>;
  locale?: Locale;
}) {
  const { age } = quizCopy(locale);
  return (
    <section className={styles.card} aria-labelledby="quiz-under-age-heading">
      <h2 id="quiz-under-age-heading" ref={headingRef} tabIndex={-1} className={styles.questionHeading}>
        {age.declinedHeading}
      </h2>
      <p className={styles.cardText}>{`${age.declinedReason} ${age.declinedInvite}`}</p>
      <p>
        <a href={quizPaths(locale).science} className={styles.nextLink}>
          {age.scienceLink}
        </a>
      </p>
    </section>
  );
}
