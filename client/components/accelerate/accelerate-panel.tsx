import { useCallback, useRef, useState } from "react";
import { Link } from "react-router";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { DEFAULT_BID_INDEX } from "../../../shared/rules/acceleration-bid.ts";
import type { VBytes } from "../../../shared/types/units.ts";
import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";
import { useLive, usePreferences } from "../../live/live-provider.tsx";
import { loginPath } from "../../../shared/network/redirect-target.ts";
import { AUTH_UNKNOWN, useAuth } from "../../services/auth-session.ts";
import { servicesFailure, servicesPost } from "../../services/services-fetch.ts";
import { AlertBox } from "../accelerator/alert-box.tsx";
import { servicesAlert } from "../accelerator/services-alert.ts";
import { WaitlistNotice } from "../accelerator/waitlist-notice.tsx";
import { coinPrice } from "../fees/coin-price.ts";
import { satsText } from "../transaction/transaction-texts.ts";
import { AccelerateSummary } from "./accelerate-summary.tsx";
import { AcceleratedEta } from "./accelerated-eta.tsx";
import { BidGraph } from "./bid-graph.tsx";
import { BidOptions } from "./bid-options.tsx";
import { moneyText } from "./money-text.ts";
import { type AccelerateState, panelView, type Viewer } from "./panel-view.ts";
import { createTonePlayer } from "./play-tone.ts";
import { useEstimate } from "./use-estimate.ts";

const playTone = createTonePlayer();

export interface AcceleratePanelProps {
  readonly txid: string;
  /** The live data says the transaction is accelerated already. */
  readonly accelerated: boolean;
  /** The language and network part of links. */
  readonly linkBase: string;
  /** Where it waits among the projected blocks (0 = next), for the accelerated ETA; null when unknown. */
  readonly projectedBlock: number | null;
}

/**
 * The acceleration panel of an unconfirmed transaction (spec §2.5, §4.2; panel-view.ts decides what
 * shows): the estimate, polled; the package's size and fees; the three maximum bids and the graph of
 * the rates they reach; the summary; the balance, Login or Accelerate; the waitlist notice; the
 * chime and the link to the history once accelerated; every error from spec §8, scrolled into view,
 * with the content dimmed under it.
 *
 * @example
 * <AcceleratePanel txid={tx.txid} accelerated={false} linkBase="" projectedBlock={3} />
 */
