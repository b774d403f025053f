import { Link } from "react-router";
import { BASE_MODULE_NETWORKS, NETWORKS } from "../../shared/network/networks.ts";
import { networkHomePath } from "../../shared/network/network-home.ts";
import { useT } from "../i18n/i18n.tsx";
import { usePage } from "../app/page-context.tsx";
import { DisclosureMenu } from "./disclosure-menu.tsx";

/** The network switcher: a disclosure button over links to each network's home page. */
export function NetworkMenu() {
  const t = useT();
  const { state, route } = usePage();
  const current = NETWORKS[route.network].displayName;
  const button = (
    <>
      <span className={`network-dot network-dot-${route.network}`} aria-hidden="true" />
      {current}
    </>
  );
  return (
    <DisclosureMenu label={t("nav.current-network", { name: current })} listLabel={t("nav.networks")} button={button}>
      {(close) =>
        BASE_MODULE_NETWORKS[state.base].map((network) => (
          <li key={network}>
            <Link to={networkHomePath(route, network, state.base)} aria-current={network === route.network ? "page" : undefined} onClick={close}>
              <span className={`network-dot network-dot-${network}`} aria-hidden="true" />
              {NETWORKS[network].displayName}
            </Link>
          </li>
        ))
      }
    </DisclosureMenu>
  );
}
