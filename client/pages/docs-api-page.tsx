import { useParams } from "react-router";
import { SOCKET_PATH } from "../../shared/api/socket-api.ts";
import { canonicalUrl } from "../../shared/network/canonical.ts";
import { isApiDocsTab } from "../../shared/network/route-normalise.ts";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import { usePage } from "../app/page-context.tsx";
import { usePageData } from "../app/page-data.tsx";
import { useApiDocsT } from "../i18n/locales/api-docs-area.ts";
import { apiExamplesData } from "./docs/api-examples-data.ts";
import { DocsNav } from "./docs/docs-nav.tsx";
import { RestDocs } from "./docs/rest-docs.tsx";
import { WebsocketDocs } from "./docs/websocket-docs.tsx";

/**
 * /docs/api/{tab}: the REST API (from shared/api/public-api.ts) or the websocket's messages (from
 * shared/api/socket-api.ts), with examples filled with this network's own tip block, so each one
 * works as written.
 */
export function DocsApiPage() {
  const t = useApiDocsT();
  const param = useParams().tab;
  // The route normalises any other tab to rest before the page renders.
  const tab = isApiDocsTab(param) ? param : "rest";
  const { state, route } = usePage();
  const examples = usePageData(apiExamplesData, {});
  const values = examples.status === "ready" ? examples.data : null;
  const linkBase = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });
  // canonicalUrl of "/" ends in "/" on the top-level network only.
  const networkRoot = canonicalUrl(route.network, "/", state.canonicalHosts).replace(/\/$/, "");
  const siteRoot = canonicalUrl("mainnet", "/", state.canonicalHosts).replace(/\/$/, "");
  return (
    <div className="docs-page">
      <DocsNav current={tab} linkBase={linkBase} />
      <h1 className="docs-title">{t("api-docs.title")}</h1>
      {tab === "rest" ? (
        <RestDocs features={state.features} networkRoot={networkRoot} siteRoot={siteRoot} values={values} />
      ) : (
        <WebsocketDocs socketUrl={`${networkRoot.replace(/^http/, "ws")}${SOCKET_PATH}`} values={values} />
      )}
    </div>
  );
}
