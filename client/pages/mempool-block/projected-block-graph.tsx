/**
 * The graph of a projected block (spec §2.6, research §1.6), for the mempool block page and the
 * pending block view: its transactions as the store keeps them from `track-mempool-block` (each new
 * list animated from the last; a new index lays it out from scratch), drawn as the original draws
 * projected blocks: from the left, mirrored, so the best transactions sit at the edge nearest the
 * chain. A click opens the transaction (spec §2.6).
 *
 * @example
 * <ProjectedBlockGraph transactions={transactions} index={0} network="mainnet" links="" label="Next block" resolution={86} filter={filter} />
 */
import type { GraphFilter } from "../../../shared/graph/graph-colours.ts";
import { MEMPOOL_BLOCK_ORIENTATION } from "../../../shared/graph/orientation.ts";
import type { Network } from "../../../shared/network/networks.ts";
import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import { BlockGraph } from "../../components/block-graph/index.ts";
import { usePreferences } from "../../live/live-provider.tsx";
import { useOpenTransaction } from "../block/use-open-transaction.ts";
import { networkBlockVsize } from "./mempool-block-figures.tsx";

export interface ProjectedBlockGraphProps {
  /** The followed block's transactions; null until its first full list arrives. */
  readonly transactions: readonly TransactionStripped[] | null;
  readonly index: number;
  readonly network: Network;
  readonly links: string;
  /** The graph's accessible name. */
  readonly label: string;
  /** Cells per side (shared/params/autofit.ts). */
  readonly resolution: number;
  readonly filter: GraphFilter;
  /** Draws the squares as an SVG until the canvas does (BlockGraphProps.staticFirstPaint). */
  readonly staticFirstPaint?: boolean;
}

export function ProjectedBlockGraph({ transactions, index, network, links, label, resolution, filter, staticFirstPaint = false }: ProjectedBlockGraphProps) {
  const preferences = usePreferences();
  const openTransaction = useOpenTransaction();
  return (
    <BlockGraph
      transactions={transactions}
      loading={transactions === null}
      resolution={resolution}
      blockLimit={networkBlockVsize(network)}
      {...MEMPOOL_BLOCK_ORIENTATION}
      filter={filter}
      linkBase={links}
      network={network}
      rateUnit={preferences.rateUnit}
      resetKey={index}
      label={label}
      onTxClick={openTransaction}
      staticFirstPaint={staticFirstPaint}
    />
  );
}
