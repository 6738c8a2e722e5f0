/**
 * Every word the quiz island shows, in each language: its screens, the no-JavaScript form (its server HTML) and
 * the result panel, which the server result page shares (the words only the server pages show are in
 * quizPage.ts, so the island's script does not carry them). Only the words change with the language: the option VALUES sent to the API, written into share
 * links and submitted by the form stay the canonical English texts of src/lib/quiz/questions.ts, and stored
 * results stay the API's English values, so a result stored on one page shows on the other in its language.
 * `QuizCopy` is one type for both languages: a missing Spanish entry fails `astro check`.
 */
import { EFFECT_COLORS } from '../consts.ts';
import { AGE_CHECKBOX_LABEL, AGE_QUESTION, MINIMUM_AGE } from '../lib/age/ageAffirmation.ts';
import { QUESTIONS, QUIZ_RESULT_PATH, type QuestionId } from '../lib/quiz/questions.ts';
import type { Dose, MindBodyBalance, ProductType, ResultColor } from '../lib/quiz/schema.ts';
import { BALANCE_WORD, COLOR_NAME, COLOR_WORD } from './glossary.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { numberText } from './numbers.ts';

/** Any option text of any question: the canonical value, as the API takes it. */
export type OptionValue = (typeof QUESTIONS)[number]['options'][number];
/** Inhaled (felt within minutes) or eaten and drunk (up to two hours). */
export type IntakeRoute = 'inhaled' | 'ingested';

/**
 * Who reads a result: the reader who took the quiz ("Your color is Purple"), or someone who opened a shared
 * link ("This result: Purple"), whose sentences must not say "you chose".
 */
export type ResultViewer = 'own' | 'shared';

/** The values a result sentence is built from, already in the page's language. */
export interface ResultWords {
  /** The question 2 answer that gave the color, as its option label reads. */
  desire: string;
  /** The color in the words of a sentence ("purple" / "morado"); `shownColor` is its display form. */
  color: string;
  shownColor: string;
  /** The effect's brand name with, on Spanish pages, its meaning: "Rest" / "Rest (Descanso)". */
  name: string;
  feeling: string;
  balance: string;
  balanceFeeling: string;
  productType: string;
}

export interface QuizCopy {
  questions: Record<QuestionId, string>;
  /** The label shown for each canonical option value. */
  options: Record<OptionValue, string>;
  progress: (number: number, total: number) => string;
  back: string;
  /** Read by screen readers after "Back": " to question 2". */
  backTarget: (number: number) => string;
  loading: string;
  failed: string;
  tryAgain: string;
  reset: string;
  submit: string;
  age: {
    /** Set where a question's progress stands: the age check is not one of the numbered questions. */
    beforeQuestions: string;
    question: string;
    checkbox: string;
    yes: string;
    no: string;
    /** Why the quiz asks (the island's age card). */
    why: string;
    declinedHeading: string;
    declinedReason: string;
    declinedInvite: string;
    scienceLink: string;
  };
  result: {
    /**
     * The headline's words before the color, set above it: "Your color is" Purple, or, on a shared link,
     * "This result" and a colon, unseen on the page, so the heading reads "This result: Purple".
     */
    headline: Record<ResultViewer, { lead: string; colon: boolean }>;
    /** The effect beside the color: "Rest: sleepy and unwound". */
    effectLine: (name: string, feeling: string) => string;
    doseLabel: string;
    balanceLabel: string;
    productTypeLabel: string;
    whyHeading: (words: ResultWords) => string;
    feelHeading: string;
    doseHeading: Record<ResultViewer, string>;
    nextHeading: string;
    /**
     * How a DYC label shows the color: with a cannabinoid type from the product's lab test, which the quiz cannot
     * know, so the result names all three ("Purple · Type I, II or III") and says what they mean.
     */
    labelHeading: string;
    labelForm: (words: ResultWords) => string;
    typeMeaning: string;
    scienceLink: string;
    /** The share action's name, and the line under the actions that says what the link holds. */
    shareLink: string;
    shareNote: Record<ResultViewer, string>;
    /** Said where the link was copied because the browser has no share sheet (desktop). */
    shareCopied: string;
    /** Where the clipboard is refused: the link stands in a field, selected, to copy by hand. */
    shareCopyByHand: string;
    why: Record<ResultViewer, (words: ResultWords) => string>;
    feel: (words: ResultWords) => string;
    askInStore: (words: ResultWords) => string;
    iconAlt: (name: string, balance: MindBodyBalance) => string;
  };
  /** The dose sentence every shown dose comes with: per occasion, start low, the wait, do not drive. */
  dose: {
    advice: (dose: string, forDailyUsers: boolean, wait: string) => string;
    waitTime: Record<IntakeRoute, string>;
    wait: Record<IntakeRoute, (time: string) => string>;
  };
  /** Display forms of the API's values; `inSentence` where a sentence needs other words ("half a gram"). */
  shown: {
    color: Record<ResultColor, string>;
    /** What each color feels like, as reported ("relaxed and at ease"), in words other than its own name. */
    colorFeeling: Record<ResultColor, string>;
    colorInSentence: Record<ResultColor, string>;
    dose: Record<Dose, string>;
    doseInSentence: Record<Dose, string>;
    balance: Record<MindBodyBalance, string>;
    balanceFeeling: Record<MindBodyBalance, string>;
    productType: Record<ProductType, string>;
    productTypeInSentence: Record<ProductType, string>;
  };
}

