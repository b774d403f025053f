/**
 * The price of one coin in the visitor's currency, where the site shows prices at all: only mainnet
 * coins have one. Test coins are worthless (spec §5 gives them zero rates), and the fee cards' fiat
 * cost assumes a typical Bitcoin transaction, far from a Liquid one.
 *
 * @example
 * coinPrice({ USD: 104_000, EUR: 96_000 }, "EUR", "mainnet"); // 96000
 * coinPrice({ USD: 104_000 }, "USD", "testnet");              // null
 */
import type { FiatCode } from "../../../shared/format/fiat.ts";
import type { Network } from "../../../shared/network/networks.ts";
import type { Conversions } from "../../live/live-state.ts";

const PRICED_NETWORKS: ReadonlySet<Network> = new Set(["mainnet"]);

/** The wire sends -1 (or nothing) for a price it does not know: that is no price, not a negative one. */
export function coinPrice(conversions: Conversions | null, fiat: FiatCode, network: Network): number | null {
  if (!PRICED_NETWORKS.has(network)) return null;
  const price = conversions?.[fiat];
  return typeof price === "number" && Number.isFinite(price) && price > 0 ? price : null;
}
