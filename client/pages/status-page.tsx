import type { ReactNode } from "react";
import type { Snapshot } from "valtio";
import type { RateUnit } from "../../shared/format/fee-rate.ts";
import { type Network, NETWORKS } from "../../shared/network/networks.ts";
import { type ConnectionState, type LiveSnapshot, UNKNOWN_TIP } from "../live/live-state.ts";
import { useT } from "../i18n/i18n.tsx";
import { StatusFooter } from "../components/status-footer/status-footer.tsx";
import { LiveStrip } from "../components/live-strip.tsx";
import { usePage } from "../app/page-context.tsx";
import { useLive, usePreferences } from "../live/live-provider.tsx";
import { useWants } from "../live/use-wants.ts";
import type { Wantable } from "../../shared/protocol/client-message.ts";
import { ConnectionBadge, TipHeight, TipLoading } from "../components/status-footer/tip-state.tsx";

export interface StatusViewProps {
  readonly network: Network;
  /** The live state the page reads (client/live/live-state.ts). */
  readonly snapshot: Snapshot<LiveSnapshot>;
  readonly connection: ConnectionState;
  readonly rateUnit: RateUnit;
  /** The start view (blockchain strip), shown once the chain tip is known. */
  readonly children?: ReactNode;
}

/**
 * The /status view for kiosks (spec §2.2 "start/loading component plus the footer"): the network
 * and its connection, the loading state until the chain tip first arrives (spec §4.5), then the
 * tip and the start view, with the status footer along the bottom.
 *
 * @example
 * <StatusView network="mainnet" snapshot={snapshot} connection={connection} rateUnit="vb">
 *   <BlockchainStrip … />
 * </StatusView>
 */
export function StatusView({ network, snapshot, connection, rateUnit, children }: StatusViewProps) {
  const t = useT();
  const networkName = NETWORKS[network].displayName;
  const tipKnown = snapshot.tip !== UNKNOWN_TIP;
  return (
    <section className="status-view" aria-label={t("status.view.label")}>
      <header className="status-view-head">
        <h1 className="status-view-network">
          <span className={`network-dot network-dot-${network}`} aria-hidden="true" />
          {networkName}
        </h1>
        <ConnectionBadge connection={connection} />
        <TipHeight tip={snapshot.tip} />
      </header>
      <div className="status-view-body">
        {tipKnown ? children : <TipLoading networkName={networkName} connection={connection} tip={snapshot.tip} />}
      </div>
      <StatusFooter
        network={network}
        mempoolInfo={snapshot.mempoolInfo}
        vBytesPerSecond={snapshot.vBytesPerSecond}
        loadingIndicators={snapshot.loadingIndicators}
        rateUnit={rateUnit}
        mempoolBlocks={snapshot.mempoolBlocks}
        connection={connection}
      />
    </section>
  );
}

const STATUS_WANTS: readonly Wantable[] = ["blocks", "stats", "mempool-blocks"];

/** /status (spec §2.2): the status view of the live store, with the blockchain strip as its start view. */
export function StatusPage() {
  const { route } = usePage();
  const live = useLive();
  const preferences = usePreferences();
  useWants(STATUS_WANTS);
  return (
    <StatusView network={route.network} snapshot={live} connection={live.connection} rateUnit={preferences.rateUnit}>
      <LiveStrip />
    </StatusView>
  );
}
