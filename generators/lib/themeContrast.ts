// WCAG 2.x contrast of a brand theme's text/background pairs: a brand colour a maintainer picks must keep text
// readable (axe's color-contrast rule, 4.5:1 for normal text), so config:check refuses a pair below it.
const PAIRS: [background: string, text: string][] = [
  ['--brand-primary', '--brand-primary-contrast'],
  ['--brand-header-bg', '--brand-header-fg'],
];
/** The shell's backgrounds a link can sit on (src/app/app.css: --surface, --page, --info-bg, --warning-bg, --success-bg, --error-bg). */
const LINK_BACKGROUNDS = ['#ffffff', '#f4f6f8', '#e7f0fb', '#fff4d6', '#e6f4ea', '#fdecea'];
export const MIN_CONTRAST = 4.5;

function luminance(hex: string): number | undefined {
  const m = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return undefined;
  const [r, g, b] = [0, 2, 4]
    .map((i) => parseInt(m[1].slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two #rrggbb colours, or undefined when either is not of that form. */
export function contrastRatio(a: string, b: string): number | undefined {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === undefined || lb === undefined) return undefined;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Pairs of one resolved theme below MIN_CONTRAST: the text colour's key and what is wrong. */
export function themeContrastProblems(theme: Record<string, string>): { key: string; message: string }[] {
  const pairs: [string, string, string, string][] = PAIRS.map(([bg, fg]) => [bg, fg, theme[bg], theme[fg]]);
  for (const background of LINK_BACKGROUNDS)
    pairs.push([`(background ${background})`, '--brand-link', background, theme['--brand-link']]);
  const problems: { key: string; message: string }[] = [];
  for (const [bgKey, fgKey, bg, fg] of pairs) {
    if (!bg || !fg) continue;
    const ratio = contrastRatio(bg, fg);
    if (ratio !== undefined && ratio < MIN_CONTRAST) {
      problems.push({
        key: fgKey,
        message: `${fg} on ${bgKey} ${bg} has contrast ${ratio.toFixed(2)}:1, below ${MIN_CONTRAST}:1 (WCAG AA)`,
      });
    }
  }
  return problems;
}
