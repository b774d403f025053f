/**
 * Child-pays-for-parent details (research §2.3 `/api/v1/cpfp/:txid`): the in-mempool descendants and
 * ancestors with their own rates, the best descendant (the child whose package pulls this one into
 * a block), and the effective rate the package is mined at. Nothing when there are no relatives.
 */
import { useId } from "react";
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { shortenMiddle } from "../../../shared/format/shorten.ts";
import { type CpfpInfo, type CpfpRelative, hasCpfpRelatives, relativeFeeRate } from "../../../shared/tx/cpfp-info.ts";
import { virtualSize } from "../../../shared/tx/transaction-rates.ts";
import { useT } from "../../i18n/i18n.tsx";
import { txHref } from "./transaction-links.ts";
import { feeRateText } from "./transaction-texts.ts";
import "../../i18n/page-texts/transaction.ts";

export interface CpfpDetailsProps {
  readonly cpfp: CpfpInfo;
  readonly linkBase: string;
  readonly rateUnit?: RateUnit;
}

type Relation = "descendant" | "best-descendant" | "ancestor";

const SHOWN_TXID_CHARACTERS = 20;

/**
 * @example
 * {cpfp && <CpfpDetails cpfp={cpfp} linkBase="/testnet" />}
 */
export function CpfpDetails({ cpfp, linkBase, rateUnit = "vb" }: CpfpDetailsProps) {
  const t = useT();
  const titleId = useId();
  if (!hasCpfpRelatives(cpfp)) return null;
  const best = cpfp.bestDescendant ?? null;
  const rows: { relation: Relation; relative: CpfpRelative }[] = [
    ...(cpfp.descendants ?? []).map((relative) => ({ relation: relative.txid === best?.txid ? ("best-descendant" as const) : ("descendant" as const), relative })),
    ...(best && !(cpfp.descendants ?? []).some((relative) => relative.txid === best.txid) ? [{ relation: "best-descendant" as const, relative: best }] : []),
    ...cpfp.ancestors.map((relative) => ({ relation: "ancestor" as const, relative })),
  ];
  return (
    <section className="cpfp" aria-labelledby={titleId}>
      <h2 id={titleId} className="tx-section-title">
        {t("transaction.cpfp.title")}
      </h2>
      <table className="cpfp-table">
        <thead>
          <tr>
            <th scope="col">{t("transaction.cpfp.relation")}</th>
            <th scope="col">{t("transaction.cpfp.txid")}</th>
            <th scope="col" className="cpfp-number">{t("transaction.facts.vsize")}</th>
            <th scope="col" className="cpfp-number">{t("transaction.facts.fee-rate")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ relation, relative }) => (
            <tr key={`${relation}-${relative.txid}`} className={`cpfp-row cpfp-${relation}`}>
              <td>{t(`transaction.cpfp.${relation}`)}</td>
              <td>
                <a className="tx-hex" href={txHref(linkBase, relative.txid)} title={relative.txid}>
                  {shortenMiddle(relative.txid, SHOWN_TXID_CHARACTERS)}
                </a>
              </td>
              <td className="cpfp-number">{t("transaction.facts.vbytes", { count: formatNumber(virtualSize(relative.weight), "1.0-2") })}</td>
              <td className="cpfp-number">{feeRateText(relativeFeeRate(relative), rateUnit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {cpfp.effectiveFeePerVsize !== undefined && (
        <p className="cpfp-effective">
          <span className="tx-status-label">{t("transaction.facts.effective-fee-rate")}</span> {feeRateText(cpfp.effectiveFeePerVsize, rateUnit)}
        </p>
      )}
    </section>
  );
}
