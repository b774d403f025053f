/**
 * One transaction of a list (block page, address page): its txid and status, inputs on one side and
 * outputs on the other, the fee it paid, and a button that opens the scripts of every row shown.
 * Long sides show their first rows and a button for the rest, so a transaction with thousands of
 * outputs costs a few rows until someone asks.
 */
import { memo, useId, useState } from "react";
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import type { Network } from "../../../shared/network/networks.ts";
import { addressNetValue } from "../../../shared/tx/address-net-value.ts";
import { feeRate } from "../../../shared/tx/transaction-rates.ts";
import type { EsploraOutspend, EsploraTransaction } from "../../../shared/types/esplora.ts";
import { useT } from "../../i18n/i18n.tsx";
import { ageText } from "../blockchain-strip/block-texts.ts";
import { MiddleTruncated } from "./address-text.tsx";
import { InputRow } from "./transaction-inputs.tsx";
import { blockHref, txHref } from "./transaction-links.ts";
import { OutputRow } from "./transaction-outputs.tsx";
import { amountText, countText, feeRateText, satsText, signedAmountText, utcTimeText } from "./transaction-texts.ts";
import { outputTotal } from "../../../shared/tx/output-total.ts";
import "../../i18n/page-texts/transaction.ts";

/** Rows shown per side before "Show all": enough for nearly every payment, few enough for a block page. */
export const ROWS_SHOWN_PER_SIDE = 10;

export interface TransactionCardProps {
  readonly tx: EsploraTransaction;
  readonly network: Network;
  readonly linkBase: string;
  /** `/api/tx/:txid/outspends` of this transaction, one entry per output. */
  readonly outspends?: readonly EsploraOutspend[];
  /** The address page's address: its rows are marked and the card shows the net change to it. */
  readonly highlightAddress?: string;
  /** Milliseconds, for "3 minutes ago"; without it only the UTC time shows. */
  readonly now?: number;
  readonly rateUnit: RateUnit;
  /** Start with the scripts shown (the transaction page's own card). */
  readonly defaultExpanded?: boolean;
}

export const TransactionCard = memo(function TransactionCard(props: TransactionCardProps) {
  const { tx, network, linkBase, outspends, highlightAddress, now, rateUnit, defaultExpanded = false } = props;
  const t = useT();
  const flowId = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [allInputs, setAllInputs] = useState(false);
  const [allOutputs, setAllOutputs] = useState(false);
  const coinbase = tx.vin.some((vin) => vin.is_coinbase);
  const inputs = allInputs ? tx.vin : tx.vin.slice(0, ROWS_SHOWN_PER_SIDE);
  const outputs = allOutputs ? tx.vout : tx.vout.slice(0, ROWS_SHOWN_PER_SIDE);
  const totalOut = outputTotal(tx);
  const net = highlightAddress ? addressNetValue(tx, highlightAddress).net : null;

  return (
    <article className="tx-card" aria-label={t("transaction.card.label", { txid: tx.txid })}>
      <header className="tx-card-head">
        <a className="tx-card-txid" href={txHref(linkBase, tx.txid)}>
          <MiddleTruncated text={tx.txid} />
        </a>
        <CardStatus tx={tx} linkBase={linkBase} now={now} />
      </header>
      <div className="tx-card-flow" id={flowId}>
        <section className="tx-side tx-side-inputs">
          <h3 className="tx-side-title">{t("transaction.inputs", { count: countText(tx.vin.length) })}</h3>
          <ol className="tx-io-list">
            {inputs.map((vin, index) => (
              <InputRow
                key={index}
                vin={vin}
                network={network}
                linkBase={linkBase}
                expanded={expanded}
                highlighted={highlightAddress !== undefined && vin.prevout?.scriptpubkey_address === highlightAddress}
              />
            ))}
          </ol>
          {inputs.length < tx.vin.length && (
            <button type="button" className="tx-more" onClick={() => setAllInputs(true)}>
              {t("transaction.show-all-inputs", { count: countText(tx.vin.length) })}
            </button>
          )}
        </section>
        <span className="tx-card-arrow" aria-hidden="true" />
        <section className="tx-side tx-side-outputs">
          <h3 className="tx-side-title">{t("transaction.outputs", { count: countText(tx.vout.length) })}</h3>
          <ol className="tx-io-list">
            {outputs.map((vout, index) => (
              <OutputRow
                key={index}
                vout={vout}
                index={index}
                network={network}
                linkBase={linkBase}
                outspend={outspends?.[index]}
                expanded={expanded}
                highlighted={highlightAddress !== undefined && vout.scriptpubkey_address === highlightAddress}
              />
            ))}
          </ol>
          {outputs.length < tx.vout.length && (
            <button type="button" className="tx-more" onClick={() => setAllOutputs(true)}>
              {t("transaction.show-all-outputs", { count: countText(tx.vout.length) })}
            </button>
          )}
        </section>
      </div>
      <footer className="tx-card-foot">
        <span className="tx-card-fee">
          {coinbase ? (
            t("transaction.card.coinbase-fee")
          ) : (
            <>
              {t("transaction.card.fee", { fee: satsText(t, tx.fee) })}
              {tx.weight > 0 && <span className="tx-card-rate">{feeRateText(feeRate(tx.fee, tx.weight), rateUnit)}</span>}
            </>
          )}
        </span>
        {net === null ? (
          <span className="tx-card-total">{amountText(totalOut, network)}</span>
        ) : (
          <span className={net > 0 ? "tx-card-total tx-net-gain" : net < 0 ? "tx-card-total tx-net-loss" : "tx-card-total"}>
            <span className="visually-hidden">{t("transaction.card.net-label")} </span>
            {signedAmountText(net, network)}
          </span>
        )}
        <button type="button" className="tx-toggle" aria-expanded={expanded} aria-controls={flowId} onClick={() => setExpanded(!expanded)}>
          {t(expanded ? "transaction.card.hide-details" : "transaction.card.show-details")}
        </button>
      </footer>
    </article>
  );
});

function CardStatus({ tx, linkBase, now }: { readonly tx: EsploraTransaction; readonly linkBase: string; readonly now: number | undefined }) {
  const t = useT();
  const { status } = tx;
  if (!status.confirmed || status.block_height === undefined) {
    return <span className="tx-card-status tx-card-unconfirmed">{t("transaction.status.unconfirmed")}</span>;
  }
  const height = countText(status.block_height);
  return (
    <span className="tx-card-status">
      {status.block_hash ? <a href={blockHref(linkBase, status.block_hash)}>{t("transaction.card.block", { height })}</a> : t("transaction.card.block", { height })}
      {status.block_time !== undefined && (
        <time dateTime={new Date(status.block_time * 1000).toISOString()} title={utcTimeText(t, status.block_time)}>
          {now === undefined ? utcTimeText(t, status.block_time) : ageText(t, status.block_time, now)}
        </time>
      )}
    </span>
  );
}
