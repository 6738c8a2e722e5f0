import { expect, test, type Page } from '@playwright/test';
import { englishLeftovers } from './support/english.ts';
import { expectNoAxeViolations, viewports } from './support/site.ts';

/**
 * The Spanish pages and the two languages' links to each other: the page's language, reciprocal hreflang pairs
 * with x-default, canonical and og:locale, the header's language switcher, links from Spanish pages to pages that
 * exist in English only, and the sitemap. The Spanish quiz's pages are covered by the quiz's own tests.
 */
const origin = 'https://discoveryourcolor.example';
const twins = [
  { en: '/', es: '/es/' },
  { en: '/science/', es: '/es/science/' },
  { en: '/quiz/', es: '/es/quiz/' },
] as const;

async function alternates(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        new URL(link.getAttribute('href') ?? '').pathname,
      ]),
    ),
  );
}

test.describe('every translated page and its twin', () => {
  test.use({ viewport: viewports.desktop });

  for (const pair of twins) {
    for (const [lang, path, other, otherPath, label] of [
      ['en', pair.en, 'es', pair.es, 'Español'],
      ['es', pair.es, 'en', pair.en, 'English'],
    ] as const) {
      test(`${path} is in ${lang}, names its twin ${otherPath} both ways, and its switcher leads there`, async ({
        page,
        request,
      }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
        expect(await alternates(page)).toEqual({ 'en-US': pair.en, 'es-US': pair.es, 'x-default': pair.en });
        await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', `${lang}_US`);
        await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', `${other}_US`);

        // The twin says the same about this page: the pair is reciprocal.
        const twin = await request.get(otherPath);
        expect(twin.status()).toBe(200);
        const twinHtml = await twin.text();
        expect(twinHtml).toContain(`<html lang="${other}"`);
        expect(twinHtml).toContain(`hreflang="${lang}-US" href="${origin}${path}"`);

        const switcher = page.getByRole('banner').getByRole('link', { name: label, exact: true });
        await expect(switcher).toBeVisible();
        await expect(switcher).toHaveAttribute('href', otherPath);
        await expect(switcher).toHaveAttribute('lang', other);
        await expect(switcher).toHaveAttribute('hreflang', `${other}-US`);
        await switcher.click();
        await expect(page).toHaveURL(otherPath);
        await expect(page.locator('html')).toHaveAttribute('lang', other);
      });
    }
  }

  test('the switcher is reached and followed from the keyboard', async ({ page }) => {
    await page.goto('/es/science/');
    const switcher = page.getByRole('banner').getByRole('link', { name: 'English', exact: true });
    for (let step = 0; step < 12 && !(await switcher.evaluate((link) => link === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(switcher).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/science/');
  });

  test('a page in English only has no alternates, and its switcher leads to the Spanish home and says so', async ({
    page,
    request,
  }) => {
    await page.goto('/operators/');
    expect(await alternates(page)).toEqual({});
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveCount(0);
    const switcher = page.getByRole('banner').getByRole('link', { name: 'Español (inicio)' }).first();
    await expect(switcher).toBeVisible();
    await expect(switcher).toHaveAttribute('href', '/es/');
    await expect(switcher).toHaveAttribute('lang', 'es');
    expect((await request.get('/es/')).status()).toBe(200);
  });
});

test.describe('the shell on a Spanish page', () => {
  test('speaks Spanish and marks every link to a page in English only', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/es/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Saltar al contenido principal' })).toBeFocused();

    const nav = page.getByRole('navigation', { name: 'Principal', exact: true });
    await expect(nav.getByRole('link', { name: 'Ciencia', exact: true })).toHaveAttribute('href', '/es/science/');
    await expect(nav.getByRole('link', { name: 'Ciencia', exact: true })).not.toHaveAttribute('hreflang');
    for (const [name, href] of [
      ['Nosotros', '/about/'],
      ['Incidencia política', '/advocacy/'],
      ['Para marcas y dispensarios', '/operators/'],
    ]) {
      const link = nav.getByRole('link', { name: `${name} (en inglés)`, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('hreflang', 'en-US');
    }
    // The whole nav shows, so no menu button stands beside it; Log in, for the English-only operator app, is left
    // to the footer (the bar's links are longer): the link is the same one.
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();
    const login = page
      .getByRole('contentinfo')
      .getByRole('link', { name: /^Iniciar sesión/ })
      .first();
    await expect(login).toHaveAttribute('hreflang', 'en-US');
    await expect(login).toHaveAttribute('target', '_blank');

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Aviso médico.');
    await expect(footer).toContainText(
      'no están destinados a diagnosticar, tratar, curar ni prevenir ninguna enfermedad',
    );
    await expect(footer).toContainText('Marcando el estándar de la industria');
    const footerNav = footer.getByRole('navigation', { name: 'Pie de página' });
    await expect(footerNav.getByRole('link', { name: 'Inicio', exact: true })).toHaveAttribute('href', '/es/');
    await expect(footerNav.getByRole('link', { name: 'Nosotros (en inglés)' })).toHaveAttribute('hreflang', 'en-US');
    // The terms are an English PDF and say so; the privacy policy has a Spanish page.
    const terms = footer.getByRole('link', { name: 'Términos de servicio (PDF, en inglés)' });
    await expect(terms).toHaveAttribute('hreflang', 'en-US');
    await expect(footer.getByRole('link', { name: 'Política de privacidad', exact: true })).toHaveAttribute(
      'href',
      '/es/privacy/',
    );
  });

  test('the mobile menu is in Spanish, with the switcher, and clean for axe', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/es/science/');
    // A phone's bar holds the quiz beside the menu button; the switcher waits in the menu.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Descubre tu color', exact: true }).first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menú' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Ciencia', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(dialog.getByRole('link', { name: 'Inicio', exact: true })).not.toHaveAttribute('aria-current');
    await expect(dialog.getByRole('link', { name: 'English', exact: true })).toHaveAttribute('href', '/science/');
    await expect(dialog.getByRole('link', { name: 'Descubre tu color' })).toHaveAttribute('href', '/es/quiz/');
    await expectNoAxeViolations(page, 'open Spanish menu');
    // At 320 px a long label wraps, and its "(en inglés)" note follows its last word: never a column beside it.
    await page.setViewportSize({ width: 320, height: 700 });
    const notes = await dialog.locator('.menu-links a:has(.other-language)').evaluateAll((links) =>
      links.map((link) => {
        const range = document.createRange();
        range.selectNodeContents(link.firstChild!);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 1);
        const lastLine = lines.at(-1)!;
        const noteLines = link.querySelector('.other-language')!.getClientRects();
        const note = noteLines[0]!;
        const follows =
          note.top >= lastLine.top - 2 && (note.left >= lastLine.right - 1 || note.top >= lastLine.bottom - 1);
        const whole = noteLines.length === 1;
        return `${link.textContent?.trim()}: ${follows && whole ? 'follows its label' : 'stands beside its label or breaks'}`;
      }),
    );
    expect(notes.length).toBe(3);
    for (const note of notes) expect(note).toMatch(/follows its label$/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeFocused();
  });

  test('on an English-only page a phone finds the Spanish home in the menu', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/about/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog.getByRole('link', { name: 'Español (inicio)' })).toHaveAttribute('href', '/es/');
  });
});

test.describe('the Spanish home', () => {
  test('is a whole page in Spanish: hero, colors with their meaning, how it works, standards, video', async ({
    page,
  }) => {
    await page.goto('/es/');
    await expect(page).toHaveTitle(/^Elige cannabis según cómo quieres sentirte \| DYC/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Elige cannabis según cómo quieres sentirte.');
    // Each color named color first, its brand effect and its meaning beside it.
    for (const name of [
      'Amarillo (Energize, Energía)',
      'Verde (Focus, Enfoque)',
      'Azul (Calm, Calma)',
      'Morado (Rest, Descanso)',
    ]) {
      await expect(main.locator('.color-dots')).toContainText(name);
    }
    await expect(main.getByRole('link', { name: 'Descubre tu color' }).first()).toHaveAttribute('href', '/es/quiz/');
    await expect(main.getByRole('link', { name: 'Conoce los colores' })).toHaveAttribute('href', '/es/science/');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Un color para cómo quieres sentirte',
      'Solo los productos que cumplen reciben un color',
      'Mira los colores en movimiento',
    ]);
    await expect(main.getByRole('region', { name: 'Por qué la gente elige por color' })).toContainText(
      'según datos propios de DYC',
    );
    await expect(main).toContainText('Análisis de panel completo');
    await expect(main.getByRole('link', { name: /^Más información/ })).toHaveAttribute('href', '/es/science/');
  });

  // The step clips draw words into their frames and posters, so each language plays its own twin.
  for (const [path, twin] of [
    ['/es/', '.es'],
    ['/', ''],
  ] as const) {
    test(`${path} plays the step clips and shows the posters ${twin ? 'of its Spanish twins' : 'in English'}`, async ({
      page,
      request,
    }) => {
      await page.goto(path);
      const files: string[] = [];
      for (const name of ['color-slider', 'geography-map']) {
        const video = page.locator(`[data-lazy-video] video:has(source[data-src^="/media/video/${name}."])`);
        await expect(video).toHaveCount(1);
        const sources = await video
          .locator('source')
          .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-src')));
        expect(sources).toEqual([
          `/media/video/${name}${twin}.av1.mp4`,
          `/media/video/${name}${twin}.webm`,
          `/media/video/${name}${twin}.mp4`,
        ]);
        const poster = `/media/video/${name}-poster${twin}.webp`;
        await expect(video).toHaveAttribute('data-poster', poster);
        // The still under the clip, shown before it plays and without JavaScript, is the same poster.
        await expect(video.locator('xpath=..').locator('img.still')).toHaveAttribute('src', poster);
        files.push(...sources.map(String), poster);
      }
      // The idle warm-up fetches this language's posters, not the other's.
      const warmed = (
        await page
          .locator('[data-warm-images]')
          .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-warm-images')))
      ).flatMap((list) => list?.split(' ') ?? []);
      expect(warmed).toEqual(
        expect.arrayContaining([
          `/media/video/color-slider-poster${twin}.webp`,
          `/media/video/geography-map-poster${twin}.webp`,
        ]),
      );
      for (const file of files) expect((await request.head(file)).status(), file).toBe(200);
    });
  }

  test('the Spanish clips and posters are drawn anew, not copies of the English ones', async ({ request }) => {
    for (const [english, spanish] of [
      ['color-slider.mp4', 'color-slider.es.mp4'],
      ['color-slider-poster.webp', 'color-slider-poster.es.webp'],
      ['geography-map.mp4', 'geography-map.es.mp4'],
      ['geography-map-poster.webp', 'geography-map-poster.es.webp'],
    ]) {
      const [a, b] = await Promise.all([english, spanish].map((file) => request.get(`/media/video/${file}`)));
      for (const response of [a!, b!]) {
        expect(response.status(), response.url()).toBe(200);
        expect(response.headers()['content-type'], response.url()).toMatch(/^(?:video\/mp4|image\/webp)/);
      }
      expect((await a!.body()).equals(await b!.body()), `${spanish} differs from ${english}`).toBe(false);
    }
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no axe violations at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/es/');
      await expectNoAxeViolations(page, `/es/ at ${viewport.width}px`);
    });
  }
});

