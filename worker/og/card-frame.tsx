/**
 * The frame every page card shares (issue 13, spec §9: 1200×600): a header band with the brand, the
 * card's kind and the network badge; below it the page's title, an identifier line and up to six
 * figures on the left, and a square picture on the right (the block's treemap, a flow, a chart),
 * all mirrored in a right-to-left language. The picture box sits at fixed coordinates
 * (pictureBox) so a card may draw it as raw SVG (engine.ts `overlay`) instead of satori elements:
 * thousands of squares stay cheap that way.
 * The "wide" layout puts the title, id and figures in rows above a picture as wide as the card
 * (WIDE_PICTURE_BOX), for pictures that read across the card (a transaction's flow).
 *
 * @example
 * cardFrame({ network: "mainnet", direction: "ltr", kind: "Bitcoin block", title: "Block 840,000", id: hash, figures, picture: null });
 */
import type { ReactElement, ReactNode } from "react";
import { NETWORKS, type Network } from "../../shared/network/networks.ts";
import { PRODUCT_NAME } from "../../shared/network/title.ts";
import { OG_PREVIEW_IMAGE_SIZE } from "../../shared/og/og-image-route.ts";
import { BRAND_GRADIENT, NETWORK_COLOURS, PALETTE } from "../../shared/theme/palette.ts";
import { OG_FONT_FAMILY } from "./fonts.ts";
import { cardText, fittedFontSize } from "./card-text.tsx";
import { satoriDraws } from "./text-scripts.ts";
import { flexRow, flexStart, marginEnd, marginStart, type Direction } from "./direction.ts";

const { width: WIDTH, height: HEIGHT } = OG_PREVIEW_IMAGE_SIZE;
const HEADER_HEIGHT = 84;
export const CARD_PADDING = 48;
const PADDING = CARD_PADDING;
const PICTURE_SIZE = HEIGHT - HEADER_HEIGHT - 2 * PADDING;

/** Where the picture goes, in the card's pixels. */
export interface PictureBox {
  readonly x: number;
  readonly y: number;
  readonly size: number;
}

/** The picture box of a card reading in `direction`: at the end of reading, right or (mirrored) left. */
export const pictureBox = (direction: Direction): PictureBox => ({
  x: direction === "rtl" ? PADDING : WIDTH - PADDING - PICTURE_SIZE,
  y: HEADER_HEIGHT + PADDING,
  size: PICTURE_SIZE,
});

/** The text column's width: everything beside the picture. */
const TEXT_WIDTH = WIDTH - PICTURE_SIZE - 3 * PADDING;

/** A picture's rectangle in the card's pixels, for the wide layout. */
export interface PictureRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The wide layout's rows: the title line, two rows of three figures, then the picture to the bottom. */
const WIDE_TOP = HEADER_HEIGHT + 30;
const WIDE_TITLE_HEIGHT = 64;
const WIDE_FIGURE_HEIGHT = 62;
const WIDE_FIGURE_COLUMNS = 3;
const WIDE_PICTURE_Y = WIDE_TOP + WIDE_TITLE_HEIGHT + 16 + 2 * WIDE_FIGURE_HEIGHT + 12;

export const WIDE_PICTURE_BOX: PictureRect = { x: PADDING, y: WIDE_PICTURE_Y, width: WIDTH - 2 * PADDING, height: HEIGHT - 30 - WIDE_PICTURE_Y };

export interface CardFigure {
  readonly label: string;
  readonly value: string;
  /** Drawn in the figure's colour (a fee colour, a status), else the text colour. */
  readonly colour?: string;
}

export interface CardFrameProps {
  readonly network: Network;
  readonly direction: Direction;
  /** The header's words after the brand: "Bitcoin block", "Bitcoin Testnet transaction". */
  readonly kind: string;
  readonly title: string;
  /** A hash, txid or address: monospace, broken over at most two lines, left to right in any card. */
  readonly id?: string;
  readonly figures: readonly CardFigure[];
  /** Satori elements for the picture box; null when the card draws it as an SVG overlay. */
  readonly picture: ReactNode | null;
  /** "square" (the default): text left, PICTURE_BOX right; "wide": text above WIDE_PICTURE_BOX. */
  readonly layout?: "square" | "wide";
}

