/**
 * Every word of the shop-floor kit, in English and Spanish. The colors' names and meanings, the quiz's
 * questions and answers, the doses and the waits are the site's own (src/i18n, the quiz engine's DOSE_TABLE),
 * so a printed piece says what the site says; only the kit's own headings and notes are written here.
 */
import { EFFECT_COLORS, MINIMUM_AGE, type EffectColorId } from '../../consts.ts';
import { COLOR_MEANING, COLOR_NAME, TYPE_WORD, colorWithEffect, effectName } from '../../i18n/glossary.ts';
import { HOME } from '../../i18n/home.ts';
import type { Locale } from '../../i18n/locales.ts';
import { quizCopy } from '../../i18n/quiz.ts';
import { COUNTER_CARD_TEXT } from '../quiz/counterCardText.ts';
import { desireForColor } from '../quiz/describe.ts';
import { QUESTIONS, type ExperienceAnswer, type MethodAnswer } from '../quiz/questions.ts';
import { DOSE_TABLE } from '../quiz/recommend.ts';

/** The three cannabinoid types, by the Roman numeral they keep in both languages. */
export type CannabinoidType = 'I' | 'II' | 'III';

interface KitOwnWords {
  adultsOnly: string;
  findYourColor: string;
  scanToTakeQuiz: string;
  /** The meaning line under a color's name: the quiz result's own "reported as" wording. */
  reported: (feeling: string) => string;
  typesHeading: string;
  /** What each cannabinoid type means, as the science page says it. */
  types: Record<CannabinoidType, string>;
  typeOnLabel: string;
  cardTitle: string;
  cardColorsHeading: string;
  /** The quiz answer that leads to a color: "Asked for: Better Sleep". */
  askedFor: (answer: string) => string;
  cardDosesHeading: string;
  cardDosesIntro: string;
  experienceColumn: string;
  waitHeading: string;
  quizHeading: string;
  quizIntro: string;
  noHealthClaim: string;
  side: (number: number, total: number) => string;
  labelsNote: string;
  cutLine: string;
  /** The pocket card's home sheet: business card stock, printed on both sides. */
  pocketCardSheet: string;
  /** What a home file's colors are, so nobody sends it to a press expecting CMYK. */
  homeColors: string;
  /** A store's license number as its kit prints it. */
  license: (number: string) => string;
}

const OWN_WORDS: Readonly<Record<Locale, KitOwnWords>> = {
  en: {
    adultsOnly: `For adults ${MINIMUM_AGE} and over.`,
    findYourColor: 'Find your color',
    scanToTakeQuiz: 'Scan to take the 4-question quiz.',
    reported: (feeling) => `Products in this color are reported as ${feeling}.`,
    typesHeading: 'Type I / II / III: what it means',
    types: {
      I: 'Type I: high THCA, low CBDA.',
      II: 'Type II: balanced, with THCA and CBDA in comparable amounts.',
      III: 'Type III: low THCA, high CBDA.',
    },
    typeOnLabel: 'The type stands beside the color on the label. Type II still contains THC.',
    cardTitle: 'Budtender reference card',
    cardColorsHeading: 'The four colors',
    askedFor: (answer) => `Quiz answer: “${answer}”`,
    cardDosesHeading: 'Starting doses, per occasion',
    cardDosesIntro: 'The quiz suggests these doses by experience and by how the product is taken.',
    experienceColumn: 'Experience',
    waitHeading: 'The wait before more',
    quizHeading: 'What the quiz asks',
    quizIntro: 'Four questions. The second one alone decides the color.',
    noHealthClaim: 'Colors describe reported effects, not medical outcomes.',
    side: (number, total) => `Side ${number} of ${total}`,
    labelsNote: `For Avery 5294 round labels (2.5 in, 3 across and 4 down on US letter): print at actual size (no scaling) and check one sheet against your stock first.`,
    cutLine: 'Print at actual size (no scaling) and cut along the gray lines.',
    pocketCardSheet:
      'For Avery 8371 business cards (10 a sheet) or card stock: print both sides at actual size, flipping on the long edge.',
    homeColors: 'Colors in sRGB, for home and office printers.',
    license: (number) => `License ${number}`,
  },
  es: {
    adultsOnly: `Solo para adultos de ${MINIMUM_AGE} años o más.`,
    findYourColor: 'Descubre tu color',
    scanToTakeQuiz: 'Escanea para hacer el cuestionario de 4 preguntas.',
    reported: (feeling) => `Quienes usan productos de este color reportan ${feeling}.`,
    typesHeading: 'Tipo I / II / III: qué significa',
    types: {
      I: 'Tipo I: mucho THCA, poco CBDA.',
      II: 'Tipo II: equilibrado, con THCA y CBDA en cantidades comparables.',
      III: 'Tipo III: poco THCA, mucho CBDA.',
    },
    typeOnLabel: 'El tipo va junto al color en la etiqueta. El Tipo II también tiene THC.',
    cardTitle: 'Tarjeta de referencia para budtenders',
    cardColorsHeading: 'Los cuatro colores',
    askedFor: (answer) => `Respuesta en el cuestionario: “${answer}”`,
    cardDosesHeading: 'Dosis para empezar, por ocasión',
    cardDosesIntro: 'El cuestionario sugiere estas dosis según la experiencia y la forma de consumo.',
    experienceColumn: 'Experiencia',
    waitHeading: 'La espera antes de tomar más',
    quizHeading: 'Qué pregunta el cuestionario',
    quizIntro: 'Cuatro preguntas. Solo la segunda decide el color.',
    noHealthClaim: 'Los colores describen efectos reportados, no resultados médicos.',
    side: (number, total) => `Cara ${number} de ${total}`,
    labelsNote:
      'Para etiquetas redondas Avery 5294 (2,5 in, 3 de ancho y 4 de alto en papel carta): imprime a tamaño real (sin ajustar) y prueba primero una hoja con tus etiquetas.',
    cutLine: 'Imprime a tamaño real (sin ajustar) y corta por las líneas grises.',
    pocketCardSheet:
      'Para tarjetas de presentación Avery 8371 (10 por hoja) o cartulina: imprime por ambas caras a tamaño real, girando por el borde largo.',
    homeColors: 'Colores en sRGB, para impresoras de casa u oficina.',
    license: (number) => `Licencia ${number}`,
  },
};

