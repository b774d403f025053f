/**
 * The card of the pages drawn from the live chain (issue 13): the home page, the block wall and the
 * clock. The next projected block beside the newest mined ones, as the strip shows them (filled to
 * their weight in their fee colours), and the four recommended fees below, from the hub's bundle.
 */
import type { ReactElement } from "react";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { formatFeeRate } from "../../../shared/format/fee-rate.ts";
import { feeColour } from "../../../shared/tables/fee-colours.ts";
import { PALETTE } from "../../../shared/theme/palette.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { MempoolBlock, MempoolInfo, RecommendedFees } from "../../../shared/types/mempool.ts";
import type { LiveSnapshot } from "../../../client/live/live-state.ts";
import { type BlockFaceView, type BlockViewContext, confirmedBlockView, mempoolBlockView } from "../../../client/components/blockchain-strip/block-view.ts";
import { chainName } from "../../../client/app/meta-texts.ts";
import type { MessageKey } from "../../../client/i18n/locales/en.ts";
import { CARD_PADDING, CARD_STYLE, cardHeader } from "../card-frame.tsx";
import { definePageCard, type CardContext, type DrawnCard, type RegisteredCard } from "../page-card.ts";
import { cardText } from "../card-text.tsx";
import { flexRow, marginStart, type Direction } from "../direction.ts";

export interface LiveCardData {
  readonly next: MempoolBlock | null;
  /** Newest first. */
  readonly blocks: readonly BlockExtended[];
  readonly fees: RecommendedFees;
  readonly mempool: MempoolInfo | null;
}

const BLOCKS_SHOWN = 4;
const CUBE = 168;
/** Each cube's column is wider than the cube, so "1,375 transactions" stays on one line. */
const COLUMN = 204;
const COLUMN_GAP = 12;

/** What the card needs of the snapshot, or null before the hub has blocks and fees. */
export function liveCardData(snapshot: LiveSnapshot): LiveCardData | null {
  if (snapshot.blocks.length === 0 || snapshot.fees === null) return null;
  return { next: snapshot.mempoolBlocks[0] ?? null, blocks: snapshot.blocks.slice(0, BLOCKS_SHOWN), fees: snapshot.fees, mempool: snapshot.mempoolInfo };
}

interface CubeFace {
  readonly caption: string;
  readonly fill: number;
  readonly gradient: string | null;
  readonly lines: readonly string[];
  readonly projected: boolean;
}

function cube({ caption, fill, gradient, lines, projected }: CubeFace, index: number, direction: Direction): ReactElement {
  const centred = { direction, align: "center" } as const;
  return (
    <div key={index} style={{ display: "flex", flexDirection: "column", alignItems: "center", width: COLUMN, ...marginStart(direction, index === 0 ? 0 : COLUMN_GAP) }}>
      {cardText(caption, { fontSize: 24, fontWeight: 700, color: projected ? PALETTE.textMuted : PALETTE.accent }, { ...centred, box: { marginBottom: 10 } })}
      <div
        style={{
          display: "flex", flexDirection: "column", justifyContent: "flex-end", width: CUBE, height: CUBE,
          background: PALETTE.bgBlock, border: projected ? `2px dashed ${PALETTE.line}` : `2px solid ${PALETTE.line}`,
        }}
      >
        <div style={{ display: "flex", width: CUBE - 4, height: Math.round((CUBE - 4) * fill), ...(gradient === null ? {} : { backgroundImage: gradient }) }} />
      </div>
      {lines.map((line, i) =>
        cardText(line, { fontSize: i === 0 ? 24 : 20, fontWeight: i === 0 ? 700 : 400, color: i === 0 ? PALETTE.text : PALETTE.textMuted }, { ...centred, box: { marginTop: i === 0 ? 10 : 2 } }),
      )}
    </div>
  );
}

/** The strip's own faces (block-view.ts), without ages: a card's pixels follow its data, not the clock. */
function cubes({ next, blocks }: LiveCardData, { network, t }: CardContext): CubeFace[] {
  const context: BlockViewContext = { t, network, rateUnit: "vb", miningView: false, nowMs: Number.NaN, timing: null };
  const face = (view: BlockFaceView, caption: string, projected: boolean): CubeFace => ({
    caption,
    fill: view.fill,
    gradient: view.feeFill?.gradient ?? null,
    lines: [view.medianFee, view.txCount].filter((line): line is string => line !== null),
    projected,
  });
  const mined = blocks.map((block) => face(confirmedBlockView(block, context), formatNumber(block.height, "1.0-0"), false));
  return next === null ? mined : [face(mempoolBlockView(next, 0, 1, context), t("mempool-block.heading.next"), true), ...mined];
}

const FEE_LEVELS: readonly { readonly key: keyof RecommendedFees; readonly label: MessageKey }[] = [
  { key: "economyFee", label: "home.fees.economy" },
  { key: "hourFee", label: "home.fees.hour" },
  { key: "halfHourFee", label: "home.fees.half-hour" },
  { key: "fastestFee", label: "home.fees.fastest" },
];

function feeRow(fees: RecommendedFees, { t, direction }: CardContext): ReactElement {
  return (
    <div style={{ display: "flex", flexDirection: flexRow(direction), justifyContent: "space-between" }}>
      {FEE_LEVELS.map(({ key, label }) => (
        <div
          key={key}
          style={{ display: "flex", flexDirection: "column", alignItems: "center", width: 250, padding: "10px 0 12px", background: PALETTE.bgRaised, borderTop: `8px solid ${feeColour(fees[key])}` }}
        >
          {cardText(t(label), { fontSize: 20, color: PALETTE.textMuted }, { direction, align: "center" })}
          <div style={{ display: "flex", fontSize: 30, fontWeight: 700 }}>{formatFeeRate(fees[key])}</div>
        </div>
      ))}
    </div>
  );
}

function drawLiveCard(kind: MessageKey, data: LiveCardData, context: CardContext): DrawnCard {
  const { network, t, direction } = context;
  return {
    element: (
      <div style={CARD_STYLE}>
        {cardHeader(network, t(kind, { chain: chainName(network, t) }), direction)}
        <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", flexGrow: 1, padding: `28px ${CARD_PADDING}px ${CARD_PADDING - 8}px` }}>
          <div style={{ display: "flex", flexDirection: flexRow(direction), justifyContent: "center" }}>
            {cubes(data, context).map((face, index) => cube(face, index, direction))}
          </div>
          {feeRow(data.fees, context)}
        </div>
      </div>
    ),
  };
}

/** The live card under the header words `kind` ("Bitcoin right now", "Bitcoin clock"). */
export const liveCard = (kind: MessageKey): RegisteredCard =>
  definePageCard<LiveCardData>({ source: { live: liveCardData }, draw: (data, context) => drawLiveCard(kind, data, context) });
