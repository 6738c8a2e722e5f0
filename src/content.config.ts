import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Long-form pages written in MDX: science, about, advocacy. Each page's own header comes from here. A translation
 * sits in a folder named for its language, with the same file name: es/science.mdx is the entry `es/science`.
 */
const pages = defineCollection({
  loader: glob({ pattern: ['*.mdx', 'es/*.mdx'], base: './src/content/pages' }),
  schema: z.object({
    title: z.string(),
    description: z.string().min(50).max(160).describe('Shown in search results and link previews'),
    eyebrow: z.string().describe('The small uppercase label above the page title'),
    lede: z.string().describe('One or two sentences under the page title'),
  }),
});

/**
 * Source text of the Terms of Service and Privacy Policy; the PDFs are generated from it. A translation sits in a
 * folder named for its language: es/privacy-policy.md is the entry `es/privacy-policy`.
 */
const legal = defineCollection({
  loader: glob({ pattern: ['*.md', 'es/*.md'], base: './src/content/legal' }),
  schema: z.object({ title: z.string(), updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
});

/**
 * Founders are described by role. `name` is the founder's published name; until the business supplies it the
 * entry carries a placeholder with `sample: true`, which public builds leave out (the card then shows the role).
 */
const founders = defineCollection({
  loader: file('./src/content/about/founders.json', {
    parser: (text) => (JSON.parse(text) as object[]).map((entry, index) => ({ id: `founder-${index + 1}`, ...entry })),
  }),
  schema: z.object({
    name: z.string(),
    sample: z.boolean().describe('True while `name` is a placeholder'),
    role: z.string(),
    summary: z.string(),
    focus: z.array(z.string()).min(1),
  }),
});

/** The company timeline, 1998 to DYC's creation in 2024. Only events the business or public record supports. */
const timeline = defineCollection({
  loader: file('./src/content/about/timeline.json', {
    parser: (text) => (JSON.parse(text) as { year: number }[]).map((entry) => ({ id: String(entry.year), ...entry })),
  }),
  schema: z.object({
    year: z.number().int().min(1998).max(2024),
    title: z.string(),
    text: z.string(),
  }),
});

/** The advocacy page's three-tab list of positions. */
const advocacyTabs = defineCollection({
  loader: file('./src/content/advocacy/tabs.json'),
  schema: z.object({
    label: z.string(),
    stance: z.string().max(120).describe('The position in one line, beside its icon on the map above the tabs'),
    intro: z.string(),
    points: z.array(z.object({ title: z.string(), text: z.string() })).min(1),
  }),
});

/** Data files list entries in display order; the loader records it, since collections come back unordered. */
const inFileOrder = (text: string) =>
  (JSON.parse(text) as { id: string }[]).map((entry, index) => ({ ...entry, order: index }));

/** The home page's five-card benefits carousel, in the order shown, with each card's Spanish beside it. */
const benefitCard = { title: z.string(), text: z.string().max(200) };
const homeBenefits = defineCollection({
  loader: file('./src/content/home/benefits.json', { parser: inFileOrder }),
  schema: z.object({
    order: z.number().int(),
    ...benefitCard,
    es: z.object(benefitCard).describe('The card on the Spanish home page (/es/)'),
  }),
});

/**
 * "As Seen In" outlets (a site setting the owner supplies). Until real press mentions are confirmed the
 * entries are neutral samples, never logos of real companies.
 */
const pressOutlets = defineCollection({
  loader: file('./src/content/home/press.json', { parser: inFileOrder }),
  schema: z.object({
    order: z.number().int(),
    name: z.string(),
    logo: z.string().startsWith('/media/press/').describe('A wordmark SVG in public/media/press/, 200x60'),
    url: z.url().optional().describe('The article, when there is one'),
    sample: z.boolean().describe('True for placeholder entries: the page labels them as samples'),
  }),
});

/**
 * Partner retailers that shelve by DYC color (a site setting; sample listings until the owner supplies real ones).
 * "Shop in store" links to `storeUrl` and "Order online" to `orderUrl`; without the address each is plain text.
 */
const retailers = defineCollection({
  loader: file('./src/content/home/retailers.json', { parser: inFileOrder }),
  schema: z.object({
    order: z.number().int(),
    name: z.string(),
    area: z.string().describe('City and state, as a shopper would search for it'),
    channels: z.array(z.enum(['in-store', 'online'])).min(1),
    url: z.url().optional().describe("The retailer's own site"),
    storeUrl: z.url().optional().describe('Store page or directions, for "Shop in store"'),
    orderUrl: z.url().optional().describe('Online menu, for "Order online"'),
    sample: z.boolean().describe('True for placeholder listings: public builds leave them out'),
  }),
});

export const collections = {
  pages,
  legal,
  founders,
  timeline,
  advocacyTabs,
  homeBenefits,
  pressOutlets,
  retailers,
};
