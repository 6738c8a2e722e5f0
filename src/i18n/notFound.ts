import type { Locale } from './locales.ts';
import type { ShellPath } from './shell.ts';

/** The words of the 404 page in each language: src/pages/404.astro and src/pages/es/404.astro. */
export interface NotFoundCopy {
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  lede: string;
  /** A line under each destination, so the grid reads as one set. */
  destinations: Record<ShellPath, string>;
}

const en: NotFoundCopy = {
  title: 'Page not found',
  description: 'This page does not exist. Here are the main pages of the DYC site.',
  eyebrow: 'Error 404',
  heading: "We couldn't find that page",
  lede: 'The link may be old, or the address may have a typo. These pages will get you back on track.',
  destinations: {
    '/': 'Start at the beginning: what the four colors mean.',
    '/quiz/': 'Take the four-question quiz.',
    '/about/': 'Who we are and why a color standard.',
    '/science/': 'How a lab result becomes a color and a type.',
    '/advocacy/': 'What we ask of lawmakers and the industry.',
    '/operators/': 'The standard for dispensaries and brands.',
  },
};

// US Spanish, "tú", as the other Spanish pages.
const es: NotFoundCopy = {
  title: 'Página no encontrada',
  description: 'Esta página no existe. Aquí tienes las páginas principales del sitio de DYC.',
  eyebrow: 'Error 404',
  heading: 'No encontramos esa página',
  lede: 'Puede que el enlace sea viejo o que la dirección tenga un error. Estas páginas te ayudan a retomar el camino.',
  destinations: {
    '/': 'Empieza por el principio: qué significan los cuatro colores.',
    '/quiz/': 'Responde el cuestionario de cuatro preguntas.',
    '/about/': 'Quiénes somos y por qué un estándar de color.',
    '/science/': 'Cómo un resultado de laboratorio se convierte en un color y un tipo.',
    '/advocacy/': 'Lo que pedimos a legisladores y a la industria.',
    '/operators/': 'El estándar para dispensarios y marcas.',
  },
};

export const NOT_FOUND_COPY: Readonly<Record<Locale, NotFoundCopy>> = { en, es };
