import { API_SECTIONS, type ApiEndpoint, documentedEndpoints, fillExample, patternParams } from "../../../shared/api/public-api.ts";
import type { ExampleValues } from "../../../shared/api/example-values.ts";
import type { FeatureFlags } from "../../../shared/network/feature-flags.ts";
import { PRODUCT_NAME } from "../../../shared/network/title.ts";
import { type ApiDocsKey, useApiDocsT } from "../../i18n/locales/api-docs-area.ts";
import { PoolApiDocs } from "./pool-api-docs.tsx";

export interface RestDocsProps {
  readonly features: FeatureFlags;
  /** The network's API origin and prefix, e.g. "https://example.org/testnet". */
  readonly networkRoot: string;
  /** The site's origin, for the endpoints without a network prefix. */
  readonly siteRoot: string;
  readonly values: ExampleValues | null;
}

/** The REST tab: the endpoints of shared/api/public-api.ts served with this build's features, by section. */
export function RestDocs({ features, networkRoot, siteRoot, values }: RestDocsProps) {
  const t = useApiDocsT();
  const endpoints = documentedEndpoints(features);
  const sections = API_SECTIONS.filter((section) => endpoints.some((entry) => entry.section === section));
  return (
    <>
      <p className="docs-intro">{t("api-docs.rest.intro", { product: PRODUCT_NAME, root: `${networkRoot}/api` })}</p>
      <p className="docs-intro">{t("api-docs.rest.forgery")}</p>
      <p className="docs-intro">{values === null ? t("api-docs.examples-placeholders") : t("api-docs.examples-from", { height: values.height })}</p>
      <nav className="docs-contents" aria-label={t("api-docs.contents")}>
        <ul className="docs-contents-inline">
          {sections.map((section) => (
            <li key={section}>
              <a href={`#section-${section}`}>{t(`api-docs.section.${section}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {sections.map((section) => (
        <section key={section} className="docs-section" id={`section-${section}`} aria-labelledby={`section-${section}-title`}>
          <h2 className="docs-section-title" id={`section-${section}-title`}>
            {t(`api-docs.section.${section}`)}
          </h2>
          {endpoints
            .filter((entry) => entry.section === section)
            .map((entry) => (
              <EndpointDoc key={entry.id} entry={entry} root={entry.networked ? networkRoot : siteRoot} values={values} />
            ))}
          {section === "accelerator" ? <PoolApiDocs /> : null}
        </section>
      ))}
    </>
  );
}

/** The description of an endpoint: one text per id of the table (a unit test holds them together). */
export const endpointDescriptionKey = (id: string): ApiDocsKey => `api-docs.endpoint.${id}` as ApiDocsKey;

function EndpointDoc({ entry, root, values }: { entry: ApiEndpoint; root: string; values: ExampleValues | null }) {
  const t = useApiDocsT();
  const fill = (text: string) => (values === null ? text : fillExample(text, values));
  const params = patternParams(entry.pattern);
  const url = `${root}${fill(entry.example)}`;
  const command = entry.method === "GET" ? `curl -sSL "${url}"` : `curl -X POST -d '${fill(entry.body ?? "")}' "${url}"`;
  return (
    <article className="docs-endpoint" id={entry.id} aria-labelledby={`${entry.id}-title`}>
      <h3 className="docs-endpoint-title" id={`${entry.id}-title`}>
        <span className={`docs-method docs-method-${entry.method.toLowerCase()}`}>{entry.method}</span>
        <code className="docs-path">{entry.pattern}</code>
        <a className="docs-anchor" href={`#${entry.id}`} aria-label={t("api-docs.anchor")}>
          #
        </a>
      </h3>
      <p>{t(endpointDescriptionKey(entry.id))}</p>
      {params.length > 0 ? <p className="docs-meta">{t("api-docs.params", { names: params.map((name) => (name.endsWith("?") ? `${name.slice(0, -1)} ${t("api-docs.optional")}` : name)).join(", ") })}</p> : null}
      {entry.query !== undefined ? <p className="docs-meta">{t("api-docs.query", { names: entry.query.join(", ") })}</p> : null}
      {entry.session === true ? <p className="docs-meta">{t("api-docs.session")}</p> : null}
      {!entry.networked ? <p className="docs-meta">{t("api-docs.site-wide")}</p> : null}
      <p className="docs-example-label">{t("api-docs.example")}</p>
      <pre className="docs-code">
        <code>{command}</code>
      </pre>
    </article>
  );
}
