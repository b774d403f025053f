import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import { BID_MULTIPLIERS } from "../../../shared/rules/acceleration-bid.ts";
import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";
import { feeRateText, satsText } from "../transaction/transaction-texts.ts";
import type { Quote } from "./panel-view.ts";

/**
 * The three maximum-bid buttons (spec §2.5, §5: 1x, 2x, 4x, the 2x one chosen first). Each shows
 * what that choice may cost at most (its bid plus the service and size fees) and the rate the
 * package reaches if the whole bid is spent.
 *
 * @example
 * <BidOptions quote={quote} rateUnit="vb" onSelect={setSelected} disabled={false} />
 */
export function BidOptions({ quote, rateUnit, onSelect, disabled }: { readonly quote: Quote; readonly rateUnit: RateUnit; readonly onSelect: (index: number) => void; readonly disabled: boolean }) {
  const t = useAcceleratorT();
  const { estimate } = quote;
  return (
    <div className="bid-options" role="radiogroup" aria-label={t("accelerator.bid.title")}>
      {quote.options.map((option) => (
        <button
          key={option.index}
          type="button"
          role="radio"
          aria-checked={option.index === quote.selected}
          className="bid-option"
          disabled={disabled}
          onClick={() => onSelect(option.index)}
        >
          <span className="bid-option-multiplier">{t("accelerator.bid.multiplier", { multiplier: BID_MULTIPLIERS[option.index] ?? option.index + 1 })}</span>
          <span className="bid-option-cost">{satsText(t, option.fee + estimate.mempoolBaseFee + estimate.vsizeFee)}</span>
          <span className="bid-option-rate">{t("accelerator.bid.rate", { rate: feeRateText(option.rate, rateUnit) })}</span>
        </button>
      ))}
    </div>
  );
}
