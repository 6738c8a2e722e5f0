/**
 * Writes the Spanish twins of the home page's pictures that carry words (the step illustrations and the sample
 * certificates in public/media/home/): the same drawing, each text replaced by its Spanish wording below, as
 * `name.es.svg` beside `name.svg`; and each sample certificate redrawn narrow for phones in both languages
 * (`name.narrow.svg`, `name.narrow.es.svg`, sized in src/components/home/narrowCertificateSizes.json). Run with `npm run media:home-pictures` after changing a drawing or a wording;
 * a text without a Spanish wording stops the script, so a new English word cannot reach a Spanish page unseen.
 * The outputs are committed; tests/e2e/claims.spec.ts reads their words like a page's.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const homeDir = new URL('../../public/media/home/', import.meta.url);

/** Names, codes and numbers the two languages write alike: brand names, lab codes, dates, values. */
const SAME_IN_SPANISH =
  /^(?:Energize|Focus|Calm|Rest|THCA|CBDA|CBD|HHC|ND|—|[\d.,]+ ?(?:%|g)?|[A-Z]{2,}-[\d-]+|\d{4}-\d\d-\d\d|&lt; LOQ|Delta-[89] THC|HHC, Delta-8 THC)$/;

const SPANISH = {
  'step-1-colors.svg': {
    'The four DYC colors': 'Los cuatro colores de DYC',
    EFFECT: 'EFECTO',
    'energizing · creative': 'energía · creatividad',
    'focused · motivated': 'enfoque · motivación',
    'relaxed · calm': 'relajación · calma',
    'restful · sleepy': 'descanso · sueño',
    DESC: 'Cuatro tarjetas: Energize (amarillo, con un sol): energía, creatividad. Focus (verde, con una diana): enfoque, motivación. Calm (azul, con una ola): relajación, calma. Rest (morado, con una luna): descanso, sueño.',
  },
  'step-3-target.svg': {
    'Target your effect in the mind, the whole system or the body':
      'Elige dónde sentir el efecto: en la mente, en todo el organismo o en el cuerpo',
    Mind: 'Mente',
    'felt in the head': 'en la cabeza',
    Balanced: 'Equilibrado',
    'the whole system': 'en todo el organismo',
    Body: 'Cuerpo',
    'felt in the body': 'en el cuerpo',
    'Shown in Calm; every color works the same way.': 'Aquí en Calm (Calma); todos los colores funcionan igual.',
    DESC: 'Tres figuras una al lado de otra. Mente: la cabeza brilla y tiene líneas que irradian. Equilibrado: brillan la cabeza y el cuerpo. Cuerpo: brillan el torso y las extremidades dentro de un contorno punteado. En el azul de Calm (Calma).',
  },
};

/** The words the three sample certificates share (each drawing's <desc> is its DESC entry). */
const CERTIFICATE = {
  'Sample Analytical Lab': 'Laboratorio de ejemplo',
  'Certificate of Analysis': 'Certificado de análisis',
  'Page 1 of 1': 'Página 1 de 1',
  Product: 'Producto',
  'Sample Product': 'Ejemplo',
  'Batch ID': 'Lote',
  'Sample date': 'Fecha de muestreo',
  'License no.': 'N.º de licencia',
  'Cannabinoids (potency)': 'Cannabinoides (potencia)',
  'Cannabinoids (hemp category)': 'Cannabinoides (categoría cáñamo)',
  'Contaminants (safety)': 'Contaminantes (inocuidad)',
  Analyte: 'Analito',
  Result: 'Resultado',
  Status: 'Estado',
  Limit: 'Límite',
  Pesticides: 'Pesticidas',
  'Heavy metals': 'Metales pesados',
  Microbials: 'Microbios',
  Mycotoxins: 'Micotoxinas',
  'Residual solvents': 'Solventes residuales',
  'Not tested': 'Sin analizar',
  Missing: 'Falta',
  'Not listed': 'No indicado',
  Labeling: 'Etiquetado',
  'Required warning': 'Advertencia obligatoria',
  'Net weight': 'Peso neto',
  synthetic: 'sintético',
  // The stamp's box fits eight letters.
  REJECTED: 'NO APTO',
};

