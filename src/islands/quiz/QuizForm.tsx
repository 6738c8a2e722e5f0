import type { Ref } from 'react';
import type { Locale } from '../../i18n/locales.ts';
import { quizCopy, quizPaths } from '../../i18n/quiz.ts';
import { AGE_PARAMETER, AGE_YES } from '../../lib/age/ageAffirmation.ts';
import { QUESTIONS } from '../../lib/quiz/questions.ts';
import styles from './Quiz.module.css';

export interface QuizFormProps {
  /** Options to show as chosen (the result page re-shows a half-filled form). */
  chosen?: readonly (string | undefined)[];
  /** The age box as already ticked (the result page re-shows a form that was submitted with it). */
  ageAffirmed?: boolean;
  /** The quiz island reads the answers ticked before it took over. */
  ref?: Ref<HTMLFormElement>;
  /** The language of the labels; the radios' values stay the canonical answers the API takes. */
  locale?: Locale;
}

/**
 * The quiz as a plain HTML form: four fieldsets of native radios and one submit, answered by the
 * server-rendered result page. It is the island's server HTML, so readers without JavaScript get a working quiz.
 */
export default function QuizForm({ chosen = [], ageAffirmed = false, ref, locale = 'en' }: QuizFormProps) {
  const copy = quizCopy(locale);
  return (
    <form ref={ref} className={styles.form} method="get" action={quizPaths(locale).result} data-quiz-form="">
      {QUESTIONS.map((question, index) => (
        <fieldset key={question.id} className={styles.fieldset}>
          <legend className={styles.legend}>
            <span className={styles.progress}>{copy.progress(index + 1, QUESTIONS.length)}</span>
            <span className={styles.legendText}>{copy.questions[question.id]}</span>
          </legend>
          <div className={styles.radios}>
            {question.options.map((option, optionIndex) => {
              const id = `quiz-${question.id}-${optionIndex}`;
              return (
                <div key={option} className={styles.radio}>
                  <input
                    type="radio"
                    id={id}
                    name={question.id}
                    value={option}
                    required
                    defaultChecked={chosen[index] === option}
                  />
                  <label htmlFor={id}>{copy.options[option]}</label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      {/* The result holds a THC dose: without JavaScript, the age affirmation is this required box. */}
      <div className={styles.ageCheck}>
        <input
          type="checkbox"
          id="quiz-age"
          name={AGE_PARAMETER}
          value={AGE_YES}
          required
          defaultChecked={ageAffirmed}
        />
        <label htmlFor="quiz-age">{copy.age.checkbox}</label>
      </div>
      <button type="submit" className="button">
        {copy.submit}
      </button>
    </form>
  );
}
