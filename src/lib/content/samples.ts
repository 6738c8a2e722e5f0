/**
 * Sample content: press outlets, retailers, founders' names and social links the owner has not supplied yet.
 * Each such entry is marked `sample: true` in its content file (or, for settings, falls back to a sample value).
 * A production build never shows a sample; a development build shows it with a visible "sample" badge, so
 * the layout can be reviewed before the real entries arrive.
 */
export interface MaybeSample {
  sample?: boolean;
}

/** The entries a visitor may see: every entry when samples are shown, otherwise only the real ones. */
export function visibleEntries<Entry extends MaybeSample>(entries: readonly Entry[], showSamples: boolean): Entry[] {
  return entries.filter((entry) => showSamples || !entry.sample);
}

/** Whether a section has anything real to show; a section of samples alone stays hidden in production. */
export function hasRealEntries(entries: readonly MaybeSample[]): boolean {
  return entries.some((entry) => !entry.sample);
}
