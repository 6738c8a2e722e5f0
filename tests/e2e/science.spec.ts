import { expect, test, type Page } from '@playwright/test';
import { TYPE_RATIO_CUTOFF } from '../../src/lib/coa/analytes.ts';
import { collectConsoleErrors, expectNoAxeViolations, viewports } from './support/site.ts';

const sections = [
  { id: 'problem', label: 'Problem' },
  { id: 'classification', label: 'Classification' },
  { id: 'validation', label: 'Validation' },
  { id: 'certification', label: 'Certification' },
  { id: 'application', label: 'Application' },
];

/** Where a section's top sits, in px from the viewport top, and the window height. */
function sectionTop(page: Page, id: string) {
  return page.evaluate((sectionId) => {
    const section = document.getElementById(sectionId);
    return section ? section.getBoundingClientRect().top : Number.NaN;
  }, id);
}

/** Expects the section's top to come to rest about 8% of the window height below the viewport top. */
async function expectAtScrollOffset(page: Page, id: string) {
  const height = await page.evaluate(() => window.innerHeight);
  await expect.poll(() => sectionTop(page, id)).toBeGreaterThan(height * 0.08 - 3);
  await expect.poll(() => sectionTop(page, id)).toBeLessThan(height * 0.08 + 3);
}

function sectionNav(page: Page) {
  return page.getByRole('navigation', { name: 'Sections of this article' });
}

test.describe('science article', () => {
  test('has the five sections in order, each an anchor of the in-page nav', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/science/');
    const article = page.getByRole('article');
    const ids = await article.locator('section.chapter').evaluateAll((nodes) => nodes.map((node) => node.id));
    expect(ids).toEqual(sections.map((section) => section.id));
    for (const section of sections) {
      const region = page.getByRole('region', { name: /./ }).and(page.locator(`#${section.id}`));
      await expect(region.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(sectionNav(page).getByRole('link', { name: section.label, exact: true })).toHaveAttribute(
        'href',
        `#${section.id}`,
      );
    }
    expect(errors).toEqual([]);
  });

  test('ships no React island', async ({ page }) => {
    await page.goto('/science/');
    await expect(page.locator('astro-island')).toHaveCount(0);
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`at ${name} width a nav click smooth-scrolls the section to 8% below the top and marks it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const errors = collectConsoleErrors(page);
      await page.goto('/science/');
      const nav = sectionNav(page);
      for (const section of [sections[3], sections[1], sections[4], sections[0]]) {
        if (!section) continue;
        await nav.getByRole('link', { name: section.label, exact: true }).click();
        await expectAtScrollOffset(page, section.id);
        await expect(nav.getByRole('link', { name: section.label, exact: true })).toHaveAttribute(
          'aria-current',
          'true',
        );
        await expect(nav.locator('[aria-current]')).toHaveCount(1);
        await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
        await expect(page.locator(`#${section.id}`)).toBeFocused();
      }
      expect(errors).toEqual([]);
    });
  }

  test('under reduced motion the scroll is instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(viewports.desktop);
    await page.goto('/science/');
    await sectionNav(page).getByRole('link', { name: 'Certification', exact: true }).click();
    // Read synchronously after the click: an instant jump has already landed, a smooth scroll would not have.
    const top = await sectionTop(page, 'certification');
    expect(Math.abs(top - viewports.desktop.height * 0.08)).toBeLessThan(3);
  });

  test('the active link follows scrolling, switching at 20% of the window height', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/science/');
    const nav = sectionNav(page);
    const line = viewports.mobile.height * 0.2;
    const scrollSectionTo = (id: string, top: number) =>
      page.evaluate(
        ({ sectionId, viewportTop }) => {
          const section = document.getElementById(sectionId);
          if (!section) throw new Error(`no #${sectionId}`);
          const pageTop = section.getBoundingClientRect().top + window.scrollY;
          window.scrollTo({ top: pageTop - viewportTop, behavior: 'instant' });
        },
        { sectionId: id, viewportTop: top },
      );

    await expect(nav.getByRole('link', { name: 'Problem', exact: true })).toHaveAttribute('aria-current', 'true');
    for (let index = 1; index < sections.length; index += 1) {
      const section = sections[index];
      const previous = sections[index - 1];
      if (!section || !previous) continue;
      // Just below the line: the previous section is still the one being read.
      await scrollSectionTo(section.id, line + 12);
      await expect(nav.getByRole('link', { name: previous.label, exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
      // Just above the line: this section becomes current.
      await scrollSectionTo(section.id, line - 12);
      await expect(nav.getByRole('link', { name: section.label, exact: true })).toHaveAttribute('aria-current', 'true');
      await expect(nav.getByRole('link', { name: previous.label, exact: true })).not.toHaveAttribute(
        'aria-current',
        /.*/,
      );
    }
  });

  test('works from the keyboard: Tab reaches the nav, Enter moves to the section', async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto('/science/');
    // Start sequential focus navigation from the page header, just before the nav.
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Tab');
    const nav = sectionNav(page);
    await expect(nav.getByRole('link', { name: 'Problem', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Validation', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectAtScrollOffset(page, 'validation');
    await expect(page.locator('#validation')).toBeFocused();
    // Reading continues from the section: the next Tab goes to the first link inside it.
    await page.keyboard.press('Tab');
    const focusedInside = await page.evaluate(() => document.activeElement?.closest('section')?.id);
    expect(focusedInside).toBe('validation');
  });

  test('without JavaScript the nav links are plain anchors that still jump to the sections', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: viewports.desktop });
    const page = await context.newPage();
    await page.goto('/science/');
    await sectionNav(page).getByRole('link', { name: 'Application', exact: true }).click();
    await expect(page).toHaveURL(/#application$/);
    // The site's scroll-padding keeps the section clear of the sticky header: close to the 8% line.
    await expect.poll(() => sectionTop(page, 'application')).toBeGreaterThan(40);
    await expect.poll(() => sectionTop(page, 'application')).toBeLessThan(viewports.desktop.height * 0.2);
    await context.close();
  });
});

