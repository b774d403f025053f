/**
 * The facts block of the transaction page: fee, rates, sizes, flags, version, lock time and its
 * meaning, sigops, and what segwit saves or could save.
 */
import { type ReactNode, useMemo } from "react";
import { formatNumber } from "../../../shared/format/decimal.ts";
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import type { Network } from "../../../shared/network/networks.ts";
import { flagsFromKeys } from "../../../shared/tables/transaction-flags.ts";
import { transactionFlags } from "../../../shared/tx/classify-flags.ts";
import type { CpfpInfo } from "../../../shared/tx/cpfp-info.ts";
import { type LocktimeMeaning, locktimeMeaning } from "../../../shared/tx/locktime.ts";
import { segwitGains } from "../../../shared/tx/segwit-gains.ts";
import { effectiveFeeRate, feeRate, virtualSize } from "../../../shared/tx/transaction-rates.ts";
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";
import { type Translate, useT } from "../../i18n/i18n.tsx";
import { FlagBadges } from "./flag-badges.tsx";
import { amountText, countText, feeRateText, satsText, utcTimeText } from "./transaction-texts.ts";
import "../../i18n/page-texts/transaction.ts";

export interface TransactionFactsProps {
  readonly tx: EsploraTransaction;
  /** `/api/v1/cpfp/:txid`: gives the effective rate and the CPFP flags when present. */
  readonly cpfp?: CpfpInfo | null;
  readonly network: Network;
  /** It replaced another transaction (the `/rbf` answer's `replaces` is not empty). */
  readonly isReplacement?: boolean;
  readonly rateUnit?: RateUnit;
}

/** Shares below this are rounding noise, not a saving worth a line. */
const MIN_SHOWN_SHARE = 0.005;

/**
 * @example
 * <TransactionFacts tx={tx} cpfp={cpfp} network="mainnet" isReplacement={rbf.replaces !== null} />
 */
export function TransactionFacts({ tx, cpfp, network, isReplacement = false, rateUnit = "vb" }: TransactionFactsProps) {
  const t = useT();
  const coinbase = tx.vin.some((vin) => vin.is_coinbase);
  const flags = useMemo(() => {
    const context = {
      hasMempoolAncestors: (cpfp?.ancestors.length ?? 0) > 0,
      hasMempoolDescendants: (cpfp?.descendants?.length ?? 0) > 0 || Boolean(cpfp?.bestDescendant),
      replaced: isReplacement,
    };
    const classified = transactionFlags(tx, context);
    return cpfp?.acceleration ? classified | flagsFromKeys(["acceleration"]) : classified;
  }, [tx, cpfp, isReplacement]);
  const gains = useMemo(() => segwitGains(tx), [tx]);
  const hasWeight = tx.weight > 0;
  const ownRate = hasWeight ? feeRate(tx.fee, tx.weight) : null;
  const effective = hasWeight ? effectiveFeeRate(tx, cpfp) : null;

  return (
    <dl className="tx-facts">
      <Fact label={t("transaction.facts.fee")}>
        {satsText(t, tx.fee)} <span className="tx-fact-note">{amountText(tx.fee, network)}</span>
      </Fact>
      {!coinbase && ownRate !== null && <Fact label={t("transaction.facts.fee-rate")}>{feeRateText(ownRate, rateUnit)}</Fact>}
      {!coinbase && effective?.source === "cpfp" && (
        <Fact label={t("transaction.facts.effective-fee-rate")}>
          {feeRateText(effective.rate, rateUnit)}
          {cpfp?.acceleration && <span className="tx-fact-badge">{t("transaction.flag.acceleration")}</span>}
        </Fact>
      )}
      <Fact label={t("transaction.facts.size")}>{t("transaction.facts.bytes", { count: countText(tx.size) })}</Fact>
      <Fact label={t("transaction.facts.vsize")}>{t("transaction.facts.vbytes", { count: formatNumber(virtualSize(tx.weight), "1.0-2") })}</Fact>
      <Fact label={t("transaction.facts.weight")}>{t("transaction.facts.weight-units", { count: countText(tx.weight) })}</Fact>
      <Fact label={t("transaction.facts.version")}>{countText(tx.version)}</Fact>
      <Fact label={t("transaction.facts.locktime")}>
        {countText(tx.locktime)} <span className="tx-fact-note">{locktimeText(t, locktimeMeaning(tx.locktime, tx.vin))}</span>
      </Fact>
      {tx.sigops !== undefined && <Fact label={t("transaction.facts.sigops")}>{countText(tx.sigops)}</Fact>}
      {gains.realizedShare >= MIN_SHOWN_SHARE && (
        <Fact label={t("transaction.facts.segwit-saved")}>{t("transaction.facts.percent", { percent: percentText(gains.realizedShare) })}</Fact>
      )}
      {gains.potentialShare >= MIN_SHOWN_SHARE && (
        <Fact label={t("transaction.facts.segwit-potential")}>{t("transaction.facts.percent", { percent: percentText(gains.potentialShare) })}</Fact>
      )}
      <div className="tx-fact tx-fact-wide">
        <dt>{t("transaction.facts.flags")}</dt>
        <dd>
          <FlagBadges flags={flags} />
        </dd>
      </div>
    </dl>
  );
}

function Fact({ label, children }: { readonly label: string; readonly children: ReactNode }) {
  return (
    <div className="tx-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const percentText = (share: number): string => formatNumber(share * 100, "1.0-0");

function locktimeText(t: Translate, meaning: LocktimeMeaning): string {
  if (meaning.kind === "none") return t("transaction.locktime.none");
  const text =
    meaning.kind === "height"
      ? t("transaction.locktime.height", { height: countText(meaning.height) })
      : t("transaction.locktime.time", { time: utcTimeText(t, meaning.time) });
  return meaning.enforced ? text : t("transaction.locktime.not-enforced", { meaning: text });
}
