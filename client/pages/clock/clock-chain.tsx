/**
 * The clock's strip of blocks (spec §2.12): projected blocks on one side of the divider, the kept
 * mined blocks on the other, drawn as the home page's strip draws them but sized to the strip's
 * height (clock.css), with the time-direction toggle on the divider; blocks glide to their mirrored
 * places in a second (spec §4.5) and one place outward when a block arrives. Each block opens its
 * own clock, `/clock/mempool/{i}` or `/clock/mined/{i}`, keeping the page's query; the shown one is
 * marked. The strip does not scroll: blocks beyond the edges fade out.
 *
 * @example
 * <ClockChain mempoolBlocks={live.mempoolBlocks} blocks={blocks} mode="mined" index={0} … />
 */
import type { CSSProperties } from "react";
import type { BlockTiming } from "../../../shared/chain/mempool-block-eta.ts";
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import type { Network } from "../../../shared/network/networks.ts";
import type { ClockMode } from "../../../shared/params/clock.ts";
import { MEMPOOL_BLOCKS_AMOUNT } from "../../../shared/protocol/socket-limits.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import type { MempoolBlock } from "../../../shared/types/mempool.ts";
import { type BlockViewContext, ConfirmedBlockCard, MempoolBlockCard, StripDivider, useBlockArrival } from "../../components/blockchain-strip/index.ts";
import { useT } from "../../i18n/i18n.tsx";

export interface ClockChainProps {
  /** Projected blocks, index 0 first. */
  readonly mempoolBlocks: readonly MempoolBlock[];
  /** The clock's kept blocks, newest first (index 0 is the tip). */
  readonly blocks: readonly BlockExtended[];
  readonly mode: ClockMode;
  /** The shown block's index in its mode. */
  readonly index: number;
  readonly network: Network;
  /** Language, preview and network prefix of links, e.g. "/de/testnet". */
  readonly links: string;
  /** The page's query ("" or "?stats=false…"), kept by every block's link. */
  readonly search: string;
  readonly timeLeftToRight: boolean;
  readonly onToggleTimeDirection: () => void;
  /** For the mined blocks' ages. */
  readonly nowMs: number;
  readonly da: BlockTiming | null;
  readonly rateUnit: RateUnit;
}

/** The route of block `index`'s own clock. */
export const clockBlockPath = (mode: ClockMode, index: number): string => `/clock/${mode}/${index}`;

export function ClockChain(props: ClockChainProps) {
  const t = useT();
  const { blocks, mode, index, network, links, search, timeLeftToRight, rateUnit } = props;
  const projected = props.mempoolBlocks.slice(0, MEMPOOL_BLOCKS_AMOUNT);
  const newest = blocks[0];
  const arriving = useBlockArrival(newest === undefined ? null : { height: newest.height, similarity: newest.extras?.similarity }, network, noArrivalSound);
  const context: BlockViewContext = { t, network, rateUnit, miningView: false, nowMs: props.nowMs, timing: props.da };
  const href = (blockMode: ClockMode, blockIndex: number) => `${links}${clockBlockPath(blockMode, blockIndex)}${search}`;

  return (
    <section className={`clock-chain${timeLeftToRight ? " is-ltr" : ""}`} aria-label={t("strip.label")}>
      <div className="chain-rail">
        <ol className="chain-side chain-side-mempool" aria-label={t("strip.mempool-blocks")}>
          {projected.map((block, slot) => (
            <li key={slot} className="chain-slot chain-slot-mempool" style={{ "--slot": slot } as CSSProperties}>
              <MempoolBlockCard
                block={block}
                index={slot}
                count={projected.length}
                href={href("mempool", slot)}
                context={context}
                marked={mode === "mempool" && index === slot}
                projectedHeight={newest === undefined ? null : newest.height + 1 + slot}
              />
            </li>
          ))}
        </ol>
        <StripDivider timeLeftToRight={timeLeftToRight} onToggle={props.onToggleTimeDirection} />
        <ol className="chain-side chain-side-confirmed" aria-label={t("strip.confirmed-blocks")}>
          {blocks.map((block, slot) => (
            <li key={block.id} className="chain-slot chain-slot-confirmed" style={{ "--slot": slot } as CSSProperties}>
              <ConfirmedBlockCard
                block={block}
                href={href("mined", slot)}
                poolHref={noPoolLink}
                context={context}
                marked={mode === "mined" && index === slot}
                arriving={arriving === block.height}
                special={false}
              />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

// The clock names no pools (miningView is off), and greets no block with a sound.
const noPoolLink = (): string => "";
const noArrivalSound = (): void => {};
