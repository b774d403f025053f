import { Link, useSearchParams } from "react-router";
import type { Wantable } from "../../shared/protocol/client-message.ts";
import { shortenMiddle } from "../../shared/format/shorten.ts";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import type { UserAccelerationRecord } from "../../shared/services/services-wire.ts";
import { usePage } from "../app/page-context.tsx";
import { useNow } from "../app/use-now.ts";
import { AccelerationStatusBadge } from "../components/accelerator/acceleration-status.tsx";
import { LoadProblem } from "../components/accelerator/load-problem.tsx";
import { Pager } from "../components/accelerator/pager.tsx";
import { PAGE_PARAM, pageFromQuery } from "../components/accelerator/paging.ts";
import { ageText } from "../components/blockchain-strip/block-texts.ts";
import { amountText, countText, utcTimeText } from "../components/transaction/transaction-texts.ts";
import { useAcceleratorT } from "../i18n/locales/accelerator-area.ts";
import { useLive } from "../live/live-provider.tsx";
import { useWants } from "../live/use-wants.ts";
import { readUserAccelerationRecord } from "../services/accelerator-readers.ts";
import { servicesGetPage } from "../services/services-fetch.ts";
import { useServicesLoad } from "../services/use-services-load.ts";
import { RequireAuth } from "./account/require-auth.tsx";

/** Rows per page (research §3.8: the original's full list shows 15). */
export const HISTORY_PAGE_LENGTH = 15;

/** New blocks: each may complete or cancel an acceleration. */
const HISTORY_WANTS: readonly Wantable[] = ["blocks"];

/**
 * /services/accelerator/history (spec §2.2, linked from the success message after acceleration):
 * the signed-in visitor's accelerations, newest first, with their status, maximum bid, what was
 * charged (of it the bid boost), the block that mined them and when they were asked for; paged.
 */
export function AcceleratorHistoryPage() {
  const t = useAcceleratorT();
  return (
    <div className="services-page">
      <h1 className="services-title">{t("accelerator.history.title")}</h1>
      <RequireAuth placeholder={<div className="services-skeleton services-skeleton-tall" aria-hidden="true" />}>
        {(auth) => <HistoryTable key={auth.user.userId} />}
      </RequireAuth>
    </div>
  );
}

function HistoryTable() {
  const t = useAcceleratorT();
  const { state, route } = usePage();
  const now = useNow(state.renderedAt);
  const live = useLive();
  useWants(HISTORY_WANTS);
  const [query] = useSearchParams();
  const page = pageFromQuery(query.get(PAGE_PARAM));
  const links = linkBasePath({ language: route.language, network: "mainnet", base: state.base });
  const history = useServicesLoad(
    `history:${page}`,
    () => servicesGetPage(`accelerator/history?page=${page}&pageLength=${HISTORY_PAGE_LENGTH}`, readUserAccelerationRecord),
    live.tip,
  );
  const { load } = history;
  if (load.status === "loading") return <div className="services-skeleton services-skeleton-tall" aria-hidden="true" />;
  if (load.status === "error") return <LoadProblem failure={load.failure} onRetry={history.reload} />;
  if (load.data.rows.length === 0) {
    return (
      <section className="services-panel">
        <p className="services-muted">{t("accelerator.history.empty")}</p>
      </section>
    );
  }
  return (
    <section className="services-panel" aria-label={t("accelerator.history.title")}>
      <div className="services-table-scroll">
        <table className="services-table">
          <thead>
            <tr>
              <th scope="col">{t("accelerator.history.txid")}</th>
              <th scope="col">{t("accelerator.history.status")}</th>
              <th scope="col" className="services-num">
                {t("accelerator.history.max-bid")}
              </th>
              <th scope="col" className="services-num">
                {t("accelerator.history.charged")}
              </th>
              <th scope="col" className="services-num services-col-optional">
                {t("accelerator.history.block")}
              </th>
              <th scope="col" className="services-col-optional">
                {t("accelerator.history.requested")}
              </th>
            </tr>
          </thead>
          <tbody>
            {load.data.rows.map((row) => (
              <HistoryRow key={`${row.txid}:${row.added}`} row={row} links={links} now={now} />
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} total={load.data.total} pageLength={HISTORY_PAGE_LENGTH} />
    </section>
  );
}

function HistoryRow({ row, links, now }: { readonly row: UserAccelerationRecord; readonly links: string; readonly now: number }) {
  const t = useAcceleratorT();
  return (
    <tr>
      <td>
        <Link className="tx-hex" to={`${links}/tx/${row.txid}`}>
          {shortenMiddle(row.txid, 16)}
        </Link>
      </td>
      <td>
        <AccelerationStatusBadge record={row} />
      </td>
      <td className="services-num">{amountText(row.feeDelta, "mainnet")}</td>
      <td className="services-num">
        {amountText(row.feePaid, "mainnet")}
        {row.bidBoost !== null && <span className="services-figure-note">{t("accelerator.history.bid-boost", { amount: amountText(row.bidBoost, "mainnet") })}</span>}
      </td>
      <td className="services-num services-col-optional">
        {row.blockHeight !== null && row.blockHash !== null ? <Link to={`${links}/block/${row.blockHash}`}>{countText(row.blockHeight)}</Link> : "–"}
      </td>
      <td className="services-age services-col-optional">
        <time dateTime={new Date(row.added * 1000).toISOString()} title={utcTimeText(t, row.added)}>
          {ageText(t, row.added, now)}
        </time>
      </td>
    </tr>
  );
}
