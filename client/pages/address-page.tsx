import { useParams } from "react-router";
import type { Wantable } from "../../shared/protocol/client-message.ts";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import { usePage } from "../app/page-context.tsx";
import { usePageData } from "../app/page-data.tsx";
import { useNow } from "../app/use-now.ts";
import { LiveStrip } from "../components/live-strip.tsx";
import { usePreferences } from "../live/live-provider.tsx";
import { useWants } from "../live/use-wants.ts";
import { liveAddressHistory } from "./address/address-history.ts";
import { type AddressPageData, addressPageData } from "./address/address-page-data.ts";
import { AddressInvalid, AddressLoadError, AddressLoading } from "./address/address-states.tsx";
import { AddressView } from "./address/address-view.tsx";
import { useAddressPages } from "./address/use-address-pages.ts";
import { useAddressTracking } from "./address/use-address-tracking.ts";

/**
 * research §1.8 names only `blocks` for address pages; this page shows the blockchain strip, whose
 * projected blocks would stand still without `mempool-blocks`.
 */
const ADDRESS_WANTS: readonly Wantable[] = ["blocks", "mempool-blocks"];

/**
 * /address/{address} (issue 6): the address's balance and counts and its transactions, newest
 * first, with older ones loaded on request (`after_txid`) and new ones arriving live: mempool
 * arrivals on top, confirmations and drops applied, the totals kept in step. The strip has no mark.
 */
export function AddressPage() {
  const address = useParams().address ?? "";
  const result = usePageData(addressPageData, { address });
  useWants(ADDRESS_WANTS);

  let body;
  if (result.status === "ready") body = <LiveAddress data={result.data} />;
  else if (result.status === "loading") body = <AddressLoading address={address} />;
  else if (result.code === 400) body = <AddressInvalid address={address} message={result.message} />;
  else body = <AddressLoadError message={result.message} onRetry={result.reload} />;

  return (
    <>
      <LiveStrip />
      <div className="tx-page-body">{body}</div>
    </>
  );
}

/** The loaded address, its further pages and its live updates. */
function LiveAddress({ data }: { readonly data: AddressPageData }) {
  const { state, route } = usePage();
  const preferences = usePreferences();
  const now = useNow(state.renderedAt);
  const linkBase = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });
  const canonical = data.address.address;
  const updates = useAddressTracking(canonical);
  const pages = useAddressPages(canonical, data, data.address.chain_stats.tx_count);
  const shown = liveAddressHistory(data.address, pages.transactions, updates, pages.outspends);
  return (
    <AddressView
      address={shown.address}
      transactions={shown.transactions}
      outspends={shown.outspends}
      network={route.network}
      linkBase={linkBase}
      rateUnit={preferences.rateUnit}
      now={now}
      hasMore={pages.hasMore}
      loadingMore={pages.loading}
      moreError={pages.error}
      onLoadMore={pages.loadMore}
    />
  );
}