export function AcceleratePanel({ txid, accelerated, linkBase, projectedBlock }: AcceleratePanelProps) {
  const t = useAcceleratorT();
  const live = useLive();
  const preferences = usePreferences();
  const auth = useAuth();
  const viewer: Viewer = auth === AUTH_UNKNOWN ? "unknown" : auth === null ? "anonymous" : "signed-in";
  const [selected, setSelected] = useState(DEFAULT_BID_INDEX);
  const [accelerate, setAccelerate] = useState<AccelerateState>({ status: "idle" });
  const inFlight = useRef(false);
  const estimate = useEstimate({
    txid,
    active: accelerate.status !== "done" && !accelerated,
    tip: live.tip,
    viewerKey: auth ? String(auth.user.userId) : String(auth),
  });
  const view = panelView({ estimate, viewer, accelerate, selected, accelerated });
  const fiat = coinPrice(live.conversions, preferences.fiat, "mainnet");
  const price = fiat === null ? null : { price: fiat, fiat: preferences.fiat };
  const depositHref = `${linkBase}/services/accelerator`;
  const bid = view.kind === "quote" ? view.quote?.bid : undefined;

  const press = useCallback(async () => {
    // spec §4.2 step 6, sent once: a second press while the first is under way does nothing.
    if (inFlight.current || bid === undefined) return;
    inFlight.current = true;
    setAccelerate({ status: "sending" });
    try {
      await servicesPost("accelerator/accelerate", { txInput: txid, userBid: bid });
      setAccelerate({ status: "done", bid });
      playTone();
    } catch (error) {
      const failure = servicesFailure(error);
      setAccelerate({ status: "failed", httpStatus: failure.status, code: failure.code });
      inFlight.current = false;
    }
  }, [bid, txid]);

  let body;
  if (view.kind === "accelerated") body = <p className="accelerate-line">{t("accelerator.panel.accelerated")}</p>;
  else if (view.kind === "success") {
    body = (
      <div className="services-alert services-alert-success" role="status">
        <p className="services-alert-text">{t("accelerator.panel.success", { bid: satsText(t, view.bid) })}</p>
        <Link className="services-alert-link" to={`${linkBase}/services/accelerator/history`}>
          {t("accelerator.panel.history-link")}
        </Link>
      </div>
    );
  } else if (view.kind === "skeleton") {
    body = (
      <div className="accelerate-skeleton" aria-busy="true" aria-label={t("accelerator.panel.loading")}>
        <div className="services-skeleton" />
        <div className="services-skeleton services-skeleton-tall" />
      </div>
    );
  } else {
    const { quote } = view;
    const pick = (index: number) => setSelected(index);
    body = (
      <>
        {view.errorCode !== null && <AlertBox alert={servicesAlert(view.errorCode, t)} depositHref={depositHref} />}
        {view.waitlist && <WaitlistNotice />}
        {quote !== null && (
          <div className={`accelerate-body${view.errorCode !== null ? " accelerate-dimmed" : ""}`}>
            <div className="accelerate-main">
              <dl className="accelerate-facts">
                <div>
                  <dt>{t("accelerator.panel.vsize")}</dt>
                  <dd>{t("accelerator.panel.vbytes", { vsize: vsizeText(quote.estimate.txSummary.effectiveVsize) })}</dd>
                </div>
                <div>
                  <dt>{t("accelerator.panel.in-band")}</dt>
                  <dd>{satsText(t, quote.estimate.txSummary.effectiveFee)}</dd>
                </div>
                <AcceleratedEta partners={quote.estimate.pools} projectedBlock={projectedBlock} />
              </dl>
              {quote.estimate.txSummary.ancestorCount > 0 && (
                <p className="services-muted accelerate-note">
                  {t("accelerator.panel.ancestors", {
                    count: quote.estimate.txSummary.ancestorCount,
                  })}
                </p>
              )}
              <h3 className="accelerate-subtitle">{t("accelerator.bid.title")}</h3>
              <BidOptions quote={quote} rateUnit={preferences.rateUnit} onSelect={pick} disabled={view.sending} />
              <AccelerateSummary quote={quote} price={price} />
              {view.balance !== null && (
                <p className={`accelerate-balance ${view.balance.covers ? "accelerate-balance-covers" : "accelerate-balance-short"}`}>
                  <span>{t("accelerator.panel.balance")}</span> <strong>{moneyText(t, view.balance.sats, null).sats}</strong>
                </p>
              )}
              <div className="accelerate-actions">
                {view.action === "login" && (
                  <Link className="services-button services-button-primary" to={loginPath(linkBase, `${linkBase}/tx/${txid}#accelerate`)}>
                    {t("accelerator.panel.login")}
                  </Link>
                )}
                {view.action === "accelerate" && (
                  <button type="button" className="services-button services-button-primary" disabled={!view.canAccelerate} onClick={press}>
                    {view.sending ? t("accelerator.panel.sending") : t("accelerator.panel.accelerate")}
                  </button>
                )}
                {view.action === "accelerate" && view.balance !== null && !view.balance.covers && view.errorCode === null && (
                  <p className="services-muted">
                    {t("accelerator.panel.short")} <Link to={depositHref}>{t("account.deposit-link")}</Link>
                  </p>
                )}
              </div>
            </div>
            <BidGraph quote={quote} rateUnit={preferences.rateUnit} onSelect={pick} disabled={view.sending} />
          </div>
        )}
      </>
    );
  }
  return (
    <section className="services-panel accelerate-panel" aria-labelledby="accelerate-title">
      <h2 id="accelerate-title" className="accelerate-title">
        {view.kind === "accelerated" || view.kind === "success" ? t("accelerator.panel.title-done") : t("accelerator.panel.title")}
      </h2>
      {view.kind === "quote" && <p className="services-muted accelerate-intro">{t("accelerator.panel.intro")}</p>}
      {body}
    </section>
  );
}

const vsizeText = (vsize: VBytes): string => formatNumber(vsize, "1.0-2");
