import type { BrandColours } from '@threshold/domain/schemas/brand';

/** The brand's colours as CSS custom properties on <html>: primaryText → --brand-primary-text. */
export function applyBrandTheme(colours: BrandColours): void {
  for (const [name, value] of Object.entries(colours)) {
    document.documentElement.style.setProperty(
      `--brand-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`,
      value,
    );
  }
}
