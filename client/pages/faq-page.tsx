import { Link } from "react-router";
import { PRODUCT_NAME } from "../../shared/network/title.ts";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import { FLAG_GROUPS, TRANSACTION_FLAGS } from "../../shared/tables/transaction-flags.ts";
import { usePage } from "../app/page-context.tsx";
import { useFaqT } from "../i18n/locales/faq-area.ts";
// The filter groups and flags are named in the graph's own texts.
import "../i18n/page-texts/graph.ts";
import { DocsNav } from "./docs/docs-nav.tsx";
import { FAQ_ENTRIES, type FaqEntry } from "./docs/faq-entries.ts";

/**
 * /docs/faq: the questions visitors ask about what the explorer shows, each with its own anchor so
 * a link can land on it (the block graph's info badge links to the transaction-filter entry).
 */
export function FaqPage() {
  const t = useFaqT();
  const { state, route } = usePage();
  const linkBase = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });
  return (
    <div className="docs-page">
      <DocsNav current="faq" linkBase={linkBase} />
      <h1 className="docs-title">{t("faq.title")}</h1>
      <p className="docs-intro">{t("faq.intro", { product: PRODUCT_NAME })}</p>
      <nav className="docs-contents" aria-label={t("faq.contents")}>
        <ol>
          {FAQ_ENTRIES.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{t(entry.question)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {FAQ_ENTRIES.map((entry) => (
        <FaqAnswer key={entry.id} entry={entry} linkBase={linkBase} />
      ))}
    </div>
  );
}

function FaqAnswer({ entry, linkBase }: { entry: FaqEntry; linkBase: string }) {
  const t = useFaqT();
  return (
    <section className="docs-entry" id={entry.id} aria-labelledby={`${entry.id}-q`}>
      <h2 className="docs-entry-title" id={`${entry.id}-q`}>
        {t(entry.question)}{" "}
        <a className="docs-anchor" href={`#${entry.id}`} aria-label={t("faq.anchor")}>
          #
        </a>
      </h2>
      {entry.answer.map((key, index) => (
        <div key={key}>
          <p>{t(key, { product: PRODUCT_NAME })}</p>
          {entry.flagGroups === true && index === 0 ? <FilterGroups /> : null}
        </div>
      ))}
      {entry.link === undefined ? null : (
        <p>
          <Link to={`${linkBase}${entry.link.path}`}>{t(entry.link.label)}</Link>
        </p>
      )}
    </section>
  );
}

/** The filter's groups and flags, from the flag table the graph's menu reads. */
function FilterGroups() {
  const t = useFaqT();
  return (
    <dl className="faq-filter-groups">
      {FLAG_GROUPS.map((group) => (
        <div key={group.key} className="faq-filter-group">
          <dt>{t(`graph.filter-group.${group.key}`)}</dt>
          <dd>
            <p>{t(`faq.filter-group.${group.key}`)}</p>
            <ul className="faq-filter-flags">
              {TRANSACTION_FLAGS.filter((flag) => flag.group === group.key).map((flag) => (
                <li key={flag.key}>{t(`graph.flag.${flag.key}`)}</li>
              ))}
            </ul>
          </dd>
        </div>
      ))}
    </dl>
  );
}
