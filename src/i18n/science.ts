import { SCIENCE_SECTIONS, type ScienceSectionId } from '../lib/science/sections.ts';
import type { Locale } from './locales.ts';

/**
 * The science page's own words around the article: the in-page nav and the endnotes' heading. The chapters'
 * eyebrows in each MDX file say the same words as `sections` here (the nav names each chapter by its eyebrow).
 */
export interface ScienceWords {
  nav: string;
  sections: Record<ScienceSectionId, string>;
  notes: string;
}

export const SCIENCE_WORDS: Readonly<Record<Locale, ScienceWords>> = {
  en: {
    nav: 'Sections of this article',
    sections: Object.fromEntries(SCIENCE_SECTIONS.map((section) => [section.id, section.label])) as Record<
      ScienceSectionId,
      string
    >,
    notes: 'Notes',
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
  },
};
