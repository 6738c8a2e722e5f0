import type { SiteSettings } from './lib/settings/readSettings.ts';

declare const __DYC_SITE_SETTINGS__: SiteSettings;

/** The site settings as validated at build time (astro.config.ts reads them from the environment). */
export const siteSettings: SiteSettings = __DYC_SITE_SETTINGS__;
