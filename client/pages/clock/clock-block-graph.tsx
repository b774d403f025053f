/**
 * The chosen block's transactions inside the clock face (spec §2.12, §2.6): in mempool mode the
 * projected block followed live over the socket, as the mempool block page draws it (the page's data
 * until the socket's list comes, so the server's HTML shows it too); in mined mode
 * the mined block's summary, from the page's data for the server's block and loaded in the browser
 * for a later one. Until the canvas draws (and without WebGL) the squares are an SVG, so the server's
 * HTML shows the mined block's graph. A click on a square opens its transaction (a new tab with a
 * modifier key), as on those pages.
 *
 * @example
 * <ProjectedFaceGraph index={0} loaded={pageData.projected} network="mainnet" links="" label="Transactions of block 1049951" />
 */
import { BLOCK_ORIENTATION, MEMPOOL_BLOCK_ORIENTATION } from "../../../shared/graph/orientation.ts";
import type { Network } from "../../../shared/network/networks.ts";
import { BLOCK_VIEW_RESOLUTION_CELLS, MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS } from "../../../shared/params/autofit.ts";
import { browserApi } from "../../app/page-data.tsx";
import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import { BlockGraph, type BlockGraphProps } from "../../components/block-graph/index.ts";
import { usePreferences } from "../../live/live-provider.tsx";
import { loadBlockOverview } from "../block/block-overview.ts";
import { useBrowserLoad } from "../block/use-browser-load.ts";
import { useOpenTransaction } from "../block/use-open-transaction.ts";
import { networkBlockVsize } from "../mempool-block/mempool-block-figures.tsx";
import type { ProjectedBlockData } from "../mempool-block/projected-block-data.ts";
import { useTrackedMempoolBlock } from "../mempool-block/use-tracked-mempool-block.ts";
import type { ClockBlockTransactions } from "./clock-page-data.ts";

interface GraphPlace {
  readonly network: Network;
  /** Language and network prefix of transaction links. */
  readonly links: string;
  /** The graph's accessible name. */
  readonly label: string;
}

export interface ProjectedFaceGraphProps extends GraphPlace {
  readonly index: number;
  /** The list the page's data brought, shown until the socket's comes. */
  readonly loaded: ProjectedBlockData | null;
}

export function ProjectedFaceGraph({ index, loaded, ...place }: ProjectedFaceGraphProps) {
  const { transactions } = useTrackedMempoolBlock(String(index), loaded ?? undefined);
  return <FaceGraph {...place} transactions={transactions} resetKey={index} layout={{ resolution: MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS, ...MEMPOOL_BLOCK_ORIENTATION }} />;
}

export interface MinedBlockGraphProps extends GraphPlace {
  /** The block's hash; null while the block is not known. */
  readonly hash: string | null;
  /** Transactions the page's data brought (the server's chosen block): used while they are this block's. */
  readonly loaded: ClockBlockTransactions | null;
}

export function MinedBlockGraph({ hash, loaded, ...place }: MinedBlockGraphProps) {
  const given = loaded !== null && loaded.hash === hash ? loaded.transactions : null;
  // Another block (a new tip at index 0) is loaded here, as mined, without its audit.
  const overview = useBrowserLoad(hash === null || given !== null ? null : `${place.network}:${hash}`, () => loadBlockOverview(hash ?? "", browserApi, { audit: false }));
  const transactions = given ?? (overview.status === "ready" ? overview.data.transactions : null);
  return <FaceGraph {...place} transactions={transactions} resetKey={hash ?? ""} layout={{ resolution: BLOCK_VIEW_RESOLUTION_CELLS, ...BLOCK_ORIENTATION }} />;
}

interface FaceGraphProps extends GraphPlace {
  /** Null until they are known: the graph shows its spinner. */
  readonly transactions: readonly TransactionStripped[] | null;
  readonly resetKey: string | number;
  /** How the page that shows this kind of block draws it (research §5.3). */
  readonly layout: Pick<BlockGraphProps, "resolution" | "orientation" | "flip">;
}

function FaceGraph({ transactions, resetKey, layout, network, links, label }: FaceGraphProps) {
  const rateUnit = usePreferences().rateUnit;
  const openTransaction = useOpenTransaction();
  return (
    <BlockGraph
      transactions={transactions}
      loading={transactions === null}
      {...layout}
      blockLimit={networkBlockVsize(network)}
      linkBase={links}
      network={network}
      rateUnit={rateUnit}
      resetKey={resetKey}
      label={label}
      onTxClick={openTransaction}
      staticFirstPaint
    />
  );
}
