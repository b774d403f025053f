/**
 * The default link-preview card (spec §9: 1000×500): the product, the network's explorer name
 * and a tagline in the page's language, on the site's dark palette, with a row of blocks in
 * the fee colours as the strip on the site shows them.
 */
import type { ReactElement } from "react";
import type { Network } from "../../shared/network/networks.ts";
import { NETWORKS } from "../../shared/network/networks.ts";
import { PRODUCT_NAME } from "../../shared/network/title.ts";
import { BRAND_GRADIENT, NETWORK_COLOURS, PALETTE } from "../../shared/theme/palette.ts";
import { FEE_COLOURS } from "../../shared/tables/fee-colours.ts";
import { OG_DEFAULT_IMAGE_SIZE } from "../../shared/og/og-image-route.ts";
import type { Translate } from "../../client/i18n/i18n.tsx";
import { defaultCardText } from "../../client/app/default-card-text.ts";
import { OG_FONT_FAMILY } from "./fonts.ts";

export interface DefaultCardProps {
  readonly network: Network;
  /** The page language's translate function (client/i18n). */
  readonly t: Translate;
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

const gradient = (angle: string, stops: readonly { colour: string; stop: number }[]): string =>
  `linear-gradient(${angle}, ${stops.map(({ colour, stop }) => `${colour} ${Math.round(stop * 100)}%`).join(", ")})`;

/** The card as a satori element tree (plain elements with inline styles, no hooks). */
export function defaultCard({ network, t }: DefaultCardProps): ReactElement {
  const networkColour = NETWORK_COLOURS[network];
  const text = defaultCardText(network, t);
  return (
    <div
      style={{
        display: "flex", flexDirection: "column", justifyContent: "space-between",
        width: WIDTH, height: HEIGHT, padding: PADDING,
        background: PALETTE.bg, color: PALETTE.text, fontFamily: OG_FONT_FAMILY.sans,
        borderTop: `8px solid ${networkColour}`,
      }}
    >
      <div style={{ display: "flex", alignItems: "flex-start", justifyContent: "space-between" }}>
        <div style={{ display: "flex", alignItems: "center" }}>
          <div style={{ display: "flex", width: 84, height: 84, borderRadius: 20, backgroundImage: gradient("135deg", BRAND_GRADIENT) }} />
          <div style={{ display: "flex", marginLeft: 28, fontSize: 80, fontWeight: 700, letterSpacing: 1.5, lineHeight: 1 }}>{PRODUCT_NAME}</div>
        </div>
        <div
          style={{
            display: "flex", alignItems: "center", padding: "10px 22px", borderRadius: 40,
            background: PALETTE.bgRaised, border: `2px solid ${PALETTE.line}`, fontSize: 26,
          }}
        >
          <div style={{ display: "flex", width: 18, height: 18, borderRadius: 9, background: networkColour, marginRight: 12 }} />
          {NETWORKS[network].displayName}
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ display: "flex", fontSize: 44, fontWeight: 700, color: PALETTE.text }}>{text.heading}</div>
        <div style={{ display: "flex", marginTop: 14, fontSize: 28, color: PALETTE.textMuted, maxWidth: WIDTH - 2 * PADDING }}>
          {text.tagline}
        </div>
      </div>
      <div style={{ display: "flex" }}>
        {STRIP.map((block, index) => (
          <div
            key={index}
            style={{
              display: "flex", alignItems: "flex-end", width: BLOCK_SIZE, height: BLOCK_SIZE,
              marginLeft: index === 0 ? 0 : BLOCK_GAP, background: PALETTE.bgBlock,
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
