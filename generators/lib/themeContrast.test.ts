import { describe, expect, it } from 'vitest';
import { contrastRatio, themeContrastProblems } from './themeContrast';

describe('themeContrast', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#e85d04', '#ffffff')).toBeCloseTo(3.5, 1);
    expect(contrastRatio('red', '#ffffff')).toBeUndefined();
  });

  it('names the text colour of a pair below 4.5:1 and passes a readable theme', () => {
    const theme = {
      '--brand-primary': '#e85d04',
      '--brand-primary-contrast': '#ffffff',
      '--brand-header-bg': '#3d2c8d',
      '--brand-header-fg': '#ffffff',
      '--brand-link': '#a04103',
    };
    expect(themeContrastProblems(theme).map((p) => p.key)).toEqual(['--brand-primary-contrast']);
    expect(themeContrastProblems({ ...theme, '--brand-primary': '#c24e03' })).toEqual([]);
    expect(themeContrastProblems({ ...theme, '--brand-link': '#ffcc00' }).map((p) => p.key)).toContain('--brand-link');
  });
});
