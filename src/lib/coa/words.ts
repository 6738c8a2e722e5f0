/**
 * The words the pre-check's answer is written in: panel names, type names, amounts, and the default limits it
 * states. Small and free of the reader, so the island and the inventory page can use them without loading it.
 */
import type { ProductKind } from './product.ts';
import { UNIT_WORDS, type Unit } from './units.ts';

export const PANELS = [
  { id: 'cannabinoids', label: 'cannabinoids' },
  { id: 'terpenes', label: 'terpenes' },
  { id: 'pesticides', label: 'pesticides' },
  { id: 'heavyMetals', label: 'heavy metals' },
  { id: 'microbial', label: 'microbial impurities' },
  { id: 'mycotoxins', label: 'mycotoxins' },
  { id: 'residualSolvents', label: 'residual solvents' },
  { id: 'moisture', label: 'moisture' },
  { id: 'waterActivity', label: 'water activity' },
  { id: 'foreignMaterial', label: 'foreign material' },
] as const;

export type PanelId = (typeof PANELS)[number]['id'];

/**
 * Which panels a certificate needs, by what the product is (decisions.md, "Cannabinoid type"): every product the
 * cannabinoids and the contaminant panels; an extract also residual solvents; flower also moisture and water
 * activity. The check applies it, and every page that states the panel states it from here.
 */
export const PANEL_RULE = {
  everyProduct: ['cannabinoids', 'pesticides', 'heavyMetals', 'microbial', 'mycotoxins', 'foreignMaterial'],
  extract: ['residualSolvents'],
  flower: ['moisture', 'waterActivity'],
} as const satisfies Record<string, readonly PanelId[]>;

/** The panels a certificate of this kind of product needs, in the order of PANELS. */
export function requiredPanels(kind: ProductKind): PanelId[] {
  const needed: readonly PanelId[] = [
    ...PANEL_RULE.everyProduct,
    ...(kind === 'flower' ? PANEL_RULE.flower : kind === 'extract' ? PANEL_RULE.extract : []),
  ];
  return PANELS.map((panel) => panel.id).filter((id) => needed.includes(id));
}

/**
 * The limits moisture and water activity are judged against when a certificate prints them as figures with no
 * pass, fail or limit: Oregon's rule for usable marijuana fails a sample over 15 percent moisture or over 0.65 Aw
 * (OAR 333-007-0420); California's limit for dried flower is also 0.65 Aw. The pre-check page states both.
 */
export const DEFAULT_MOISTURE_LIMIT_PERCENT = 15;
export const DEFAULT_WATER_ACTIVITY_LIMIT = 0.65;
export const DEFAULT_LIMITS_SOURCE = 'Oregon, OAR 333-007-0420';
/**
 * The products those limits are written for: usable marijuana and dried flower. Another product's figure printed
 * with no limit is shown as read and not judged; a limit its certificate prints is always judged.
 */
export const DEFAULT_LIMITS_PRODUCTS: readonly ProductKind[] = ['flower'];

export type CoaType = 'I' | 'II' | 'III';

export const TYPE_NAMES: Readonly<Record<CoaType, string>> = {
  I: 'Type I (THC-dominant)',
  II: 'Type II (balanced)',
  III: 'Type III (CBD-dominant)',
};

export function panelLabel(id: PanelId): string {
  return PANELS.find((panel) => panel.id === id)!.label;
}

export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * A figure as the page and the summary print it; `label` names a per-item unit ("mg per gummy"); `decimals`, the
 * decimals the figures it comes from were printed with, when known: a lab's "51" is shown as 51. One decimal, but
 * a share below 1 % with the decimals a COA prints small shares to, at least two and up to three (a lab's 0.04 %
 * total CBD is "0.04 %", never "0.0 %").
 */
export function formatAmount(value: number, unit: Unit, label?: string | null, decimals?: number | null): string {
  const small = unit === '%' && value !== 0 && Math.abs(value) < 1;
  const rounded =
    decimals !== undefined && decimals !== null
      ? value.toFixed(Math.min(decimals, 3))
      : small
        ? smallFigure(value)
        : (Math.round(value * 10) / 10).toFixed(1);
  return unit === '%' ? `${rounded} %` : `${rounded} ${label ?? UNIT_WORDS[unit]}`;
}

/** A figure below 1 to three decimals, with trailing zeros after the second dropped: 0.04, 0.50, 0.123. */
function smallFigure(value: number): string {
  const three = value.toFixed(3);
  return three.endsWith('0') ? value.toFixed(2) : three;
}
