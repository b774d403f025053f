import { useRef, useState } from "react";
import { Link } from "react-router";
import type { DepositInfo, TestCoinsPayment } from "../../../shared/services/services-wire.ts";
import { LoadProblem } from "../../components/accelerator/load-problem.tsx";
import { type ServicesAlert, servicesAlert } from "../../components/accelerator/services-alert.ts";
import { AlertBox } from "../../components/accelerator/alert-box.tsx";
import { amountText, countText } from "../../components/transaction/transaction-texts.ts";
import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";
import { readTestCoinsPayment } from "../../services/account-readers.ts";
import { readServicesJson, servicesFailure, servicesPost } from "../../services/services-fetch.ts";
import type { ServicesLoad } from "../../services/use-services-load.ts";

export interface DepositPanelProps {
  readonly load: ServicesLoad<DepositInfo>;
  readonly onRetry: () => void;
  /** The link base of mainnet pages in the page's language: deposits are mainnet transactions. */
  readonly txLinks: string;
  readonly depositHref: string;
}

/** How long "Copied" shows after the address went to the clipboard. */
const COPIED_SHOWN_MS = 2_000;

/**
 * Where the account's deposits go (issue 14 "Money"): its bitcoin address, to copy, credited after
 * the confirmations it names; on the devnet also "Get test coins", a payment the devnet sends to
 * that address, shown with its transaction until it confirms.
 *
 * @example
 * <DepositPanel load={deposit.load} onRetry={deposit.reload} txLinks="" depositHref="/services/accelerator" />
 */
export function DepositPanel({ load, onRetry, txLinks, depositHref }: DepositPanelProps) {
  const t = useAcceleratorT();
  return (
    <section className="services-panel" aria-labelledby="account-deposit-title">
      <h2 id="account-deposit-title" className="services-panel-title">
        {t("account.deposit.title")}
      </h2>
      {load.status === "loading" && <div className="services-skeleton" aria-hidden="true" />}
      {load.status === "error" && <LoadProblem failure={load.failure} onRetry={onRetry} />}
      {load.status === "ready" && (
        <>
          <p className="services-muted">{t("account.deposit.intro", { count: countText(load.data.confirmations) })}</p>
          <DepositAddress address={load.data.address} />
          {load.data.testCoins && <TestCoins txLinks={txLinks} depositHref={depositHref} />}
        </>
      )}
    </section>
  );
}

function DepositAddress({ address }: { readonly address: string }) {
  const t = useAcceleratorT();
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied("copied");
    } catch (error) {
      // No clipboard (an insecure origin, a refusal): the address stays selectable by hand.
      console.warn("account: copying the deposit address failed", error);
      setCopied("failed");
    }
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied("idle"), COPIED_SHOWN_MS);
  };
  return (
    <div className="deposit-address">
      <code className="deposit-address-text">{address}</code>
      <button type="button" className="services-button" onClick={copy} aria-live="polite">
        {copied === "copied" ? t("account.deposit.copied") : copied === "failed" ? t("account.deposit.copy-failed") : t("account.deposit.copy")}
      </button>
    </div>
  );
}

function TestCoins({ txLinks, depositHref }: { readonly txLinks: string; readonly depositHref: string }) {
  const t = useAcceleratorT();
  const [payment, setPayment] = useState<TestCoinsPayment | null>(null);
  const [alert, setAlert] = useState<ServicesAlert | null>(null);
  const [sending, setSending] = useState(false);
  const ask = async () => {
    if (sending) return;
    setSending(true);
    setAlert(null);
    try {
      setPayment(await readServicesJson(await servicesPost("accelerator/test-coins", {}), readTestCoinsPayment, "accelerator/test-coins"));
    } catch (error) {
      setAlert(servicesAlert(servicesFailure(error).code, t));
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="test-coins">
      <button type="button" className="services-button services-button-primary" onClick={ask} disabled={sending}>
        {t("account.test-coins.button")}
      </button>
      {payment !== null && (
        <p className="test-coins-sent" role="status">
          {t("account.test-coins.sent", { amount: amountText(payment.amount, "mainnet") })}{" "}
          <Link className="tx-hex" to={`${txLinks}/tx/${payment.txid}`}>
            {payment.txid}
          </Link>{" "}
          {t("account.test-coins.credited")}
        </p>
      )}
      {alert !== null && <AlertBox alert={alert} depositHref={depositHref} />}
    </div>
  );
}