const firstCapital = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const byColor = <T>(pick: (color: (typeof EFFECT_COLORS)[number]) => T) =>
  Object.fromEntries(EFFECT_COLORS.map((color) => [color.id, pick(color)])) as Record<ResultColor, T>;

/** The dose values as English shows them: the API's words, with "half gram" written as a reader says it. */
const DOSES_AS_GIVEN = {
  '1-2 puffs': '1-2 puffs',
  '3-4 puffs': '3-4 puffs',
  '5-6 puffs': '5-6 puffs',
  'half gram': 'Half a gram',
  '1 gram': '1 gram',
  '2.5 mg THC': `${numberText(2.5, 'en')} mg THC`,
  '5 mg THC': '5 mg THC',
  '10 mg THC': '10 mg THC',
} as const satisfies Record<Dose, string>;

const ES_DOSES = {
  '1-2 puffs': '1-2 inhalaciones',
  '3-4 puffs': '3-4 inhalaciones',
  '5-6 puffs': '5-6 inhalaciones',
  'half gram': 'medio gramo',
  '1 gram': '1 gramo',
  '2.5 mg THC': `${numberText(2.5, 'es')} mg de THC`,
  '5 mg THC': '5 mg de THC',
  '10 mg THC': '10 mg de THC',
} as const satisfies Record<Dose, string>;