test.describe('science endnotes', () => {
  test('there are exactly 13 numbered notes under a "Notes" heading, each citing a checkable source', async ({
    page,
  }) => {
    await page.goto('/science/');
    await expect(page.getByRole('heading', { level: 2, name: 'Notes', exact: true })).toBeVisible();
    const notes = page.locator('section.footnotes ol > li');
    await expect(notes).toHaveCount(13);
    await expect(page.locator('a[data-footnote-ref]')).toHaveCount(13);
    for (let index = 0; index < 13; index += 1) {
      await expect(notes.nth(index).locator('a[href^="https://"]').first()).toBeAttached();
    }
  });

  test('every reference jumps to its note and every note jumps back', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    // Instant jumps: 26 smooth scrolls would only slow the test down.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/science/');
    for (let number = 1; number <= 13; number += 1) {
      await page.locator(`a[data-footnote-ref][href="#user-content-fn-${number}"]`).click();
      await expect(page).toHaveURL(new RegExp(`#user-content-fn-${number}$`));
      await expect(page.locator('li:target')).toHaveAttribute('id', `user-content-fn-${number}`);
      await expect(page.locator('li:target')).toBeInViewport();

      const back = page.getByRole('link', { name: `Back to reference ${number}`, exact: true });
      await expect(back).toHaveCount(1);
      await back.click();
      await expect(page).toHaveURL(new RegExp(`#user-content-fnref-${number}$`));
      await expect(page.locator('a:target')).toHaveAttribute('id', `user-content-fnref-${number}`);
      await expect(page.locator('a:target')).toBeInViewport();
    }
    expect(errors).toEqual([]);
  });
});

