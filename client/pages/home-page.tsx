import { pageTitle } from "../../shared/network/title.ts";
import { NETWORKS } from "../../shared/network/networks.ts";
import { useT } from "../i18n/i18n.tsx";
import { usePage } from "../app/page-context.tsx";
import { StripPlaceholder } from "../components/blockchain-strip/strip-placeholder.tsx";

export function HomePage() {
  const t = useT();
  const { state, route } = usePage();
  return (
    <>
      <title>{pageTitle("", route.network, state.base)}</title>
      <h1 className="visually-hidden">{t("home.heading")}</h1>
      <StripPlaceholder networkName={NETWORKS[route.network].displayName} />
    </>
  );
}
