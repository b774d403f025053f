/**
 * The mempool block page's graph section: its heading, the transaction filter menu (spec §2.7) and the
 * projected block's live graph at the mempool block resolution (spec §9).
 *
 * @example
 * <MempoolBlockGraph transactions={transactions} index={0} network="mainnet" links="" label="Next block" />
 */
import { useState } from "react";
import { type GraphFilter, NO_GRAPH_FILTER } from "../../../shared/graph/graph-colours.ts";
import { MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS } from "../../../shared/params/autofit.ts";
import { GraphFilterMenu } from "../../components/block-graph/index.ts";
import { useT } from "../../i18n/i18n.tsx";
import { ProjectedBlockGraph, type ProjectedBlockGraphProps } from "./projected-block-graph.tsx";
import "../../i18n/page-texts/block.ts";

export type MempoolBlockGraphProps = Omit<ProjectedBlockGraphProps, "resolution" | "filter" | "staticFirstPaint">;

export function MempoolBlockGraph(props: MempoolBlockGraphProps) {
  const t = useT();
  const [filter, setFilter] = useState<GraphFilter>(NO_GRAPH_FILTER);
  return (
    <section className="block-overview" aria-labelledby="mempool-block-overview-title">
      <div className="block-overview-head">
        <h2 className="block-overview-title" id="mempool-block-overview-title">
          {t("mempool-block.overview")}
        </h2>
      </div>
      <GraphFilterMenu filter={filter} onChange={setFilter} linkBase={props.links} />
      <ProjectedBlockGraph {...props} resolution={MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS} filter={filter} />
    </section>
  );
}