test.describe('the Spanish science article', () => {
  test('has the five chapters in the Spanish nav, Spanish figures and the 13 notes in their own language', async ({
    page,
  }) => {
    await page.goto('/es/science/');
    const nav = page.getByRole('navigation', { name: 'Secciones de este artículo' });
    await expect(nav.getByRole('link')).toHaveText([
      'Problema',
      'Clasificación',
      'Validación',
      'Certificación',
      'Aplicación',
    ]);
    for (const id of ['problem', 'classification', 'validation', 'certification', 'application']) {
      await expect(page.locator(`section#${id}`)).toHaveCount(1);
    }
    await expect(page.locator('figcaption')).toHaveCount(3);
    await expect(page.locator('figcaption').first()).toHaveText(/^Figura 1\./);
    await expect(page.locator('figure img').first()).toHaveAttribute('alt', /^Una cuadrícula de doce celdas/);
    await expect(page.getByRole('heading', { name: 'Notas' })).toBeVisible();
    const notes = page.locator('.footnotes li');
    await expect(notes).toHaveCount(13);
    await expect(page.locator('.footnotes li > span[lang="en"]')).toHaveCount(13);
    await expect(page.locator('[data-footnote-ref]')).toHaveCount(13);
    await expect(page.getByRole('link', { name: 'Volver a la referencia 1', exact: true })).toHaveAttribute(
      'href',
      '#user-content-fnref-1',
    );
    const precheck = page.getByRole('link', { name: 'revisión previa de COA (en inglés)' });
    await expect(precheck).toHaveAttribute('hreflang', 'en-US');
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no axe violations at ${name} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/es/science/');
      await expectNoAxeViolations(page, `/es/science/ at ${viewport.width}px`);
    });
  }
});

