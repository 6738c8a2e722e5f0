/**
 * The part of jsdom's API the claims tests use (jsdom ships no types, and this is all they need):
 * parse a page's HTML into a standard DOM Document, outside a browser.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { readonly document: Document };
  }
}
