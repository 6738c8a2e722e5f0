import { publishedCompany, publishedLinks, type SiteSettings } from './lib/settings/readSettings.ts';

declare const __DYC_SITE_SETTINGS__: SiteSettings;

/** The site settings as validated at build time (astro.config.ts reads them from the environment). */
export const siteSettings: SiteSettings = __DYC_SITE_SETTINGS__;

/** Sample entries are shown in `astro dev` and in a DYC_SHOW_SAMPLES=true review build, never in a public build. */
export const showSamples: boolean = import.meta.env.DEV || siteSettings.showSamples;

/** The owner's addresses as a page may link to them; each null while it is a sample in a public build. */
export const published = publishedLinks(siteSettings, showSamples);

/** The contact address as printed on a page; null while it is the `.example` sample in a public build. */
export const printedContactEmail: string | null = published.contactEmail;

/** The company's legal name, address and registration as printed; null while they are samples in a public build. */
export const company = publishedCompany(siteSettings, showSamples);
