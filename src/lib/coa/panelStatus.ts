/**
 * The status words labs print beside a safety panel or an analyte line, read into three kinds: a pass, a
 * fail, and a status that is not a pass (pending, not tested, N/A). A panel counts as passed only when its
 * status says so; a blank status is not a pass. Every pattern here is bounded: no nested or adjacent
 * unbounded quantifiers, so a line of any length is read in linear time.
 */
import { wholeWords, wordsOf } from './languages.ts';
import { oncePerParse } from './perParse.ts';

export type StatusKind = 'passed' | 'failed' | 'not-passed';

export interface StatusWord {
  kind: StatusKind;
  /** The word as the certificate prints it ("FAIL", "Not Tested", "✓"). */
  word: string;
}

/** Column headings and legends that name both outcomes ("Pass/Fail", "Pass or Fail") say nothing. */
const BOTH_OUTCOMES = /\bpass\s?(?:\/|or)\s?fail\b|\bP\/F\b/giu;

const FAIL_WORDS =
  /\bfail(?:ed|s|ure)?\b|\bdoes\s+not\s+(?:comply|conform|meet)\b|\bnon-?\s?compliant\b|\bnot\s+compliant\b|\bout\s+of\s+spec\w*|\bexceed(?:s|ed|ing|ance|ances)?\b|\b(?:above|over)\s+(?:the\s+)?(?:action\s+|state\s+)?(?:limits?|action\s+levels?)\b|\breject(?:ed)?\b|[✗✘]/iu;

/**
 * A pass word negated is a failure, however the lab words it: "NOT PASS", "Not Passed", "did not pass",
 * "doesn't pass", "No Pass", "Non-conforming", "does not meet limits", "not within limits", "unacceptable".
 */
const NEGATED_PASS =
  /\b(?:not|never|cannot|can['’]?t|no|(?:did|does|do|has|have|had)(?:\s+not|n['’]?t))\s+(?:pass(?:ed|es|ing)?|compl(?:y|ies|iant)|conform(?:s|ing|ed)?|meet(?:s|ing)?\b|within\s+(?:the\s+)?(?:spec\w*|limits?)|acceptable|satisf\w+|in\s+spec\w*|(?:below|under)\s+(?:the\s+|their\s+|its\s+)?(?:action\s+|state\s+)?(?:limits?|levels?)\b)|\bnon-?\s?conform\w*|\bun(?:acceptable|satisfactory)\b/iu;

/**
 * A sentence that says nothing went over: "Results did not exceed the state limits", "none of the 59 analytes
 * exceeded its action level", "none detected above action levels", "0 of 71 analytes above action limits". It is a
 * pass, and its "exceed" or "above" is no failure. "Must not exceed" and "not to exceed" state a limit, not a result,
 * and are not read as one. The nil and its "above" stand in one phrase: a gap, a comma or an exception ("none except
 * bifenazate above ...", "No. of analytes above ...") between them is no nil of what went over.
 */
