import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const moduleUrl = new URL('../../server/tickEntryShape.ts', import.meta.url).href;

/**
 * Runs in a fresh Node with V8's test intrinsics: builds and drops nextTick entries, forces full collections while
 * none is alive, then compares a new entry's hidden class with the held one. `%HaveSameMap` is the only way to see
 * a hidden class from JavaScript.
 */
const probe = `
const { heldTickEntry } = await import(${JSON.stringify(moduleUrl)});
const { createHook } = await import('node:async_hooks');
for (let round = 0; round < 3; round += 1) {
  for (let i = 0; i < 10000; i += 1) process.nextTick(() => {});
  await new Promise((resolve) => setImmediate(resolve));
  globalThis.gc();
}
let fresh;
const hook = createHook({ init(_id, type, _trigger, resource) { if (type === 'TickObject') fresh ??= resource; } }).enable();
process.nextTick(() => {});
hook.disable();
console.log(JSON.stringify({
  held: heldTickEntry !== undefined,
  keys: Object.keys(heldTickEntry ?? {}),
  sameMap: %HaveSameMap(heldTickEntry, fresh),
}));
`;

describe('the held nextTick entry', () => {
  it('is a real entry, and entries made after full collections keep its hidden class', () => {
    const output = execFileSync(
      process.execPath,
      ['--allow-natives-syntax', '--expose-gc', '--input-type=module', '--eval', probe],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(output)).toEqual({ held: true, keys: ['callback', 'args'], sameMap: true });
  });

  it('is held before any other module of the server runs', () => {
    const main = readFileSync(fileURLToPath(new URL('../../server/main.ts', import.meta.url)), 'utf8');
    const firstImport = main.match(/^import [^;]*;/m)?.[0];
    expect(firstImport).toBe("import './tickEntryShape.ts';");
  });
});
