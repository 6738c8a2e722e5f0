import { describe, expect, it } from 'vitest';
import { footnoteBackLabel } from '../../src/lib/article/footnoteBackLabel.ts';

describe('footnoteBackLabel', () => {
  it("names an endnote's back link in the page's language", () => {
    expect(footnoteBackLabel('Back to reference 3', 'es')).toBe('Volver a la referencia 3');
    expect(footnoteBackLabel('Back to reference 3-2', 'es')).toBe('Volver a la referencia 3-2');
    expect(footnoteBackLabel('Back to reference 3', 'en')).toBe('Back to reference 3');
  });

  it('leaves a label without a reference number as it is', () => {
    expect(footnoteBackLabel('Back to content', 'es')).toBe('Back to content');
  });
});
