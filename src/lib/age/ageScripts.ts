/**
 * The age affirmation's rules (ageAffirmation.ts) as inline script text, for pages that act on a remembered
 * Yes with no bundled module: they are inlined as they are, and the page hashes them for its
 * Content-Security-Policy (scriptHash).
 */
import { AGE_REMEMBER_MS, AGE_STORAGE_KEY } from './ageAffirmation.ts';

/** A remembered Yes (the rule of isAgeRemembered), as an expression over `s` (storage) and `n` (now). */
export const REMEMBERED_YES_EXPRESSION = `(a=>/^\\d{1,15}$/.test(a||'')&&+a<=n&&n-a<${AGE_REMEMBER_MS})(s.getItem(${JSON.stringify(AGE_STORAGE_KEY)}))`;

/** Remembers a Yes (the rule of rememberAgeAffirmed); storage that refuses it only means asking again later. */
const REMEMBER_YES_STATEMENT = `try{localStorage.setItem(${JSON.stringify(AGE_STORAGE_KEY)},Date.now())}catch{}`;

/**
 * The advocacy page's Subscribe (GetInvolved.astro): with a Yes remembered, Subscribe opens the newsletter in
 * a new tab without asking again; "Yes, subscribe" remembers the Yes (the rule of rememberAgeAffirmed).
 * Inline text rather than a bundled module, which would share the quiz's age chunk: one more request, and
 * bytes, before any input on a page held to 3 KB of such JavaScript.
 */
export const SUBSCRIBE_SCRIPT =
  `for(let d of document.querySelectorAll("[data-subscribe]")){let m=d.querySelector(":scope>summary");` +
  `m?.addEventListener("click",e=>{let u=m.dataset.newsletterUrl,y;` +
  `try{let s=localStorage,n=Date.now();y=${REMEMBERED_YES_EXPRESSION}}catch{}` +
  `if(!d.open&&u&&y){e.preventDefault();open(u,"_blank","noreferrer")}});` +
  `d.querySelector("[data-subscribe-yes]")?.addEventListener("click",()=>{${REMEMBER_YES_STATEMENT}})}`;

/** Marks the quiz result page's own Yes button (QuizResultPage.astro). */
export const AGE_YES_BUTTON_ATTRIBUTE = 'data-age-yes';

/** The quiz result page's age question: a Yes pressed there is remembered before its form goes. */
export const REMEMBER_AGE_YES_SCRIPT = `document.querySelector("[${AGE_YES_BUTTON_ATTRIBUTE}]").addEventListener("click",()=>{${REMEMBER_YES_STATEMENT}})`;
