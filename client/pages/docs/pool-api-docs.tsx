import { useApiDocsT } from "../../i18n/locales/api-docs-area.ts";

/** The partner pools' API (README "Partner pool API"): what the accelerator calls at each pool. */
export function PoolApiDocs() {
  const t = useApiDocsT();
  const calls = [
    { id: "pool-api-accelerate", method: "POST", path: "{base}/accelerations", text: t("api-docs.pool-api.accelerate") },
    { id: "pool-api-remove", method: "DELETE", path: "{base}/accelerations/{txid}", text: t("api-docs.pool-api.remove") },
  ] as const;
  return (
    <div className="docs-subsection" id="pool-api">
      <h3 className="docs-section-title">{t("api-docs.pool-api.title")}</h3>
      <p>{t("api-docs.pool-api.intro")}</p>
      {calls.map((call) => (
        <article key={call.id} className="docs-endpoint" id={call.id}>
          <h4 className="docs-endpoint-title">
            <span className={`docs-method docs-method-${call.method.toLowerCase()}`}>{call.method}</span>
            <code className="docs-path">{call.path}</code>
          </h4>
          <p>{call.text}</p>
        </article>
      ))}
    </div>
  );
}