SPANISH['coa-actives-only.svg'] = {
  ...CERTIFICATE,
  'Rejected certificate of analysis: actives only, no contaminant testing':
    'Certificado de análisis rechazado: solo activos, sin pruebas de contaminantes',
  'Actives only: no contaminant testing': 'Sin pruebas de contaminantes',
  'Potency is listed; safety was never checked.': 'Indica la potencia; la inocuidad nunca se analizó.',
  DESC: 'Un informe de laboratorio de ejemplo para un producto de ejemplo que solo indica la potencia de los cannabinoides (THCA, THC, CBDA, CBD). Pesticidas, metales pesados, microbios, micotoxinas y solventes residuales aparecen como sin analizar. Sellado como no apto.',
};
SPANISH['coa-noncompliant.svg'] = {
  ...CERTIFICATE,
  'Rejected certificate of analysis: no license, no batch ID, not compliant':
    'Certificado de análisis rechazado: sin licencia, sin lote, no cumple las normas',
  'No license, no batch ID: not compliant': 'Sin licencia ni lote: no cumple',
  'Delta-9 THC over the limit and no required warning.': 'Delta-9 THC sobre el límite; falta la advertencia.',
  DESC: 'Un informe de laboratorio de ejemplo para un producto de ejemplo sin número de licencia, sin lote y sin fecha de muestreo. El Delta-9 THC es de 0.9 por ciento frente a un límite de 0.3 por ciento para su categoría, y falta la advertencia obligatoria. Sellado como no apto.',
};
SPANISH['coa-synthetic.svg'] = {
  ...CERTIFICATE,
  'Rejected certificate of analysis: synthetic conversion detected (HHC, Delta-8 THC)':
    'Certificado de análisis rechazado: conversión sintética detectada (HHC, Delta-8 THC)',
  'Synthetic conversion detected:': 'Conversión sintética detectada:',
  'Made by chemical conversion, not by the plant.': 'Hecho por conversión química, no por la planta.',
  DESC: 'Un informe de laboratorio de ejemplo para un producto de ejemplo. La tabla de cannabinoides muestra mucho Delta-8 THC y HHC, resaltados en rojo como compuestos hechos por conversión química y no por la planta. Sellado como no apto.',
};

/*
 * The narrow certificates: on a phone the 420-wide drawing shrinks to about 286 CSS px and its 12-unit labels to
 * 8 px. Each certificate is redrawn 280 units wide from its own wide drawing (English, or its Spanish twin above),
 * with larger type and fewer columns, as `name.narrow.svg` (`name.narrow.es.svg`), so the words stay the drawing's.
 * TakesAction.astro serves them below its two-column width.
 */
const NARROW = { width: 280, margin: 20, smallText: 12.5, rowText: 13 };
const RED = '#b3261e';
const MUTED = '#55625f';

/** Every <text> of a wide certificate, with the attributes its position and style are read from. */
function wideTexts(svg) {
  return [...svg.matchAll(/<text\b([^>]*)>([^<]*)<\/text>/g)].map(([, attributes, words]) => {
    const attribute = (name) => attributes.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
    return {
      words,
      x: Number(attribute('x')),
      y: Number(attribute('y')),
      size: Number(attribute('font-size') ?? 14),
      weight: Number(attribute('font-weight') ?? 400),
      red: attribute('fill') === RED,
    };
  });
}

