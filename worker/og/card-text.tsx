/**
 * One line of a card's text, drawn by whichever engine draws it right (text-scripts.ts): satori
 * for what its fonts cover, else resvg. For the latter satori lays out an empty box of the line's
 * height, which carries the line in a prop; the engine reads the box's place back from satori
 * (`onNodeDetected`) and draws the line there as an SVG `<text>`, which resvg shapes and orders.
 * Such a line is not wrapped: it is anchored at its box's reading start (or centre).
 *
 * @example
 * cardText(pool, { fontSize: 27, fontWeight: 700 }, { direction: "rtl" });
 */
import { isValidElement, type CSSProperties, type ReactElement, type ReactNode } from "react";
import type { Direction } from "./direction.ts";
import { satoriDraws, scriptFontsOf, type FontWeight } from "./text-scripts.ts";
import { OG_FONT_FAMILY } from "./fonts.ts";
import { withLamAlefLigatures } from "./lam-alef.ts";
import { PALETTE } from "../../shared/theme/palette.ts";

export interface CardTextStyle {
  readonly fontSize: number;
  readonly fontWeight?: FontWeight;
  readonly color?: string;
  readonly lineHeight?: number;
  readonly letterSpacing?: number;
}

export interface CardTextOptions {
  readonly direction: Direction;
  /** Where the line sits in its box: at the reading start (default), centred, or at the reading end. */
  readonly align?: TextAlign;
  /** In a row, a resvg-drawn line takes the row's free width (in a column it stretches to the column's). */
  readonly grow?: boolean;
  /** Box properties either form keeps (margins). */
  readonly box?: CSSProperties;
}

/** A line resvg draws: what the placeholder box carries. */
export interface ShapedLine extends Required<Omit<CardTextStyle, "lineHeight" | "letterSpacing">> {
  readonly text: string;
  readonly letterSpacing: number;
  readonly direction: Direction;
  readonly align: TextAlign;
}

export type TextAlign = "start" | "center" | "end";

/** The side of its box a line keeps to: its reading start, or its end. */
const physicalSide = (align: "start" | "end", direction: Direction): "left" | "right" => ((align === "start") === (direction === "ltr") ? "left" : "right");

/** The prop of a placeholder box that holds its line. */
const SHAPED_PROP = "data-og-shaped";

// Noto Sans's vertical metrics (per em): satori's "normal" line is ascender + descender high.
const ASCENDER = 1.069;
const NORMAL_LINE_HEIGHT = 1.362;

export function cardText(text: string, style: CardTextStyle, { direction, align = "start", grow = false, box = {} }: CardTextOptions): ReactElement {
  if (satoriDraws(text)) {
    const textAlign = align === "center" ? "center" : physicalSide(align, direction) === "right" ? "right" : undefined;
    return <div style={{ display: "flex", ...box, ...style, ...(textAlign === undefined ? {} : { textAlign }) }}>{text}</div>;
  }
  const line: ShapedLine = {
    text, direction, align, fontSize: style.fontSize, fontWeight: style.fontWeight ?? 400,
    color: style.color ?? PALETTE.text, letterSpacing: style.letterSpacing ?? 0,
  };
  const height = Math.round(style.fontSize * (style.lineHeight ?? NORMAL_LINE_HEIGHT));
  const stretch: CSSProperties = grow ? { flexGrow: 1, flexBasis: 0 } : { alignSelf: "stretch" };
  return <div {...{ [SHAPED_PROP]: line }} style={{ display: "flex", ...box, ...stretch, height }} />;
}

/** A letter's mean width in ems (Noto Sans; bold is wider): to size a line to its box before layout. */
const LETTER_EM = { 400: 0.5, 700: 0.52 } as const;

/**
 * The font size at which `text` fits `width`: `size`, or smaller for a long line (a language whose
 * words run half as long again as English's), never under `min`.
 *
 * @example
 * fittedFontSize("Blocs par pool sur la dernière semaine", 376, { size: 23, min: 16, weight: 700 }); // 19
 */
export function fittedFontSize(text: string, width: number, { size, min, weight = 400 }: { size: number; min: number; weight?: FontWeight }): number {
  return Math.max(min, Math.min(size, Math.floor(width / (LETTER_EM[weight] * Math.max(1, [...text].length)))));
}

/**
 * The strings of a card's tree that would reach satori but that satori cannot draw (boxes, unjoined
 * or unordered letters): each should be a cardText line. Empty for a well-made card in any language.
 *
 * @example
 * undrawableTexts(<div>الكتل</div>); // ["الكتل"]
 */
export function undrawableTexts(node: ReactNode): string[] {
  if (typeof node === "string" || typeof node === "number") return satoriDraws(String(node)) ? [] : [String(node)];
  if (Array.isArray(node)) return node.flatMap((child: ReactNode) => undrawableTexts(child));
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  if (typeof node.type === "function") return undrawableTexts((node.type as (props: unknown) => ReactNode)(node.props));
  return undrawableTexts(node.props.children);
}

/** The line a laid-out node carries, if it is a placeholder of cardText. */
export function shapedLineOf(props: Readonly<Record<string, unknown>>): ShapedLine | null {
  const line = props[SHAPED_PROP];
  return typeof line === "object" && line !== null ? (line as ShapedLine) : null;
}

export interface LaidOutBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

const escapeXml = (text: string): string => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The families to try for `text`: its scripts' first, then the Latin face for digits and Latin words. */
export const familiesOf = (text: string): string =>
  [...scriptFontsOf(text).map((font) => font.family), OG_FONT_FAMILY.sans].map((family) => `'${family}'`).join(", ");

/**
 * The line as SVG `<text>` in its box. The embedding marks (RLE or LRE … PDF) give the bidi
 * algorithm the card's paragraph direction, which resvg would otherwise take from the first strong
 * letter; an `end` anchor puts a line that keeps to the right (a right-to-left line's start) at the box's right edge.
 */
export function shapedLineSvg(line: ShapedLine, box: LaidOutBox): string {
  const side = line.align === "center" ? "center" : physicalSide(line.align, line.direction);
  const anchor = side === "center" ? "middle" : side === "right" ? "end" : "start";
  const x = side === "center" ? box.left + box.width / 2 : side === "right" ? box.left + box.width : box.left;
  const baseline = box.top + (box.height - line.fontSize * NORMAL_LINE_HEIGHT) / 2 + line.fontSize * ASCENDER;
  const embedded = `${line.direction === "rtl" ? "\u202B" : "\u202A"}${drawnText(line.text)}\u202C`;
  const spacing = line.letterSpacing === 0 ? "" : ` letter-spacing="${line.letterSpacing}"`;
  return (
    `<text x="${round(x)}" y="${round(baseline)}" font-family="${escapeXml(familiesOf(line.text))}" font-size="${line.fontSize}"` +
    ` font-weight="${line.fontWeight}" fill="${escapeXml(line.color)}" text-anchor="${anchor}"${spacing}>${escapeXml(embedded)}</text>`
  );
}

/** Latin words in a line of another script: resvg draws them from the fallback face (see lam-alef.ts). */
const LATIN_LETTER = /\p{Script=Latin}/u;
const drawnText = (text: string): string => (LATIN_LETTER.test(text) ? withLamAlefLigatures(text) : text);

const round = (value: number): string => String(Math.round(value * 100) / 100);
