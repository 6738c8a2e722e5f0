/**
 * The full panel a certificate needs, in words (decisions.md, "Cannabinoid type"): the lists come from PANEL_RULE,
 * the rule the COA pre-check applies, so the home page, the science page and the pre-check say what it checks. A
 * flower certificate with "Residual solvents N/A" is admitted: residual solvents apply to extracts only.
 */
import { PANEL_RULE, type PanelId } from '../lib/coa/words.ts';
import type { Locale } from './locales.ts';

export const PANEL_NAMES: Readonly<Record<Locale, Record<PanelId, string>>> = {
  en: {
    cannabinoids: 'cannabinoids',
    terpenes: 'terpenes',
    pesticides: 'pesticides',
    heavyMetals: 'heavy metals',
    microbial: 'microbial impurities',
    mycotoxins: 'mycotoxins',
    residualSolvents: 'residual solvents',
    moisture: 'moisture',
    waterActivity: 'water activity',
    foreignMaterial: 'foreign material',
  },
  es: {
    cannabinoids: 'cannabinoides',
    terpenes: 'terpenos',
    pesticides: 'pesticidas',
    heavyMetals: 'metales pesados',
    microbial: 'impurezas microbianas',
    mycotoxins: 'micotoxinas',
    residualSolvents: 'solventes residuales',
    moisture: 'humedad',
    waterActivity: 'actividad de agua',
    foreignMaterial: 'materia extraña',
  },
};

const AND: Readonly<Record<Locale, string>> = { en: 'and', es: 'y' };

function listOf(ids: readonly PanelId[], locale: Locale): string {
  const names = ids.map((id) => PANEL_NAMES[locale][id]);
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} ${AND[locale]} ${names.at(-1)}`;
}

/** The contaminant panels every product needs: the rule's list without the cannabinoids (the "actives"). */
const everyContaminant = PANEL_RULE.everyProduct.filter((id) => id !== 'cannabinoids');

/** Where the product-dependent panels apply, said after them. */
const WHERE: Readonly<Record<Locale, { everyProduct: string; extract: string; flower: string }>> = {
  en: { everyProduct: 'for every product', extract: 'where the product is an extract', flower: 'for flower' },
  es: { everyProduct: 'en todo producto', extract: 'cuando el producto es un extracto', flower: 'en la flor' },
};

/**
 * The rule in one sentence's worth of clauses: "cannabinoids, pesticides, … and foreign material for every
 * product; residual solvents where the product is an extract; moisture and water activity for flower".
 */
export function panelRuleText(locale: Locale): string {
  const where = WHERE[locale];
  return [
    `${listOf(PANEL_RULE.everyProduct, locale)} ${where.everyProduct}`,
    `${listOf(PANEL_RULE.extract, locale)} ${where.extract}`,
    `${listOf(PANEL_RULE.flower, locale)} ${where.flower}`,
  ].join('; ');
}

/** The contaminant panels as list items, each product-dependent one with where it applies (the science page). */
export function contaminantPanelItems(locale: Locale): string[] {
  const where = WHERE[locale];
  return [
    ...everyContaminant.map((id) => PANEL_NAMES[locale][id]),
    `${listOf(PANEL_RULE.extract, locale)}, ${where.extract}`,
    `${listOf(PANEL_RULE.flower, locale)}, ${where.flower}`,
  ];
}
