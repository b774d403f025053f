/**
 * The frame every page card shares (issue 13, spec §9: 1200×600): a header band with the brand, the
 * card's kind and the network badge; below it the page's title, an identifier line and up to six
 * figures on the left, and a square picture on the right (the block's treemap, a flow, a chart),
 * all mirrored in a right-to-left language. The picture box sits at fixed coordinates
 * (pictureBox) so a card may draw it as raw SVG (engine.ts `overlay`) instead of satori elements:
 * thousands of squares stay cheap that way.
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
import { cardText } from "./card-text.tsx";
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

export function cardFrame({ network, direction, kind, title, id, figures, picture }: CardFrameProps): ReactElement {
  const box = pictureBox(direction);
  return (
    <div style={CARD_STYLE}>
      {cardHeader(network, kind, direction)}
      <div style={{ display: "flex", flexDirection: flexRow(direction), flexGrow: 1, padding: PADDING }}>
        <div style={{ display: "flex", flexDirection: "column", alignItems: flexStart(direction), width: TEXT_WIDTH, ...marginEnd(direction, PADDING) }}>
          {cardText(title, { fontSize: 54, fontWeight: 700, lineHeight: 1.1 }, { direction })}
          {id !== undefined && (
            <div style={{ display: "flex", flexDirection: "column", alignItems: flexStart(direction), marginTop: 8, fontFamily: OG_FONT_FAMILY.mono, fontSize: 23, color: PALETTE.textMuted }}>
              {idLines(id).map((line) => (
                <div key={line} style={{ display: "flex" }}>{line}</div>
              ))}
            </div>
          )}
          <div style={{ display: "flex", flexDirection: flexRow(direction), flexWrap: "wrap", marginTop: 20, width: TEXT_WIDTH }}>
            {figures.slice(0, 6).map((figure) => (
              <div key={figure.label} style={{ display: "flex", flexDirection: "column", alignItems: flexStart(direction), width: TEXT_WIDTH / 2, marginBottom: 14 }}>
                {cardText(figure.label, { fontSize: 20, color: PALETTE.textMuted }, { direction })}
                {cardText(figure.value, { fontSize: 27, fontWeight: 700, color: figure.colour ?? PALETTE.text }, { direction })}
              </div>
            ))}
          </div>
        </div>
        <div style={{ display: "flex", width: box.size, height: box.size, background: PALETTE.bgBlock }}>{picture}</div>
      </div>
    </div>
  );
}
