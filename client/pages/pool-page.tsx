import { useParams } from "react-router";
import { NETWORKS } from "../../shared/network/networks.ts";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import type { Wantable } from "../../shared/protocol/client-message.ts";
import { usePage } from "../app/page-context.tsx";
import { usePageData } from "../app/page-data.tsx";
import { usePageTitleParams } from "../app/page-title.tsx";
import { useNow } from "../app/use-now.ts";
import { LiveStrip } from "../components/live-strip.tsx";
import { useLive } from "../live/live-provider.tsx";
import { useWants } from "../live/use-wants.ts";
import { shownPoolBlocks } from "./pool/pool-blocks.ts";
import { PoolBlocksTable } from "./pool/pool-blocks-table.tsx";
import { PoolHashrate } from "./pool/pool-hashrate.tsx";
import { type PoolPageData, poolPageData } from "./pool/pool-page-data.ts";
import { PoolLoadError, PoolLoading } from "./pool/pool-states.tsx";
import { PoolSummary } from "./pool/pool-summary.tsx";
import { usePoolBlocks } from "./pool/use-pool-blocks.ts";

/** The strip's streams: new blocks (which may be this pool's) and the projected blocks beside them. */
const POOL_WANTS: readonly Wantable[] = ["blocks", "mempool-blocks"];

/**
 * /mining/pool/{slug} (spec §2.2 "Pool page, linked from the pool badge on a block"): the pool's
 * figures, its weekly hashrate and its blocks, newest first with older ones on request and new
 * ones arriving live, under the blockchain strip (which shows pools and fees on /mining routes).
 */
export function PoolPage() {
  const slug = useParams().slug ?? "";
  const { route } = usePage();
  const result = usePageData(poolPageData, { slug });
  useWants(POOL_WANTS);
  // Titled by the pool's name rather than its slug.
  usePageTitleParams(result.status === "ready" ? { slug: result.data.stats.pool.name } : null);

  let body;
  if (result.status === "ready") body = <LivePool slug={slug} data={result.data} />;
  else if (result.status === "loading") body = <PoolLoading slug={slug} />;
  else body = <PoolLoadError code={result.code} message={result.message} slug={slug} networkName={NETWORKS[route.network].displayName} onRetry={result.reload} />;

  return (
    <>
      <LiveStrip />
      <div className="pool-page-body">{body}</div>
    </>
  );
}

/** The loaded pool, its older blocks on request and its new blocks as they arrive. */
function LivePool({ slug, data }: { readonly slug: string; readonly data: PoolPageData }) {
  const { state, route } = usePage();
  const live = useLive();
  const now = useNow(state.renderedAt);
  const links = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });
  const amountPrefix = NETWORKS[route.network].amountPrefix;
  const pages = usePoolBlocks(slug, data.blocks, data.stats.blockCount.all);
  const shown = shownPoolBlocks(data.stats.pool.slug, pages.blocks, live.blocks);
  return (
    <article className="pool-page" aria-labelledby="pool-page-title">
      <PoolSummary stats={data.stats} amountPrefix={amountPrefix} links={links} />
      <PoolHashrate points={data.hashrate} />
      <PoolBlocksTable
        blocks={shown.blocks}
        liveHeights={shown.liveHeights}
        total={data.stats.blockCount.all + shown.liveHeights.size}
        amountPrefix={amountPrefix}
        links={links}
        now={now}
        hasMore={pages.hasMore}
        loading={pages.loading}
        error={pages.error}
        onLoadOlder={pages.loadOlder}
      />
    </article>
  );
}
