import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";
import { type FiatPrice, moneyText } from "./money-text.ts";
import type { Quote } from "./panel-view.ts";

/**
 * The acceleration summary (spec §2.5, research §2.5): the maximum bid, the service fee, the size
 * surcharge when there is one, and the maximum cost they add up to (spec §5), in fiat too when the
 * page has a price.
 *
 * @example
 * <AccelerateSummary quote={quote} price={{ price: 100_000, fiat: "USD" }} />
 */
export function AccelerateSummary({ quote, price }: { readonly quote: Quote; readonly price: FiatPrice | null }) {
  const t = useAcceleratorT();
  const { estimate } = quote;
  const row = (label: string, sats: number, kind: "part" | "total") => {
    const money = moneyText(t, sats, price);
    return (
      <tr className={kind === "total" ? "accelerate-summary-total" : undefined}>
        <th scope="row">{label}</th>
        <td className="services-num">
          {kind === "part" ? "+" : ""}
          {money.sats}
          {money.fiat !== null && <span className="services-figure-note">{money.fiat}</span>}
        </td>
      </tr>
    );
  };
  return (
    <table className="accelerate-summary">
      <caption className="visually-hidden">{t("accelerator.summary.caption")}</caption>
      <tbody>
        {row(t("accelerator.summary.bid"), quote.bid, "part")}
        {row(t("accelerator.summary.service-fee"), estimate.mempoolBaseFee, "part")}
        {estimate.vsizeFee > 0 && row(t("accelerator.summary.size-fee"), estimate.vsizeFee, "part")}
        {row(t("accelerator.summary.max-cost"), quote.maxCost, "total")}
      </tbody>
    </table>
  );
}
