/**
 * Sats as the panel and the dashboard print them: "52,000 sats", with the fiat value when the page
 * has a price (components/fees/coin-price.ts: mainnet only).
 *
 * @example
 * moneyText(t, 52_000, { price: 100_000, fiat: "USD" }); // { sats: "52,000 sats", fiat: "$52.00" }
 * moneyText(t, 52_000, null);                            // { sats: "52,000 sats", fiat: null }
 */
import { formatFiat, type FiatCode } from "../../../shared/format/fiat.ts";
import type { Translate } from "../../i18n/i18n.tsx";
import { satsText } from "../transaction/transaction-texts.ts";

/** The visitor's currency and the coin's price in it. */
export interface FiatPrice {
  readonly price: number;
  readonly fiat: FiatCode;
}

export function moneyText(t: Translate, sats: number, price: FiatPrice | null): { readonly sats: string; readonly fiat: string | null } {
  return { sats: satsText(t, sats), fiat: price === null ? null : formatFiat(sats, price.price, price.fiat) };
}