export const gradient = (angle: string, stops: readonly { colour: string; stop: number }[]): string =>
  `linear-gradient(${angle}, ${stops.map(({ colour, stop }) => `${colour} ${Math.round(stop * 100)}%`).join(", ")})`;

/** The network's badge, as the site's header shows it: its colour dot and name. */
export function networkBadge(network: Network, fontSize: number, direction: Direction, background: string = PALETTE.bgBlock): ReactElement {
  const dot = Math.round(fontSize * 0.7);
  return (
    <div
      style={{
        display: "flex", flexDirection: flexRow(direction), alignItems: "center", padding: `${Math.round(fontSize * 0.35)}px ${Math.round(fontSize * 0.8)}px`,
        borderRadius: 40, background, border: `2px solid ${PALETTE.line}`, fontSize,
      }}
    >
      <div style={{ display: "flex", width: dot, height: dot, borderRadius: dot / 2, background: NETWORK_COLOURS[network], ...marginEnd(direction, Math.round(dot * 0.66)) }} />
      {NETWORKS[network].displayName}
    </div>
  );
}

/** The brand: the gradient mark and the product's name, the mark at the reading start. */
export function brand(markSize: number, fontSize: number, direction: Direction, letterSpacing = 1): ReactElement {
  return (
    <div style={{ display: "flex", flexDirection: flexRow(direction), alignItems: "center" }}>
      <div style={{ display: "flex", width: markSize, height: markSize, borderRadius: Math.round(markSize / 4.2), backgroundImage: gradient("135deg", BRAND_GRADIENT) }} />
      <div style={{ display: "flex", ...marginStart(direction, Math.round(markSize / 3)), fontSize, fontWeight: 700, letterSpacing, lineHeight: 1 }}>{PRODUCT_NAME}</div>
    </div>
  );
}

/** An identifier in two halves, so a 64-character hash reads whole at a size a thumbnail keeps. */
function idLines(id: string): string[] {
  const perLine = 32;
  if (id.length <= perLine + 4) return [id];
  const half = Math.ceil(id.length / 2);
  return [id.slice(0, half), id.slice(half)];
}

/** The whole card's box: the page's background, text colour and font. */
export const CARD_STYLE = {
  display: "flex", flexDirection: "column", width: WIDTH, height: HEIGHT,
  background: PALETTE.bg, color: PALETTE.text, fontFamily: OG_FONT_FAMILY.sans,
} as const;

/** The header band: the brand and the card's kind at the reading start, the network's badge at its end, over a line in the network's colour. */
export function cardHeader(network: Network, kind: string, direction: Direction): ReactElement {
  return (
    <div
      style={{
        display: "flex", flexDirection: flexRow(direction), alignItems: "center", justifyContent: "space-between", height: HEADER_HEIGHT,
        padding: `0 ${PADDING}px`, background: PALETTE.bgRaised, borderBottom: `4px solid ${NETWORK_COLOURS[network]}`,
      }}
    >
      <div style={{ display: "flex", flexDirection: flexRow(direction), alignItems: "center", flexGrow: 1 }}>
        {brand(46, 36, direction)}
        {cardText(kind, { fontSize: 28, color: PALETTE.textMuted }, { direction, grow: true, box: marginStart(direction, 28) })}
      </div>
      {networkBadge(network, 24, direction)}
    </div>
  );
}

function idBlock(id: string, marginTop: number, direction: Direction): ReactElement {
  return (
    <div style={{ display: "flex", flexDirection: "column", alignItems: flexStart(direction), marginTop, fontFamily: OG_FONT_FAMILY.mono, fontSize: 23, color: PALETTE.textMuted }}>
      {idLines(id).map((line) => (
        <div key={line} style={{ display: "flex" }}>{line}</div>
      ))}
    </div>
  );
}

interface FigureGrid {
  readonly width: number;
  readonly columns: number;
  readonly label: number;
  readonly value: number;
  /** Below each figure. */
  readonly gap: number;
  /** Above the grid. */
  readonly top: number;
}