test.describe('science figures', () => {
  test('each of the three figures has a caption and a text alternative with its numbers', async ({ page }) => {
    await page.goto('/science/');
    const figures = page.getByRole('article').locator('figure');
    await expect(figures).toHaveCount(3);
    const expectations = [
      { alt: /four DYC colors.*three cannabinoid types.*12 cells/s, caption: /Figure 1/ },
      { alt: /ED50.*50 percent.*AE50/s, caption: /Figure 2.*AE50 divided by ED50/s },
      { alt: /Type I Rest.*3\.1.*Type I Energize.*1\.5/s, caption: /Figure 3.*3\.1.*1\.5/s },
    ];
    for (const [index, expected] of expectations.entries()) {
      const figure = figures.nth(index);
      await figure.scrollIntoViewIfNeeded();
      const image = figure.getByRole('img');
      await expect(image).toHaveAttribute('alt', expected.alt);
      await expect(figure.locator('figcaption')).toHaveText(expected.caption);
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    }
  });

  test('the safety index is defined in words with both examples', async ({ page }) => {
    await page.goto('/science/');
    const validation = page.locator('#validation');
    await expect(validation.getByRole('heading', { name: 'The safety index' })).toBeVisible();
    await expect(validation).toContainText('AE50 is the dose at which half of reporters note an adverse event');
    await expect(validation).toContainText('safety index = AE50 / ED50');
    await expect(validation).toContainText('Type I Rest (purple) products have a safety index of 3.1');
    await expect(validation).toContainText('Type I Energize (yellow) products have a safety index of 1.5');
  });
});

test.describe('science drawings', () => {
  // The English drawings and their Spanish twins (name.es.svg), whose longer labels must fit just the same.
  const drawings = ['color-type-grid', 'dose-response', 'safety-index']
    .flatMap((name) => [name, `${name}-narrow`])
    .flatMap((name) => [name, `${name}.es`]);
  for (const name of drawings) {
    test(`${name}.svg keeps every label inside the picture and clear of the other labels`, async ({ page }) => {
      const response = await page.goto(`/media/science/${name}.svg`);
      expect(response?.status()).toBe(200);
      const problems = await page.evaluate(() => {
        const svg = document.documentElement as unknown as SVGSVGElement;
        const frame = svg.getBoundingClientRect();
        const labels = [...svg.querySelectorAll('text')].map((text) => ({
          text: text.textContent?.trim() ?? '',
          box: text.getBoundingClientRect(),
        }));
        const found: string[] = [];
        for (const { text, box } of labels) {
          if (box.left < frame.left || box.top < frame.top || box.right > frame.right || box.bottom > frame.bottom)
            found.push(`"${text}" leaves the picture`);
        }
        // Glyph boxes include the font's full ascent and descent, so a 1 px touch is not a collision.
        for (const [index, a] of labels.entries()) {
          for (const b of labels.slice(index + 1)) {
            const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
            const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
            if (across > 1 && down > 1) found.push(`"${a.text}" collides with "${b.text}"`);
          }
        }
        return found;
      });
      expect(problems).toEqual([]);
    });
  }
});

