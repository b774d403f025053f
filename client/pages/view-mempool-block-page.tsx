import { useState } from "react";
import { useParams } from "react-router";
import { type GraphFilter, NO_GRAPH_FILTER } from "../../shared/graph/graph-colours.ts";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import { MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS } from "../../shared/params/autofit.ts";
import { usePage } from "../app/page-context.tsx";
import { GraphFilterMenu } from "../components/block-graph/index.ts";
import { txCountText } from "../components/blockchain-strip/block-texts.ts";
import { useT } from "../i18n/i18n.tsx";
import { mempoolBlockHeading } from "./mempool-block/mempool-block-figures.tsx";
import { ProjectedBlockGraph } from "./mempool-block/projected-block-graph.tsx";
import { useProjectedBlockPageData, useTrackedMempoolBlock } from "./mempool-block/use-tracked-mempool-block.ts";
import { useFilterFlagsHook } from "./view/filter-flags-hook.ts";
import { useViewResolution } from "./view/use-view-resolution.ts";
import { ViewGraphFrame } from "./view/view-graph-frame.tsx";
import "../i18n/page-texts/block.ts";

/**
 * /view/mempool-block/{index} (spec §2.11): projected block `index`, alone in the viewport, live over
 * the socket as on the mempool block page, with the transaction filters and their window hook
 * (filter-flags-hook.ts). The address keeps the index it was given: while fewer blocks are projected
 * the view shows the last one, and it returns to the asked index when the mempool grows again.
 */
export function ViewMempoolBlockPage() {
  const t = useT();
  const { state, route } = usePage();
  const routeIndex = useParams().index;
  const { index, block, transactions } = useTrackedMempoolBlock(routeIndex, useProjectedBlockPageData(routeIndex));
  const [filter, setFilter] = useState<GraphFilter>(NO_GRAPH_FILTER);
  useFilterFlagsHook(setFilter);
  const resolution = useViewResolution(MEMPOOL_BLOCK_GRAPH_RESOLUTION_CELLS);
  const links = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });
  const label =
    block === undefined
      ? t("mempool-block.waiting")
      : t("view-mempool-block.label", { heading: mempoolBlockHeading(t, index, block.blockVSize, route.network), transactions: txCountText(t, block.nTx) });

  return (
    <ViewGraphFrame resolution={resolution} overlay={<GraphFilterMenu filter={filter} onChange={setFilter} linkBase={links} />}>
      <ProjectedBlockGraph transactions={transactions} index={index} network={route.network} links={links} label={label} resolution={resolution} filter={filter} staticFirstPaint />
    </ViewGraphFrame>
  );
}
