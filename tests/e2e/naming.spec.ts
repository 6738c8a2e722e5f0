import { expect, test, type Page } from '@playwright/test';
import { COLOR_NAME, colorList, colorWithEffect } from '../../src/i18n/glossary.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { PANEL_NAMES } from '../../src/i18n/panelRule.ts';
import { PANEL_RULE, requiredPanels } from '../../src/lib/coa/words.ts';

/**
 * What the site states in several places says the same thing everywhere: the full panel a certificate needs
 * (decisions.md, "Cannabinoid type": residual solvents where the product is an extract, moisture and water activity
 * for flower), and the four colors, each named by its color word with its effect beside it ("Purple (Rest)",
 * "Morado (Rest, Descanso)"), as the result names them.
 */
const COLORS = ['yellow', 'green', 'blue', 'purple'] as const;

const WHERE: Record<Locale, { extract: RegExp; flower: RegExp }> = {
  en: { extract: /\bextracts?\b/, flower: /\bflower\b/ },
  es: { extract: /\bextractos?\b/, flower: /\bflor\b/ },
};

/** The page's statements of the panel, each split into its clauses (list items, or parts between ; and .). */
async function panelClauses(page: Page, path: string, statement: RegExp | null): Promise<string[]> {
  await page.goto(path);
  const found = statement ? page.locator('p').filter({ hasText: statement }) : page.locator('[data-panel-rule]');
  await expect(found).toHaveCount(1);
  const items = await found.locator('li').allTextContents();
  const text = items.length > 0 ? items : [(await found.textContent()) ?? ''];
  return text.flatMap((part) => part.split(/[;.]\s/)).map((clause) => clause.trim().toLowerCase());
}

const PANEL_STATEMENTS: { path: string; locale: Locale; statement: RegExp | null }[] = [
  { path: '/', locale: 'en', statement: /DYC requires a full panel/ },
  { path: '/es/', locale: 'es', statement: /DYC exige un panel completo/ },
  { path: '/science/', locale: 'en', statement: null },
  { path: '/es/science/', locale: 'es', statement: null },
  { path: '/operators/coa-check/', locale: 'en', statement: null },
];

test.describe('the full panel, as the COA pre-check applies it', () => {
  for (const { path, locale, statement } of PANEL_STATEMENTS) {
    test(`${path} names every panel and where each applies`, async ({ page }) => {
      const clauses = await panelClauses(page, path, statement);
      const names = PANEL_NAMES[locale];
      const text = clauses.join(' | ');
      // Every panel every product needs (the cannabinoids may stand as "the actives" before the list).
      for (const id of requiredPanels('edible').filter((panel) => panel !== 'cannabinoids')) {
        expect(text, `${path}: ${names[id]}`).toContain(names[id]);
      }
      // The product-dependent panels, each in a clause that says which product it is for, and in no other.
      for (const [kind, ids] of [
        ['extract', PANEL_RULE.extract],
        ['flower', PANEL_RULE.flower],
      ] as const) {
        for (const id of ids) {
          const saying = clauses.filter((clause) => clause.includes(names[id]));
          expect(saying.length, `${path}: ${names[id]} is named`).toBeGreaterThan(0);
          const stated = saying.filter((clause) => !/n\/a|not asked|no se pide/.test(clause));
          for (const clause of stated) expect(clause, `${path}: ${names[id]} for ${kind}`).toMatch(WHERE[locale][kind]);
        }
      }
    });
  }
});

test.describe('the colors, named color first with the effect beside it', () => {
  for (const locale of ['en', 'es'] as const) {
    const home = locale === 'en' ? '/' : '/es/';
    const science = locale === 'en' ? '/science/' : '/es/science/';
    const expected = COLORS.map((color) => colorWithEffect(color, locale));

    test(`${home}: the hero's colors, the how-it-works legend and the benefit card`, async ({ page }) => {
      await page.goto(home);
      await expect(page.locator('.hero .color-dots .name')).toHaveText(expected);
      expect(await page.locator('.legend li strong').allTextContents()).toEqual(expected);
      expect(await page.locator('main').textContent()).toContain(colorList(locale));
    });

    test(`${science}: the list of the four colors`, async ({ page }) => {
      await page.goto(science);
      const colorWord = new RegExp(`^(${Object.values(COLOR_NAME[locale]).join('|')})\\b`);
      const items = page.locator('main li > strong').filter({ hasText: colorWord });
      expect(await items.allTextContents()).toEqual(expected.map((name) => `${name}:`));
    });
  }
});
