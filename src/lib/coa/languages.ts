/**
 * The words of certificates written in languages other than English, one entry per language: the heads of a
 * table's columns by the role they name, the pass, fail and not-passed words of a status column, the names of the
 * safety panels (and of the analytes that stand for a panel: a metal, a mycotoxin, a microbe) and the word for a
 * lab's total. The header, the status and the panel readers each build their vocabulary from this one table, so a
 * language is added here, in one place. Plain text only: every word is escaped before it joins a pattern, and
 * every pattern built from it is an alternation of literals, read in linear time.
 */
import type { AnalyteId } from './analytes.ts';
import type { PanelId } from './words.ts';

export type HeadRole = 'name' | 'result' | 'limit' | 'loq' | 'lod' | 'units' | 'status' | 'text';

export interface LanguageWords {
  language: string;
  /** Column heads, lower case as the header prints them (one word or a phrase). */
  heads: Partial<Record<HeadRole, readonly string[]>>;
  /** Status words, a whole word or phrase each; a failure that holds a pass word ("nicht erfüllt") is listed. */
  pass: readonly string[];
  fail: readonly string[];
  notPassed: readonly string[];
  /** The start of each panel's name ("schwermetall", "těžké kovy"). */
  panels: Partial<Record<PanelId, readonly string[]>>;
  /** The start of an analyte's name that stands for its panel: a metal, a mycotoxin, a count of microbes. */
  panelAnalytes: Partial<Record<'heavyMetals' | 'mycotoxins' | 'microbial', readonly string[]>>;
  /** A microbe whose presence fails the panel ("Salmonellen"). */
  presenceAnalytes: readonly string[];
  /** The word for a lab's total, before or after the analyte ("Gesamt-THC", "THC totale", "Celkový THC"). */
  totals: readonly string[];
  /** How a result not detected is written ("nicht nachweisbar", "不検出"). */
  notDetected: readonly string[];
  /** Cannabinoids' names in the language, each read as the analyte it names ("Cannabidiolsäure" is CBDA). */
  analytes: Partial<Record<AnalyteId, readonly string[]>>;
  /** A page's number in a page's header or footer: the word for a page and the word between two numbers. */
  page: readonly string[];
  pageOf: readonly string[];
}

