import { formatNumber } from "../../../shared/format/decimal.ts";
import { CONNECTION_CONNECTED, CONNECTION_RECONNECTING, type ConnectionState, UNKNOWN_TIP } from "../../live/live-state.ts";
import { useT } from "../../i18n/i18n.tsx";

export interface TipStateProps {
  readonly networkName: string;
  readonly connection: ConnectionState;
  /** Highest height seen; UNKNOWN_TIP until the first block arrives. */
  readonly tip: number;
}

/**
 * What a kiosk shows until the chain tip first arrives (spec §4.5): whether it is still connecting,
 * reconnecting or connected and waiting for the tip. Renders nothing once the tip is known.
 */
export function TipLoading({ networkName, connection, tip }: TipStateProps) {
  const t = useT();
  if (tip !== UNKNOWN_TIP) return null;
  const message =
    connection === CONNECTION_CONNECTED
      ? t("status.view.waiting-tip", { network: networkName })
      : connection === CONNECTION_RECONNECTING
        ? t("status.view.reconnecting", { network: networkName })
        : t("status.view.connecting", { network: networkName });
  return (
    <div className="status-tip-loading" aria-busy="true">
      <span className="status-spinner" aria-hidden="true" />
      <p role="status">{message}</p>
    </div>
  );
}

/** The chain tip as a headline figure; nothing before it is known. */
export function TipHeight({ tip }: { tip: number }) {
  const t = useT();
  if (tip === UNKNOWN_TIP || !Number.isSafeInteger(tip) || tip < 0) return null;
  return (
    <div className="status-tip">
      <span className="status-tip-label">{t("status.view.tip")}</span>
      <strong className="status-tip-height">{t("status.view.tip-height", { height: formatNumber(tip, "1.0-0") })}</strong>
    </div>
  );
}

/** A dot and a word for the live connection (spec §4.3: only state 2 counts as connected). */
export function ConnectionBadge({ connection }: { connection: ConnectionState }) {
  const t = useT();
  const state = connection === CONNECTION_CONNECTED ? "live" : connection === CONNECTION_RECONNECTING ? "reconnecting" : "offline";
  const label = state === "live" ? t("status.view.live") : state === "reconnecting" ? t("status.view.reconnecting-short") : t("status.view.offline");
  return (
    <span className={`status-connection status-connection-${state}`}>
      <span className="status-connection-dot" aria-hidden="true" />
      {label}
    </span>
  );
}