test('the sitemap lists both languages, each Spanish page with its English alternate and back', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const pair of twins) {
    for (const path of [pair.en, pair.es]) {
      const entry = new RegExp(`<url><loc>${origin}${path}</loc>(.*?)</url>`).exec(sitemap)?.[1] ?? '';
      expect(entry, path).toContain(`<xhtml:link rel="alternate" hreflang="en-US" href="${origin}${pair.en}"/>`);
      expect(entry, path).toContain(`<xhtml:link rel="alternate" hreflang="es-US" href="${origin}${pair.es}"/>`);
      // The same x-default the pages' own head names: the English page.
      expect(entry, path).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}${pair.en}"/>`);
    }
  }
  expect(sitemap).toContain(`<url><loc>${origin}/about/</loc></url>`);
  expect(sitemap).not.toContain('404');
});

test.describe('the switcher on a shared quiz result', () => {
  const answers = 'q1=Daily&q2=Better+Sleep&q3=Flower&q4=Mind';
  for (const [from, to, label, heading] of [
    ['/es/quiz/result/', '/quiz/result/', 'English', 'This result: Purple'],
    ['/quiz/result/', '/es/quiz/result/', 'Español', 'Este resultado: Morado'],
  ] as const) {
    test(`${from} leads to ${to} with the same answers, and only those (never the age answer)`, async ({ page }) => {
      await page.setViewportSize(viewports.desktop);
      // A tracking parameter picked up on the way is not carried over: nothing but the answers is written back,
      // and not the Yes either: a link copied from there asks its next reader (decisions.md, "Age affirmation").
      await page.goto(`${from}?${answers}&age=yes&utm_source=chat`);
      const switcher = page.getByRole('banner').getByRole('link', { name: label, exact: true });
      await expect(switcher).toHaveAttribute('href', `${to}?${answers}`);
      // This reader's own Yes, remembered in the browser, carries over before the twin paints.
      await page.evaluate(() => localStorage.setItem('dycAgeAffirmedAt', String(Date.now())));
      await switcher.click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // The page keeps the answers in its address (the age answer, once kept in the browser, leaves it).
      expect(new URL(page.url()).pathname).toBe(to);
      expect(new URL(page.url()).search).toMatch(new RegExp(`^\\?${RegExp.escape(answers)}`));
    });
  }
});

