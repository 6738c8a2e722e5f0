/**
 * The words of the embedded quiz (/embed/quiz/, /es/embed/quiz/) that the quiz page does not already have: the
 * DYC mark and the shop button. The quiz's own words come from quiz.ts and quizPage.ts, as on the quiz page.
 * One type for both languages, so a missing Spanish entry fails `astro check`.
 */
import type { ShopUrlProblem } from '../lib/embed/embedSettings.ts';
import type { Locale } from './locales.ts';
import { SHELL } from './shell.ts';

export interface EmbedQuizText {
  /** The mark linking to the DYC site, with what it is for a screen reader. */
  markLabel: string;
  opensInNewTab: string;
  /** The shop button: `{color}` is the color with its effect ("Purple (Rest)"), `{store}` the store name (shopButtonLabel). */
  shopAtStore: string;
  /** The shop button when the snippet names no store. */
  shop: string;
  /** Shown in the frame of a store that counts its shoppers' colors, with a link to what is counted. */
  countingNote: string;
  countingLink: string;
}

export const EMBED_QUIZ_TEXT: Readonly<Record<Locale, EmbedQuizText>> = {
  en: {
    markLabel: 'DYC, Discover Your Color',
    opensInNewTab: SHELL.en.opensInNewTab,
    shopAtStore: 'Shop {color} at {store}',
    shop: 'Shop {color}',
    countingNote: 'This store counts colors, not people.',
    countingLink: 'What is counted',
  },
  es: {
    markLabel: 'DYC, Discover Your Color',
    opensInNewTab: SHELL.es.opensInNewTab,
    shopAtStore: 'Compra {color} en {store}',
    shop: 'Compra {color}',
    countingNote: 'Esta tienda cuenta colores, no personas.',
    countingLink: 'Qué se cuenta',
  },
};

/** The live check of the shop URL on /operators/embed/ (English: the operators pages are English only). */
export const SHOP_URL_CHECK_TEXT: Readonly<Record<ShopUrlProblem | 'ok' | 'empty', string>> = {
  ok: 'This address works. The result’s button opens it with the color filled in, in a new tab.',
  empty: 'No shop address: the quiz shows no shop button.',
  'not-https': 'Refused: the address must start with https://. Other kinds of links never become a button.',
  'no-host': 'Refused: the address needs a host name after https://.',
  'bad-host': 'Refused: the host name has a space or a backslash in it.',
  unparsable: 'Refused: this is not a complete web address.',
  credentials: 'Refused: leave out any user name or password.',
  'too-long': 'Refused: this address is too long for a link.',
};
