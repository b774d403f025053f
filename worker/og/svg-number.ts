/**
 * Numbers written into an overlay's SVG (engine.ts): rounded to hundredths of a pixel, which resvg
 * cannot tell apart from the exact value, so the string stays short.
 *
 * @example
 * svgNumber(716.98412); // "716.98"
 */
export const svgNumber = (value: number): string => String(Math.round(value * 100) / 100);
