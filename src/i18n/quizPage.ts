/**
 * The words of the quiz's server-rendered pages around the island, in each language: the quiz page's frame
 * (src/components/quiz/QuizPage.astro) and the result page's own states (src/components/quiz/QuizResultPage.astro).
 * They are apart from quiz.ts so the island's script does not carry them.
 */
import { MINIMUM_AGE } from '../lib/age/ageAffirmation.ts';
import type { Locale } from './locales.ts';

export interface QuizPageCopy {
  page: {
    title: string;
    description: string;
    eyebrow: string;
    /** The h1, in the site's sentence case; English ends with the configured product name (DYC_QUIZ_PRODUCT_NAME). */
    heading: (productName: string) => string;
    lede: string;
    regionLabel: string;
    colorsHeading: string;
    howColorsWork: string;
    /** The one sentence on what happens to the answers, as the privacy policy's "The quiz" section says it. */
    privacy: string;
    /** The link after the privacy note, to the privacy page in the reader's language. */
    privacyPolicyLink: string;
  };
  resultPage: {
    description: string;
    /** Why a shared result link asks the age. */
    ageWhy: string;
    missingTitle: string;
    missingHeading: string;
    missingLede: string;
    whatsMissing: string;
    backToQuiz: string;
    /** The result page's way to the quiz: a shared link is mostly opened by someone who never took it. */
    takeQuiz: string;
    orFinishBelow: string;
    extraParts: string;
    question: (number: number, text: string) => string;
    unanswered: (question: string) => string;
    notAChoice: (question: string) => string;
  };
}

/**
 * A title-cased name as words inside a sentence ("Find Your Color" → "find your color"); a word in capitals (DYC)
 * keeps them.
 */
function inSentence(name: string): string {
  return name.replace(/\b([A-Z])([a-z]+)\b/g, (_word, first: string, rest: string) => first.toLowerCase() + rest);
}

const en: QuizPageCopy = {
  page: {
    title: 'Find your color',
    description:
      'Answer four quick questions about your experience, the effect you want and how you consume, and get a DYC color, dose and product type to start with.',
    eyebrow: 'The DYC quiz',
    heading: (productName) => `Answer a 4-question quiz to ${inSentence(productName)}`,
    lede: `An age check, then four questions: about a minute. For adults ${MINIMUM_AGE} and over.`,
    regionLabel: 'Quiz',
    colorsHeading: 'The four colors',
    howColorsWork:
      'Your color is the effect you want; your dose and product type come from your experience and how you like to consume. Start low and go slow: you can always take more.',
    privacy:
      'The quiz asks nothing personal. Your four answers go to our server only to work out your result; it keeps them in no database, though they can appear for a short while in its logs. Your result is kept in this browser.',
    privacyPolicyLink: 'Read our privacy policy',
  },
  resultPage: {
    description:
      'Your DYC quiz result: a color, a dose to start with, where the effect sits and a product type, with how long to wait before taking more.',
    ageWhy: `This link shows a THC dose for one person, so it is for adults ${MINIMUM_AGE} and over.`,
    missingTitle: 'Finish the quiz',
    missingHeading: 'A few answers are missing',
    missingLede: 'We need one answer to each of the four questions to find your color.',
    whatsMissing: 'What’s missing',
    backToQuiz: 'Back to the quiz',
    takeQuiz: 'Take the quiz yourself',
    orFinishBelow: ', or finish the form below.',
    extraParts: 'The link has more parts than a quiz answer needs.',
    question: (number, text) => `Question ${number}, “${text}”`,
    unanswered: (question) => `${question}: not answered yet.`,
    notAChoice: (question) => `${question}: the answer is not one of the choices.`,
  },
};

/** US Spanish with "tú", as quiz.ts. */
const es: QuizPageCopy = {
  page: {
    title: 'Descubre tu color',
    description:
      'Responde cuatro preguntas rápidas sobre tu experiencia, el efecto que buscas y cómo consumes, y recibe un color de DYC, una dosis y un tipo de producto para empezar.',
    eyebrow: 'El cuestionario de DYC',
    // The configured product name is English words; the Spanish headline says what it means instead.
    heading: (_productName) => 'Responde un cuestionario de 4 preguntas y descubre tu color',
    lede: `Una comprobación de edad y luego cuatro preguntas: más o menos un minuto. Para adultos de ${MINIMUM_AGE} años o más.`,
    regionLabel: 'Cuestionario',
    colorsHeading: 'Los cuatro colores',
    howColorsWork:
      'Tu color es el efecto que buscas; tu dosis y tu tipo de producto salen de tu experiencia y de cómo te gusta consumir. Empieza con poco y ve despacio: siempre puedes consumir más después.',
    privacy:
      'El cuestionario no te pide nada personal. Tus cuatro respuestas van a nuestro servidor solo para calcular tu resultado; no las guarda en ninguna base de datos, aunque pueden aparecer por poco tiempo en sus registros. Tu resultado se guarda en este navegador.',
    privacyPolicyLink: 'Lee nuestra política de privacidad',
  },
  resultPage: {
    description:
      'Tu resultado del cuestionario de DYC: un color, una dosis para empezar, dónde se siente el efecto y un tipo de producto, con cuánto esperar antes de consumir más.',
    ageWhy: `Este enlace muestra una dosis de THC para una sola persona, así que es solo para adultos de ${MINIMUM_AGE} años o más.`,
    missingTitle: 'Termina el cuestionario',
    missingHeading: 'Faltan algunas respuestas',
    missingLede: 'Necesitamos una respuesta a cada una de las cuatro preguntas para encontrar tu color.',
    whatsMissing: 'Qué falta',
    backToQuiz: 'Volver al cuestionario',
    takeQuiz: 'Haz tú el cuestionario',
    orFinishBelow: ', o completa el formulario de abajo.',
    extraParts: 'El enlace tiene más partes de las que necesita una respuesta del cuestionario.',
    question: (number, text) => `Pregunta ${number}, “${text}”`,
    unanswered: (question) => `${question}: aún sin responder.`,
    notAChoice: (question) => `${question}: la respuesta no es una de las opciones.`,
  },
};

export const QUIZ_PAGE_COPY: Readonly<Record<Locale, QuizPageCopy>> = { en, es };

export function quizPageCopy(locale: Locale): QuizPageCopy {
  return QUIZ_PAGE_COPY[locale];
}
