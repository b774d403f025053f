import { useId, type ReactNode } from "react";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { formatFeeRate, type RateUnit } from "../../../shared/format/fee-rate.ts";
import { memoryUsageLevel } from "../../../shared/format/footer-levels.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import { type Network, NETWORKS } from "../../../shared/network/networks.ts";
import { memoryUsagePercent, mempoolBacklog, mempoolMinimumFee } from "../../../shared/rules/mempool-backlog.ts";
import type { MempoolBlock, MempoolInfo } from "../../../shared/types/mempool.ts";
import { WITNESS_SCALE_FACTOR } from "../../../shared/types/units.ts";
import { CONNECTION_OFFLINE, type ConnectionState } from "../../live/live-state.ts";
import { useT } from "../../i18n/i18n.tsx";
import { IncomingRate } from "./incoming-rate.tsx";
import { StatusMeter } from "./status-meter.tsx";

export interface StatusFooterProps {
  /** Decides the block size the backlog is counted in (Liquid blocks are smaller). */
  readonly network: Network;
  readonly mempoolInfo: MempoolInfo | null;
  readonly vBytesPerSecond: number | null;
  /** Name → percent; `mempool` below 100 means the backend is still loading its mempool. */
  readonly loadingIndicators: Readonly<Record<string, number>>;
  readonly rateUnit: RateUnit;
  readonly mempoolBlocks: readonly MempoolBlock[];
  readonly connection: ConnectionState;
}

/** spec §4.3: the mempool counts as loading while the reported percentage is below 100. */
const MEMPOOL_LOADED_PERCENT = 100;

/**
 * The status bar under the home page and the /status view (spec §2.13): incoming transactions per
 * second (or the backend's sync progress while its mempool loads), unconfirmed count, mempool size
 * with the blocks it fills, the mempool's minimum fee ("Purging" below it while a full mempool
 * evicts), and memory usage. Figures stay visible, dimmed, while the connection is
 * down: the last known values are more useful than blanks.
 *
 * @example
 * <StatusFooter network="mainnet" mempoolInfo={s.mempoolInfo} vBytesPerSecond={s.vBytesPerSecond}
 *   loadingIndicators={s.loadingIndicators} rateUnit="vb" mempoolBlocks={s.mempoolBlocks} connection={2} />
 */
export function StatusFooter(props: StatusFooterProps) {
  const { network, mempoolInfo, vBytesPerSecond, loadingIndicators, rateUnit, mempoolBlocks, connection } = props;
  const t = useT();
  const ids = { incoming: useId(), memory: useId() };
  // A page opens "reconnecting" with the server's snapshot of a moment ago: its figures stand until
  // the socket is lost, and only then are they marked as old.
  const stale = connection === CONNECTION_OFFLINE;
  const syncing = mempoolSyncPercent(loadingIndicators);
  const blockVSize = NETWORKS[network].blockWeightUnits / WITNESS_SCALE_FACTOR;
  const backlog = mempoolBlocks.length > 0 ? mempoolBacklog(mempoolBlocks, blockVSize) : null;
  const usage = mempoolInfo ? memoryUsagePercent(mempoolInfo.usage, mempoolInfo.maxmempool) : null;
  const minimumFee = mempoolInfo ? mempoolMinimumFee(mempoolInfo) : null;

  let incoming: ReactNode;
  if (stale) {
    incoming = <span className="status-badge status-badge-offline">{t("status.footer.offline")}</span>;
  } else if (syncing !== null) {
    incoming = (
      <span className="status-badge status-badge-syncing" title={t("status.footer.syncing-title", { percent: syncing })}>
        {t("status.footer.syncing", { percent: syncing })}
      </span>
    );
  } else {
    incoming = <IncomingRate vBytesPerSecond={vBytesPerSecond} rateUnit={rateUnit} labelledBy={ids.incoming} />;
  }

  return (
    <footer className={stale ? "status-footer status-footer-stale" : "status-footer"} aria-label={t("status.footer.label")}>
      <div className="status-cell status-cell-incoming">
        <span id={ids.incoming} className="status-label">
          {t("status.footer.incoming")}
        </span>
        <span className="status-value">{incoming}</span>
      </div>
      <div className="status-cell status-cell-unconfirmed">
        <span className="status-label">{t("status.footer.unconfirmed")}</span>
        <span className="status-value">{mempoolInfo ? formatNumber(mempoolInfo.size, "1.0-0") : <Skeleton />}</span>
      </div>
      <div className="status-cell status-cell-size">
        <span className="status-label">{t("status.footer.mempool-size")}</span>
        <span className="status-value">
          {backlog ? (
            <>
              {formatBytes(backlog.bytes, "B")}{" "}
              <span className="status-value-note">
                ({t("status.footer.blocks", { count: formatNumber(backlog.blocks, "1.0-0") })})
              </span>
            </>
          ) : (
            <Skeleton />
          )}
        </span>
      </div>
      <div className="status-cell status-cell-min-fee">
        <span className="status-label">{t(minimumFee?.purging ? "status.footer.purging" : "status.footer.minimum-fee")}</span>
        <span className="status-value">
          {minimumFee ? (
            minimumFee.purging ? (
              <span className="status-purging" title={t("status.footer.purging-title")}>
                {t("status.footer.purging-rate", { rate: formatFeeRate(minimumFee.rate, rateUnit) })}
              </span>
            ) : (
              formatFeeRate(minimumFee.rate, rateUnit)
            )
          ) : (
            <Skeleton />
          )}
        </span>
      </div>
      <div className="status-cell status-cell-memory">
        <span id={ids.memory} className="status-label">
          {t("status.footer.memory-usage")}
        </span>
        <span className="status-value">
          {mempoolInfo && usage !== null ? (
            <StatusMeter
              fill={usage / 100}
              tone={`status-memory-${memoryUsageLevel(usage)}`}
              text={t("status.footer.memory-value", { usage: formatBytes(mempoolInfo.usage, "B", 0), limit: formatBytes(mempoolInfo.maxmempool, "B", 0) })}
              labelledBy={ids.memory}
              value={Math.round(usage)}
              max={100}
            />
          ) : (
            <Skeleton />
          )}
        </span>
      </div>
    </footer>
  );
}

/** The backend's mempool loading percent while below 100; null once loaded (the key disappears). */
function mempoolSyncPercent(indicators: Readonly<Record<string, number>>): number | null {
  const percent = Object.hasOwn(indicators, "mempool") ? indicators.mempool : undefined;
  if (typeof percent !== "number" || !Number.isFinite(percent) || percent >= MEMPOOL_LOADED_PERCENT) return null;
  return Math.max(0, Math.floor(percent));
}

function Skeleton() {
  const t = useT();
  return (
    <span className="status-skeleton">
      <span className="visually-hidden">{t("status.footer.loading")}</span>
    </span>
  );
}
