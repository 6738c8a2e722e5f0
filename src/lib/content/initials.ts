/**
 * A person's initials for an avatar that stands in until a photo exists: the first letter of the first and the
 * last name, skipping titles ("Dr."). Letters are taken whole (Á, Ñ, letters outside the Basic Multilingual Plane).
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word && !word.endsWith('.'));
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words.at(-1)! : '';
  const letter = (word: string) => Array.from(word)[0]?.toLocaleUpperCase() ?? '';
  return letter(first) + letter(last);
}
