import { useEffect, useMemo } from "react";
import { useNavigate, useParams } from "react-router";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import { usePage } from "../app/page-context.tsx";
import { LiveStrip } from "../components/live-strip.tsx";
import type { StripMark } from "../components/blockchain-strip/index.ts";
import { useT } from "../i18n/i18n.tsx";
import { useLive, usePreferences } from "../live/live-provider.tsx";
import { MempoolBlockFigures, mempoolBlockHeading } from "./mempool-block/mempool-block-figures.tsx";
import { MempoolBlockGraph } from "./mempool-block/mempool-block-graph.tsx";
import { useProjectedBlockPageData, useTrackedMempoolBlock } from "./mempool-block/use-tracked-mempool-block.ts";
import "../i18n/page-texts/block.ts";

/**
 * /mempool-block/{index} (spec §2.2): projected block `index` from the live store, its figures and
 * its live graph (research §1.6: a full list, then deltas checked by sequence), under the strip
 * marked at it. An index beyond the last projected block is lowered to it once the list is known.
 */
export function MempoolBlockPage() {
  const t = useT();
  const { state, route } = usePage();
  const live = useLive();
  const preferences = usePreferences();
  const navigate = useNavigate();
  const routeIndex = useParams().index;
  const { index, lowered, block, transactions } = useTrackedMempoolBlock(routeIndex, useProjectedBlockPageData(routeIndex));
  const links = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });
  const mark = useMemo<StripMark>(() => ({ mempoolBlockIndex: index }), [index]);

  useEffect(() => {
    if (lowered) navigate(`${links}/mempool-block/${index}`, { replace: true });
  }, [lowered, index, links, navigate]);

  const heading = block === undefined ? "" : mempoolBlockHeading(t, index, block.blockVSize, route.network);

  return (
    <>
      <LiveStrip mark={mark} />
      <div className="block-page mempool-block-page">
        {block === undefined ? (
          <section className="block-state block-loading" aria-busy="true">
            <p role="status">{t("mempool-block.waiting")}</p>
          </section>
        ) : (
          <article className="block-view">
            <header className="block-heading">
              <span className="block-neighbour" />
              <h1 className="block-title">{heading}</h1>
              <span className="block-neighbour" />
            </header>
            <div className="block-summary">
              <MempoolBlockFigures block={block} index={index} network={route.network} rateUnit={preferences.rateUnit} da={live.da} />
              <MempoolBlockGraph transactions={transactions} index={index} network={route.network} links={links} label={heading} />
            </div>
          </article>
        )}
      </div>
    </>
  );
}
