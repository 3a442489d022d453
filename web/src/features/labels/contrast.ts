/** The spec's default label colour. */
export const DEFAULT_LABEL_COLOR = "#00c2e0";

const HEX = /^#?([0-9a-f]{6}|[0-9a-f]{3})$/i;

/** WCAG relative luminance of a `#rgb` or `#rrggbb` colour; null when it is not one. */
export function luminance(color: string): number | null {
  const match = HEX.exec(color.trim());
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join("") : match[1];
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const contrastRatio = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * Black or white, whichever reads better on the label's colour (a label may be any colour its
 * manager picks, so the text colour cannot be fixed). Unknown colours get black on the fallback grey.
 */
export function readableTextColor(background: string): "#000000" | "#ffffff" {
  const l = luminance(background);
  if (l === null) return "#000000";
  return contrastRatio(l, 0) >= contrastRatio(l, 1) ? "#000000" : "#ffffff";
}