test.describe('science key numbers', () => {
  /** Each callout: its number, words that must stand with it, and the sentence of the text it sits beside. */
  const keyNumbers = [
    {
      section: 'classification',
      value: '0.877',
      words: /THCA.*THC.*CBDA.*CBD.*molecular weights/is,
      explainedBy: 'plus 0.877 times THCA',
    },
    {
      section: 'classification',
      value: `${TYPE_RATIO_CUTOFF}×`,
      words: /cut-off.*Type I.*Type III.*DYC's classification rule/is,
      explainedBy: `at least ${TYPE_RATIO_CUTOFF} times its total CBD`,
    },
    {
      section: 'validation',
      value: '30,000+',
      words: /consumer reports.*by DYC's own count/is,
      explainedBy: 'more than 30,000 consumer reports',
    },
    {
      section: 'validation',
      value: '9th',
      words: /year of the Dosing Project.*according to DYC/is,
      explainedBy: 'now in its 9th year',
    },
    {
      section: 'validation',
      value: '3.1',
      words: /safety index.*Type I Rest \(purple\).*DYC's analysis/is,
      explainedBy: 'have a safety index of 3.1',
    },
    {
      section: 'validation',
      value: '1.5',
      words: /safety index.*Type I Energize \(yellow\).*DYC's analysis/is,
      explainedBy: 'have a safety index of 1.5',
    },
    {
      section: 'application',
      value: '15 minutes',
      words: /about.*before taking more.*inhaled.*DYC's dose guidance/is,
      explainedBy: 'about 15 minutes when inhaled',
    },
    {
      section: 'application',
      value: '2 hours',
      words: /about.*before taking more.*eaten or drunk.*DYC's dose guidance/is,
      explainedBy: 'about 2 hours when eaten or drunk',
    },
  ];

  test('stand beside the text that explains them, each number with its words and its source', async ({ page }) => {
    await page.goto('/science/');
    const callouts = page.getByRole('article').locator('.key-number');
    await expect(callouts).toHaveCount(keyNumbers.length);
    for (const [index, expected] of keyNumbers.entries()) {
      const callout = callouts.nth(index);
      // One paragraph each, so a screen reader reads number, words and source as one sentence.
      await expect(callout).toHaveJSProperty('tagName', 'P');
      await expect(callout.locator('.key-number-value')).toHaveText(expected.value);
      await expect(callout).toHaveText(expected.words);
      const placement = await callout.evaluate((element) => {
        const group = element.closest('.key-numbers')!;
        const bodySize = parseFloat(getComputedStyle(group.previousElementSibling!).fontSize);
        const valueSize = parseFloat(getComputedStyle(element.querySelector('.key-number-value')!).fontSize);
        return {
          section: element.closest('section')?.id,
          before: group.previousElementSibling?.textContent ?? '',
          pulledOut: valueSize / bodySize,
        };
      });
      expect(placement.section, expected.value).toBe(expected.section);
      expect(placement.before.replace(/\s+/g, ' '), expected.value).toContain(expected.explainedBy);
      expect(placement.pulledOut, `${expected.value} is set large`).toBeGreaterThanOrEqual(1.75);
    }
  });

  for (const [name, viewport] of [
    ['320 px', { width: 320, height: 720 }],
    ['1280 px', viewports.desktop],
  ] as const) {
    test(`at ${name} the callouts fit the column without overlapping, two to a row where there is room`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/science/');
      const layout = await page.getByRole('article').evaluate((article) => {
        const column = article.getBoundingClientRect();
        return [...article.querySelectorAll('.key-numbers')].map((group) =>
          [...group.querySelectorAll('.key-number')].map((callout) => {
            const box = callout.getBoundingClientRect();
            return {
              left: box.left,
              right: box.right,
              top: box.top,
              bottom: box.bottom,
              inColumn: box.left >= column.left - 0.5 && box.right <= column.right + 0.5,
              overflows: callout.scrollWidth > callout.clientWidth,
            };
          }),
        );
      });
      expect(layout.flat()).toHaveLength(keyNumbers.length);
      for (const group of layout) {
        for (const box of group) expect(box).toMatchObject({ inColumn: true, overflows: false });
        const [first, second] = group;
        if (!first || !second) continue;
        const apart =
          Math.min(first.right, second.right) <= Math.max(first.left, second.left) ||
          Math.min(first.bottom, second.bottom) <= Math.max(first.top, second.top);
        expect(apart, 'callouts overlap').toBe(true);
        // Side by side on a wide screen, one under the other on a phone.
        if (viewport.width >= 1024) expect(Math.abs(first.top - second.top)).toBeLessThan(1);
        else expect(second.top).toBeGreaterThanOrEqual(first.bottom);
      }
    });
  }
});

test.describe('science accessibility', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    test(`has no axe violations at ${name} width, at the top and with a section active`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/science/');
      await expectNoAxeViolations(page, `science top ${name}`);
      await sectionNav(page).getByRole('link', { name: 'Validation', exact: true }).click();
      await expectAtScrollOffset(page, 'validation');
      await expectNoAxeViolations(page, `science validation ${name}`);
    });
  }
});