export const LANGUAGES: readonly LanguageWords[] = [
  {
    language: 'English',
    heads: { status: ['judgement', 'judgment', 'verdict', 'conformity'] },
    pass: [],
    fail: [],
    notPassed: [],
    panels: {},
    panelAnalytes: {},
    presenceAnalytes: [],
    totals: [],
    notDetected: [],
    analytes: {},
    page: ['page', 'pg.', 'p.'],
    pageOf: ['of', '/'],
  },
  {
    language: 'German',
    heads: {
      result: ['wert', 'befund', 'resultat'],
      status: ['beurteilung', 'bewertung', 'konformität'],
      text: ['methode', 'prüfmethode', 'verfahren'],
    },
    pass: ['erfüllt', 'konform', 'entspricht', 'bestanden', 'i.o.'],
    fail: ['nicht erfüllt', 'nicht konform', 'entspricht nicht', 'nicht bestanden', 'n.i.o.'],
    notPassed: ['nicht geprüft', 'nicht durchgeführt', 'ausstehend'],
    panels: {
      foreignMaterial: ['fremde bestandteile', 'fremdbestandteile'],
      heavyMetals: ['schwermetall'],
      microbial: ['mikrobiologische'],
      residualSolvents: ['lösungsmittelrückstände', 'restlösungsmittel'],
    },
    panelAnalytes: {
      heavyMetals: ['blei', 'quecksilber', 'arsen', 'cadmium'],
      mycotoxins: ['ochratoxin'],
      microbial: ['hefen', 'schimmelpilze', 'gesamtkeimzahl'],
    },
    presenceAnalytes: ['salmonellen'],
    totals: ['gesamt-', 'gesamt'],
    notDetected: ['nicht nachweisbar', 'nicht nachgewiesen'],
    analytes: { thca: ['tetrahydrocannabinolsäure'], cbda: ['cannabidiolsäure'], cbga: ['cannabigerolsäure'] },
    page: ['seite', 's.'],
    pageOf: ['von', 'v.', '/'],
  },
  {
    language: 'Spanish',
    heads: {
      name: ['ensayo', 'determinación', 'analito'],
      result: ['valor', 'valores'],
      status: ['dictamen', 'resultado del dictamen', 'conformidad', 'evaluación'],
      text: ['método', 'técnica'],
    },
    pass: ['aprobado', 'cumple', 'conforme', 'satisfactorio'],
    fail: ['no aprobado', 'rechazado', 'no cumple', 'no conforme', 'no satisfactorio'],
    notPassed: ['no realizado', 'pendiente', 'no aplica'],
    panels: { foreignMaterial: ['materia extraña'], microbial: ['microbiológic'] },
    panelAnalytes: { heavyMetals: ['plomo', 'cadmio', 'mercurio', 'arsénico'], microbial: ['mohos', 'levaduras'] },
    presenceAnalytes: [],
    totals: [],
    notDetected: ['no detectado', 'no detectable'],
    analytes: {
      thca: ['ácido tetrahidrocannabinólico'],
      d9thc: ['tetrahidrocannabinol'],
      cbda: ['ácido cannabidiólico'],
      cbga: ['ácido cannabigerólico'],
    },
    page: ['página', 'pág.', 'hoja'],
    pageOf: ['de', '/'],
  },
  {
    language: 'Portuguese',
    heads: {
      name: ['ensaio', 'parâmetro', 'análise'],
      result: ['resultado', 'valor'],
      status: ['decisão', 'conclusão', 'parecer', 'avaliação'],
      text: ['método', 'técnica'],
      limit: ['especificação', 'limite'],
    },
    pass: ['aprovado', 'conforme', 'cumpre', 'satisfatório'],
    fail: ['reprovado', 'não aprovado', 'não conforme', 'não cumpre', 'insatisfatório'],
    notPassed: ['não realizado', 'pendente', 'não se aplica'],
    panels: {
      heavyMetals: ['metais pesados'],
      moisture: ['perda por secagem', 'humidade'],
      waterActivity: ['atividade da água', 'actividade da água'],
      foreignMaterial: ['matéria estranha', 'matérias estranhas'],
      microbial: ['microbiológic'],
    },
    panelAnalytes: { heavyMetals: ['chumbo', 'mercúrio', 'arsênio', 'arsénio'], mycotoxins: ['ocratoxina'] },
    presenceAnalytes: [],
    totals: [],
    notDetected: ['não detectado', 'não detetado', 'não detectável'],
    analytes: {
      thca: ['ácido tetra-hidrocanabinólico', 'ácido tetrahidrocanabinólico'],
      d9thc: ['tetra-hidrocanabinol', 'tetrahidrocanabinol'],
      cbda: ['ácido canabidiólico'],
      cbd: ['canabidiol'],
      cbg: ['canabigerol'],
      cbn: ['canabinol'],
    },
    page: ['página', 'pág.', 'folha'],
    pageOf: ['de', '/'],
  },
  {
    language: 'French',
    heads: {
      name: ['paramètre', 'paramètres', 'analyse', 'composé'],
      result: ['teneur', 'résultat', 'résultats', 'valeur'],
      limit: ['limite', 'spécification', 'critère'],
      status: ['conformité', 'appréciation', 'décision'],
      text: ['méthode', 'technique'],
      units: ['unité'],
    },
    pass: ['conforme', 'satisfaisant'],
    fail: ['non conforme', 'non-conforme', 'non satisfaisant'],
    notPassed: ['non réalisé', 'non effectué', 'en attente'],
    panels: {
      moisture: ['humidité', "perte à l'étuve", 'perte à la dessiccation'],
      foreignMaterial: ['corps étrangers', 'matières étrangères'],
      microbial: ['microbiologi'],
      residualSolvents: ['solvants résiduels'],
    },
    panelAnalytes: {
      heavyMetals: ['plomb', 'mercure'],
      mycotoxins: ['aflatoxine', 'ochratoxine'],
      microbial: ['levures', 'moisissures'],
    },
    presenceAnalytes: [],
    totals: [],
    notDetected: ['non détecté', 'non détectable'],
    analytes: {
      thca: ['acide tétrahydrocannabinolique'],
      d9thc: ['tétrahydrocannabinol'],
      cbda: ['acide cannabidiolique'],
    },
    page: ['page'],
    pageOf: ['sur', 'de', '/'],
  },
  {
    language: 'Italian',
    heads: {
      name: ['parametro', 'parametri', 'analisi', 'prova'],
      result: ['risultato', 'risultati', 'valore', 'contenuto'],
      limit: ['specifica', 'specifiche', 'limite', 'limiti'],
      status: ['esito', 'giudizio', 'conformità', 'valutazione'],
      text: ['metodo', 'tecnica'],
      units: ['unità'],
    },
    pass: ['conforme', 'conformi', 'idoneo', 'superato'],
    fail: ['non conforme', 'non conformi', 'non idoneo', 'non superato'],
    notPassed: ['non eseguito', 'non effettuato', 'in corso'],
    panels: {
      heavyMetals: ['metalli pesanti'],
      moisture: ['umidità', "perdita all'essiccamento"],
      waterActivity: ["attività dell'acqua", 'attività acqua'],
      foreignMaterial: ['corpi estranei', 'materiale estraneo'],
      mycotoxins: ['micotossine'],
      residualSolvents: ['solventi residui'],
      pesticides: ['fitofarmaci'],
      microbial: ['carica microbica', 'microbiologic'],
    },
    panelAnalytes: {
      heavyMetals: ['piombo', 'mercurio', 'arsenico', 'cadmio'],
      mycotoxins: ['aflatossin', 'ocratossin'],
      microbial: ['lieviti', 'muffe'],
    },
    presenceAnalytes: [],
    totals: ['totale'],
    notDetected: ['non rilevato', 'non rilevabile'],
    analytes: {
      thca: ['acido tetraidrocannabinolico'],
      d9thc: ['tetraidrocannabinolo'],
      cbda: ['acido cannabidiolico'],
      cbd: ['cannabidiolo'],
      cbn: ['cannabinolo'],
      cbg: ['cannabigerolo'],
    },
    page: ['pagina', 'pag.'],
    pageOf: ['di', 'de', '/'],
  },
  {
    language: 'Czech',
    heads: {
      name: ['zkouška', 'parametr', 'ukazatel'],
      result: ['výsledek', 'hodnota', 'obsah'],
      limit: ['požadavek', 'specifikace', 'limit'],
      status: ['hodnocení', 'vyhodnocení', 'závěr'],
      text: ['metoda'],
      units: ['jednotka'],
    },
    pass: ['vyhovuje', 'vyhověl', 'odpovídá'],
    fail: ['nevyhovuje', 'nevyhověl', 'neodpovídá'],
    notPassed: ['neprovedeno', 'nestanoveno'],
    panels: {
      pesticides: ['rezidua pesticid', 'pesticid'],
      heavyMetals: ['těžké kovy', 'těžkých kovů'],
      moisture: ['ztráta sušením', 'vlhkost'],
      waterActivity: ['aktivita vody'],
      foreignMaterial: ['cizí příměsi', 'cizí látky'],
      microbial: ['mikrobiologick'],
    },
    panelAnalytes: { heavyMetals: ['olovo', 'rtuť', 'arsen', 'kadmium'], mycotoxins: ['ochratoxin'] },
    presenceAnalytes: [],
    totals: ['celkový', 'celkové', 'celkem'],
    notDetected: ['nedetekováno', 'nedetekovatelné'],
    analytes: {
      thca: ['kyselina tetrahydrokanabinolová'],
      d9thc: ['tetrahydrokanabinol'],
      cbda: ['kyselina kanabidiolová'],
      cbd: ['kanabidiol'],
    },
    page: ['strana', 'str.'],
    pageOf: ['z', 'ze', '/'],
  },
  {
    language: 'Japanese',
    heads: {},
    pass: ['適合', '合格', '陰性'],
    fail: ['不適合', '不合格', '陽性'],
    notPassed: ['未実施', '実施せず'],
    panels: {
      pesticides: ['残留農薬'],
      heavyMetals: ['重金属'],
      residualSolvents: ['残留溶媒'],
      foreignMaterial: ['異物'],
      moisture: ['水分'],
      waterActivity: ['水分活性'],
      microbial: ['一般生菌', '真菌数', '大腸菌'],
      mycotoxins: ['アフラトキシン', 'カビ毒'],
    },
    panelAnalytes: {},
    presenceAnalytes: ['サルモネラ'],
    totals: ['総'],
    notDetected: ['不検出', '検出せず'],
    analytes: {
      thca: ['テトラヒドロカンナビノール酸'],
      d9thc: ['テトラヒドロカンナビノール'],
      cbda: ['カンナビジオール酸'],
      cbd: ['カンナビジオール'],
    },
    page: ['ページ'],
    pageOf: ['/'],
  },
];

