import { Link } from "react-router";
import type { Network } from "../../../shared/network/networks.ts";
import { outputScriptKind } from "../../../shared/tx/script-kind.ts";
import type { EsploraOutspend, EsploraTransaction } from "../../../shared/types/esplora.ts";
import { useT } from "../../i18n/i18n.tsx";
import { amountText, countText, scriptKindText } from "../../components/transaction/transaction-texts.ts";
import "../../i18n/page-texts/tx-page.ts";

export interface PickedOutputProps {
  readonly tx: EsploraTransaction;
  /** The output the link picked out (/tx/{txid}:{vout}). */
  readonly vout: number;
  readonly outspends: readonly EsploraOutspend[] | null;
  readonly network: Network;
  readonly linkBase: string;
}

/**
 * The output a `/tx/{txid}:{vout}` link is about (an input elsewhere spends it): where it pays, how
 * much, and whether and where it was spent, above the whole transaction.
 *
 * @example
 * <PickedOutput tx={tx} vout={1} outspends={outspends} network="mainnet" linkBase="" />
 */
export function PickedOutput({ tx, vout, outspends, network, linkBase }: PickedOutputProps) {
  const t = useT();
  const output = tx.vout[vout];
  if (output === undefined) {
    return (
      <p className="tx-page-output tx-page-output-missing" role="note">
        {t("tx-page.output.missing", { vout: countText(vout), count: countText(tx.vout.length) })}
      </p>
    );
  }
  const spend = outspends?.[vout];
  return (
    <section className="tx-page-output" id={`output-${vout}`} aria-label={t("tx-page.output.title", { vout: countText(vout) })}>
      <h2 className="tx-page-output-title">{t("tx-page.output.title", { vout: countText(vout) })}</h2>
      <dl className="tx-page-output-facts">
        <div>
          <dt>{t("tx-page.output.to")}</dt>
          <dd className="tx-hex">
            {output.scriptpubkey_address ? (
              <Link to={`${linkBase}/address/${encodeURIComponent(output.scriptpubkey_address)}`}>{output.scriptpubkey_address}</Link>
            ) : (
              scriptKindText(t, outputScriptKind(output))
            )}
          </dd>
        </div>
        <div>
          <dt>{t("tx-page.output.amount")}</dt>
          <dd>{amountText(output.value, network)}</dd>
        </div>
        <div>
          <dt>{t("tx-page.output.status")}</dt>
          <dd>
            {spend === undefined ? (
              t("tx-page.output.unknown")
            ) : spend.spent && spend.txid ? (
              <>
                {t("tx-page.output.spent-in")}{" "}
                <Link className="tx-hex" to={`${linkBase}/tx/${spend.txid}`}>
                  {spend.txid}
                </Link>
              </>
            ) : (
              t("tx-page.output.unspent")
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
