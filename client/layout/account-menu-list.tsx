/**
 * The signed-in visitor's menu under the header's account entry (account-menu.tsx): the accelerator
 * account, its history, and sign out. A chunk of its own, loaded on the first open.
 */
import { Link } from "react-router";
import { useAcceleratorT } from "../i18n/locales/accelerator-area.ts";
import { logOut } from "../services/log-out.ts";

export interface AccountMenuListProps {
  readonly id: string;
  /** The language and network part of links. */
  readonly links: string;
  readonly onClose: () => void;
}

export function AccountMenuList({ id, links, onClose }: AccountMenuListProps) {
  const t = useAcceleratorT();
  return (
    <ul id={id} className="network-menu-list" aria-label={t("account.menu.label")}>
      <li>
        <Link to={`${links}/services/accelerator`} onClick={onClose}>
          {t("account.menu.account")}
        </Link>
      </li>
      <li>
        <Link to={`${links}/services/accelerator/history`} onClick={onClose}>
          {t("account.menu.history")}
        </Link>
      </li>
      <li>
        <button
          type="button"
          className="account-menu-sign-out"
          onClick={() => {
            onClose();
            logOut();
          }}
        >
          {t("account.menu.sign-out")}
        </button>
      </li>
    </ul>
  );
}