/** What a wide certificate says, read from where it draws it (the three drawings share one grid). */
function readCertificate(svg) {
  const texts = wideTexts(svg);
  const at = (x, y) => texts.find((text) => text.x === x && text.y === y);
  const meta = [
    [28, 92],
    [162, 92],
    [28, 130],
    [162, 130],
  ].map(([x, y]) => ({ label: at(x, y).words, value: at(x, y + 17) }));
  const icons = [...svg.matchAll(/<g transform="translate\(376 ([\d.]+)\)[^"]*"><circle r="\d" fill="([^"]+)"/g)].map(
    ([, y, fill]) => ({ y: Number(y), kind: fill === RED ? 'fail' : 'pass' }),
  );
  const titles = texts.filter((text) => text.x === 28 && text.weight === 700 && text.y > 160 && text.y < 440);
  const sections = titles.map((title, index) => {
    const end = titles[index + 1]?.y ?? 440;
    const header = texts.filter((text) => text.y === title.y + 22).sort((a, b) => a.x - b.x);
    const rowYs = [...new Set(texts.filter((t) => t.x === 36 && t.y > title.y + 22 && t.y < end).map((t) => t.y))];
    const rows = rowYs.map((y) => {
      const cells = texts.filter((text) => text.y === y).sort((a, b) => a.x - b.x);
      // Each cell sits under the header word whose right edge it shares (the analyte under the first).
      const column = (cell) => header.findIndex((word) => word.x === cell.x);
      const icon = icons.find((candidate) => Math.abs(candidate.y - (y - 4.5)) < 1);
      return {
        cells: header.map((_, index) => cells.find((cell) => column(cell) === index) ?? null),
        icon: icon?.kind ?? null,
        red: cells[0].red,
      };
    });
    return { title: title.words, header: header.map((word) => word.words), rows };
  });
  const callout = texts.filter((text) => text.x === 64 && text.y > 440);
  return {
    title: svg.match(/<title>([^<]*)<\/title>/)[1],
    desc: svg.match(/<desc>([^<]*)<\/desc>/)[1],
    lab: at(64, 40).words,
    document: at(64, 57).words,
    page: at(392, 40).words,
    meta,
    sections,
    stamp: texts.find((text) => text.size === 17).words,
    headline: callout
      .filter((text) => text.weight === 700)
      .map((text) => text.words)
      .join(' '),
    body: callout
      .filter((text) => text.weight !== 700)
      .map((text) => text.words)
      .join(' '),
  };
}

/**
 * A generous estimate of a line's drawn width: the font stack ends in DejaVu Sans, the widest of its faces, and
 * a line that fits in it fits in the others.
 */
const textWidth = (words, size, bold = false) => [...words.replace(/&lt;/g, '<')].length * size * (bold ? 0.62 : 0.53);

/** Splits words into lines no wider than `width`. */
function wrap(words, size, width, bold) {
  const lines = [];
  for (const word of words.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, size, bold) <= width) lines[lines.length - 1] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}

const failIcon = (x, y) =>
  `<g transform="translate(${x} ${y})"><circle r="7" fill="${RED}"/><path d="M-2.6-2.6l5.2 5.2m0-5.2l-5.2 5.2" stroke="#fff" stroke-width="1.8" stroke-linecap="round"/></g>`;
const passIcon = (x, y) =>
  `<g transform="translate(${x} ${y}) scale(0.875)"><circle r="8" fill="#2f5f4f"/><path d="M-3.6 0.2l2.4 2.4l4.8-5" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></g>`;

