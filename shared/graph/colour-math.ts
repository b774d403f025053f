/**
 * Colours as the graph's GPU buffer holds them: red, green, blue and alpha from 0 to 1 (straight, not
 * premultiplied), plus the two adjustments the audit palette is made of.
 *
 * @example
 * hexToRgba("#0099ff");             // [0, 0.6, 1, 1]
 * desaturate([1, 0, 0, 1], 1);      // grey of the same luminance
 */
import { describeInput } from "../errors/describe-input.ts";

export type Rgba = readonly [r: number, g: number, b: number, a: number];

const HEX_COLOUR = /^#?([0-9a-f]{6})$/i;

/** "#rrggbb" (the # optional) as RGBA; throws TypeError for anything else. */
export function hexToRgba(hex: string, alpha = 1): Rgba {
  const match = typeof hex === "string" ? HEX_COLOUR.exec(hex) : null;
  if (match === null) throw new TypeError(`colour must be "#rrggbb", got ${describeInput(hex)}`);
  const value = Number.parseInt(match[1] as string, 16);
  return [((value >> 16) & 0xff) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255, alpha];
}

/**
 * Moves a colour towards the grey of its luminance: 0 keeps it, 1 makes it grey.
 *
 * @example
 * desaturate([0, 0.6, 1, 1], 0.8);
 */
export function desaturate([r, g, b, a]: Rgba, amount: number): Rgba {
  const grey = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return [r + (grey - r) * amount, g + (grey - g) * amount, b + (grey - b) * amount, a];
}

/**
 * Scales the colour channels by `factor` (0.9 keeps 90 % of the brightness).
 *
 * @example
 * darken([1, 0.5, 0, 1], 0.5); // [0.5, 0.25, 0, 1]
 */
export function darken([r, g, b, a]: Rgba, factor: number): Rgba {
  return [r * factor, g * factor, b * factor, a];
}

export function withAlpha([r, g, b]: Rgba, alpha: number): Rgba {
  return [r, g, b, alpha];
}

/** Whether two colours are the same to within what an 8-bit channel can show. */
export function sameColour(a: Rgba, b: Rgba): boolean {
  for (let i = 0; i < 4; i++) if (Math.abs((a[i] as number) - (b[i] as number)) > 1 / 512) return false;
  return true;
}
