import { BRAND_LONG, EFFECT_COLORS, VIDEO_FALLBACK_TEXT, type EffectColorId } from '../consts.ts';
import { COLOR_MEANING, COLOR_WORD, TYPE_WORD, colorList, effectName } from './glossary.ts';
import type { CarouselWords } from '../islands/carousel/Carousel.tsx';
import type { Locale } from './locales.ts';
import { panelRuleText } from './panelRule.ts';

/**
 * The home page's words in every language, read by the home components (hero, shelf, how it works, the standards
 * tabs, the effects video). One interface for all languages: a key missing from one fails `npm run check`.
 * Strings ending in `Html` hold inline markup (<strong>) and are rendered with set:html; they are ours, never input.
 */

export type HomeStepId = 'understand' | 'match' | 'target' | 'enjoy';
export type HomeStandardId = 'full-panel-testing' | 'all-natural' | 'law-compliant';

/** The play control of a looping clip; lazyVideos.ts switches between the two. */
export interface VideoWords {
  play: string;
  pause: string;
  /** Shown by browsers that cannot play video at all. */
  fallback: string;
}

interface StandardPanel {
  alt: string;
  caption: string;
  heading: string;
  paragraphs: string[];
}

export interface HomeCopy {
  meta: { title: string; description: string };
  hero: { title: string; lede: string; scienceAction: string };
  /** What each color feels like, after its name. */
  feelings: Record<EffectColorId, string>;
  /** `typeNote` says, under the shelf, what the labels' cannabinoid type means. */
  shelf: { title: string; caption: string; typeNote: string; type: string };
  works: {
    eyebrow: string;
    title: string;
    lede: string;
    carouselLabel: string;
    stepsTitle: string;
    /** Read, hidden, before each step's number: "Step 1:". */
    stepWord: string;
    steps: Record<HomeStepId, string>;
    understand: string;
    understandAlt: string;
    match: string[];
    quizLink: string;
    sliderLabel: string;
    targetHtml: string[];
    targetAlt: string;
    enjoy: string[];
    mapLabel: string;
  };
  carousel: CarouselWords;
  standards: {
    eyebrow: string;
    title: string;
    lede: string;
    tabsLabel: string;
    tabs: Record<HomeStandardId, string>;
    panels: Record<HomeStandardId, StandardPanel>;
    learnMore: string;
    learnMoreHint: string;
  };
  effects: { eyebrow: string; title: string; lede: string; videoLabel: string };
  video: VideoWords;
  /** "As Seen In": shown in every language once a real outlet exists. */
  press: { title: string; sampleLogo: string };
  /** Partner retailers: shown in every language once a real retailer exists. */
  retailers: {
    eyebrow: string;
    title: string;
    lede: string;
    channels: { 'in-store': string; online: string };
    joinQuestion: string;
    joinLink: string;
  };
}

const [yellow, green, blue, purple] = EFFECT_COLORS;

