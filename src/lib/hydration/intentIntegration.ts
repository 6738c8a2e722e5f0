import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Registers `client:intent` (see hydrateOnIntent.ts), for every island: none has to answer before the first paint. */
export function hydrateOnIntentIntegration(): AstroIntegration {
  return {
    name: 'dyc:hydrate-on-intent',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'intent',
          entrypoint: fileURLToPath(new URL('./hydrateOnIntent.ts', import.meta.url)),
        });
      },
    },
  };
}
