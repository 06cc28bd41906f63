/**
 * A brand's colours as its pages use them, readable whatever the owner picked (WCAG 2 AA, 4.5:1 for
 * text): its primary behind the header and buttons with ink or white on it, whichever reads
 * better; for links on white, the primary itself when it contrasts enough, else the primary
 * darkened step by step until it does (a readable shade of the brand's own colour).
 */
const COLOUR = /^#[0-9a-fA-F]{6}$/;
const INK = "#0b1020";
const WHITE = "#ffffff";
const AA = 4.5;

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const hexOf = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The colour, or the fallback when it is not #rrggbb (checked again: it ends up in a stylesheet). */
export const colourOr = (value: string | null | undefined, fallback: string) => (value && COLOUR.test(value) ? value.toLowerCase() : fallback);

/** Ink or white, whichever reads better on `background` (one of them always reaches 4.5:1). */
export const textOn = (background: string) => (contrast(background, INK) >= contrast(background, WHITE) ? INK : WHITE);

/** `colour` darkened until it reads on white; ink if nothing of it does. */
export function readableOnWhite(colour: string): string {
  let rgb = channels(colour);
  for (let step = 0; step < 20; step++) {
    const hex = hexOf(rgb);
    if (contrast(hex, WHITE) >= AA) return hex;
    rgb = rgb.map((c) => c * 0.9);
  }
  return INK;
}

export type BrandColours = { primary: string; secondary: string };

/** The stylesheet of a brand's pages: custom properties the page's classes read (app.css `.brand-*`). */
export function brandStylesheet({ primary, secondary }: BrandColours): string {
  return [
    ":root{",
    `--brand-primary:${primary};`,
    `--brand-on-primary:${textOn(primary)};`,
    `--brand-secondary:${secondary};`,
    `--brand-on-secondary:${textOn(secondary)};`,
    `--brand-link:${readableOnWhite(primary)};`,
    "}",
  ].join("");
}