const en: QuizCopy = {
  // English shows the spec's own texts, which are also the values.
  questions: Object.fromEntries(QUESTIONS.map((question) => [question.id, question.text])) as Record<
    QuestionId,
    string
  >,
  options: Object.fromEntries(
    QUESTIONS.flatMap((question) => question.options.map((option) => [option, option])),
  ) as Record<OptionValue, string>,
  progress: (number, total) => `Question ${number} of ${total}`,
  back: 'Back',
  backTarget: (number) => ` to question ${number}`,
  loading: 'Finding your color…',
  failed: 'Sorry, we couldn’t get your result just now. Your answers are kept.',
  tryAgain: 'Try again',
  reset: 'Reset quiz',
  submit: 'See my color',
  age: {
    beforeQuestions: 'Before the questions',
    question: AGE_QUESTION,
    checkbox: AGE_CHECKBOX_LABEL,
    yes: 'Yes',
    no: 'No',
    why: `The quiz suggests a THC dose for one person, so it is for adults ${MINIMUM_AGE} and over.`,
    declinedHeading: 'Thanks for telling us',
    declinedReason: `The quiz and its dose suggestions are only for adults ${MINIMUM_AGE} and over, so we can’t show them to you.`,
    declinedInvite: 'You’re welcome to learn how the four colors work and how products are tested.',
    scienceLink: 'Read the science behind the colors',
  },
  result: {
    headline: { own: { lead: 'Your color is', colon: false }, shared: { lead: 'This result', colon: true } },
    effectLine: (name, feeling) => `${name}: ${feeling}`,
    doseLabel: 'Dose recommendation',
    balanceLabel: 'Mind/Body/Balance',
    productTypeLabel: 'Product type',
    whyHeading: ({ shownColor }) => `Why ${shownColor}`,
    feelHeading: 'How it feels',
    doseHeading: { own: 'Your dose and the wait', shared: 'The dose and the wait' },
    nextHeading: 'Next step',
    labelHeading: 'On the label',
    labelForm: ({ shownColor }) => `${shownColor} · Type I, II or III`,
    typeMeaning:
      'A DYC label shows the color with a type from the product’s lab test: Type I has more THC, Type II is balanced, Type III has more CBD. The quiz finds a color, not a type: ask which types of it the store has.',
    scienceLink: 'How the colors are assigned: read the science',
    shareLink: 'Share this result',
    shareNote: {
      own: 'A shared link holds your four answers and nothing personal.',
      shared: 'This link holds four quiz answers and nothing personal.',
    },
    shareCopied: 'Link copied. Paste it anywhere to share this result.',
    shareCopyByHand: 'Copy this link to share the result:',
    why: {
      own: ({ desire, shownColor, name, feeling }) =>
        `You chose “${desire}” as the experience you want, so your color is ${shownColor}, ${name}: products in this color are reported as ${feeling}.`,
      shared: ({ desire, shownColor, name, feeling }) =>
        `“${desire}” was the experience asked for, so the color is ${shownColor}, ${name}: products in this color are reported as ${feeling}.`,
    },
    feel: ({ balance, balanceFeeling }) => `${balance} means ${balanceFeeling}.`,
    askInStore: ({ shownColor, name, productType }) =>
      `In a store, ask for a ${shownColor} (${name}) product in ${productType}, and look for the color on its label.`,
    iconAlt: (name, balance) =>
      `${name} figure, ${
        {
          mind: 'mind: the effect is felt mostly in the head',
          body: 'body: the effect is felt mostly in the body',
          balanced: 'balanced: the effect is felt in both mind and body',
        }[balance]
      }`,
  },
  dose: {
    advice: (dose, forDailyUsers, wait) =>
      `Start low: ${dose} per occasion${forDailyUsers ? ', for people who use daily' : ''}. ${wait} ` +
      'Do not drive after using cannabis.',
    waitTime: { inhaled: 'about 15 minutes', ingested: 'about 2 hours' },
    wait: {
      inhaled: (time) => `Inhaled products are felt quickly: wait ${time} before taking more.`,
      ingested: (time) => `Eaten or drunk products take time to work: wait ${time} before taking more.`,
    },
  },
  shown: {
    // The spec capitalises each word of color, balance and product type; the dose is shown as given.
    color: COLOR_NAME.en,
    colorFeeling: byColor((color) => color.feeling),
    // English sentences capitalise the color too: "so your color is Purple, Rest".
    colorInSentence: COLOR_NAME.en,
    dose: DOSES_AS_GIVEN,
    doseInSentence: { ...DOSES_AS_GIVEN, 'half gram': 'half a gram' },
    balance: { mind: 'Mind', body: 'Body', balanced: 'Balanced' },
    balanceFeeling: {
      mind: 'the effect is felt mostly in the head: thoughts and mood more than the body',
      body: 'the effect is felt mostly in the body more than in thoughts and mood',
      balanced: 'the effect is felt in both mind and body, neither one more than the other',
    },
    productType: {
      disposables: 'Disposables',
      edibles: 'Edibles',
      flower: 'Flower',
      'infused waters': 'Infused Waters',
    },
    productTypeInSentence: {
      disposables: 'disposables',
      edibles: 'edibles',
      flower: 'flower',
      'infused waters': 'infused waters',
    },
  },
};