test.describe('science: the short version and the chapter bar on a phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const { path, heading, labels } of [
    { path: '/science/', heading: 'The short version', labels: sections.map((section) => section.label) },
    {
      path: '/es/science/',
      heading: 'En pocas palabras',
      labels: ['Problema', 'Clasificación', 'Validación', 'Certificación', 'Aplicación'],
    },
  ]) {
    test(`${path} opens with a short version, one sentence per chapter, each leading into it`, async ({ page }) => {
      await page.goto(path);
      const summary = page.getByRole('region', { name: heading });
      await expect(summary.getByRole('listitem')).toHaveCount(5);
      const links = summary.getByRole('link');
      await expect(links).toHaveText(labels);
      expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
        sections.map((section) => `#${section.id}`),
      );
      // It comes before the first chapter, and says the colors by name, color first.
      const [summaryBottom, chapterTop] = await Promise.all([
        summary.evaluate((element) => element.getBoundingClientRect().bottom),
        page.locator('#problem').evaluate((element) => element.getBoundingClientRect().top),
      ]);
      expect(summaryBottom).toBeLessThanOrEqual(chapterTop);
      await expect(summary).toContainText(path === '/science/' ? 'Purple (Rest)' : 'Morado (Rest, Descanso)');
      await links.nth(3).click();
      await expect(page).toHaveURL(/#certification$/);
    });
  }

  for (const width of [375, 1280]) {
    test(`at ${width} px each summary label stands above its sentence, clear of it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/science/');
      const points = page.getByRole('region', { name: 'The short version' }).getByRole('listitem');
      for (const point of await points.all()) {
        const [label, text] = await Promise.all([
          point.getByRole('link').boundingBox(),
          point.locator('span').boundingBox(),
        ]);
        expect(label!.y + label!.height, await point.innerText()).toBeLessThanOrEqual(text!.y + 0.5);
      }
    });
  }

  test('the sticky chapter bar shows that it scrolls, and the chapter being read is never cut at its edges', async ({
    page,
  }) => {
    await page.goto('/science/');
    const list = page.getByRole('navigation', { name: 'Sections of this article' }).getByRole('list');
    const style = await list.evaluate((element) => {
      const computed = getComputedStyle(element);
      return {
        scrolls: element.scrollWidth > element.clientWidth && /auto|scroll/.test(computed.overflowX),
        cue: computed.maskImage !== 'none' || computed.backgroundAttachment.includes('local'),
      };
    });
    expect(style).toEqual({ scrolls: true, cue: true });
    for (const section of sections) {
      await page.locator(`#${section.id}`).evaluate((element) => element.scrollIntoView({ behavior: 'instant' }));
      const current = list.locator('a[aria-current]');
      await expect(current).toHaveText(section.label);
      const [link, frame] = await Promise.all([current.boundingBox(), list.boundingBox()]);
      expect(link!.x, `${section.label} inside the bar`).toBeGreaterThanOrEqual(frame!.x - 0.5);
      expect(link!.x + link!.width, `${section.label} inside the bar`).toBeLessThanOrEqual(
        frame!.x + frame!.width + 0.5,
      );
    }
  });

  test('endnote numbers keep the line spacing of the paragraph they stand in', async ({ page }) => {
    await page.goto('/science/');
    const spacing = await page
      .locator('p:has([data-footnote-ref])')
      .first()
      .evaluate((paragraph) => {
        // The tops of the paragraph's own lines of text (the raised number's box is not a line).
        const tops = new Set<number>();
        const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('sup')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
        }
        const lines = [...tops].sort((a, b) => a - b);
        return lines.slice(1).map((top, index) => top - lines[index]!);
      });
    expect(spacing.length).toBeGreaterThan(2);
    expect(Math.max(...spacing) - Math.min(...spacing), `line steps ${spacing.join(', ')}`).toBeLessThanOrEqual(1);
  });
});
