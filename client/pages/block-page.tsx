import { useMemo } from "react";
import { useParams } from "react-router";
import { NETWORKS } from "../../shared/network/networks.ts";
import { parseBlockId } from "../../shared/params/block-id.ts";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import type { Wantable } from "../../shared/protocol/client-message.ts";
import { usePage } from "../app/page-context.tsx";
import { usePageData } from "../app/page-data.tsx";
import { usePageTitleParams } from "../app/page-title.tsx";
import { LiveStrip } from "../components/live-strip.tsx";
import type { StripMark } from "../components/blockchain-strip/index.ts";
import { useWants } from "../live/use-wants.ts";
import { blockPageData } from "./block/block-page-data.ts";
import { BlockLoadError, BlockLoading } from "./block/block-load-state.tsx";
import { BlockView } from "./block/block-view.tsx";
import { heightText } from "./block/block-heading.tsx";

/** research §1.8: the block page's streams. */
const BLOCK_WANTS: readonly Wantable[] = ["blocks", "mempool-blocks"];

/** The strip's mark while the block loads: a height in the address is already known. */
function markOf(id: string, height: number | null): StripMark | null {
  if (height !== null) return { blockHeight: height };
  try {
    const parsed = parseBlockId(id);
    return parsed.kind === "height" ? { blockHeight: parsed.height } : null;
  } catch {
    // A malformed id marks nothing; the page says what is wrong with it.
    return null;
  }
}

/**
 * /block/{height or hash} (spec §2.2): the block's details, its overview graph with the audit, and
 * its transactions, under the blockchain strip marked at the block; arrow keys go to the previous
 * and next block (the strip's navigation).
 */
export function BlockPage() {
  const id = useParams().id ?? "";
  const { state, route } = usePage();
  const result = usePageData(blockPageData, { id });
  useWants(BLOCK_WANTS);
  const links = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });
  const height = result.status === "ready" ? result.data.block.height : null;
  const mark = useMemo(() => markOf(id, height), [id, height]);
  // A block opened by hash is titled by its height too.
  usePageTitleParams(height === null ? null : { id: heightText(height) });

  return (
    <>
      <LiveStrip mark={mark} />
      <div className="block-page">
        {result.status === "ready" && <BlockView block={result.data.block} routeId={id} links={links} />}
        {result.status === "loading" && <BlockLoading id={id} />}
        {result.status === "error" && (
          <BlockLoadError code={result.code} message={result.message} id={id} networkName={NETWORKS[route.network].displayName} onRetry={result.reload} />
        )}
      </div>
    </>
  );
}