const NOT_EXCEEDED =
  /\b(?:did|does|do)(?:\s+not|n['’]t)\s+exceed\b|\b(?:none|no)\b(?:(?!pass|fail)[^.;:!?]){1,60}?\bexceed(?:s|ed)?\b|(?:\b(?:none|no|nothing|nil|zero|not\s+detected)\b|(?<![\d.,])\b0(?=\s+(?:of\b|\p{L})))(?:(?!pass|fail|except|but\b|other\s+than|besides|apart\b|save\b|\s\s)[^.,;:!?\t]){1,60}?\b(?:above|over)\s+(?:the\s+|their\s+|its\s+)?(?:action\s+|state\s+|regulatory\s+)?(?:limits?|levels?)\b/iu;
const NOT_EXCEEDED_ALL = new RegExp(NOT_EXCEEDED.source, 'giu');

/** "All pesticides were below their action levels", "below the action limits": a pass said in a sentence. */
/**
 * A sentence about what a panel's table lists ("Analytes below the action levels are not listed"): a rule of the
 * listing, not a result, so its "below the action levels" is no pass.
 */
const LISTING_RULE = /\b(?:are|is|were|was)\s+not\s+(?:listed|reported|shown|included|printed)\b|\bomitted\b/iu;

const BELOW_LIMITS =
  /\b(?:below|under)\s+(?:the\s+|their\s+|its\s+|all\s+)?(?:(?:action|state|regulatory|allowable|permitted)\s+)?(?:limits?|levels?)\b(?!\s+of\b)/iu;

/**
 * A pass column answered No: "Pass: No", "Passed: N", "Compliant: No", "Meets specification: false". An answer is a
 * word of its own: "N.D." and "n-butane" are no answer, nor, after a pass word and a space alone, a "no" that begins
 * a remark ("PASS  no hair, insects or glass observed").
 */
const PASS_ANSWERED_NO =
  /\b(?:pass(?:ed)?|compl(?:ies|iant)|conforms?|meets\s+spec\w*|acceptable|within\s+limits?)(?:\s?[:=]\s?(?:no|false|n)(?![\w/]|[-.]\p{L})|\s+(?:no|false|n)(?![\w/]|[-.]\p{L}| \p{L}))/iu;

/**
 * Status words of certificates written in other languages, a failure first where it holds the pass word: Spanish
 * and Portuguese ("Cumple", "No cumple", "Conforme"), Dutch ("Voldoet", "Voldoet niet"), Danish and Norwegian
 * ("Overholder", "Overholder ikke"), German ("Entspricht", "Entspricht nicht"), French ("Non conforme") and Thai
 * ("ผ่าน", "ไม่ผ่าน"). Thai is not written in word characters, so its word is bounded by what stands around it.
 */
const FOREIGN_FAIL =
  /\bno\s+(?:cumple|conforme)\b|\bn[ãa]o\s+(?:cumpre|conforme)\b|\bvoldoet\s+niet\b|\bniet\s+conform\b|\boverholder\s+ikke\b|\bikke\s+overholdt\b|\bentspricht\s+nicht\b|\bnicht\s+(?:konform|bestanden)\b|\bnon[\s-]conforme\b|ไม่ผ่าน/iu;
const FOREIGN_PASS =
  /\bcumple\b|\bcumpre\b|\bconforme\b|\bvoldoet\b|\boverholder\b|\bentspricht\b|\bkonform\b|\bbestanden\b|(?<!ไม่)ผ่าน/iu;
/** "No aplica", "Não se aplica", "Niet van toepassing", "Ikke relevant": not tested, in other languages. */
const FOREIGN_NOT_PASSED =
  /\bno\s+aplica\b|\bn[ãa]o\s+(?:se\s+)?aplica\b|\bniet\s+van\s+toepassing\b|\bikke\s+relevant\b/iu;

/** The status words of the language table, each language's failures before its passes. */
const LANGUAGE_FAIL = wholeWords(wordsOf((language) => language.fail));
const LANGUAGE_NOT_PASSED = wholeWords(wordsOf((language) => language.notPassed));
const LANGUAGE_PASS = wholeWords(wordsOf((language) => language.pass));

const NOT_PASSED_WORDS =
  /\bnot\s+(?:tested|performed|requested|analy[sz]ed|applicable|reported)\b|\bpending\b|\bin\s+progress\b|\bincomplete\b/iu;
/**
 * "N/A", "NA", "NT" and "n/a": in capitals, or with a slash in any case. A lower-case "na" is a word in running text
 * ("Mabibigat na metal", Filipino for heavy metals), never a status.
 */
const NOT_PASSED_CODES = /(?<![\p{L}\p{N}])(?:N\/?[AT]|[Nn]\/[AaTt])(?![\p{L}\p{N}])/u;

/**
 * A final result that is no pass: "INVALID" (a run that failed its own controls), "ON HOLD", "PRESUMPTIVE
 * POSITIVE" (a screen awaiting its confirmation), "RETEST". Not passed, never passed; where it comes before a fail
 * word ("ON HOLD — system suitability failed") it is the panel's status, the failure being the run's, not the
 * sample's. A retest date ("Retest date: 2027-01") is no status.
 */
const HELD_WORDS =
  /\binvalid\b|\bon\s+hold\b|\bpresumptive(?:\s+positive)?\b|\bre-?test(?:ing|ed)?\b(?!\s(?:date|by|period|interval))/iu;

/**
 * A result said to be no final one: "confirmation pending", "confirmation in progress", "no final result". A screen's
 * "above action level" beside it is awaiting its confirmation, so the text is not passed rather than failed.
 */
const PROVISIONAL =
  /\bconfirmation\s+(?:pending|in\s+progress|to\s+follow|requested)\b|\bno\s+final\s+results?\b|\bpending\s+confirmation\b/iu;

/**
 * A panel not reported yet: "SUBCONTRACTED - results to follow", "Awaiting results", "Preliminary – data under QA
 * review, not yet released". Read only when the text holds no pass or fail: a subcontracting lab's pass
 * ("Mycotoxins (subcontracted to …)  PASS") is a pass.
 */
const NOT_REPORTED_YET =
  /\bsubcontracted\b(?:\s?[-–—:,]\s?results?\s+to\s+follow\b)?|\bresults?\s+to\s+follow\b|\bawaiting(?:\s+results?)?\b|\bnot\s+yet\s+(?:reported|received|available|tested|released)\b|\bpreliminary\b|\bunder\s+(?:qa\s+|qc\s+|quality\s+)?review\b/iu;

const PASS_WORDS =
  /\bpass(?:ed|es)?\b|\bcompl(?:ies|iant)\b|\bmeets\b|\bconform(?:s|ing)?\b|\b(?:in|within)\s+(?:the\s+)?spec\w*|\bwithin\s+(?:the\s+)?limits?\b|\bacceptable\b|\bsatisfactory\b|[✓✔]/iu;

/**
 * For a test of presence (a pathogen, foreign material), "Detected", "Present" and "Positive" are failures and
 * "Not detected", "None detected", "Absent" and "Negative" are passes. For a pesticide or a metal they are only
 * results: a panel of them passes by its status or its limits, not by "ND".
 */
const PRESENCE_FAIL = /(?<!\bnot\s)(?<!\bnone\s)(?<!\bnon[\s-])\b(?:detected|present|positive)\b/iu;
const PRESENCE_PASS =
  /\b(?:not|none|non[\s-]?)\s?(?:detected|present)\b|\bnone\s+(?:observed|found|seen)\b|\babsent\b|\bnegative\b|\bND\b/iu;

/**
 * Every match of the patterns above holds one of these: a line without any (most rows of a results table) is passed
 * over without running the patterns. Same flags, so case folding cannot tell them apart.
 */
const STATUS_HINT =
  /pass|fail|compl|conform|spec|not|meet|within|accept|satisf|pending|progress|invalid|hold|presumptive|test|confirm|final|n\/?[at]|exceed|above|over|below|under|subcontract|follow|awaiting|prelim|review|reject|cump|voldoet|toepassing|relevant|entspricht|bestanden|konform|aplica|ผ่าน|[✓✔✗✘]/iu;
const PRESENCE_HINT = /detect|present|positive|absent|negative|none|\bND\b/iu;

/**
 * The status a piece of text gives, failures first: "does not comply" holds no pass, "non-compliant" is a fail.
 * `presence`: the text is about a test of presence, where "Detected" fails and "None detected" passes.
 */
export function statusIn(text: string, presence = false): StatusWord | null {
  return presence ? presenceStatusIn(text) : plainStatusIn(text);
}

const plainStatusIn = oncePerParse((text: string) => readStatus(text, false));
const presenceStatusIn = oncePerParse((text: string) => readStatus(text, true));

function readStatus(text: string, presence: boolean): StatusWord | null {
  const hinted =
    STATUS_HINT.test(text) || LANGUAGE_PASS.test(text) || LANGUAGE_FAIL.test(text) || LANGUAGE_NOT_PASSED.test(text);
  const presenceHinted = presence && PRESENCE_HINT.test(text);
  if (!hinted && !presenceHinted) return null;
  const plain = text.replace(BOTH_OUTCOMES, ' ');
  // "did not exceed" is no failure: the failures and the statuses that are not a pass are sought without it.
  const cleared = plain.replace(NOT_EXCEEDED_ALL, ' ');
  const held = HELD_WORDS.exec(cleared);
  const failure = held && FAIL_WORDS.exec(cleared);
  if (held && (!failure || held.index < failure.index))
    return { kind: 'not-passed', word: held[0].replace(/\s+/g, ' ') };
  const provisional = PROVISIONAL.exec(cleared);
  if (provisional) return { kind: 'not-passed', word: (held ?? provisional)[0].replace(/\s+/g, ' ') };
  const patterns: (readonly [StatusKind, RegExp])[] = [
    ['failed', FAIL_WORDS],
    ['failed', NEGATED_PASS],
    ['failed', PASS_ANSWERED_NO],
    ['failed', FOREIGN_FAIL],
    ['failed', LANGUAGE_FAIL],
  ];
  if (presence) patterns.push(['failed', PRESENCE_FAIL]);
  patterns.push(
    ['not-passed', NOT_PASSED_WORDS],
    ['not-passed', NOT_PASSED_CODES],
    ['not-passed', FOREIGN_NOT_PASSED],
    ['not-passed', LANGUAGE_NOT_PASSED],
  );
  for (const [kind, pattern] of patterns) {
    const match = pattern.exec(cleared);
    if (match) return { kind, word: match[0].replace(/\s+/g, ' ') };
  }
  const passes: (readonly [StatusKind, RegExp])[] = [
    ['passed', PASS_WORDS],
    ['passed', FOREIGN_PASS],
    ['passed', LANGUAGE_PASS],
    ['passed', NOT_EXCEEDED],
  ];
  if (!LISTING_RULE.test(plain)) passes.push(['passed', BELOW_LIMITS]);
  // A status still to follow wins over a result cell: "None detected    SUBCONTRACTED - results to follow" is a
  // panel this COA does not report yet, whatever its result column was filled with.
  passes.push(['not-passed', NOT_REPORTED_YET]);
  if (presence) passes.push(['passed', PRESENCE_PASS]);
  for (const [kind, pattern] of passes) {
    const match = pattern.exec(plain);
    if (match) return { kind, word: match[0].replace(/\s+/g, ' ') };
  }
  return null;
}

/** Labs' overall verdict lines: "RESULT: FAIL", "Overall Status - Fail", "Batch Result: Does not comply". */
const OVERALL_LINE =
  /^(?:overall|final|batch|sample|test|compliance|summary)?\s?(?:result|status|outcome|compliance)s?\b/iu;

/**
 * A conclusion line, also in two languages ("KONKLUSYON / CONCLUSION: HINDI PUMASA — lead exceeds the limit"): the
 * certificate's verdict, whatever panel's table it follows.
 */
const CONCLUSION_LINE = /^\s{0,8}(?:\p{L}{2,20}\s?\/\s?)?(?:overall\s|final\s)?conclusions?\s?[:\-–—]/iu;

/** A panel's result not reported on this certificate yet ("SUBCONTRACTED - results to follow"): never one analyte's. */
export function isNotReportedYet(text: string): boolean {
  return NOT_REPORTED_YET.test(text);
}

export function isConclusion(line: string): boolean {
  return CONCLUSION_LINE.test(line);
}

/** A line that gives the certificate's verdict, passed or failed, not one panel's. */
export function isOverallLine(line: string): boolean {
  return OVERALL_LINE.test(line.trimStart()) || CONCLUSION_LINE.test(line);
}

export function overallFailure(line: string): StatusWord | null {
  if (!OVERALL_LINE.test(line) && !CONCLUSION_LINE.test(line)) return null;
  const status = statusIn(line);
  return status?.kind === 'failed' ? status : null;
}

/**
 * A sentence that speaks of failing without saying anything failed: "If a sample fails, ...", "Failure to comply
 * may ...", "Results may not pass in other states".
 */
export const CONDITIONAL = /\b(?:if|unless|whether|may|might|could|would|should|must|shall|when|failure\s+to)\b/iu;
