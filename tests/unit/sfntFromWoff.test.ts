import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sfntFromWoff } from '../../scripts/lib/sfntFromWoff.ts';

const figtreeBold = readFileSync(
  createRequire(import.meta.url).resolve('@fontsource/figtree/files/figtree-latin-700-normal.woff'),
);

/** The sfnt's tables by tag, read from its directory. */
function tablesOf(font: Buffer): Map<string, Buffer> {
  const tables = new Map<string, Buffer>();
  for (let index = 0; index < font.readUInt16BE(4); index++) {
    const at = 12 + index * 16;
    const offset = font.readUInt32BE(at + 8);
    tables.set(font.toString('latin1', at, at + 4), font.subarray(offset, offset + font.readUInt32BE(at + 12)));
  }
  return tables;
}

describe('the font inside a WOFF file', () => {
  it('gives every table of the WOFF back, inflated, under an sfnt header', () => {
    const font = sfntFromWoff(figtreeBold);
    expect(font.readUInt32BE(0)).toBe(figtreeBold.readUInt32BE(4));
    const tables = tablesOf(font);
    expect(tables.size).toBe(figtreeBold.readUInt16BE(12));
    // The head table carries OpenType's magic number and the font's weight sits in OS/2.
    expect(tables.get('head')!.readUInt32BE(12)).toBe(0x5f0f3cf5);
    expect(tables.get('OS/2')!.readUInt16BE(4)).toBe(700);
    // The name table names the family.
    expect(tables.get('name')!.toString('latin1').replace(/\0/g, '')).toContain('Figtree');
  });

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => sfntFromWoff(Buffer.from('wOF2 and more bytes than a header needs, forty-four at least'))).toThrow(
      'not a WOFF 1.0 file',
    );
  });
});
