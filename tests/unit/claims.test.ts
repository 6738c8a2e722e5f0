import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { checkPage, figuresIn, registryProblems, type ClaimsRegistry } from '../../src/lib/claims/checkClaims.ts';

const registry = JSON.parse(readFileSync('src/content/claims/registry.json', 'utf8')) as ClaimsRegistry;
const page = (body: string) => new JSDOM(`<!doctype html><title>Test</title><body>${body}</body>`).window.document;
const problemsOn = (body: string) => checkPage('/test/', page(body), registry).map((problem) => problem.message);

describe('figuresIn', () => {
  it('finds percentages, milligram doses (both ends of a range) and counts over 1,000', () => {
    expect(figuresIn('Revenue rose 12.5%, 90 percent, 10 to 30 mg of CBD, 2.5 mg THC, 30,000+ reports')).toEqual([
      '12.5%',
      '90%',
      '10 mg',
      '30 mg',
      '2.5 mg',
      '30,000',
    ]);
  });

  it('leaves out years, small counts and ratios', () => {
    expect(figuresIn('Since 1998, 25 years, 6 months, a 5:1 ratio, a factor of 0.877, © 2025')).toEqual([]);
    expect(figuresIn('19,910 sessions')).toEqual(['19,910']);
  });
});

describe('checkPage', () => {
  it('passes copy that uses only registered, attributed figures', () => {
    expect(
      problemsOn(
        "<section><p>According to DYC's own count, more than 30,000 consumer reports.</p><p>Per occasion, 2.5 mg.</p></section>",
      ),
    ).toEqual([]);
  });

  it('names the page and the unregistered figure', () => {
    expect(problemsOn('<p>Potency up to 0.877% and 7,500 shoppers.</p>')).toEqual([
      expect.stringMatching(/^\/test\/: the figure "0\.877%" is not in the claims registry/),
      expect.stringMatching(/^\/test\/: the figure "7,500" is not in the claims registry/),
    ]);
  });

  it('reads no figure in a postal address, and still no sample there', () => {
    expect(
      problemsOn('<footer><address><strong>DYC, Inc.</strong> San Francisco, CA 94105</address></footer>'),
    ).toEqual([]);
    expect(problemsOn('<p>San Francisco, CA 94105</p>')).toHaveLength(1);
    expect(problemsOn('<address>hello@dyc.example</address>')[0]).toMatch(/sample address/);
  });

  it('fails on a DYC figure without its attribution in the same section', () => {
    const [problem] = problemsOn('<section><p>Revenue rose 12.5% in the pilot.</p></section>');
    expect(problem).toMatch(/"12\.5%" \(pilot-revenue, DYC's own figure\) appears without its attribution/);
    expect(problemsOn('<section><p>Now in its 9th year.</p></section>')[0]).toMatch(/"9th year"/);
  });

  it('wants the attribution in the same sentence in running text', () => {
    expect(problemsOn('<p>DYC reports a pilot. Revenue rose 12.5%.</p>')[0]).toContain('In: "Revenue rose 12.5%."');
    expect(problemsOn('<p>Revenue rose 12.5%, as reported by DYC.</p>')).toEqual([]);
  });

  it('lets a big number or heading find its attribution in its card, not in another section', () => {
    expect(problemsOn('<article><h3>+12.5%</h3><p>DYC reports its pilot.</p></article>')).toEqual([]);
    expect(
      problemsOn('<section><p>DYC reports its pilot.</p></section><section><h3>+12.5%</h3></section>'),
    ).toHaveLength(1);
  });

  it.each([
    ['Members follow federal law.', 'follow federal'],
    ['Compliant with federal and state law', 'Compliant with federal'],
    ['All natural ingredients', 'All natural'],
    ['Colors that treat anxiety.', 'treat'],
    ['An FDA-approved product.', 'FDA-approved'],
    ['A safe way to start.', 'safe'],
    ['The dose at which most people get the effect.', 'most people'],
    ['For people who use daily: half gram.', 'half gram'],
  ])('fails on the banned phrase in "%s"', (sentence, phrase) => {
    expect(problemsOn(`<p>${sentence}</p>`)[0]).toContain(`banned phrase "${phrase}"`);
  });

  it("allows the disease words inside the FDA disclaimer's own sentence only", () => {
    const disclaimer = 'DYC products and information are not intended to diagnose, treat, cure or prevent any disease.';
    expect(problemsOn(`<p>${disclaimer}</p>`)).toEqual([]);
    expect(problemsOn(`<p>${disclaimer} Calm helps prevent stress.</p>`)[0]).toContain('banned phrase "prevent"');
  });

  it('fails on a visible .example address and on a sample entry', () => {
    expect(problemsOn('<p>hello@discoveryourcolor.example</p>')[0]).toContain('the sample address');
    expect(problemsOn('<li>Example Dispensary <span class="sample-badge">Sample</span></li>')[0]).toContain(
      'a sample entry is shown ("Example Dispensary Sample")',
    );
  });

  it('reads alternative text and the page description too', () => {
    expect(problemsOn('<img src="/a.svg" alt="A bar of 42%">')[0]).toContain('"42%"');
  });
});

describe('checkPage on Spanish pages', () => {
  const spanishPage = (body: string) =>
    new JSDOM(`<!doctype html><html lang="es"><title>Prueba</title><body>${body}</body></html>`).window.document;
  const problemsOnSpanish = (body: string) =>
    checkPage('/es/test/', spanishPage(body), registry).map((problem) => problem.message);

  it('reads Spanish percentages and ranges', () => {
    expect(figuresIn('un 90 por ciento menos, de 10 a 30 mg de CBD')).toEqual(['90%', '10 mg', '30 mg']);
  });

  it('catches a DYC figure planted without its Spanish attribution', () => {
    const [problem] = problemsOnSpanish('<section><p>Los ingresos subieron un 12.5% en el piloto.</p></section>');
    expect(problem).toMatch(
      /^\/es\/test\/: "12\.5%" \(pilot-revenue, DYC's own figure\) appears without its attribution/,
    );
    expect(problem).toContain('según DYC');
    expect(problemsOnSpanish('<p>Más de 30,000 reportes de consumidores.</p>')[0]).toContain('"30,000"');
    expect(problemsOnSpanish('<p>El Dosing Project está en su noveno año.</p>')[0]).toContain('"noveno año"');
  });

  it('accepts the Spanish attribution on Spanish pages only, and the English one on English pages only', () => {
    expect(problemsOnSpanish('<p>Según datos propios de DYC, los ingresos subieron un 12.5%.</p>')).toEqual([]);
    expect(problemsOnSpanish('<p>Según DYC, más de 30,000 reportes.</p>')).toEqual([]);
    expect(problemsOnSpanish("<p>According to DYC's own figures, revenue rose 12.5%.</p>")).toHaveLength(1);
    expect(problemsOn('<p>Según datos propios de DYC, los ingresos subieron un 12.5%.</p>')).toHaveLength(1);
  });

  it('reads a part marked lang="en" inside a Spanish page by the English rules', () => {
    expect(problemsOnSpanish('<p lang="en">According to DYC\'s own figures, revenue rose 12.5%.</p>')).toEqual([]);
  });

  it.each([
    ['El color Calm trata la ansiedad.', 'trata'],
    ['Una planta que cura el insomnio.', 'cura'],
    ['Ayuda a prevenir el estrés.', 'prevenir'],
    ['Un producto seguro para empezar.', 'seguro'],
    ['Es totalmente inofensivo.', 'inofensivo'],
    ['Aprobado por la FDA.', 'Aprobado por la FDA'],
    ['Nuestros socios cumplen con la ley federal.', 'cumplen con la ley federal'],
    ['Un producto todo natural.', 'todo natural'],
    ['Clínicamente comprobado.', 'Clínicamente comprobado'],
    ['La dosis a la que la mayoría de la gente siente el efecto.', 'la mayoría de la gente'],
    ['Sin efectos secundarios.', 'Sin efectos secundarios'],
  ])('fails on the Spanish banned phrase in "%s"', (sentence, phrase) => {
    expect(problemsOnSpanish(`<p>${sentence}</p>`)[0]).toContain(`banned phrase "${phrase}"`);
  });

  it('does not read a Spanish word inside a longer one, and allows the Spanish FDA disclaimer', () => {
    expect(problemsOnSpanish('<p>El índice de seguridad se aseguró con curaduría.</p>')).toEqual([]);
    expect(
      problemsOnSpanish(
        '<p>Los productos y la información de DYC no están destinados a diagnosticar, tratar, curar ni prevenir ninguna enfermedad.</p>',
      ),
    ).toEqual([]);
  });
});

describe('the registry', () => {
  it('is well formed', () => {
    expect(registryProblems(registry)).toEqual([]);
  });

  it('rejects a DYC figure without attribution words and an unknown basis', () => {
    expect(
      registryProblems({
        ...registry,
        figures: [
          { id: 'a', values: ['1,234'], claim: 'x', basis: "DYC's own figure" },
          { id: 'b', values: ['9%'], claim: 'x', basis: 'endnote 14' as `endnote ${number}` },
        ],
      }),
    ).toEqual([expect.stringContaining('a: DYC'), expect.stringContaining('b: unknown basis')]);
  });

  it('wants a Spanish attribution for every DYC figure, so the Spanish pages are held to the same rule', () => {
    expect(
      registryProblems({
        ...registry,
        figures: [{ id: 'a', values: ['1,234'], claim: 'x', basis: "DYC's own figure", attribution: ['DYC reports'] }],
      }),
    ).toEqual([expect.stringContaining("a: DYC's own figure needs its Spanish attribution")]);
  });
});
