import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { BASE_MODULE_NETWORKS, NETWORKS } from "../../shared/network/networks.ts";
import { networkHomePath } from "../../shared/network/network-home.ts";
import { useT } from "../i18n/i18n.tsx";
import { usePage } from "../app/page-context.tsx";
import { useDismiss } from "./use-dismiss.ts";

/** The network switcher: a disclosure button over links to each network's home page. */
export function NetworkMenu() {
  const t = useT();
  const { state, route } = usePage();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  useDismiss(open, root, () => setOpen(false));

  const current = NETWORKS[route.network].displayName;
  return (
    <div className="network-menu" ref={root}>
      <button
        type="button"
        className="network-menu-button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t("nav.current-network", { name: current })}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={`network-dot network-dot-${route.network}`} aria-hidden="true" />
        {current}
      </button>
      <ul id={menuId} className="network-menu-list" hidden={!open} aria-label={t("nav.networks")}>
        {BASE_MODULE_NETWORKS[state.base].map((network) => (
          <li key={network}>
            <Link
              to={networkHomePath(route, network, state.base)}
              aria-current={network === route.network ? "page" : undefined}
              onClick={() => setOpen(false)}
            >
              <span className={`network-dot network-dot-${network}`} aria-hidden="true" />
              {NETWORKS[network].displayName}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
