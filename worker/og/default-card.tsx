/**
 * The default link-preview card (spec §9: 1000×500): the product, the network's explorer name
 * and a tagline in the page's language, on the site's dark palette, with a row of blocks in
 * the fee colours as the strip on the site shows them; mirrored in a right-to-left language.
 */
import type { ReactElement } from "react";
import type { Network } from "../../shared/network/networks.ts";
import { NETWORK_COLOURS, PALETTE } from "../../shared/theme/palette.ts";
import { FEE_COLOURS } from "../../shared/tables/fee-colours.ts";
import { OG_DEFAULT_IMAGE_SIZE } from "../../shared/og/og-image-route.ts";
import type { Translate } from "../../client/i18n/i18n.tsx";
import { defaultCardText } from "../../client/app/default-card-text.ts";
import { OG_FONT_FAMILY } from "./fonts.ts";
import { brand, networkBadge } from "./card-frame.tsx";
import { cardText } from "./card-text.tsx";
import { flexRow, flexStart, marginStart, type Direction } from "./direction.ts";

export interface DefaultCardProps {
  readonly network: Network;
  /** The page language's translate function (client/i18n). */
  readonly t: Translate;
  /** The page language's reading direction: right to left, the card is mirrored. */
  readonly direction: Direction;
}

const { width: WIDTH, height: HEIGHT } = OG_DEFAULT_IMAGE_SIZE;
const PADDING = 64;
const BLOCK_SIZE = 92;
const BLOCK_GAP = 22;
// How full each block of the decorative strip is, and its fee band (indexes into FEE_COLOURS): a
// fixed picture, newest block first, so the card is the same on every render.
const STRIP: readonly { readonly fill: number; readonly low: number; readonly high: number }[] = [
  { fill: 0.42, low: 2, high: 9 },
  { fill: 1, low: 6, high: 16 },
  { fill: 1, low: 9, high: 21 },
  { fill: 0.97, low: 5, high: 14 },
  { fill: 1, low: 12, high: 27 },
  { fill: 0.88, low: 3, high: 11 },
  { fill: 1, low: 8, high: 19 },
];

/** The card as a satori element tree (plain elements with inline styles, no hooks), mirrored right to left. */
export function defaultCard({ network, t, direction }: DefaultCardProps): ReactElement {
  const text = defaultCardText(network, t);
  return (
    <div
      style={{
        display: "flex", flexDirection: "column", justifyContent: "space-between", alignItems: flexStart(direction),
        width: WIDTH, height: HEIGHT, padding: PADDING,
        background: PALETTE.bg, color: PALETTE.text, fontFamily: OG_FONT_FAMILY.sans,
        borderTop: `8px solid ${NETWORK_COLOURS[network]}`,
      }}
    >
      <div style={{ display: "flex", flexDirection: flexRow(direction), alignItems: "flex-start", justifyContent: "space-between", width: WIDTH - 2 * PADDING }}>
        {brand(84, 80, direction, 1.5)}
        {networkBadge(network, 26, direction, PALETTE.bgRaised)}
      </div>
      <div style={{ display: "flex", flexDirection: "column", alignItems: flexStart(direction), width: WIDTH - 2 * PADDING }}>
        {cardText(text.heading, { fontSize: 44, fontWeight: 700, color: PALETTE.text }, { direction })}
        {cardText(text.tagline, { fontSize: 28, color: PALETTE.textMuted }, { direction, box: { marginTop: 14, maxWidth: WIDTH - 2 * PADDING } })}
      </div>
      <div style={{ display: "flex", flexDirection: flexRow(direction) }}>
        {STRIP.map((block, index) => (
          <div
            key={index}
            style={{
              display: "flex", alignItems: "flex-end", width: BLOCK_SIZE, height: BLOCK_SIZE,
              ...marginStart(direction, index === 0 ? 0 : BLOCK_GAP), background: PALETTE.bgBlock,
            }}
          >
            <div
              style={{
                display: "flex", width: BLOCK_SIZE, height: Math.round(BLOCK_SIZE * block.fill),
                backgroundImage: `linear-gradient(0deg, ${FEE_COLOURS[block.low]}, ${FEE_COLOURS[block.high]})`,
              }}
            />
          </div>
        ))}
      </div>
    </div>
  );
}
