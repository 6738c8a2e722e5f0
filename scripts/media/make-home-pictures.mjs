/**
 * Writes the Spanish twins of the home page's pictures that carry words (the step illustrations and the sample
 * certificates in public/media/home/): the same drawing, each text replaced by its Spanish wording below, as
 * `name.es.svg` beside `name.svg`. Run with `npm run media:home-pictures` after changing a drawing or a wording;
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
    'energising · creative': 'energía · creatividad',
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

const textElement = /(<(title|desc|text|tspan)\b[^>]*>)([^<]*)(<\/\2>)/g;
const written = [];
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
}
console.log(`Wrote ${written.join(', ')}`);
