import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import { usePage } from "../app/page-context.tsx";
import { usePageData } from "../app/page-data.tsx";
import { useNow } from "../app/use-now.ts";
import { useListsT } from "../i18n/locales/lists-area.ts";
import { type RbfPageData, rbfPageData } from "./rbf/rbf-page-data.ts";
import { RbfTreeCard } from "./rbf/rbf-tree-card.tsx";
import { type RbfListMode, useLiveRbf } from "./rbf/use-live-rbf.ts";

/** research §4: "/rbf#fullrbf" lists full-RBF replacements only. */
const FULL_RBF_HASH = "#fullrbf";

/**
 * /rbf (research §4): the latest replacement trees, newest first, each drawn as its versions in
 * time order, with an "All / Full RBF" switch kept in the address's fragment, updated live.
 */
export function RbfPage() {
  const t = useListsT();
  const result = usePageData(rbfPageData, {});
  let body;
  if (result.status === "ready") body = <LiveReplacements data={result.data} />;
  else if (result.status === "loading") {
    body = (
      <p className="lists-state" role="status" aria-busy="true">
        <span className="tx-spinner" aria-hidden="true" />
        {t("rbf.loading")}
      </p>
    );
  } else {
    body = (
      <section className="lists-state lists-state-problem" role="alert">
        <h2>{t("rbf.error.title")}</h2>
        <p>{result.message}</p>
        <button type="button" className="lists-button" onClick={result.reload}>
          {t("rbf.error.retry")}
        </button>
      </section>
    );
  }
  return (
    <article className="lists-page rbf-page" aria-labelledby="rbf-page-title">
      <h1 id="rbf-page-title" className="lists-title">
        {t("rbf.title")}
      </h1>
      <p className="lists-subtitle">{t("rbf.intro")}</p>
      {body}
    </article>
  );
}

/** The fragment is the browser's alone: the first render is the server's ("all"), then the address decides. */
function useRbfMode(): RbfListMode {
  const { hash } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated && hash.toLowerCase() === FULL_RBF_HASH ? "fullRbf" : "all";
}

function LiveReplacements({ data }: { readonly data: RbfPageData }) {
  const t = useListsT();
  const { state, route } = usePage();
  const { pathname, search } = useLocation();
  const now = useNow(state.renderedAt);
  const mode = useRbfMode();
  const trees = useLiveRbf(mode, data.trees);
  const links = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });
  const option = (value: RbfListMode, label: string) => (
    <Link
      className="lists-toggle-option"
      to={{ pathname, search, hash: value === "fullRbf" ? FULL_RBF_HASH : "" }}
      replace
      aria-current={mode === value ? "true" : undefined}
      data-mode={value}
    >
      {label}
    </Link>
  );
  return (
    <section className="lists-panel rbf-panel" aria-label={t("rbf.title")}>
      <div className="rbf-toolbar">
        <nav className="lists-toggle" aria-label={t("rbf.filter")}>
          {option("all", t("rbf.filter.all"))}
          {option("fullRbf", t("rbf.filter.full-rbf"))}
        </nav>
        <span className="lists-live" aria-live="off">
          <span className="lists-live-dot" aria-hidden="true" />
          {t("rbf.live")}
        </span>
      </div>
      {trees.length === 0 ? (
        <p className="lists-muted rbf-empty">{t(mode === "fullRbf" ? "rbf.empty.full-rbf" : "rbf.empty.all")}</p>
      ) : (
        <ol className="rbf-cards">
          {trees.map((tree) => (
            <RbfTreeCard key={tree.tx.txid} tree={tree} links={links} now={now} />
          ))}
        </ol>
      )}
    </section>
  );
}
