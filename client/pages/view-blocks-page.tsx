import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import { isRightToLeft } from "../../shared/network/languages.ts";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import { type BlockWallParams, parseBlockWallParams } from "../../shared/params/embed-params.ts";
import type { Wantable } from "../../shared/protocol/client-message.ts";
import { usePage } from "../app/page-context.tsx";
import { pageDataParams, usePageData } from "../app/page-data.tsx";
import { useT } from "../i18n/i18n.tsx";
import { useWants } from "../live/use-wants.ts";
import { BlockWall } from "./view-blocks/block-wall.tsx";
import { viewBlocksPageData } from "./view-blocks/view-blocks-page-data.ts";
import { WALL_RETRY_MS, useWallBlocks } from "./view-blocks/use-wall-blocks.ts";
import type { WallBlock } from "./view-blocks/wall-blocks.ts";
import "../i18n/page-texts/view-blocks.ts";

/** Only new blocks move the wall (research A.2: the original wants `blocks` alone). */
const WALL_WANTS: readonly Wantable[] = ["blocks"];

/**
 * /view/blocks (spec §2.9, §2.10): the newest `numBlocks` blocks side by side, filling the window
 * (a kiosk page: no header or footer), each with its height and mined-by line; a new block slides
 * the wall on. The server renders the whole wall from the page data; the socket keeps it live.
 */
export function ViewBlocksPage() {
  const t = useT();
  const [query] = useSearchParams();
  const params = useMemo(() => parseBlockWallParams(query), [query]);
  const dataParams = pageDataParams(viewBlocksPageData, {}, query);
  const result = usePageData(viewBlocksPageData, dataParams);
  useWants(WALL_WANTS);
  // A kiosk has no one to press reload: a wall that could not load asks again until it can.
  const failed = result.status === "error";
  const { reload } = result;
  useEffect(() => {
    if (!failed) return;
    const timer = setInterval(reload, WALL_RETRY_MS);
    return () => clearInterval(timer);
  }, [failed, reload]);

  if (result.status === "ready") return <LiveWall key={viewBlocksPageData.key(dataParams)} initial={result.data.blocks} params={params} />;
  return (
    <p className="block-wall-state" role="status">
      {result.status === "loading" ? t("view-blocks.loading") : t("view-blocks.failed", { message: result.message })}
    </p>
  );
}

function LiveWall({ initial, params }: { initial: readonly WallBlock[]; params: BlockWallParams }) {
  const t = useT();
  const { state, route } = usePage();
  const blocks = useWallBlocks(initial, params);
  const links = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });
  if (blocks.length === 0) {
    return (
      <p className="block-wall-state" role="status">
        {t("view-blocks.empty")}
      </p>
    );
  }
  return <BlockWall blocks={blocks} params={params} network={route.network} links={links} rightToLeft={isRightToLeft(route.language ?? "en")} />;
}
