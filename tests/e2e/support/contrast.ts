/**
 * WCAG 2 contrast between two colors as the browser computes them ("rgb(23, 48, 44)", "rgba(…)"), worked out in
 * the test, not in the page: specs read the computed colors and compare here.
 */
function relativeLuminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