test.describe('the privacy note the quiz links to', () => {
  for (const { path, note, link, href, policyLine } of [
    {
      path: '/quiz/',
      note: /asks nothing personal/,
      link: 'Read our privacy policy',
      href: '/privacy/',
      policyLine: /can appear in the standard server logs/,
    },
    {
      path: '/es/quiz/',
      note: /no te pide nada personal/,
      link: 'Lee nuestra política de privacidad',
      href: '/es/privacy/',
      policyLine: /pueden aparecer en los registros/,
    },
  ]) {
    test(`${path}: says what the policy says of the answers and links the policy page of its language`, async ({
      page,
    }) => {
      await page.goto(path);
      const paragraph = page.locator('p').filter({ hasText: note });
      // One true sentence: the answers reach the server and its logs; nothing says they stay in the browser.
      await expect(paragraph).toContainText(path.startsWith('/es/') ? 'registros' : 'logs');
      await expect(page.locator('body')).not.toContainText(/answers stay|respuestas se quedan/);
      const policy = paragraph.getByRole('link', { name: link, exact: true });
      await expect(policy).toHaveAttribute('href', href);
      await policy.click();
      await expect(page).toHaveURL(new RegExp(`${RegExp.escape(href)}$`));
      await expect(page.getByRole('main')).toContainText(policyLine);
      // The PDF stays one link away, on the page.
      await expect(page.getByRole('main').locator('a[type="application/pdf"]')).toHaveAttribute(
        'href',
        path.startsWith('/es/') ? '/legal/privacy-policy.es.pdf' : '/legal/privacy-policy.pdf',
      );
    });
  }
});

