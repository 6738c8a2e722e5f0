import type { Ref } from 'react';
import { MINIMUM_AGE } from '../../consts.ts';
import { AGE_QUESTION } from '../../lib/age/ageAffirmation.ts';
import styles from './Quiz.module.css';

export interface AgeQuestionProps {
  onAnswer: (isAdult: boolean) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The quiz's first screen: two real buttons, before question 1 and before any dose. */
export function AgeQuestion({ onAnswer, headingRef }: AgeQuestionProps) {
  return (
    <section className={styles.card} aria-labelledby="quiz-age-heading" data-age-question="">
      <h2 id="quiz-age-heading" ref={headingRef} tabIndex={-1} className={styles.questionHeading}>
        {AGE_QUESTION}
      </h2>
      <p className={styles.cardText}>
        The quiz suggests a THC dose for one person, so it is for adults {MINIMUM_AGE} and over.
      </p>
      <div className={styles.ageOptions} role="group" aria-labelledby="quiz-age-heading">
        <button type="button" className={styles.option} onClick={() => onAnswer(true)}>
          Yes
        </button>
        <button type="button" className={styles.option} onClick={() => onAnswer(false)}>
          No
        </button>
      </div>
    </section>
  );
}

/** After a No: friendly, no dose advice, and somewhere useful to go. Nothing is stored. */
export function UnderAgeNotice({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <section className={styles.card} aria-labelledby="quiz-under-age-heading">
      <h2 id="quiz-under-age-heading" ref={headingRef} tabIndex={-1} className={styles.questionHeading}>
        Thanks for telling us
      </h2>
      <p className={styles.cardText}>
        The quiz and its dose suggestions are only for adults {MINIMUM_AGE} and over, so we can’t show them to you.
        You’re welcome to learn how the four colors work and how products are tested.
      </p>
      <p>
        <a href="/science/" className={styles.nextLink}>
          Read the science behind the colors
        </a>
      </p>
    </section>
  );
}
