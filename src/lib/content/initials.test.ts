import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Ada Real')).toBe('AR');
    expect(initials('Ada María Real')).toBe('AR');
    expect(initials('ada')).toBe('A');
  });

  it('skips titles and keeps letters outside ASCII whole', () => {
    expect(initials('Dr. Ángela Ñúñez')).toBe('ÁÑ');
    expect(initials('  Óscar   de la Cruz ')).toBe('ÓC');
  });
});
