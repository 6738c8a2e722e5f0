import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODERN_PDFJS_NEEDS, pdfjsBuildFor } from '../../src/lib/coa/pdfjsBuild.ts';

const pdfjsDir = path.resolve(import.meta.dirname, '../../node_modules/pdfjs-dist');

/** A global scope with everything the modern build needs, to take pieces away from. */
function modernScope(): typeof globalThis {
  const hasAll = {
    Promise: { try: () => undefined, withResolvers: () => undefined },
    Map: { prototype: { getOrInsertComputed: () => undefined } },
    Math: { sumPrecise: () => 0 },
    URL: { parse: () => null },
    Uint8Array: { fromBase64: () => undefined, prototype: { toHex: () => '' } },
  };
  return hasAll as unknown as typeof globalThis;
}

describe('which pdf.js build a browser gets', () => {
  it('a browser with everything the modern build calls gets the modern build', () => {
    expect(pdfjsBuildFor(modernScope())).toBe('modern');
  });

  for (const need of MODERN_PDFJS_NEEDS) {
    it(`a browser without ${need.name} gets the legacy build`, () => {
      const scope = modernScope() as unknown as Record<string, Record<string, unknown>>;
      const [owner, member] = need.name.includes('.') ? need.name.split('.') : [null, need.name];
      if (owner) delete scope[owner]![member!];
      else
        for (const holder of [scope.Map!.prototype, scope.Uint8Array, scope.Uint8Array!.prototype] as Record<
          string,
          unknown
        >[])
          delete holder[member!];
      expect(pdfjsBuildFor(scope as unknown as typeof globalThis)).toBe('legacy');
    });
  }

  it('an old phone (Safari 16: none of them) gets the legacy build', () => {
    const bare = { Promise: {}, Map: { prototype: {} }, Math: {}, URL: {}, Uint8Array: { prototype: {} } };
    expect(pdfjsBuildFor(bare as unknown as typeof globalThis)).toBe('legacy');
  });

  it('names only what the installed modern build really calls, and the legacy build carries', () => {
    const modern = ['build/pdf.mjs', 'build/pdf.worker.mjs']
      .map((file) => readFileSync(path.join(pdfjsDir, file), 'utf8'))
      .join('\n');
    const legacy = readFileSync(path.join(pdfjsDir, 'legacy/build/pdf.worker.mjs'), 'utf8');
    for (const need of MODERN_PDFJS_NEEDS) {
      const member = need.name.split('.').at(-1)!;
      expect(modern, need.name).toContain(member);
      expect(legacy, need.name).toContain(member);
    }
  });
});
