import { effectName } from './glossary.ts';
import { LOCALE_TAGS, hasTranslation, localeFromPath, localizedPath, type Locale } from './locales.ts';

/**
 * The words of the page shell (skip link, header, menu, footer) in every language. `ShellStrings` is one
 * interface for all languages, so a key missing from one of them fails the type check (`npm run check`).
 * The English strings are the site's only source for these words.
 */

/** The pages the shell links to, by path. */
export type ShellPath = '/' | '/quiz/' | '/about/' | '/science/' | '/advocacy/' | '/operators/';

/** The header's bar, in the spec's order. */
export const HEADER_PATHS = ['/about/', '/science/', '/advocacy/', '/operators/'] as const satisfies ShellPath[];
export const FOOTER_PATHS = [
  '/',
  '/quiz/',
  '/about/',
  '/science/',
  '/advocacy/',
  '/operators/',
] as const satisfies ShellPath[];

export interface ShellStrings {
  /** Each page's name in the navigation. */
  pages: Record<ShellPath, string>;
  tagline: string;
  skipLink: string;
  /** The sharing image's description (og:image:alt). */
  socialImageAlt: string;
  /** The logo link's accessible name. */
  homeLink: string;
  mainNav: string;
  mobileNav: string;
  menu: string;
  openMenu: string;
  closeMenu: string;
  findYourColor: string;
  logIn: string;
  /** Read after "Log in" by screen readers only. */
  logInHint: string;
  opensInNewTab: string;
  footerNav: string;
  sampleLink: string;
  /** The badge on a sample entry, shown in development and review builds only. */
  sampleBadge: string;
  /** Each social profile's accessible name (the link shows only the network's glyph). */
  socialProfiles: Record<'professional' | 'photo' | 'x', string>;
  disclaimerTitle: string;
  disclaimer: string;
  rights: string;
  legal: { terms: string; privacy: string };
  /** After a legal document's name; the documents exist in English only, which Spanish says here once. */
  pdf: string;
  /** Read after a link to an English-only page that also opens in a new tab, after the visible "(en inglés)". */
  inEnglishOpensInNewTab: string;
  /**
   * Beside a link to a page that exists in English only, on a page in another language; empty in English.
   * Visible, so a reader knows before following it.
   */
  inEnglish: string;
  /** The two ways on at the end of a content page: one for consumers, one for stores and brands. */
  nextSteps: {
    title: string;
    consumerTitle: string;
    consumerText: string;
    operatorTitle: string;
    operatorText: string;
    /** The operators page's button: a short verb, so the label stays on one line on a small phone. */
    operatorAction: string;
  };
  /**
   * Under the switcher's language name on an English-only page, where it leads to this language's home instead
   * of a twin: "Español (inicio)".
   */
  homeNote: string;
}

const en: ShellStrings = {
  pages: {
    '/': 'Home',
    '/quiz/': 'Find your color',
    '/about/': 'About',
    '/science/': 'Science',
    '/advocacy/': 'Advocacy',
    '/operators/': 'For brands and dispensaries',
  },
  tagline: 'Setting the industry standard',
  skipLink: 'Skip to main content',
  socialImageAlt: 'DYC: four color dots for Energize, Focus, Calm and Rest',
  homeLink: 'DYC, Discover Your Color: home',
  mainNav: 'Main',
  mobileNav: 'Main, mobile',
  menu: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  findYourColor: 'Find your color',
  logIn: 'Log in',
  logInHint: ' to the operator app (opens in a new tab)',
  opensInNewTab: '(opens in a new tab)',
  footerNav: 'Footer',
  sampleLink: '(sample link)',
  sampleBadge: 'Sample',
  socialProfiles: {
    professional: 'DYC on the professional network',
    photo: 'DYC on the photo network',
    x: 'DYC on X',
  },
  disclaimerTitle: 'Medical disclaimer.',
  disclaimer:
    'These statements have not been evaluated by the Food and Drug Administration. DYC products and information are not intended to diagnose, treat, cure or prevent any disease. Check with your physician before using cannabis, especially if you are pregnant, nursing, take medication or have a medical condition. For adults 21 and over.',
  rights: 'All rights reserved.',
  legal: { terms: 'Terms of Service', privacy: 'Privacy Policy' },
  pdf: '(PDF)',
  inEnglishOpensInNewTab: '',
  inEnglish: '',
  nextSteps: {
    title: 'Where to next',
    consumerTitle: 'Choosing for yourself',
    consumerText: 'Answer four questions and get a color, a dose to start with and a product type.',
    operatorTitle: 'Running a store or a brand',
    operatorText: 'See how the DYC standard sorts your inventory and guides your shoppers.',
    operatorAction: 'See the DYC Standard',
  },
  homeNote: '(home)',
};

