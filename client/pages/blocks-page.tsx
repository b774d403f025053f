import { useEffect } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { Snapshot } from "valtio";
import { formatNumber } from "../../shared/format/decimal.ts";
import { NETWORKS } from "../../shared/network/networks.ts";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import { BLOCKS_PAGE_PARAM, blocksPageCount, blocksPagePath, blocksPageStart, parseBlocksPage } from "../../shared/params/blocks-page.ts";
import type { Wantable } from "../../shared/protocol/client-message.ts";
import type { BlockExtended } from "../../shared/types/block-extended.ts";
import { usePage } from "../app/page-context.tsx";
import { usePageData } from "../app/page-data.tsx";
import { useNow } from "../app/use-now.ts";
import { useArrowKeyBlockNavigation } from "../components/blockchain-strip/use-arrow-key-block-navigation.ts";
import { useListsT } from "../i18n/locales/lists-area.ts";
import { useLive } from "../live/live-provider.tsx";
import { useWants } from "../live/use-wants.ts";
import { BlocksPager } from "./blocks/blocks-pager.tsx";
import { type BlocksPageData, blocksPageData } from "./blocks/blocks-page-data.ts";
import { BlocksTable } from "./blocks/blocks-table.tsx";
import { shownBlocks } from "./blocks/shown-blocks.ts";

/** New blocks, which the first page prepends. */
const BLOCKS_WANTS: readonly Wantable[] = ["blocks"];

const count = (value: number): string => formatNumber(value, "1.0-0");

/**
 * /blocks and /blocks?page={N} (research §4): the chain's blocks, 15 a page, newest first, with
 * numbered pages that ← and → also turn (the page has no strip, so the keys are the list's), and on
 * the first page the blocks mined since it loaded on top.
 */
export function BlocksPage() {
  const [query] = useSearchParams();
  const raw = query.get(BLOCKS_PAGE_PARAM) ?? undefined;
  const t = useListsT();
  const { state, route } = usePage();
  const result = usePageData(blocksPageData, raw === undefined ? {} : { page: raw });
  useWants(BLOCKS_WANTS);
  const links = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });

  let body;
  if (result.status === "ready") body = <LiveBlocks data={result.data} links={links} onBehind={result.reload} />;
  else if (result.status === "loading") {
    const parsed = parseBlocksPage(raw);
    body = (
      <p className="lists-state" role="status" aria-busy="true">
        <span className="tx-spinner" aria-hidden="true" />
        {t("blocks.loading", { page: count(parsed.ok ? parsed.page : 1) })}
      </p>
    );
  } else body = <BlocksLoadError code={result.code} message={result.message} raw={raw ?? ""} links={links} onRetry={result.reload} />;

  return (
    <article className="lists-page blocks-page" aria-labelledby="blocks-page-title">
      <h1 id="blocks-page-title" className="lists-title">
        {t("blocks.title")}
      </h1>
      {body}
    </article>
  );
}

interface LiveBlocksProps {
  readonly data: BlocksPageData;
  readonly links: string;
  /** Called when live blocks outran the first page (shown-blocks.ts `behind`). */
  readonly onBehind: () => void;
}

function LiveBlocks({ data, links, onBehind }: LiveBlocksProps) {
  const t = useListsT();
  const { state, route } = usePage();
  const live = useLive();
  const navigate = useNavigate();
  const now = useNow(state.renderedAt);
  const shown = shownBlocks(data, live.blocks as readonly Snapshot<BlockExtended>[] as readonly BlockExtended[]);
  const href = (page: number) => `${links}${blocksPagePath(page)}`;
  const { page } = data;

  useEffect(() => {
    if (shown.behind) onBehind();
  }, [shown.behind, onBehind]);

  useArrowKeyBlockNavigation((side) => {
    const target = side === "left" ? page - 1 : page + 1;
    if (target >= 1 && target <= shown.pageCount) navigate(href(target));
  });

  const newest = shown.blocks[0];
  const oldest = shown.blocks[shown.blocks.length - 1];
  return (
    <>
      {newest !== undefined && oldest !== undefined && (
        <p className="lists-subtitle">{t("blocks.range", { from: count(newest.height), to: count(oldest.height) })}</p>
      )}
      <section className="lists-panel" aria-label={t("blocks.title")}>
        {shown.blocks.length === 0 ? (
          <p className="lists-muted lists-none">{page === 1 ? t("blocks.none") : t("blocks.none-kept", { from: count(blocksPageStart(data.tipHeight, page)), to: count(Math.max(0, blocksPageStart(data.tipHeight, page + 1) + 1)) })}</p>
        ) : (
          <BlocksTable blocks={shown.blocks} liveHeights={shown.liveHeights} network={route.network} links={links} now={now} />
        )}
        <BlocksPager page={page} pageCount={shown.pageCount} href={href} />
        {shown.pageCount > 1 && <p className="lists-hint">{t("blocks.pager.keys")}</p>}
      </section>
    </>
  );
}

interface BlocksLoadErrorProps {
  readonly code: number;
  readonly message: string;
  /** The page parameter as the address wrote it. */
  readonly raw: string;
  readonly links: string;
  readonly onRetry: () => void;
}

function BlocksLoadError({ code, message, raw, links, onRetry }: BlocksLoadErrorProps) {
  const t = useListsT();
  const { route } = usePage();
  const live = useLive();
  if (code === 400 || code === 404) {
    const parsed = parseBlocksPage(raw);
    const tip = live.blocks[0]?.height ?? -1;
    const lastPage = tip >= 0 ? blocksPageCount(tip) : null;
    return (
      <section className="lists-state lists-state-problem">
        <h2>{t(code === 400 ? "blocks.invalid.title" : "blocks.not-found.title")}</h2>
        <p>
          {code === 400
            ? t("blocks.invalid.text", { raw })
            : t("blocks.not-found.text", { network: NETWORKS[route.network].displayName, page: count(parsed.ok ? parsed.page : 0) })}
        </p>
        <p className="lists-state-links">
          <Link to={`${links}/blocks`}>{t("blocks.back-to-first")}</Link>
          {code === 404 && lastPage !== null && lastPage > 1 && <Link to={`${links}${blocksPagePath(lastPage)}`}>{t("blocks.not-found.last", { page: count(lastPage) })}</Link>}
        </p>
      </section>
    );
  }
  return (
    <section className="lists-state lists-state-problem" role="alert">
      <h2>{t("blocks.error.title")}</h2>
      <p>{message}</p>
      <button type="button" className="lists-button" onClick={onRetry}>
        {t("blocks.error.retry")}
      </button>
    </section>
  );
}
