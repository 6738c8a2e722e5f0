import { describe, expect, it } from 'vitest';
import { dynamicImports } from '../../scripts/lib/measure.ts';
import { inlineScriptPlugin } from '../../src/lib/build/inlineScriptPlugin.ts';
import { DASHBOARD_SCRIPT_PATH } from '../../src/lib/stores/storeApi.ts';

type LoadHook = (this: { addWatchFile(file: string): void }, id: string) => Promise<string | null>;

describe('inlineScriptPlugin', () => {
  it('bundles a module and what it imports into one classic script with no import left', async () => {
    const watched: string[] = [];
    const load = inlineScriptPlugin().load as unknown as LoadHook;
    const entry = new URL('../../src/lib/media/homeMediaScript.ts', import.meta.url).pathname;
    const module = await load.call({ addWatchFile: (file) => watched.push(file) }, `${entry}?inline-script`);
    const source = JSON.parse(module!.replace(/^export default /, '').replace(/;$/, '')) as string;
    expect(source).not.toMatch(/\bimport\b/);
    expect(source).toContain('data-lazy-video');
    // The reduced-motion helper it shares with other scripts is bundled in, not fetched.
    expect(source).toContain('prefers-reduced-motion');
    expect(watched.some((file) => file.endsWith('reducedMotion.ts'))).toBe(true);
  });

  it('keeps the address of a script the inline one loads later, which the byte budget follows', async () => {
    const load = inlineScriptPlugin().load as unknown as LoadHook;
    const entry = new URL('../../src/lib/stores/dashboardLinkScript.ts', import.meta.url).pathname;
    const module = await load.call({ addWatchFile: () => undefined }, `${entry}?inline-script`);
    const source = JSON.parse(module!.replace(/^export default /, '').replace(/;$/, '')) as string;
    expect(dynamicImports(source)).toEqual([DASHBOARD_SCRIPT_PATH]);
  });

  it('leaves other modules to the bundler', async () => {
    const load = inlineScriptPlugin().load as unknown as LoadHook;
    expect(await load.call({ addWatchFile: () => undefined }, '/src/lib/media/lazyVideos.ts')).toBeNull();
  });
});
