import { Link, useSearchParams } from "react-router";
import type { Wantable } from "../../shared/protocol/client-message.ts";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import { usePage } from "../app/page-context.tsx";
import { useNow } from "../app/use-now.ts";
import { PAGE_PARAM, pageFromQuery } from "../components/accelerator/paging.ts";
import { WaitlistNotice } from "../components/accelerator/waitlist-notice.tsx";
import { useAcceleratorT } from "../i18n/locales/accelerator-area.ts";
import { useLive } from "../live/live-provider.tsx";
import { useWants } from "../live/use-wants.ts";
import { readAccountBalance, readAccountInfo, readDepositInfo, readLedgerLine } from "../services/account-readers.ts";
import { servicesGet, servicesGetPage } from "../services/services-fetch.ts";
import { useServicesLoad } from "../services/use-services-load.ts";
import { RequireAuth } from "./account/require-auth.tsx";
import { BalancePanel } from "./accelerator-account/balance-panel.tsx";
import { DepositPanel } from "./accelerator-account/deposit-panel.tsx";
import { LEDGER_PAGE_LENGTH, LedgerPanel } from "./accelerator-account/ledger-panel.tsx";

/** New blocks: each may confirm a deposit or settle an acceleration. */
const ACCOUNT_WANTS: readonly Wantable[] = ["blocks"];

/**
 * /services/accelerator (spec §8 not_enough_balance "links to the deposit page", issue 14): the
 * signed-in visitor's balance, deposit address, test coins on the devnet, the waitlist notice while
 * the account has no access, and the ledger. Signed out, it sends the visitor to sign in first.
 */
export function AcceleratorAccountPage() {
  const t = useAcceleratorT();
  return (
    <div className="services-page">
      <h1 className="services-title">{t("account.page.title")}</h1>
      <RequireAuth placeholder={<div className="services-skeleton services-skeleton-tall" aria-hidden="true" />}>
        {(auth) => <AccountPanels key={auth.user.userId} />}
      </RequireAuth>
    </div>
  );
}

function AccountPanels() {
  const t = useAcceleratorT();
  const { state, route } = usePage();
  const now = useNow(state.renderedAt);
  const live = useLive();
  useWants(ACCOUNT_WANTS);
  const [query] = useSearchParams();
  const page = pageFromQuery(query.get(PAGE_PARAM));
  const links = linkBasePath({ language: route.language, network: route.network, base: state.base });
  const txLinks = linkBasePath({ language: route.language, network: "mainnet", base: state.base });
  const depositHref = `${links}/services/accelerator`;

  const account = useServicesLoad("account", () => servicesGet("account", readAccountInfo));
  // A block may confirm a deposit or settle an acceleration: the money is asked again at each one.
  const balance = useServicesLoad("balance", () => servicesGet("accelerator/balance", readAccountBalance), live.tip);
  const deposit = useServicesLoad("deposit", () => servicesGet("accelerator/deposit", readDepositInfo));
  const ledger = useServicesLoad(
    `ledger:${page}`,
    () => servicesGetPage(`accelerator/ledger?page=${page}&pageLength=${LEDGER_PAGE_LENGTH}`, readLedgerLine),
    live.tip,
  );

  return (
    <>
      <p className="services-muted services-lead">
        {account.load.status === "ready" ? t("account.page.signed-in", { username: account.load.data.username }) : "\u00a0"}{" "}
        <Link to={`${links}/services/accelerator/history`}>{t("account.page.history-link")}</Link>
      </p>
      {account.load.status === "ready" && !account.load.data.hasAccess && (
        <WaitlistNotice />
      )}
      <div className="services-panels">
        <BalancePanel load={balance.load} onRetry={balance.reload} />
        <DepositPanel load={deposit.load} onRetry={deposit.reload} txLinks={txLinks} depositHref={depositHref} />
      </div>
      <LedgerPanel load={ledger.load} page={page} onRetry={ledger.reload} txLinks={txLinks} now={now} />
    </>
  );
}
