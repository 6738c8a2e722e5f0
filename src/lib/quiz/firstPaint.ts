/**
 * Tiny scripts that run in the page's head, before first paint, so a returning reader never sees the wrong
 * thing for a moment (the island hydrates only after the page has painted). They are plain strings because
 * they are inlined as they are; the page hashes them for its Content-Security-Policy.
 */
import { AGE_PARAMETER, AGE_YES } from '../age/ageAffirmation.ts';
import { REMEMBERED_YES_EXPRESSION as rememberedYes } from '../age/ageScripts.ts';
import { QUIZ_STORAGE_KEY } from './questions.ts';

/**
 * Set on <html> to the stored result's color (yellow, green, blue, purple) when a result and a remembered Yes
 * are stored: the quiz page then paints that result's server screen in place of question 1, before any script.
 */
export const STORED_RESULT_ATTRIBUTE = 'data-quiz-stored';

/** `/quiz/?reset=1` starts over: the island drops the stored result, so the first paint must not show it. */
export const RESET_PARAMETER = 'reset';

/** The site's own icon paths, /quiz/icons/<color>-<balance>.svg (12 files in public/quiz/icons/). */
export const ICON_PATH_PATTERN = /^\/quiz\/icons\/(yellow|green|blue|purple)-(mind|body|balanced)\.svg$/;

/** Set on <html> by the quiz page's head script: the island will run, so its first screen is painted, not the form. */
export const SCRIPT_RUNS_ATTRIBUTE = 'data-quiz-js';
/** Set on <html> when a Yes is remembered: the island's first screen is then question 1, not the age question. */
export const REMEMBERED_ADULT_ATTRIBUTE = 'data-quiz-adult';

/**
 * Quiz page, before first paint: marks that scripts run (the island's first screen, the age question, is
 * painted in place of the long no-JavaScript form, so nothing moves when the island takes over), whether
 * a Yes is remembered, and the color of a stored result the island is going to show, so the first paint
 * shows that result's server screen and no question (the island makes the full check and shows question 1
 * after all if the result is not valid). Each of these screens is server HTML: none waits for the island.
 */
export const MARK_STORED_RESULT_SCRIPT =
  `(function(){var d=document.documentElement;d.setAttribute(${JSON.stringify(SCRIPT_RUNS_ATTRIBUTE)},'');` +
  `try{var s=localStorage,n=Date.now();if(!${rememberedYes})return;` +
  `d.setAttribute(${JSON.stringify(REMEMBERED_ADULT_ATTRIBUTE)},'');` +
  `if(new URL(location.href).searchParams.has(${JSON.stringify(RESET_PARAMETER)}))return;` +
  `var r=JSON.parse(s.getItem(${JSON.stringify(QUIZ_STORAGE_KEY)})||'null'),` +
  `m=r&&typeof r.littleDudeUrl==='string'&&${ICON_PATH_PATTERN}.exec(new URL(r.littleDudeUrl).pathname);` +
  `if(m)d.setAttribute(${JSON.stringify(STORED_RESULT_ATTRIBUTE)},m[1])}catch(e){}})()`;

/**
 * Result page: a reader who said Yes in this browser within the year is not asked again; the page reloads
 * at once with the answer in its query, before anything is painted. Without storage or JavaScript the page's
 * own Yes/No form asks.
 */
export const CARRY_REMEMBERED_AGE_SCRIPT =
  `(function(){try{var s=localStorage,n=Date.now(),u=new URL(location.href);` +
  `if(u.searchParams.has(${JSON.stringify(AGE_PARAMETER)})||!${rememberedYes})return;` +
  `u.searchParams.set(${JSON.stringify(AGE_PARAMETER)},${JSON.stringify(AGE_YES)});location.replace(u.href)}catch(e){}})()`;

/**
 * Result page showing a dose: the Yes that opened it leaves the address bar, so a link copied from there asks
 * its next reader too (the page's own share link never carries it). Reloading still shows the result when the
 * Yes was given on this page (REMEMBER_AGE_YES_SCRIPT in ageScripts.ts) or is remembered from the quiz.
 */
export const DROP_AGE_FROM_ADDRESS_SCRIPT =
  `(function(){try{var u=new URL(location.href);if(!u.searchParams.has(${JSON.stringify(AGE_PARAMETER)}))return;` +
  `u.searchParams.delete(${JSON.stringify(AGE_PARAMETER)});history.replaceState(history.state,'',u.pathname+u.search+u.hash)}catch(e){}})()`;

export { scriptHash } from '../security/scriptHash.ts';
