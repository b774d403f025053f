import type { AccountBalance } from "../../../shared/services/services-wire.ts";
import { amountText, satsText } from "../../components/transaction/transaction-texts.ts";
import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";
import type { ServicesLoad } from "../../services/use-services-load.ts";
import { LoadProblem } from "../../components/accelerator/load-problem.tsx";

/**
 * The account's money (research §1.4 `accelerator/balance`): what it may spend, what running
 * accelerations hold (their maximum cost, settled when they are mined), and the fees paid so far.
 *
 * @example
 * <BalancePanel load={balance.load} onRetry={balance.reload} />
 */
export function BalancePanel({ load, onRetry }: { readonly load: ServicesLoad<AccountBalance>; readonly onRetry: () => void }) {
  const t = useAcceleratorT();
  const figure = (label: string, sats: number, main = false) => (
    <div className={main ? "services-figure services-figure-wide" : "services-figure"}>
      <dt>{label}</dt>
      <dd className={main ? "services-figure-main" : undefined}>
        {amountText(sats, "mainnet")}
        <span className="services-figure-note">{satsText(t, sats)}</span>
      </dd>
    </div>
  );
  return (
    <section className="services-panel" aria-labelledby="account-balance-title">
      <h2 id="account-balance-title" className="services-panel-title">
        {t("account.balance.title")}
      </h2>
      {load.status === "loading" && <div className="services-skeleton" aria-hidden="true" />}
      {load.status === "error" && <LoadProblem failure={load.failure} onRetry={onRetry} />}
      {load.status === "ready" && (
        <dl className="services-figures">
          {figure(t("account.balance.available"), load.data.balance, true)}
          {figure(t("account.balance.held"), load.data.hold)}
          {figure(t("account.balance.fees-paid"), load.data.feesPaid)}
        </dl>
      )}
    </section>
  );
}
