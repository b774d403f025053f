import { useParams } from "react-router";
import { BLOCK_ORIENTATION } from "../../shared/graph/orientation.ts";
import { NETWORKS } from "../../shared/network/networks.ts";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import { BLOCK_VIEW_RESOLUTION_CELLS } from "../../shared/params/autofit.ts";
import { usePage } from "../app/page-context.tsx";
import { usePageData } from "../app/page-data.tsx";
import { BlockGraph } from "../components/block-graph/index.ts";
import { useT } from "../i18n/i18n.tsx";
import { usePreferences } from "../live/live-provider.tsx";
import { BlockLoadError } from "./block/block-load-state.tsx";
import { useOpenTransaction } from "./block/use-open-transaction.ts";
import { networkBlockVsize } from "./mempool-block/mempool-block-figures.tsx";
import { viewBlockData } from "./view/view-block-data.ts";
import { viewBlockTitle } from "./view/view-block-head.ts";
import { ViewGraphFrame } from "./view/view-graph-frame.tsx";
import { useViewResolution } from "./view/use-view-resolution.ts";
import "../i18n/page-texts/block.ts";

/**
 * /view/block/{height or hash} (spec §2.8): the block's transactions as its overview graph, alone in
 * the viewport, with the block page's tooltip (the audit status included) and clicks. The block and
 * its transactions come with the document, so the first paint needs no request; a mined block does
 * not change, so the view asks the socket for nothing.
 */
export function ViewBlockPage() {
  const t = useT();
  const id = useParams().id ?? "";
  const { state, route } = usePage();
  const preferences = usePreferences();
  const openTransaction = useOpenTransaction();
  const result = usePageData(viewBlockData, { id });
  const resolution = useViewResolution(BLOCK_VIEW_RESOLUTION_CELLS);
  const links = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });

  if (result.status === "error") {
    return (
      <div className="view-state">
        <BlockLoadError
          code={result.code}
          message={result.message}
          id={id}
          networkName={NETWORKS[route.network].displayName}
          notFoundHint={t("view-block.not-found.hint")}
          onRetry={result.reload}
        />
      </div>
    );
  }
  const data = result.status === "ready" ? result.data : null;
  return (
    <ViewGraphFrame resolution={resolution}>
      <BlockGraph
        transactions={data?.transactions ?? null}
        loading={data === null}
        resolution={resolution}
        blockLimit={networkBlockVsize(route.network)}
        {...BLOCK_ORIENTATION}
        linkBase={links}
        network={route.network}
        rateUnit={preferences.rateUnit}
        resetKey={data?.block.id}
        label={data === null ? t("block.loading", { id }) : viewBlockTitle(data.block, t)}
        onTxClick={openTransaction}
        staticFirstPaint
      />
    </ViewGraphFrame>
  );
}