const en: HomeCopy = {
  meta: {
    title: BRAND_LONG,
    description: `Choose cannabis by the effect you want. DYC sorts products into four colors, ${colorList('en')}, from each batch's lab results.`,
  },
  hero: {
    title: 'Choose cannabis by how you want to feel.',
    lede: "Four colors, one meaning everywhere. DYC reads each product's lab results and gives it a color for its effect, so you can pick with confidence in any store.",
    scienceAction: 'How the colors work',
  },
  feelings: Object.fromEntries(EFFECT_COLORS.map((color) => [color.id, color.feeling])) as Record<
    EffectColorId,
    string
  >,
  shelf: {
    title:
      'A store shelf of four products, each labelled with its DYC color and cannabinoid type: Energize Type I, Focus Type II, Calm Type III and Rest Type I. Type I has more THC, Type II is balanced, Type III has more CBD.',
    caption: 'Ask for your color',
    typeNote: 'Type: I more THC, II balanced, III more CBD',
    type: TYPE_WORD.en,
  },
  works: {
    eyebrow: 'How DYC works',
    title: 'A color for how you want to feel',
    lede: "DYC turns a product's lab results into one of four colors, so choosing by effect takes seconds instead of guesswork.",
    carouselLabel: 'Why people choose by color',
    stepsTitle: 'Four steps to your color',
    stepWord: 'Step',
    steps: {
      understand: 'Understand the colors',
      match: 'Match your desired effect',
      target: 'Target your effect',
      enjoy: 'Enjoy a consistent experience',
    },
    understand: 'Each color stands for a kind of experience. Learn the four and you can read any DYC label.',
    understandAlt:
      'The four DYC colors as cards: Energize (yellow, sun), Focus (green, target), Calm (blue, wave) and Rest (purple, moon).',
    match: [
      'Pick the color for the feeling you are after, then adjust from experience.',
      `Winding down? Start with ${purple.name} (${purple.id}). Not calm enough? Try ${blue.name} (${blue.id}). Want more uplift? Try ${yellow.name} (${yellow.id}) or ${green.name} (${green.id}).`,
    ],
    quizLink: 'Not sure where to start? Take the 4-question quiz.',
    sliderLabel: 'A slider gliding across the four colors: Rest, Calm, Focus and Energize.',
    targetHtml: [
      "Each DYC product also tells you where its effect tends to sit: in the <strong>mind</strong>, across the <strong>whole system</strong>, or in the <strong>body</strong>. It follows the product's cannabinoid type (I, II or III), read from its lab results.",
      'Choose the color for the feeling, then the target for where you want to feel it.',
    ],
    targetAlt:
      'Three figures: mind, with the head glowing; balanced, with head and body glowing; body, with the torso and limbs glowing.',
    enjoy: [
      `A color keeps its meaning across product types, brands and places. ${blue.name} in one dispensary is ${blue.name} in the next town, whether you buy flower, an edible or an infused drink.`,
      'Find what works for you once, and find it again wherever DYC colors are sold.',
    ],
    mapLabel:
      'A map of the United States with store pins in five cities; at each one a Calm label appears, the same color in every store.',
  },
  carousel: {
    previous: 'Previous cards',
    next: 'Next cards',
    track: 'Benefit cards, scroll sideways for more',
    carousel: 'carousel',
    slide: 'slide',
    slideOf: '{index} of {total}',
  },
  standards: {
    eyebrow: 'How DYC takes action',
    title: 'Only products that pass get a color',
    lede: 'Every color starts with a certificate of analysis (COA), the lab report for a batch. DYC holds that report to three standards, and a product that misses any of them stays out of the network.',
    tabsLabel: 'DYC standards',
    tabs: {
      'full-panel-testing': 'Full-panel testing',
      'all-natural': 'No synthetic or converted cannabinoids',
      'law-compliant': 'Licensed under state law',
    },
    panels: {
      'full-panel-testing': {
        alt: 'Example of a rejected COA: it lists only cannabinoid potency, and pesticides, heavy metals, microbials, mycotoxins and residual solvents are marked not tested.',
        caption: 'Rejected: a COA that lists only actives.',
        heading: 'Tested for what could harm you, not only for potency',
        paragraphs: [
          `A COA that lists only actives, THC and CBD, says nothing about what else is in the product. DYC requires a full panel: ${panelRuleText('en')}.`,
          "According to DYC's own figures, a state with mandatory full-panel testing saw about 90% fewer contaminated products. Partners send their products for full-panel tests at discounted prices through a partnered lab.",
        ],
      },
      'all-natural': {
        alt: 'Example of a rejected COA: the cannabinoid table shows high delta-8 THC and HHC, flagged as compounds made by chemical conversion.',
        caption: 'Rejected: synthetically converted compounds.',
        heading: 'Made by the plant, not in a reactor',
        paragraphs: [
          'HHC and delta-8 THC are usually made by chemically converting hemp CBD. Their effects and by-products are far less studied, and the FDA has warned about delta-8 products.',
          'A COA that shows a synthetic or converted cannabinoid (HHC, delta-8 THC made from CBD, THC-O) is not allowed in the DYC network.',
        ],
      },
      'law-compliant': {
        alt: 'Example of a rejected COA: no license number, no batch ID, delta-9 THC over its legal limit and no warning statement.',
        caption: 'Rejected: a product outside the law.',
        heading: 'Licensed under the law of its state',
        paragraphs: [
          'A color is only given to products from operators licensed under the law of their state, whose COA traces to a batch and meets the limits and labelling rules for its category. Federal rules are met where they apply, such as the federal definition of hemp for hemp-derived products.',
          'A report with no license or batch number, a THC level over the legal limit or a missing warning is turned away.',
        ],
      },
    },
    learnMore: 'Learn more',
    learnMoreHint: ' about full-panel testing and the science',
  },
  effects: {
    eyebrow: 'The four effects',
    title: 'See the colors in motion',
    lede: `Four colors, four experiences: ${colorList('en')}. Find yours in four questions.`,
    videoLabel: 'Four soft circles breathing in turn, each named: Energize, Focus, Calm and Rest.',
  },
  video: { play: 'Play video', pause: 'Pause video', fallback: VIDEO_FALLBACK_TEXT },
  press: { title: 'As seen in', sampleLogo: 'sample logo' },
  retailers: {
    eyebrow: 'Partner retailers',
    title: 'Shop in store, or find where DYC colors are sold',
    lede: 'Partner dispensaries shelve and label their products by DYC color. Ask for your color at the counter, or look for it on their online menu.',
    channels: { 'in-store': 'Shop in store', online: 'Order online' },
    joinQuestion: 'Run a licensed dispensary or brand?',
    joinLink: 'Join the partner network',
  },
};

