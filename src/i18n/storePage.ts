/**
 * The words of a store's own quiz page on DYC (/s/<store id>/, /es/s/<store id>/) that the quiz page and the
 * embedded quiz do not already have. `{store}` is the store's name, filled in by the server (never by the page's
 * script), so the first view carries it without JavaScript. One type for both languages.
 */
import type { Locale } from './locales.ts';

export interface StorePageText {
  /** The document title, with `{store}`. */
  title: string;
  description: string;
  eyebrow: string;
  /** The heading, with `{store}`. */
  heading: string;
  lede: string;
  /** Says whose page this is: the store offers it, the quiz is DYC's. */
  offeredBy: string;
}

export const STORE_PAGE_TEXT: Readonly<Record<Locale, StorePageText>> = {
  en: {
    title: 'Find your color at {store}',
    description: 'The DYC quiz, offered by a store: four questions for a color, a starting dose and a product type.',
    eyebrow: 'The DYC quiz',
    heading: 'Find your color at {store}',
    lede: 'An age check, then four questions: about a minute. Your result ends with a link to the store’s menu in your color.',
    offeredBy: '{store} offers this page; the quiz and its answers are DYC’s.',
  },
  es: {
    title: 'Descubre tu color en {store}',
    description:
      'El cuestionario de DYC, ofrecido por una tienda: cuatro preguntas para un color, una dosis inicial y un tipo de producto.',
    eyebrow: 'El cuestionario de DYC',
    heading: 'Descubre tu color en {store}',
    lede: 'Una comprobación de edad y luego cuatro preguntas: más o menos un minuto. Tu resultado termina con un enlace al menú de la tienda en tu color.',
    offeredBy: '{store} ofrece esta página; el cuestionario y sus respuestas son de DYC.',
  },
};