/**
 * A color's words on a printed piece, color first as the site names a result (decisions.md, "The color comes
 * first"): the color word set largest, its effect under it.
 */
export interface KitColorWords {
  id: EffectColorId;
  /** The color itself in words, set largest and first: "Purple", "Morado". */
  colorWord: string;
  /** The effect's brand name, with its Spanish meaning on Spanish pieces: "Rest (Descanso)". */
  effect: string;
  /** The brand name alone ("Rest"); the same in both languages. */
  brandName: string;
  /** Its Spanish meaning ("Descanso") on Spanish pieces; null in English. */
  meaningName: string | null;
  /** The color and its effect on one line: "Purple (Rest)", "Morado (Rest, Descanso)". */
  title: string;
  meaning: string;
  /** The quiz's question 2 answer that gives this color, as the quiz shows it. */
  askedFor: string;
}

export interface DoseRow {
  experience: string;
  /** One dose per method, in the order of the quiz's question 3. */
  doses: string[];
}

export interface KitText extends KitOwnWords {
  locale: Locale;
  headline: string;
  colors: KitColorWords[];
  typeWord: string;
  /** Question 3's answers, the columns of the dose table. */
  methods: string[];
  doseRows: DoseRow[];
  /** The wait before more, inhaled and eaten or drunk, in the quiz's own sentences. */
  waits: string[];
  /** Per occasion, start low, do not drive: the words every dose the site shows comes with. */
  doseNote: string;
  /** The four questions with their answers, as the quiz shows them. */
  questions: { text: string; options: string[] }[];
}

const [experienceQuestion, , methodQuestion] = QUESTIONS;

export function kitText(locale: Locale): KitText {
  const own = OWN_WORDS[locale];
  const copy = quizCopy(locale);
  // The card's table is read aloud like a sentence ("half a gram"), so it takes the quiz's in-sentence words.
  const doseFor = (experience: ExperienceAnswer, method: MethodAnswer) =>
    copy.shown.doseInSentence[DOSE_TABLE[experience][method]];
  return {
    ...own,
    locale,
    headline: HOME[locale].hero.title,
    colors: EFFECT_COLORS.map((color) => ({
      id: color.id,
      colorWord: COLOR_NAME[locale][color.id],
      effect: effectName(color.id, locale),
      brandName: COLOR_MEANING.en[color.id],
      meaningName: locale === 'en' ? null : COLOR_MEANING[locale][color.id],
      title: colorWithEffect(color.id, locale),
      meaning: own.reported(copy.shown.colorFeeling[color.id]),
      askedFor: own.askedFor(copy.options[desireForColor(color.id)]),
    })),
    typeWord: TYPE_WORD[locale],
    methods: methodQuestion.options.map((method) => copy.options[method]),
    doseRows: experienceQuestion.options.map((experience) => ({
      experience: copy.options[experience],
      doses: methodQuestion.options.map((method) => doseFor(experience, method)),
    })),
    waits: [copy.dose.wait.inhaled(copy.dose.waitTime.inhaled), copy.dose.wait.ingested(copy.dose.waitTime.ingested)],
    doseNote: COUNTER_CARD_TEXT[locale].doseNote,
    questions: QUESTIONS.map((question) => ({
      text: copy.questions[question.id],
      options: question.options.map((option) => copy.options[option]),
    })),
  };
}
