import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";
import { feeRateText, satsText } from "../transaction/transaction-texts.ts";
import { bidGraphBars } from "./bid-graph-geometry.ts";
import type { Quote } from "./panel-view.ts";

/**
 * The fee-rate bar graph (spec §2.5, research §2.6; geometry in bid-graph-geometry.ts): the
 * transaction's own rate at the bottom, the next block's target, then the rate each maximum bid
 * reaches. The chosen bid and everything under it are filled; clicking an option's segment chooses it.
 *
 * @example
 * <BidGraph quote={quote} rateUnit="vb" onSelect={setSelected} disabled={false} />
 */
export function BidGraph({ quote, rateUnit, onSelect, disabled }: { readonly quote: Quote; readonly rateUnit: RateUnit; readonly onSelect: (index: number) => void; readonly disabled: boolean }) {
  const t = useAcceleratorT();
  const bars = bidGraphBars(quote.estimate, quote.options);
  const chosenRate = quote.options[quote.selected]?.rate ?? 0;
  return (
    <figure className="bid-graph" aria-label={t("accelerator.graph.label")}>
      <div className="bid-graph-column">
        {bars.map((bar) => {
          const filled = bar.kind === "tx" || bar.rate <= chosenRate;
          const label = (
            <>
              <span className="bid-graph-rate">{feeRateText(bar.rate, rateUnit)}</span>
              <span className="bid-graph-fee">
                {bar.kind === "tx" ? t("accelerator.graph.in-band", { fee: satsText(t, bar.fee) }) : bar.kind === "target" ? t("accelerator.graph.next-block") : `+${satsText(t, bar.fee)}`}
              </span>
            </>
          );
          const className = `bid-graph-bar bid-graph-${bar.kind}${filled ? " bid-graph-filled" : ""}${bar.option === quote.selected ? " bid-graph-chosen" : ""}`;
          const style = { flexGrow: bar.share };
          if (bar.kind !== "option" || bar.option === null) {
            return (
              <div key={`${bar.kind}`} className={className} style={style}>
                {label}
              </div>
            );
          }
          const option = bar.option;
          return (
            <button key={`option-${option}`} type="button" className={className} style={style} disabled={disabled} aria-pressed={option === quote.selected} onClick={() => onSelect(option)}>
              {label}
            </button>
          );
        })}
      </div>
    </figure>
  );
}
