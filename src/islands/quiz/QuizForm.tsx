import { QUESTIONS, QUIZ_RESULT_PATH } from '../../lib/quiz/questions.ts';
import styles from './Quiz.module.css';

export interface QuizFormProps {
  /** Options to show as chosen (the result page re-shows a half-filled form). */
  chosen?: readonly (string | undefined)[];
}

/**
 * The quiz as a plain HTML form: four fieldsets of native radios and one submit, answered by the
 * server-rendered result page. It is the island's server HTML, so readers without JavaScript get a working quiz.
 */
export default function QuizForm({ chosen = [] }: QuizFormProps) {
  return (
    <form className={styles.form} method="get" action={QUIZ_RESULT_PATH}>
      {QUESTIONS.map((question, index) => (
        <fieldset key={question.id} className={styles.fieldset}>
          <legend className={styles.legend}>
            <span className={styles.progress}>
              Question {index + 1} of {QUESTIONS.length}
            </span>
            <span className={styles.legendText}>{question.text}</span>
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
                  <label htmlFor={id}>{option}</label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <button type="submit" className="button">
        See my color
      </button>
    </form>
  );
}
