import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatFileSize, kitFileBytes } from '../../src/lib/kit/kitDownloads.ts';
import { KIT_PATH } from '../../src/lib/kit/kitPieces.ts';

describe('the kit page’s download sizes', () => {
  it('writes a size as a file manager does', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(19_733)).toBe('20 KB');
    expect(formatFileSize(1_250_000)).toBe('1.3 MB');
  });

  it('reads a file’s size from the kit the build wrote, and names the command when it is missing', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'dyc-kit-'));
    mkdirSync(path.join(root, 'public', KIT_PATH), { recursive: true });
    writeFileSync(path.join(root, 'public', KIT_PATH, 'dyc-labels-en.pdf'), Buffer.alloc(1234));
    expect(kitFileBytes('dyc-labels-en.pdf', root)).toBe(1234);
    expect(() => kitFileBytes('dyc-labels-es.pdf', root)).toThrow(/npm run kit/);
  });
});
