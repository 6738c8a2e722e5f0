declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate on the first interaction, or when near the viewport once the page is loaded and idle. */
    'client:intent'?: boolean;
  }
}

declare module '*?inline-script' {
  /** The module bundled into one classic script, for `<script is:inline set:html>` (src/lib/build/inlineScriptPlugin.ts). */
  const source: string;
  export default source;
}