export function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The words of every language for one part of the table, longest first so a phrase wins over its first word. */
export function wordsOf(pick: (language: LanguageWords) => readonly string[] | undefined): string[] {
  const words = new Set(LANGUAGES.flatMap((language) => pick(language) ?? []));
  return [...words].sort((a, b) => b.length - a.length);
}

/** An alternation of whole words or phrases: not inside another word of letters ("vyhovuje" not in "nevyhovuje"). */
export function wholeWords(words: readonly string[]): RegExp {
  return new RegExp(wholeWordsSource(words), 'iu');
}

/** The source of `wholeWords`, to join a pattern of more alternatives (flags "iu" or "giu"). */
export function wholeWordsSource(words: readonly string[]): string {
  if (words.length === 0) throw new Error('A part of the language table that no language fills has no pattern.');
  return `(?:${words.map((word) => (ALPHABETIC.test(word) ? `${bounded(word)}(?![\\p{L}\\p{N}])` : bounded(word))).join('|')})`;
}

/**
 * A word of an alphabet starts where no letter stands before it; a word of Chinese characters or kana has no
 * spaces around it ("総アフラトキシン"), so only its own characters bound it (a failure that holds a pass word,
 * "不適合", is listed and tried first).
 */
const ALPHABETIC = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}]/u;
function bounded(word: string): string {
  return ALPHABETIC.test(word) ? `(?<![\\p{L}\\p{N}])${escaped(word)}` : escaped(word);
}

/** An alternation of the starts of names: at the start of a word, whatever follows ("pesticid" in "pesticidů"). */
export function wordStarts(words: readonly string[]): RegExp {
  if (words.length === 0) throw new Error('A part of the language table that no language fills has no pattern.');
  return new RegExp(`(?:${words.map(bounded).join('|')})`, 'iu');
}
