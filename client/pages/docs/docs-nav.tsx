import { Link } from "react-router";
import { API_DOCS_TABS, type ApiDocsTab } from "../../../shared/network/route-normalise.ts";
import { useDocsNavT } from "../../i18n/locales/docs-nav-area.ts";

export type DocsSection = "faq" | ApiDocsTab;

/**
 * The tabs over the docs pages: the FAQ and each API tab, the current one marked.
 *
 * @example
 * <DocsNav current="rest" linkBase="/testnet" />
 */
export function DocsNav({ current, linkBase }: { current: DocsSection; linkBase: string }) {
  const t = useDocsNavT();
  const tabs: readonly { readonly section: DocsSection; readonly path: string; readonly label: string }[] = [
    { section: "faq", path: "/docs/faq", label: t("docs.tab.faq") },
    ...API_DOCS_TABS.map((tab) => ({ section: tab, path: `/docs/api/${tab}`, label: t(`docs.tab.${tab}`) })),
  ];
  return (
    <nav className="docs-tabs" aria-label={t("docs.tabs")}>
      {tabs.map((tab) => (
        <Link key={tab.section} className="docs-tab" to={`${linkBase}${tab.path}`} aria-current={tab.section === current ? "page" : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