test.describe('the Spanish 404 page', () => {
  test('a missing page under /es/ answers 404 in Spanish, with Spanish ways back', async ({ page }) => {
    const response = await page.goto('/es/no-existe/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(/^Página no encontrada \| DYC/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No encontramos esa página');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Inicio', exact: true })).toHaveAttribute('href', '/es/');
    await expect(main.getByRole('link', { name: 'Descubre tu color', exact: true })).toHaveAttribute(
      'href',
      '/es/quiz/',
    );
    await expect(main.getByRole('link', { name: 'Nosotros (en inglés)' })).toHaveAttribute('hreflang', 'en-US');
    expect(await englishLeftovers(page)).toEqual([]);
    await expectNoAxeViolations(page, 'Spanish 404');
  });

  test('a missing page elsewhere keeps the English 404', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
  });
});

test.describe('the Spanish share image', () => {
  for (const [path, image] of [
    ['/es/', '/og-image.es.png'],
    ['/es/science/', '/og-image.es.png'],
    ['/es/quiz/', '/og-image.es.png'],
    ['/', '/og-image.png'],
  ] as const) {
    test(`${path} shares ${image}`, async ({ page, request }) => {
      await page.goto(path);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${origin}${image}`);
      await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', `${origin}${image}`);
      const response = await request.get(image);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    });
  }

  test('the Spanish image is not the English one', async ({ request }) => {
    const spanish = await (await request.get('/og-image.es.png')).body();
    const english = await (await request.get('/og-image.png')).body();
    expect(spanish.equals(english)).toBe(false);
  });
});

test.describe('no English left on a Spanish page', () => {
  const pages = [
    '/es/',
    '/es/science/',
    '/es/quiz/',
    '/es/quiz/result/?q1=Daily&q2=Better+Sleep&q3=Flower&q4=Mind&age=yes',
    '/es/quiz/result/?q1=Daily&q2=Better+Sleep&q3=Flower&q4=Mind',
    '/es/quiz/result/?q1=Daily&q2=Better+Sleep&q3=Flower&q4=Mind&age=no',
    '/es/quiz/result/?q2=Better+Focus&q3=bogus',
    '/es/no-existe/',
  ];
  for (const path of pages) {
    test(`${path}: no English text, alt, aria-label or <title>`, async ({ page }) => {
      await page.goto(path);
      expect(await englishLeftovers(page)).toEqual([]);
    });
  }

  test('the open mobile menu', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/es/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
    expect(await englishLeftovers(page)).toEqual([]);
  });

  test('the finder itself finds English: the English home, were it marked Spanish, is full of it', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => document.documentElement.setAttribute('lang', 'es'));
    const found = await englishLeftovers(page);
    expect(found.map((leftover) => leftover.where)).toEqual(
      expect.arrayContaining(['text', 'alt', 'aria-label', '<title>']),
    );
  });
});
