import type { Locale } from '../../i18n/locales.ts';

/**
 * Every word of the counter card, in one object the Spanish quiz can replace whole (the island takes it as
 * a prop). The values (color, dose, balance, product type, wait) come from describe.ts.
 */
export interface CounterCardText {
  /** The result's button that opens the card. */
  open: string;
  /** The card's heading, said to the reader: the card is held up for someone else. */
  heading: string;
  close: string;
  print: string;
  balance: string;
  productType: string;
  dose: string;
  wait: string;
  /** Every dose the site shows comes with these words (decisions.md, "Claim wording"). */
  doseNote: string;
  /**
   * The language the card repeats the product type and dose in, beside its own: the card is held up to a
   * budtender who may read only English.
   */
  alsoIn?: Locale;
  /** Says, in that language, what the repeated words are, so neither reader takes them for a second fact. */
  alsoInLabel?: string;
  /** The QR code's text alternative. */
  qrLabel: string;
  /** Printed under the QR code. */
  qrCaption: string;
}

const en: CounterCardText = {
  open: 'Show at the counter',
  heading: 'Show this to your budtender',
  close: 'Close',
  print: 'Print',
  balance: 'Mind or body',
  productType: 'Product type',
  dose: 'Dose recommendation',
  wait: 'Wait before more',
  doseNote: 'Per occasion: start low. Do not drive after using cannabis.',
  qrLabel: 'QR code of the link to this result',
  qrCaption: 'Scan to open this result',
};

const es: CounterCardText = {
  open: 'Muéstralo en tienda',
  // "Budtender" is shop English; the heading says who the card is for in words every Spanish reader knows.
  heading: 'Muéstrale esta tarjeta a quien te atienda',
  close: 'Cerrar',
  print: 'Imprimir',
  balance: 'Mente o cuerpo',
  productType: 'Tipo de producto',
  dose: 'Dosis recomendada',
  wait: 'Espera antes de consumir más',
  doseNote: 'Por ocasión: empieza con poco. No manejes después de consumir cannabis.',
  alsoIn: 'en',
  alsoInLabel: 'In English',
  qrLabel: 'Código QR del enlace a este resultado',
  qrCaption: 'Escanéalo para abrir este resultado',
};

/** The card's words in each language; the quiz page passes its own language's to the island. */
export const COUNTER_CARD_TEXT: Readonly<Record<Locale, CounterCardText>> = { en, es };
