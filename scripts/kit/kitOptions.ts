import { QUIZ_PATH } from '../../src/consts.ts';
import { localizedPath } from '../../src/i18n/locales.ts';
import { readBuildSettings } from '../../src/lib/settings/readSettings.ts';
import type { KitRenderOptions } from '../../src/lib/kit/kitPdf.ts';

/**
 * The kit's QR codes lead to the quiz in the piece's own language, on the build's public origin (DYC_SITE_URL, as
 * astro.config.ts reads it).
 */
export function kitRenderOptions(env: Record<string, string | undefined>): KitRenderOptions {
  const { siteUrl } = readBuildSettings(env);
  return {
    quizUrls: {
      en: new URL(localizedPath(QUIZ_PATH, 'en'), `${siteUrl}/`).href,
      es: new URL(localizedPath(QUIZ_PATH, 'es'), `${siteUrl}/`).href,
    },
    // The sample origin (on the reserved .example domain) is never printed where a reader sees it, as on the site.
    printQuizUrl: !new URL(siteUrl).hostname.endsWith('.example'),
  };
}
