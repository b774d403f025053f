/**
 * The transaction page of a txid the backend does not know (yet): the page keeps watching the
 * mempool for it, and this says so.
 */
import { useT } from "../../i18n/i18n.tsx";
import "../../i18n/page-texts/transaction.ts";

export interface WaitingForTransactionProps {
  readonly txid: string;
}

/**
 * @example
 * {notFound && <WaitingForTransaction txid={txid} />}
 */
export function WaitingForTransaction({ txid }: WaitingForTransactionProps) {
  const t = useT();
  return (
    <section className="tx-waiting" role="status" aria-live="polite">
      <h2 className="tx-waiting-title">{t("transaction.waiting.not-found")}</h2>
      <p className="tx-waiting-message">
        <span className="tx-spinner" aria-hidden="true" />
        {t("transaction.waiting.message")}
      </p>
      <p className="tx-waiting-txid tx-hex">{txid}</p>
    </section>
  );
}