/** Between a figure's label and the next column. */
const FIGURE_GAP = 16;
const MIN_LABEL_SIZE = 15;

/** A value satori draws wraps in its column; one resvg draws stays one line, so it shrinks to fit. */
const valueSize = (value: string, grid: FigureGrid): number =>
  satoriDraws(value) ? grid.value : fittedFontSize(value, grid.width / grid.columns - FIGURE_GAP, { size: grid.value, min: MIN_LABEL_SIZE, weight: 700 });

function figureGrid(figures: readonly CardFigure[], direction: Direction, grid: FigureGrid): ReactElement {
  return (
    <div style={{ display: "flex", flexDirection: flexRow(direction), flexWrap: "wrap", marginTop: grid.top, width: grid.width }}>
      {figures.slice(0, 6).map((figure) => (
        <div key={figure.label} style={{ display: "flex", flexDirection: "column", alignItems: flexStart(direction), width: grid.width / grid.columns, marginBottom: grid.gap, [direction === "rtl" ? "paddingLeft" : "paddingRight"]: FIGURE_GAP }}>
          {cardText(figure.label, { fontSize: fittedFontSize(figure.label, grid.width / grid.columns - FIGURE_GAP, { size: grid.label, min: MIN_LABEL_SIZE }), color: PALETTE.textMuted }, { direction })}
          {cardText(figure.value, { fontSize: valueSize(figure.value, grid), fontWeight: 700, color: figure.colour ?? PALETTE.text }, { direction })}
        </div>
      ))}
    </div>
  );
}

function squareBody({ direction, title, id, figures, picture }: CardFrameProps): ReactElement {
  const box = pictureBox(direction);
  return (
    <div style={{ display: "flex", flexDirection: flexRow(direction), flexGrow: 1, padding: PADDING }}>
      <div style={{ display: "flex", flexDirection: "column", alignItems: flexStart(direction), width: TEXT_WIDTH, ...marginEnd(direction, PADDING) }}>
        {cardText(title, { fontSize: 54, fontWeight: 700, lineHeight: 1.1 }, { direction })}
        {id !== undefined && idBlock(id, 8, direction)}
        {figureGrid(figures, direction, { width: TEXT_WIDTH, columns: 2, label: 20, value: 27, gap: 14, top: 20 })}
      </div>
      <div style={{ display: "flex", width: box.size, height: box.size, background: PALETTE.bgBlock }}>{picture}</div>
    </div>
  );
}

/** Rows at fixed heights, so the picture lands exactly on WIDE_PICTURE_BOX for an overlay. */
function wideBody({ direction, title, id, figures, picture }: CardFrameProps): ReactElement {
  const box = WIDE_PICTURE_BOX;
  return (
    <div style={{ display: "flex", flexDirection: "column", flexGrow: 1, padding: `${WIDE_TOP - HEADER_HEIGHT}px ${PADDING}px 0` }}>
      <div style={{ display: "flex", flexDirection: flexRow(direction), alignItems: "center", justifyContent: "space-between", height: WIDE_TITLE_HEIGHT, marginBottom: 16 }}>
        {cardText(title, { fontSize: 54, fontWeight: 700, lineHeight: 1.1 }, { direction })}
        {id !== undefined && idBlock(id, 0, direction)}
      </div>
      <div style={{ display: "flex", height: 2 * WIDE_FIGURE_HEIGHT, marginBottom: 12 }}>
        {figureGrid(figures, direction, { width: box.width, columns: WIDE_FIGURE_COLUMNS, label: 19, value: 26, gap: 4, top: 0 })}
      </div>
      <div style={{ display: "flex", position: "relative", width: box.width, height: box.height, background: PALETTE.bgBlock, borderRadius: 10 }}>{picture}</div>
    </div>
  );
}

export function cardFrame(props: CardFrameProps): ReactElement {
  return (
    <div style={CARD_STYLE}>
      {cardHeader(props.network, props.kind, props.direction)}
      {props.layout === "wide" ? wideBody(props) : squareBody(props)}
    </div>
  );
}
