/**
 * The live graph of a projected block (spec §2.6, research §1.6): the transactions the store keeps
 * from `track-mempool-block` (a full list, then deltas it checked by sequence) go to the graph, which
 * animates each difference; a new index lays it out from scratch. Drawn as the original draws
 * projected blocks: from the left, mirrored, so the best transactions sit at the edge nearest the chain.
 *
 * @example
 * <MempoolBlockGraph transactions={following ? tracking.mempoolBlockTransactions : null} index={0} network="mainnet" links="" />
 */
import { useState } from "react";
import type { GraphFilter } from "../../../shared/graph/graph-colours.ts";
import type { Network } from "../../../shared/network/networks.ts";
import { MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS } from "../../../shared/params/autofit.ts";
import type { TransactionStripped } from "../../../shared/types/compressed-tx.ts";
import { BlockGraph, GraphFilterMenu } from "../../components/block-graph/index.ts";
import { useT } from "../../i18n/i18n.tsx";
import { usePreferences } from "../../live/live-provider.tsx";
import { useOpenTransaction } from "../block/use-open-transaction.ts";
import { networkBlockVsize } from "./mempool-block-figures.tsx";

export interface MempoolBlockGraphProps {
  /** The followed block's transactions; null until its first full list arrives. */
  readonly transactions: readonly TransactionStripped[] | null;
  readonly index: number;
  readonly network: Network;
  readonly links: string;
  /** The graph's accessible name. */
  readonly label: string;
}

const NO_FILTER: GraphFilter = { flags: 0n, mode: "and" };

export function MempoolBlockGraph({ transactions, index, network, links, label }: MempoolBlockGraphProps) {
  const t = useT();
  const preferences = usePreferences();
  const openTransaction = useOpenTransaction();
  const [filter, setFilter] = useState<GraphFilter>(NO_FILTER);
  return (
    <section className="block-overview" aria-labelledby="mempool-block-overview-title">
      <div className="block-overview-head">
        <h2 className="block-overview-title" id="mempool-block-overview-title">
          {t("mempool-block.overview")}
        </h2>
      </div>
      <GraphFilterMenu filter={filter} onChange={setFilter} linkBase={links} />
      <BlockGraph
        transactions={transactions}
        loading={transactions === null}
        resolution={MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS}
        blockLimit={networkBlockVsize(network)}
        orientation="left"
        flip
        filter={filter}
        linkBase={links}
        network={network}
        rateUnit={preferences.rateUnit}
        resetKey={index}
        label={label}
        onTxClick={openTransaction}
      />
    </section>
  );
}
