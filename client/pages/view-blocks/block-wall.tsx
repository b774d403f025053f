/**
 * The multi-block wall (spec §2.9, §2.10): one graph per block, newest first, in the grid of
 * shared/params/block-wall-layout.ts. The grid comes from container queries written from the shared
 * aspect-ratio rules, so the server's HTML is laid out right before any script runs; the browser
 * measures the wall only to snap each graph's resolution (autofit) and to know how far a block
 * travels to the next place. A graph belongs to a place, not to a block: when a new block comes,
 * every place slides its next block in (staggered), so the wall keeps `numBlocks` graphs for as
 * long as it runs and a block that leaves leaves only sprites, freed once out of sight.
 *
 * @example
 * <BlockWall blocks={blocks} params={params} network="mainnet" links="" rightToLeft={false} />
 */
import { type CSSProperties, useEffect, useMemo, useRef, useState } from "react";
import type { Network } from "../../../shared/network/networks.ts";
import { MULTI_BLOCK_VIEW_RESOLUTION_CELLS } from "../../../shared/params/autofit.ts";
import {
  type WallAspectRule,
  blockWallAspectRules,
  blockWallBlockPx,
  blockWallGraphPx,
  blockWallResolution,
} from "../../../shared/params/block-wall-layout.ts";
import { blockWallInfoDelayMs, blockWallShiftCells, blockWallSlideDelayMs } from "../../../shared/params/block-wall-timing.ts";
import type { BlockWallParams } from "../../../shared/params/embed-params.ts";
import { BlockGraph, type GraphTxClick, type SlideMotion } from "../../components/block-graph/index.ts";
import { useT } from "../../i18n/i18n.tsx";
import { usePreferences } from "../../live/live-provider.tsx";
import { useOpenTransaction } from "../block/use-open-transaction.ts";
import { networkBlockVsize } from "../mempool-block/mempool-block-figures.tsx";
import type { WallBlock } from "./wall-blocks.ts";
import "../../i18n/page-texts/view-blocks.ts";

export interface BlockWallProps {
  /** Newest first. */
  readonly blocks: readonly WallBlock[];
  readonly params: BlockWallParams;
  readonly network: Network;
  /** Language and network prefix of links, e.g. "/de/testnet". */
  readonly links: string;
  /** Right-to-left pages lay the wall out from the right, so blocks move on to the left. */
  readonly rightToLeft: boolean;
}

/** The container the grid's queries ask about (client/styles/view-blocks.css). */
const WALL_CONTAINER = "block-wall";

/**
 * The grid's columns and rows by the wall's aspect ratio, as container queries.
 *
 * @example
 * wallGridCss(blockWallAspectRules(2, true));
 * // ".block-wall-grid{--wall-cols:1;--wall-rows:2}@container block-wall (min-aspect-ratio: 1/1){.block-wall-grid{--wall-cols:2;--wall-rows:1}}"
 */
export function wallGridCss(rules: readonly WallAspectRule[]): string {
  return rules
    .map(({ minAspect, grid }) => {
      const declaration = `.block-wall-grid{--wall-cols:${grid.cols};--wall-rows:${grid.rows}}`;
      return minAspect === null ? declaration : `@container ${WALL_CONTAINER} (min-aspect-ratio: ${minAspect[0]}/${minAspect[1]}){${declaration}}`;
    })
    .join("");
}

/** The content box of the element behind `ref`, kept current; null until the browser measured it. */
function useBoxSize(ref: { readonly current: HTMLElement | null }): { width: number; height: number } | null {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export function BlockWall({ blocks, params, network, links, rightToLeft }: BlockWallProps) {
  const t = useT();
  const wallRef = useRef<HTMLElement>(null);
  const size = useBoxSize(wallRef);
  const openTransaction = useOpenTransaction();
  const count = Math.max(1, blocks.length);
  const gridCss = useMemo(() => wallGridCss(blockWallAspectRules(count, params.wrap)), [count, params.wrap]);

  // Until measured (the server, the first browser render) the graphs take the view's fixed 86.
  const graphPx = size === null ? null : blockWallGraphPx(blockWallBlockPx(size.width, size.height, { count, wrap: params.wrap, blockWidthPx: params.blockWidthPx }), params.paddingPx);
  const resolution = graphPx === null ? MULTI_BLOCK_VIEW_RESOLUTION_CELLS : blockWallResolution(graphPx, params.autofit);
  const shiftCells = blockWallShiftCells(resolution, graphPx ?? 0, params.paddingPx) * (rightToLeft ? -1 : 1);
  const style = { "--wall-max-block": `${params.blockWidthPx}px`, "--wall-padding": `${params.paddingPx}px` } as CSSProperties;

  return (
    <section ref={wallRef} className="block-wall" aria-label={t("view-blocks.label")} style={style}>
      <style>{gridCss}</style>
      <ol className="block-wall-grid">
        {blocks.map((block, slot) => (
          <WallTile
            // The place is the key: its graph stays and slides each next block in.
            key={slot}
            block={block}
            resolution={resolution}
            motion={{ shiftCells, durationMs: params.animationDurationMs, delayMs: blockWallSlideDelayMs(slot, params.staggerMs) }}
            infoDelayMs={blockWallInfoDelayMs(slot, params.staggerMs)}
            network={network}
            links={links}
            onTxClick={openTransaction}
          />
        ))}
      </ol>
    </section>
  );
}

interface WallTileProps {
  readonly block: WallBlock;
  readonly resolution: number;
  readonly motion: SlideMotion;
  readonly infoDelayMs: number;
  readonly network: Network;
  readonly links: string;
  readonly onTxClick: (txid: string, click: GraphTxClick) => void;
}

/** One place of the wall: the block's graph, its height, and "by {pool}" fading in after its delay. */
function WallTile({ block, resolution, motion, infoDelayMs, network, links, onTxClick }: WallTileProps) {
  const t = useT();
  const preferences = usePreferences();
  const name = t("view-blocks.block", { height: block.height });
  return (
    <li className="block-wall-block">
      <BlockGraph
        transactions={block.transactions}
        resolution={resolution}
        blockLimit={networkBlockVsize(network)}
        // research A.2: top-down without a mirror, as on block pages.
        orientation="top"
        flip={false}
        linkBase={links}
        network={network}
        rateUnit={preferences.rateUnit}
        resetKey={block.id}
        resetMotion={motion}
        // The server's HTML shows the squares too, until the canvas draws (and where it cannot).
        staticFirstPaint
        label={name}
        onTxClick={onTxClick}
      />
      <div className="block-wall-info">
        <span className="block-wall-height">{block.height}</span>
        {/* A new block here is a new line: its fade starts over (spec §2.10: it appears after 1.6 s). */}
        <span key={block.id} className="block-wall-pool" style={{ animationDelay: `${infoDelayMs}ms` }}>
          {t("view-blocks.mined-by", { pool: block.pool ?? t("view-blocks.unknown-pool") })}
        </span>
      </div>
    </li>
  );
}
