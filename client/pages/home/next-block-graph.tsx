/**
 * The next block's live graph on the home page, with its preset filters: a chunk of its own, loaded
 * after hydration, so the home page's first load carries none of the graph's code. It follows
 * projected block 0 over the socket (`track-mempool-block: 0`) while shown.
 *
 * @example
 * <NextBlockGraph network="mainnet" links="" label="Next block" />
 */
import { useEffect, useState } from "react";
import type { Network } from "../../../shared/network/networks.ts";
import { MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS } from "../../../shared/params/autofit.ts";
import { useT } from "../../i18n/i18n.tsx";
import { ProjectedBlockGraph } from "../mempool-block/projected-block-graph.tsx";
import { useLive, useLiveConnection } from "../../live/live-provider.tsx";
import { NEXT_BLOCK_PRESETS, type NextBlockPreset, presetFilter } from "./next-block-presets.ts";

export interface NextBlockGraphProps {
  readonly network: Network;
  readonly links: string;
  readonly label: string;
}

export function NextBlockGraph({ network, links, label }: NextBlockGraphProps) {
  const t = useT();
  const [preset, setPreset] = useState<NextBlockPreset>("all");
  const transactions = useNextBlockTransactions();
  return (
    <div className="dash-graph">
      <div className="dash-presets" role="group" aria-label={t("home.next-block.presets")}>
        {NEXT_BLOCK_PRESETS.map((option) => (
          <button key={option} type="button" className="da-view" aria-pressed={preset === option} onClick={() => setPreset(option)}>
            {t(`home.next-block.preset.${option}`)}
          </button>
        ))}
      </div>
      <ProjectedBlockGraph
        transactions={transactions}
        index={0}
        network={network}
        links={links}
        label={label}
        resolution={MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS}
        filter={presetFilter(preset)}
      />
    </div>
  );
}

/**
 * Projected block 0's transactions while shown (`track-mempool-block: 0`); null until the first full
 * list. The page's own `want` streams stay as they are (the home page asks for more than a block page).
 */
function useNextBlockTransactions() {
  const live = useLive();
  const connection = useLiveConnection();
  useEffect(() => {
    if (connection === null) return;
    connection.trackMempoolBlock(0);
    return () => connection.trackMempoolBlock(null);
  }, [connection]);
  const { tracking } = live;
  return tracking.mempoolBlockIndex === 0 && tracking.mempoolBlockSequence !== null ? tracking.mempoolBlockTransactions : null;
}