/**
 * US Spanish with "tú". The colors are Spanish words (Morado); the effects beside them are brand names and stay in
 * English with their Spanish meaning (glossary.ts); doses say "por ocasión", the wait and "No manejes", as the
 * English does.
 */
const es: QuizCopy = {
  questions: {
    q1: '¿Cuánta experiencia tienes con el cannabis?',
    q2: '¿Qué experiencia buscas?',
    q3: '¿Cómo te gusta consumir cannabis?',
    q4: '¿Buscas un efecto más de mente o de cuerpo?',
  },
  options: {
    'First Time': 'Es mi primera vez',
    'Rare (yearly)': 'Rara vez (una vez al año)',
    'Occasional (monthly)': 'De vez en cuando (una vez al mes)',
    Daily: 'A diario',
    'Better Sleep': 'Dormir mejor',
    'More Relaxation': 'Más relajación',
    'More Creativity and Energy': 'Más creatividad y energía',
    'Better Focus': 'Mejor concentración',
    Disposables: 'Vapes desechables',
    Edibles: 'Comestibles',
    Flower: 'Flor',
    'Infused Waters': 'Aguas infusionadas',
    Mind: 'Mente',
    Body: 'Cuerpo',
    Balanced: 'Equilibrado',
  },
  progress: (number, total) => `Pregunta ${number} de ${total}`,
  back: 'Atrás',
  backTarget: (number) => ` a la pregunta ${number}`,
  loading: 'Buscando tu color…',
  failed: 'Perdón, no pudimos obtener tu resultado en este momento. Tus respuestas siguen aquí.',
  tryAgain: 'Intentar de nuevo',
  reset: 'Reiniciar el cuestionario',
  submit: 'Ver mi color',
  age: {
    beforeQuestions: 'Antes de las preguntas',
    question: `¿Tienes ${MINIMUM_AGE} años o más?`,
    checkbox: `Tengo ${MINIMUM_AGE} años o más`,
    yes: 'Sí',
    no: 'No',
    why: `El cuestionario sugiere una dosis de THC para una sola persona, así que es solo para adultos de ${MINIMUM_AGE} años o más.`,
    declinedHeading: 'Gracias por decírnoslo',
    declinedReason: `El cuestionario y sus sugerencias de dosis son solo para adultos de ${MINIMUM_AGE} años o más, así que no podemos mostrártelos.`,
    declinedInvite: 'Te invitamos a conocer cómo funcionan los cuatro colores y cómo se analizan los productos.',
    scienceLink: 'Lee la ciencia detrás de los colores',
  },
  result: {
    headline: { own: { lead: 'Tu color es', colon: false }, shared: { lead: 'Este resultado', colon: true } },
    effectLine: (name, feeling) => `${name}: ${feeling}`,
    doseLabel: 'Dosis recomendada',
    balanceLabel: 'Mente/Cuerpo/Equilibrio',
    productTypeLabel: 'Tipo de producto',
    whyHeading: ({ color }) => `Por qué el ${color}`,
    feelHeading: 'Cómo se siente',
    doseHeading: { own: 'Tu dosis y la espera', shared: 'La dosis y la espera' },
    nextHeading: 'Siguiente paso',
    labelHeading: 'En la etiqueta',
    labelForm: ({ shownColor }) => `${shownColor} · Tipo I, II o III`,
    typeMeaning:
      'Una etiqueta DYC muestra el color con un tipo que sale de la prueba de laboratorio del producto: el Tipo I tiene más THC, el Tipo II es equilibrado, el Tipo III tiene más CBD. El cuestionario encuentra un color, no un tipo: pregunta qué tipos de ese color tiene la tienda.',
    scienceLink: 'Cómo se asignan los colores: lee la ciencia',
    shareLink: 'Comparte el resultado',
    shareNote: {
      own: 'Un enlace compartido lleva tus cuatro respuestas y nada personal.',
      shared: 'Este enlace lleva cuatro respuestas del cuestionario y nada personal.',
    },
    shareCopied: 'Enlace copiado. Pégalo donde quieras para compartir este resultado.',
    shareCopyByHand: 'Copia este enlace para compartir el resultado:',
    why: {
      own: ({ desire, color, name, feeling }) =>
        `Elegiste “${desire}” como la experiencia que buscas, así que tu color es el ${color}, ${name}: quienes usan productos de este color reportan ${feeling}.`,
      shared: ({ desire, color, name, feeling }) =>
        `La experiencia buscada fue “${desire}”, así que el color es el ${color}, ${name}: quienes usan productos de este color reportan ${feeling}.`,
    },
    feel: ({ balance, balanceFeeling }) => `${balance} significa que ${balanceFeeling}.`,
    askInStore: ({ color, name, productType }) =>
      `En la tienda, pide ${productType} con el color ${color}, ${name}, y busca ese color en la etiqueta.`,
    iconAlt: (name, balance) =>
      `Figura de ${name}, ${
        {
          mind: 'mente: el efecto se siente sobre todo en la cabeza',
          body: 'cuerpo: el efecto se siente sobre todo en el cuerpo',
          balanced: 'equilibrado: el efecto se siente en la mente y en el cuerpo',
        }[balance]
      }`,
  },
  dose: {
    advice: (dose, forDailyUsers, wait) =>
      `Empieza con poco: ${dose} por ocasión${forDailyUsers ? ', para quienes usan cannabis a diario' : ''}. ${wait} ` +
      'No manejes después de usar cannabis.',
    waitTime: { inhaled: 'unos 15 minutos', ingested: 'unas 2 horas' },
    wait: {
      inhaled: (time) => `Los productos inhalados se sienten rápido: espera ${time} antes de consumir más.`,
      ingested: (time) => `Lo que se come o se bebe tarda en hacer efecto: espera ${time} antes de consumir más.`,
    },
  },
  shown: {
    color: COLOR_NAME.es,
    colorFeeling: {
      yellow: 'vitalidad y creatividad',
      green: 'claridad mental y motivación',
      blue: 'relajación y tranquilidad',
      purple: 'sueño y reposo',
    },
    colorInSentence: COLOR_WORD.es,
    // Spanish writes each dose the same way in a sentence and on its own.
    dose: ES_DOSES,
    doseInSentence: ES_DOSES,
    balance: {
      mind: firstCapital(BALANCE_WORD.es.mind),
      body: firstCapital(BALANCE_WORD.es.body),
      balanced: firstCapital(BALANCE_WORD.es.balanced),
    },
    balanceFeeling: {
      mind: 'el efecto se siente sobre todo en la cabeza: más en los pensamientos y el ánimo que en el cuerpo',
      body: 'el efecto se siente sobre todo en el cuerpo, más que en los pensamientos y el ánimo',
      balanced: 'el efecto se siente en la mente y en el cuerpo, sin que uno pese más que el otro',
    },
    productType: {
      disposables: 'Vapes desechables',
      edibles: 'Comestibles',
      flower: 'Flor',
      'infused waters': 'Aguas infusionadas',
    },
    productTypeInSentence: {
      disposables: 'vapes desechables',
      edibles: 'comestibles',
      flower: 'flor',
      'infused waters': 'aguas infusionadas',
    },
  },
};

export const QUIZ_COPY: Readonly<Record<Locale, QuizCopy>> = { en, es };

/** The quiz's words in one language. */
export function quizCopy(locale: Locale): QuizCopy {
  return QUIZ_COPY[locale];
}

/**
 * Where the quiz lives in each language: the page, its server-rendered result, the reset link and the science
 * page it points to. This is localizedPath's rule (locales.ts) for these fixed paths, written out so the island's
 * script does not carry the general path helpers; a unit test holds the two together.
 */
export function quizPaths(locale: Locale) {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return {
    quiz: `${prefix}/quiz/`,
    result: `${prefix}${QUIZ_RESULT_PATH}`,
    reset: `${prefix}/quiz/?reset=1`,
    science: `${prefix}/science/`,
  };
}
