/**
 * The status words labs print beside a safety panel or an analyte line, read into three kinds: a pass, a
 * fail, and a status that is not a pass (pending, not tested, N/A). A panel counts as passed only when its
 * status says so; a blank status is not a pass. Every pattern here is bounded: no nested or adjacent
 * unbounded quantifiers, so a line of any length is read in linear time.
 */

export type StatusKind = 'passed' | 'failed' | 'not-passed';

export interface StatusWord {
  kind: StatusKind;
  /** The word as the certificate prints it ("FAIL", "Not Tested", "✓"). */
  word: string;
}

/** Column headings and legends that name both outcomes ("Pass/Fail", "Pass or Fail") say nothing. */
const BOTH_OUTCOMES = /\bpass\s?(?:\/|or)\s?fail\b|\bP\/F\b/giu;

const FAIL_WORDS =
  /\bfail(?:ed|s|ure)?\b|\bentspricht\s+nicht\b|\bnicht\s+konform\b|\bdoes\s+not\s+(?:comply|conform|meet\s+spec\w*)|\bnon-?\s?compliant\b|\bnot\s+compliant\b|\bout\s+of\s+spec\w*|\bexceed(?:s|ed|ing|ance|ances)?\b|\b(?:above|over)\s+(?:the\s+)?(?:action\s+|state\s+)?(?:limits?|action\s+levels?)\b|\breject(?:ed)?\b|[✗✘]/iu;

/**
 * A pass word negated is a failure, however the lab words it: "NOT PASS", "Not Passed", "did not pass",
 * "doesn't pass", "No Pass", "Non-conforming", "does not meet limits", "not within limits", "unacceptable".
 */
const NEGATED_PASS =
  /\b(?:not|never|cannot|can['’]?t|no|(?:did|does|do|has|have|had)(?:\s+not|n['’]?t))\s+(?:pass(?:ed|es|ing)?|compl(?:y|ies|iant)|conform(?:s|ing|ed)?|meet(?:s|ing)?\s+(?:the\s+)?(?:spec\w*|limits?|requirements?|criteria|standards?|action\s+levels?)|within\s+(?:the\s+)?(?:spec\w*|limits?)|acceptable|satisf\w+|in\s+spec\w*)|\bnon-?\s?conform\w*|\bun(?:acceptable|satisfactory)\b/iu;

/** A pass column answered No: "Pass: No", "Passed: N", "Compliant: No", "Meets specification: false". */
const PASS_ANSWERED_NO =
  /\b(?:pass(?:ed)?|compl(?:ies|iant)|conforms?|meets\s+spec\w*|acceptable|within\s+limits?)(?:\s?[:=]\s?|\s+)(?:no|false|n)(?![\w/])/iu;

const NOT_PASSED_WORDS =
  /\bnot\s+(?:tested|performed|requested|analy[sz]ed|applicable|reported)\b|\bpending\b|\bin\s+progress\b|\bincomplete\b|\bN\/?A\b|\bN\/?T\b/iu;

const PASS_WORDS =
  /\bpass(?:ed|es)?\b|\bcompl(?:ies|iant)\b|\bmeets\s+(?:all\s+)?(?:spec\w*|requirements|criteria|limits|standards)|\bconform(?:s|ing)?\b|\b(?:in|within)\s+(?:the\s+)?spec\w*|\bwithin\s+(?:the\s+)?limits?\b|\bacceptable\b|\bsatisfactory\b|\bentspricht\b|\bkonform\b|[✓✔]/iu;

/**
 * For a test of presence (a pathogen, foreign material), "Detected", "Present" and "Positive" are failures and
 * "Not detected", "None detected", "Absent" and "Negative" are passes. For a pesticide or a metal they are only
 * results: a panel of them passes by its status or its limits, not by "ND".
 */
const PRESENCE_FAIL = /(?<!\bnot\s)(?<!\bnone\s)(?<!\bnon[\s-])\bdetected\b|\bpresent\b|\bpositive\b/iu;
const PRESENCE_PASS =
  /\b(?:not|none|non[\s-]?)\s?detected\b|\bnone\s+(?:observed|found|seen)\b|\babsent\b|\bnegative\b|\bND\b/iu;

/**
 * Every match of the patterns above holds one of these: a line without any (most rows of a results table) is passed
 * over without running the patterns. Same flags, so case folding cannot tell them apart.
 */
const STATUS_HINT =
  /pass|fail|compl|conform|spec|not|meet|within|accept|satisf|pending|progress|n\/?[at]|exceed|above|over|reject|entspr|konform|[✓✔✗✘]/iu;
const PRESENCE_HINT = /detect|present|positive|absent|negative|none|\bND\b/iu;

/**
 * The status a piece of text gives, failures first: "does not comply" holds no pass, "non-compliant" is a fail.
 * `presence`: the text is about a test of presence, where "Detected" fails and "None detected" passes.
 */
export function statusIn(text: string, presence = false): StatusWord | null {
  const hinted = STATUS_HINT.test(text);
  const presenceHinted = presence && PRESENCE_HINT.test(text);
  if (!hinted && !presenceHinted) return null;
  const plain = text.replace(BOTH_OUTCOMES, ' ');
  const patterns: (readonly [StatusKind, RegExp])[] = [
    ['failed', FAIL_WORDS],
    ['failed', NEGATED_PASS],
    ['failed', PASS_ANSWERED_NO],
  ];
  if (presence) patterns.push(['failed', PRESENCE_FAIL]);
  patterns.push(['not-passed', NOT_PASSED_WORDS], ['passed', PASS_WORDS]);
  if (presence) patterns.push(['passed', PRESENCE_PASS]);
  for (const [kind, pattern] of patterns) {
    const match = pattern.exec(plain);
    if (match) return { kind, word: match[0].replace(/\s+/g, ' ') };
  }
  return null;
}

/** Labs' overall verdict lines: "RESULT: FAIL", "Overall Status - Fail", "Batch Result: Does not comply". */
const OVERALL_LINE =
  /^(?:overall|final|batch|sample|test|compliance|summary)?\s?(?:result|status|outcome|compliance)s?\b/iu;

export function overallFailure(line: string): StatusWord | null {
  if (!OVERALL_LINE.test(line)) return null;
  const status = statusIn(line);
  return status?.kind === 'failed' ? status : null;
}

/**
 * A sentence that speaks of failing without saying anything failed: "If a sample fails, ...", "Failure to comply
 * may ...", "Results may not pass in other states".
 */
export const CONDITIONAL = /\b(?:if|unless|whether|may|might|could|would|should|must|shall|when|failure\s+to)\b/iu;