// US Spanish, "tú". DYC and the color names are brand names and stay as they are.
const es: ShellStrings = {
  pages: {
    '/': 'Inicio',
    '/quiz/': 'Descubre tu color',
    '/about/': 'Nosotros',
    '/science/': 'Ciencia',
    '/advocacy/': 'Incidencia política',
    '/operators/': 'Para marcas y dispensarios',
  },
  tagline: 'Marcando el estándar de la industria',
  skipLink: 'Saltar al contenido principal',
  socialImageAlt: `DYC: cuatro puntos de color para ${effectName('yellow', 'es')}, ${effectName('green', 'es')}, ${effectName('blue', 'es')} y ${effectName('purple', 'es')}`,
  homeLink: 'DYC, Discover Your Color: inicio',
  mainNav: 'Principal',
  mobileNav: 'Principal, móvil',
  menu: 'Menú',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  findYourColor: 'Descubre tu color',
  logIn: 'Iniciar sesión',
  logInHint: ' en la app para operadores, en inglés (se abre en una pestaña nueva)',
  opensInNewTab: '(se abre en una pestaña nueva)',
  footerNav: 'Pie de página',
  sampleLink: '(enlace de muestra)',
  sampleBadge: 'Muestra',
  socialProfiles: {
    professional: 'DYC en la red profesional',
    photo: 'DYC en la red de fotos',
    x: 'DYC en X',
  },
  disclaimerTitle: 'Aviso médico.',
  disclaimer:
    'Estas declaraciones no han sido evaluadas por la Administración de Alimentos y Medicamentos (FDA). Los productos y la información de DYC no están destinados a diagnosticar, tratar, curar ni prevenir ninguna enfermedad. Consulta con tu médico antes de usar cannabis, sobre todo si estás embarazada, amamantando, tomas medicamentos o tienes algún problema de salud. Solo para adultos de 21 años o más.',
  rights: 'Todos los derechos reservados.',
  legal: { terms: 'Términos de servicio', privacy: 'Política de privacidad' },
  pdf: '(PDF, en inglés)',
  inEnglishOpensInNewTab: ': se abre en una pestaña nueva',
  inEnglish: '(en inglés)',
  nextSteps: {
    title: '¿Y ahora?',
    consumerTitle: 'Si eliges para ti',
    consumerText: 'Responde cuatro preguntas y recibe un color, una dosis para empezar y un tipo de producto.',
    operatorTitle: 'Si tienes una tienda o una marca',
    operatorText: 'Mira cómo el estándar DYC ordena tu inventario y orienta a tus clientes.',
    operatorAction: 'Conoce el estándar DYC',
  },
  homeNote: '(inicio)',
};

export const SHELL: Readonly<Record<Locale, ShellStrings>> = { en, es };

/**
 * Where the terms live: one English PDF. The privacy policy is a page in each language (PRIVACY_PAGE_PATHS,
 * src/lib/stores/privacyLinks.ts), which links its PDF.
 */
export const LEGAL_PATHS = { terms: '/legal/terms-of-service.pdf' } as const;

export interface ShellLink {
  href: string;
  label: string;
  /** Set when the target is in another language than the page: its `hreflang`, and the note shown beside it. */
  otherLanguage?: { hreflang: string; note: string };
}

/**
 * The shell's links as a page in `locale` writes them: a page with a twin in that language links to the twin;
 * a page that exists in English only keeps its English address and says so (`otherLanguage`).
 */
export function shellLinks(paths: readonly ShellPath[], locale: Locale): ShellLink[] {
  return paths.map((path) => {
    const label = SHELL[locale].pages[path];
    if (locale === 'en') return { href: path, label };
    if (hasTranslation(path)) return { href: localizedPath(path, locale), label };
    return { href: path, label, otherLanguage: englishOnly(locale) };
  });
}

/** The marking of a link to an English-only page or file, from a page in `locale` (none from English pages). */
export function englishOnly(locale: Locale): ShellLink['otherLanguage'] {
  return locale === 'en' ? undefined : { hreflang: LOCALE_TAGS.en.hreflang, note: SHELL[locale].inEnglish };
}

export interface LanguageSwitch {
  href: string;
  /** The language the link leads to: the label is written in it, and `lang`/`hreflang` name it. */
  locale: Locale;
  lang: string;
  hreflang: string;
  /** The language's own name: "English", "Español". */
  label: string;
  /** Set when the link leads to the language's home, not to a twin: shown under the name. */
  note?: string;
  /** True when the link leads to the same page in the other language. */
  samePage: boolean;
}

/**
 * The header's language switcher. On a page with a twin it leads to the same page in the other language,
 * labelled with that language's own name ("English", "Español"). An English-only page (about, advocacy,
 * operators) has no twin: there it leads to the Spanish home and says so ("Español (inicio)"), so a Spanish
 * reader who followed a link there can always get back.
 */
export function languageSwitch(pathname: string, search = ''): LanguageSwitch {
  const current = localeFromPath(pathname);
  const target: Locale = current === 'en' ? 'es' : 'en';
  const samePage = hasTranslation(pathname);
  return {
    href: samePage ? `${localizedPath(pathname, target)}${search}` : localizedPath('/', target),
    locale: target,
    lang: target,
    hreflang: LOCALE_TAGS[target].hreflang,
    label: LOCALE_TAGS[target].name,
    ...(samePage ? {} : { note: SHELL[target].homeNote }),
    samePage,
  };
}