/** Draws a certificate 280 units wide: two-column details, and each table in one line a row where it fits. */
function drawNarrow(certificate, lang) {
  const { width, margin, smallText, rowText } = NARROW;
  const left = margin;
  const right = width - margin;
  const out = [];
  const text = (x, y, words, { size = rowText, weight, fill, anchor } = {}) =>
    out.push(
      `<text x="${x}" y="${y}" font-size="${size}"${weight ? ` font-weight="${weight}"` : ''}${
        anchor ? ` text-anchor="${anchor}"` : ''
      }${fill ? ` fill="${fill}"` : ''}>${words}</text>`,
    );

  out.push(
    `<g transform="translate(30 32)"><circle r="12" fill="#f7f6f2" stroke="${MUTED}" stroke-width="1.5"/><path d="M-3-6h6M-1.7-6v4.3l-4.3 6.9h12l-4.3-6.9v-4.3" fill="none" stroke="${MUTED}" stroke-width="1.5" stroke-linejoin="round"/></g>`,
  );
  text(50, 30, certificate.lab, { size: 14.5, weight: 700 });
  text(50, 47, certificate.document, { size: smallText, weight: 600, fill: MUTED });
  out.push(`<path d="M${left} 60H${right}" stroke="#17302c" stroke-width="1.5"/>`);

  let y = 60;
  for (let index = 0; index < certificate.meta.length; index += 2) {
    for (const [column, item] of certificate.meta.slice(index, index + 2).entries()) {
      const x = column === 0 ? left : 150;
      text(x, y + 20, item.label, { size: smallText, fill: MUTED });
      text(x, y + 37, item.value.words, item.value.red ? { weight: 700, fill: RED } : { weight: 500 });
    }
    y += 40;
  }
  out.push(`<path d="M${left} ${y + 6}H${right}" stroke="#d9dcd6" stroke-width="1.5"/>`);
  // The stamp has a band of its own: on the wide sheet it sits beside the details, here there is no room beside.
  y += 6;
  out.push(
    `<g transform="translate(${width / 2} ${y + 27}) rotate(-6)" fill="${RED}"><rect x="-58" y="-19" width="116" height="38" rx="4" fill="#ffffff" fill-opacity=".85" stroke="${RED}" stroke-width="3"/><rect x="-53" y="-14" width="106" height="28" rx="2" fill="none" stroke="${RED}" stroke-width="1.2"/><text x="0" y="6" font-size="17" font-weight="800" text-anchor="middle" letter-spacing="1">${certificate.stamp}</text></g>`,
  );
  y += 52;

  const inner = { start: left + 8, end: right - 8 };
  for (const section of certificate.sections) {
    for (const words of wrap(section.title, 14, right - left, true)) {
      text(left, y + 16, words, { size: 14, weight: 700 });
      y += 18;
    }
    y += 8;
    const [analyteWord, ...valueWords] = section.header;
    const statusIndex = valueWords.length - 1;
    const valueWidth = (column) =>
      Math.max(
        textWidth(valueWords[column], smallText, true),
        ...section.rows.map((row) => {
          const cell = row.cells[column + 1];
          if (column === statusIndex && row.icon) return 14;
          return cell ? textWidth(cell.words, rowText, cell.red) : 0;
        }),
      );
    const widths = valueWords.map((_, column) => valueWidth(column));
    const analyteWidth = Math.max(...section.rows.map((row) => textWidth(row.cells[0].words, rowText, row.red)));
    const gap = 12;
    const oneLine = analyteWidth + widths.reduce((sum, w) => sum + w + gap, 0) <= inner.end - inner.start;
    // Right edges of the value columns, from the last (the status) leftwards.
    const ends = [];
    let edge = inner.end;
    for (let column = widths.length - 1; column >= 0; column -= 1) {
      ends[column] = edge;
      edge -= widths[column] + gap;
    }

    out.push(`<rect x="${left}" y="${y}" width="${right - left}" height="22" fill="#f7f6f2"/>`);
    text(inner.start, y + 15.5, analyteWord, { size: smallText, weight: 600, fill: MUTED });
    if (oneLine) {
      for (const [column, word] of valueWords.entries())
        text(ends[column], y + 15.5, word, { size: smallText, weight: 600, fill: MUTED, anchor: 'end' });
    } else {
      text(inner.end, y + 15.5, valueWords[statusIndex], { size: smallText, weight: 600, fill: MUTED, anchor: 'end' });
    }
    y += 22;

    for (const row of section.rows) {
      const height = oneLine ? 22 : 36;
      if (row.red)
        out.push(
          `<rect x="${left}" y="${y}" width="${right - left}" height="${height}" fill="#fbeceb"/><rect x="${left}" y="${y}" width="3" height="${height}" fill="${RED}"/>`,
        );
      const style = (cell) => (cell.red ? { weight: 700, fill: RED } : cell.words === '—' ? { fill: MUTED } : {});
      const [analyte, ...values] = row.cells;
      text(inner.start, y + 15.5, analyte.words, style(analyte));
      const status = values[statusIndex];
      const statusMiddle = y + 11;
      if (row.icon === 'fail') out.push(failIcon(inner.end - 7, statusMiddle));
      else if (row.icon === 'pass') out.push(passIcon(inner.end - 7, statusMiddle));
      else if (status) text(inner.end, y + 15.5, status.words, { ...style(status), anchor: 'end' });
      if (oneLine) {
        for (const [column, cell] of values.entries())
          if (cell && column !== statusIndex)
            text(ends[column], y + 15.5, cell.words, { ...style(cell), anchor: 'end' });
      } else {
        // Too wide for one line: the values go under the analyte, each after its column's name.
        let x = inner.start;
        for (const [column, cell] of values.entries()) {
          if (!cell || column === statusIndex) continue;
          text(x, y + 30.5, valueWords[column], { size: smallText, fill: MUTED });
          x += textWidth(valueWords[column], smallText) + 8;
          text(x, y + 30.5, cell.words, style(cell));
          x += textWidth(cell.words, rowText, cell.red) + 14;
        }
      }
      out.push(`<path d="M${left} ${y + height}H${right}" stroke="#d9dcd6"/>`);
      y += height;
    }
    y += 12;
  }

  // The callout: what is wrong, in the red box, wrapped to the narrow width.
  const textStart = left + 34;
  const textWidthAvailable = right - 10 - textStart;
  const headline = wrap(certificate.headline, 14.5, textWidthAvailable, true);
  const body = wrap(certificate.body, smallText, textWidthAvailable, false);
  const boxHeight = 18 + headline.length * 19 + body.length * 17;
  out.push(
    `<rect x="${left - 4}" y="${y}" width="${right - left + 8}" height="${boxHeight}" rx="8" fill="#fbeceb" stroke="${RED}" stroke-width="2"/>`,
  );
  out.push(
    `<g transform="translate(${left + 11} ${y + 22})"><circle r="11" fill="${RED}"/><path d="M0-5.5v6.5" stroke="#fff" stroke-width="2.6" stroke-linecap="round"/><circle cy="5.6" r="1.6" fill="#fff"/></g>`,
  );
  let line = y + 8;
  for (const words of headline) text(textStart, (line += 19), words, { size: 14.5, weight: 700, fill: RED });
  line += 2;
  for (const words of body) text(textStart, (line += 17), words, { size: smallText });
  y += boxHeight + 10;
  text(right, y + 12, certificate.page, { size: smallText, fill: MUTED, anchor: 'end' });
  const height = Math.ceil(y + 30);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg"${lang === 'es' ? ' xml:lang="es"' : ''} width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif" font-size="${rowText}" fill="#17302c">`,
    `  <title>${certificate.title}</title>`,
    `  <desc>${certificate.desc}</desc>`,
    `  <rect x="12" y="12" width="${width - 20}" height="${height - 20}" rx="6" fill="#e8e7e1"/>`,
    `  <rect x="8" y="8" width="${width - 20}" height="${height - 20}" rx="6" fill="#ffffff" stroke="#d9dcd6" stroke-width="1.5"/>`,
    ...out.map((element) => `  ${element}`),
    '</svg>',
    '',
  ].join('\n');
}

const textElement = /(<(title|desc|text|tspan)\b[^>]*>)([^<]*)(<\/\2>)/g;
const written = [];
const narrowSizes = {};
const sizesFile = new URL('../../src/components/home/narrowCertificateSizes.json', import.meta.url);
for (const [file, wording] of Object.entries(SPANISH)) {
  const english = readFileSync(new URL(file, homeDir), 'utf8');
  const missing = new Set();
  const spanish = english.replace(textElement, (whole, open, tag, text, close) => {
    const words = text.trim();
    if (!words || SAME_IN_SPANISH.test(words)) return whole;
    // Each drawing has one description; its Spanish is keyed DESC rather than by the long English text.
    if (tag === 'desc') {
      if (!wording.DESC) missing.add(words);
      return wording.DESC ? `${open}${wording.DESC}${close}` : whole;
    }
    if (!(words in wording)) {
      missing.add(words);
      return whole;
    }
    return `${open}${text.replace(words, wording[words])}${close}`;
  });
  if (missing.size > 0)
    throw new Error(`${file}: no Spanish wording for ${[...missing].map((w) => `"${w}"`).join(', ')}`);
  const twin = file.replace(/\.svg$/, '.es.svg');
  writeFileSync(new URL(twin, homeDir), spanish.replace(/<svg\b/, '<svg xml:lang="es"'));
  written.push(`public/media/home/${twin}`);
  if (!file.startsWith('coa-')) continue;
  for (const [lang, wide] of [
    ['en', english],
    ['es', spanish],
  ]) {
    const narrow = file.replace(/\.svg$/, lang === 'es' ? '.narrow.es.svg' : '.narrow.svg');
    const drawing = drawNarrow(readCertificate(wide), lang);
    writeFileSync(new URL(narrow, homeDir), drawing);
    written.push(`public/media/home/${narrow}`);
    const [, width, height] = drawing.match(/width="(\d+)" height="(\d+)"/);
    narrowSizes[`/media/home/${narrow}`] = { width: Number(width), height: Number(height) };
  }
}
// The page gives each <source> its drawing's size, so the phone layout reserves the right height before it loads.
writeFileSync(sizesFile, `${JSON.stringify(narrowSizes, null, 2)}\n`);
written.push('src/components/home/narrowCertificateSizes.json');
console.log(`Wrote ${written.join(', ')}`);