// US Spanish, "tú". A color is named by its Spanish color word, with the brand effect name and its Spanish meaning
// beside it (colorWithEffect); effect names alone are brand names, written in English with their meaning beside them.
const es: HomeCopy = {
  meta: {
    title: 'Elige cannabis según cómo quieres sentirte',
    description: `Elige cannabis por el efecto que buscas. DYC ordena los productos en cuatro colores, ${colorList('es')}, según el análisis de laboratorio de cada lote.`,
  },
  hero: {
    title: 'Elige cannabis según cómo quieres sentirte.',
    lede: 'Cuatro colores, el mismo significado en todas partes. DYC lee el análisis de laboratorio de cada producto y le da un color según su efecto, para que elijas con confianza en cualquier tienda.',
    scienceAction: 'Conoce los colores',
  },
  feelings: {
    yellow: 'con vitalidad y creatividad',
    green: 'con claridad mental y motivación',
    blue: 'con relajación y tranquilidad',
    purple: 'con sueño y reposo',
  },
  shelf: {
    title:
      'El estante de una tienda con cuatro productos, cada uno con su color DYC y su tipo de cannabinoides: Energize Tipo I, Focus Tipo II, Calm Tipo III y Rest Tipo I. El Tipo I tiene más THC, el Tipo II es equilibrado, el Tipo III tiene más CBD.',
    caption: 'Pide tu color',
    typeNote: 'Tipo: I más THC, II equilibrado, III más CBD',
    type: TYPE_WORD.es,
  },
  works: {
    eyebrow: 'Cómo funciona DYC',
    title: 'Un color para cómo quieres sentirte',
    lede: 'DYC convierte el análisis de laboratorio de un producto en uno de cuatro colores, para que elegir por efecto te tome segundos y no adivinanzas.',
    carouselLabel: 'Por qué la gente elige por color',
    stepsTitle: 'Cuatro pasos hacia tu color',
    stepWord: 'Paso',
    steps: {
      understand: 'Conoce los colores',
      match: 'Elige el efecto que buscas',
      target: 'Apunta a tu efecto',
      enjoy: 'Disfruta una experiencia constante',
    },
    understand:
      'Cada color representa un tipo de experiencia. Aprende los cuatro y podrás leer cualquier etiqueta de DYC.',
    understandAlt: `Los cuatro colores de DYC como tarjetas: ${effectName('yellow', 'es')}, amarillo, con un sol; ${effectName('green', 'es')}, verde, con una diana; ${effectName('blue', 'es')}, azul, con una ola; y ${effectName('purple', 'es')}, morado, con una luna.`,
    match: [
      'Escoge el color de la sensación que buscas y ajusta según tu experiencia.',
      `¿Quieres bajar el ritmo? Empieza con ${effectName('purple', 'es')}, el ${COLOR_WORD.es.purple}. ¿No te relaja lo suficiente? Prueba ${effectName('blue', 'es')}, el ${COLOR_WORD.es.blue}. ¿Quieres más ánimo? Prueba ${effectName('yellow', 'es')}, el ${COLOR_WORD.es.yellow}, o ${effectName('green', 'es')}, el ${COLOR_WORD.es.green}.`,
    ],
    quizLink: '¿No sabes por dónde empezar? Responde el cuestionario de 4 preguntas.',
    sliderLabel: `Un control deslizante que recorre los cuatro colores: ${effectName('purple', 'es')}, ${effectName('blue', 'es')}, ${effectName('green', 'es')} y ${effectName('yellow', 'es')}.`,
    targetHtml: [
      'Cada producto DYC también te dice dónde suele sentirse su efecto: en la <strong>mente</strong>, en <strong>todo el cuerpo y la mente</strong>, o en el <strong>cuerpo</strong>. Depende del tipo de cannabinoides del producto (I, II o III), que se lee en su análisis de laboratorio.',
      'Elige el color por la sensación y luego el equilibrio según dónde quieres sentirla.',
    ],
    targetAlt:
      'Tres figuras: mente, con la cabeza iluminada; equilibrado, con la cabeza y el cuerpo iluminados; cuerpo, con el torso y las extremidades iluminados.',
    enjoy: [
      `Un color mantiene su significado en todos los tipos de producto, marcas y lugares. ${effectName('blue', 'es')} en un dispensario es ${blue.name} en el pueblo de al lado, ya compres flor, un comestible o una bebida infusionada.`,
      'Encuentra lo que te funciona una vez y vuelve a encontrarlo dondequiera que se vendan los colores DYC.',
    ],
    mapLabel: `Un mapa de los Estados Unidos con tiendas marcadas en cinco ciudades; en cada una aparece una etiqueta ${blue.name} (${COLOR_MEANING.es.blue}), el mismo color en todas las tiendas.`,
  },
  carousel: {
    previous: 'Tarjetas anteriores',
    next: 'Tarjetas siguientes',
    track: 'Tarjetas de beneficios, desplázate de lado para ver más',
    carousel: 'carrusel',
    slide: 'tarjeta',
    slideOf: '{index} de {total}',
  },
  standards: {
    eyebrow: 'Cómo actúa DYC',
    title: 'Solo los productos que cumplen reciben un color',
    lede: 'Cada color empieza con un certificado de análisis (COA, por sus siglas en inglés), el informe de laboratorio de un lote. DYC exige a ese informe tres estándares, y un producto que no cumple alguno queda fuera de la red.',
    tabsLabel: 'Estándares de DYC',
    tabs: {
      'full-panel-testing': 'Análisis de panel completo',
      'all-natural': 'Sin cannabinoides sintéticos ni convertidos',
      'law-compliant': 'Con licencia según la ley estatal',
    },
    panels: {
      'full-panel-testing': {
        alt: 'Ejemplo de un COA rechazado: solo indica la potencia de los cannabinoides, y los pesticidas, metales pesados, microbios, micotoxinas y solventes residuales aparecen como no analizados.',
        caption: 'Rechazado: un COA que solo indica los activos.',
        heading: 'Analizado por lo que podría hacerte daño, no solo por su potencia',
        paragraphs: [
          `Un COA que solo indica los activos, THC y CBD, no dice nada de lo demás que hay en el producto. DYC exige un panel completo: ${panelRuleText('es')}.`,
          'Según datos propios de DYC, un estado con análisis de panel completo obligatorio tuvo cerca de un 90% menos de productos contaminados. Los socios envían sus productos a análisis de panel completo a precios reducidos a través de un laboratorio asociado.',
        ],
      },
      'all-natural': {
        alt: 'Ejemplo de un COA rechazado: la tabla de cannabinoides muestra mucho delta-8 THC y HHC, señalados como compuestos hechos por conversión química.',
        caption: 'Rechazado: compuestos convertidos de forma sintética.',
        heading: 'Hecho por la planta, no en un reactor',
        paragraphs: [
          'El HHC y el delta-8 THC suelen fabricarse convirtiendo químicamente el CBD del cáñamo. Sus efectos y subproductos se han estudiado mucho menos, y la FDA ha advertido sobre los productos de delta-8.',
          'Un COA que muestra un cannabinoide sintético o convertido (HHC, delta-8 THC hecho a partir de CBD, THC-O) no se admite en la red DYC.',
        ],
      },
      'law-compliant': {
        alt: 'Ejemplo de un COA rechazado: sin número de licencia, sin identificador de lote, con delta-9 THC por encima de su límite legal y sin advertencia.',
        caption: 'Rechazado: un producto fuera de la ley.',
        heading: 'Con licencia según la ley de su estado',
        paragraphs: [
          'Solo reciben un color los productos de operadores con licencia según la ley de su estado, cuyo COA corresponde a un lote y cumple los límites y las reglas de etiquetado de su categoría. Las reglas federales se cumplen donde aplican, como la definición federal de cáñamo para los productos derivados del cáñamo.',
          'Se rechaza un informe sin número de licencia ni de lote, con un nivel de THC por encima del límite legal o sin la advertencia obligatoria.',
        ],
      },
    },
    learnMore: 'Más información',
    learnMoreHint: ' sobre el análisis de panel completo y la ciencia',
  },
  effects: {
    eyebrow: 'Los cuatro efectos',
    title: 'Mira los colores en movimiento',
    lede: `Cuatro colores, cuatro experiencias: ${colorList('es')}. Encuentra el tuyo en cuatro preguntas.`,
    videoLabel: `Cuatro círculos suaves que respiran por turnos, cada uno con su nombre: ${effectName('yellow', 'es')}, ${effectName('green', 'es')}, ${effectName('blue', 'es')} y ${effectName('purple', 'es')}.`,
  },
  video: {
    play: 'Reproducir video',
    pause: 'Pausar video',
    fallback: 'Tu navegador no puede reproducir video.',
  },
  press: { title: 'Nos han mencionado', sampleLogo: 'logo de muestra' },
  retailers: {
    eyebrow: 'Tiendas asociadas',
    title: 'Compra en la tienda o encuentra dónde se venden los colores DYC',
    lede: 'Los dispensarios asociados ordenan y etiquetan sus productos por color DYC. Pide tu color en el mostrador o búscalo en su menú en línea.',
    channels: { 'in-store': 'Comprar en la tienda', online: 'Pedir en línea' },
    joinQuestion: '¿Tienes un dispensario o una marca con licencia?',
    joinLink: 'Únete a la red de socios',
  },
};

export const HOME: Readonly<Record<Locale, HomeCopy>> = { en, es };
