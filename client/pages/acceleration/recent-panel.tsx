import { Link } from "react-router";
import { shortenMiddle } from "../../../shared/format/shorten.ts";
import { AccelerationStatusBadge } from "../../components/accelerator/acceleration-status.tsx";
import { LoadProblem } from "../../components/accelerator/load-problem.tsx";
import { countText, satsText } from "../../components/transaction/transaction-texts.ts";
import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";
import { readAccelerationRecord } from "../../services/accelerator-readers.ts";
import { servicesGetPage } from "../../services/services-fetch.ts";
import { useServicesLoad } from "../../services/use-services-load.ts";

/** Rows of the recent list (research §3.8). */
export const RECENT_LENGTH = 6;

/**
 * The latest completed accelerations (research §3.8 "Recent list", `accelerator/accelerations/history`),
 * asked again at every new block: the transaction, the bid boost its pool earned, its block, its status.
 *
 * @example
 * <RecentPanel tip={live.tip} links="" />
 */
export function RecentPanel({ tip, links }: { readonly tip: number; readonly links: string }) {
  const t = useAcceleratorT();
  const recent = useServicesLoad(
    "recent",
    () => servicesGetPage(`accelerator/accelerations/history?status=completed&pageLength=${RECENT_LENGTH}`, readAccelerationRecord),
    tip,
  );
  const { load } = recent;
  return (
    <section className="services-panel" aria-labelledby="dashboard-recent-title">
      <h2 id="dashboard-recent-title" className="services-panel-title">
        {t("accelerator.dashboard.recent.title")}
      </h2>
      {load.status === "loading" && <div className="services-skeleton services-skeleton-tall" aria-hidden="true" />}
      {load.status === "error" && <LoadProblem failure={load.failure} onRetry={recent.reload} />}
      {load.status === "ready" && load.data.rows.length === 0 && <p className="services-muted">{t("accelerator.dashboard.recent.empty")}</p>}
      {load.status === "ready" && load.data.rows.length > 0 && (
        <div className="services-table-scroll">
          <table className="services-table">
            <thead>
              <tr>
                <th scope="col">{t("accelerator.history.txid")}</th>
                <th scope="col" className="services-num">
                  {t("accelerator.dashboard.bid-boost")}
                </th>
                <th scope="col" className="services-num">
                  {t("accelerator.history.block")}
                </th>
                <th scope="col" className="services-col-optional">
                  {t("accelerator.history.status")}
                </th>
              </tr>
            </thead>
            <tbody>
              {load.data.rows.map((row) => (
                <tr key={row.txid}>
                  <td>
                    <Link className="tx-hex" to={`${links}/tx/${row.txid}`}>
                      {shortenMiddle(row.txid, 16)}
                    </Link>
                  </td>
                  <td className="services-num">{row.bidBoost === null ? "~" : satsText(t, row.bidBoost)}</td>
                  <td className="services-num">
                    {row.blockHeight !== null && row.blockHash !== null ? <Link to={`${links}/block/${row.blockHash}`}>{countText(row.blockHeight)}</Link> : "–"}
                  </td>
                  <td className="services-col-optional">
                    <AccelerationStatusBadge record={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
