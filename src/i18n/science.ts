import { SCIENCE_SECTIONS, type ScienceSectionId } from '../lib/science/sections.ts';
import { EFFECT_COLORS } from '../consts.ts';
import { colorWithEffect } from './glossary.ts';
import type { Locale } from './locales.ts';

/**
 * The science page's own words around the article: the in-page nav and the endnotes' heading. The chapters'
 * eyebrows in each MDX file say the same words as `sections` here (the nav names each chapter by its eyebrow).
 */
export interface ScienceWords {
  nav: string;
  sections: Record<ScienceSectionId, string>;
  notes: string;
  /**
   * The short version at the top of the article, one sentence per chapter, each leading into its chapter: what
   * the chapters already say, for a phone reader who stops there. No figure or claim the article does not make.
   */
  summary: { heading: string; points: Record<ScienceSectionId, string> };
}

const colorList = (locale: Locale, or: string) => {
  const names = EFFECT_COLORS.map((color) => colorWithEffect(color.id, locale));
  return `${names.slice(0, -1).join(', ')} ${or} ${names.at(-1)}`;
};

export const SCIENCE_WORDS: Readonly<Record<Locale, ScienceWords>> = {
  en: {
    nav: 'Sections of this article',
    sections: Object.fromEntries(SCIENCE_SECTIONS.map((section) => [section.id, section.label])) as Record<
      ScienceSectionId,
      string
    >,
    notes: 'Notes',
    summary: {
      heading: 'The short version',
      points: {
        problem:
          'Strain names, the words indica and sativa, and THC percentages do not reliably tell you how a product will feel.',
        classification: `DYC reads each batch’s lab certificate: the balance of THC and CBD gives its type (I, II or III), and its profile, compared with what consumers report, gives its color: ${colorList('en', 'or')}.`,
        validation:
          'The colors are checked against consumer reports, DYC’s own and the Dosing Project’s. DYC’s safety index compares the dose at which half of reporters note an unwanted effect with the dose at which half report the full response.',
        certification:
          'Only products with a full-panel test from a licensed laboratory, and no synthetic or converted cannabinoids, carry a color.',
        application:
          'Choose by the experience you want, then start low and go slow: wait about 15 minutes before taking more when inhaled, about 2 hours when eaten or drunk, and do not drive.',
      },
    },
  },
  es: {
    nav: 'Secciones de este artículo',
    sections: {
      problem: 'Problema',
      classification: 'Clasificación',
      validation: 'Validación',
      certification: 'Certificación',
      application: 'Aplicación',
    },
    notes: 'Notas',
    summary: {
      heading: 'En pocas palabras',
      points: {
        problem:
          'El nombre de la cepa, las palabras indica y sativa y el porcentaje de THC no te dicen de forma fiable cómo se sentirá un producto.',
        classification: `DYC lee el certificado de laboratorio de cada lote: el equilibrio entre THC y CBD le da su tipo (I, II o III), y su perfil, comparado con lo que reportan los consumidores, le da su color: ${colorList('es', 'o')}.`,
        validation:
          'Los colores se contrastan con reportes de consumidores, los de DYC y los del Dosing Project. El índice de seguridad de DYC compara la dosis a la que la mitad de quienes reportan nota un efecto no deseado con la dosis a la que la mitad reporta la respuesta completa.',
        certification:
          'Solo llevan un color los productos con un análisis de panel completo de un laboratorio con licencia y sin cannabinoides sintéticos ni convertidos.',
        application:
          'Elige por la experiencia que buscas, empieza con poco y ve despacio: espera unos 15 minutos antes de consumir más si lo inhalas, unas 2 horas si lo comes o lo bebes, y no manejes.',
      },
    },
  },
};
