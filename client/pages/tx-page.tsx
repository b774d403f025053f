import { useEffect, useRef } from "react";
import { useParams } from "react-router";
import type { Wantable } from "../../shared/protocol/client-message.ts";
import { linkBasePath } from "../../shared/network/route-prefix.ts";
import { transactionEta } from "../../shared/tx/transaction-eta.ts";
import { effectiveFeeRate } from "../../shared/tx/transaction-rates.ts";
import { usePage } from "../app/page-context.tsx";
import { usePageData } from "../app/page-data.tsx";
import { useNow } from "../app/use-now.ts";
import { LiveStrip } from "../components/live-strip.tsx";
import { useLive, usePreferences } from "../live/live-provider.tsx";
import { UNKNOWN_TIP } from "../live/live-state.ts";
import { useWants } from "../live/use-wants.ts";
import { recheckOnBlock, showTx } from "./tx/tx-live.ts";
import { txPageData, txRouteTarget } from "./tx/tx-page-data.ts";
import { txProjectedPosition, txStripMark } from "./tx/tx-position.ts";
import { replacedBy, replacesOthers } from "./tx/tx-replacement.ts";
import { TxInvalid, TxIsBlock, TxLoadError, TxLoading, TxWaiting } from "./tx/tx-states.tsx";
import { TxView } from "./tx/tx-view.tsx";
import { type TxFollowMode, useTxLive } from "./tx/use-tx-live.ts";
import { useTxAcceleration } from "./tx/use-tx-acceleration.ts";

/** research §1.8: the transaction page's streams (the strip's blocks and projected blocks). */
const TX_WANTS: readonly Wantable[] = ["blocks", "mempool-blocks"];

/**
 * /tx/{txid} and /tx/{txid}:{vout} (spec §2.2, issue 6): the transaction with its status, ETA,
 * facts, CPFP relatives, replacements and inputs and outputs, the strip pointing at its block or
 * its place among the projected blocks, kept live while it is unconfirmed: position, replacement,
 * spent outputs, and the confirmation (which reloads the data in the background). A txid the
 * backend does not know yet is watched until it appears; a block's hash goes on to the block page.
 */
export function TxPage() {
  const segment = useParams().txid ?? "";
  const target = txRouteTarget(segment);
  const txid = target.ok ? target.txid : null;
  const result = usePageData(txPageData, { txid: segment });
  const { state, route } = usePage();
  const live = useLive();
  const preferences = usePreferences();
  const now = useNow(state.renderedAt);
  const linkBase = linkBasePath({ language: route.language, preview: route.preview, network: route.network, base: state.base });
  useWants(TX_WANTS);

  const details = result.status === "ready" && result.data.kind === "tx" ? result.data : null;
  const notFound = result.status === "error" && result.code === 404;
  const mode: TxFollowMode = txid === null ? "none" : details !== null ? (details.tx.status.confirmed ? "none" : "track") : notFound ? "watch" : "none";
  const txLive = useTxLive({ txid, mode, onArrived: result.reload });

  // The store notes the confirmation of the tracked transaction whichever frame brings it (a block
  // beyond the tip included); the data is loaded again so outspends and status come from the backend.
  const confirmedLive = txid !== null && live.tracking.txConfirmed === txid;
  const { reload } = result;
  useEffect(() => {
    if (confirmedLive) reload();
  }, [confirmedLive, reload]);

  const shown = txid === null ? null : showTx(details, txLive);
  const rate = shown === null ? 0 : effectiveFeeRate(shown.tx, shown.cpfp).rate;
  const reported = shown !== null && live.tracking.txid === shown.tx.txid ? live.tracking.txPosition : null;
  const mark = shown === null ? null : txStripMark(shown.tx, reported, live.mempoolBlocks, rate);
  const position = shown === null ? null : txProjectedPosition(shown.tx, reported, live.mempoolBlocks, rate);
  const liveReplacement = txid !== null && live.tracking.txid === txid ? live.tracking.txReplacedBy : null;
  const eta = position === null ? null : transactionEta(position, route.network, live.da);
  // spec §2.5: the accelerator serves mainnet (the services API has no network prefix).
  const acceleration = useTxAcceleration({
    enabled: state.features.accelerator && route.network === "mainnet",
    tx: shown?.tx ?? null,
    cpfp: shown?.cpfp ?? null,
    position: reported,
    firstSeen: shown?.firstSeen ?? null,
    etaMs: eta?.etaMs ?? null,
    nowMs: now,
  });

  const recheck = shown !== null && recheckOnBlock(shown.tx, mode === "track" && live.tracking.txid === txid, reported);
  const checkedTip = useRef(live.tip);
  useEffect(() => {
    if (live.tip === checkedTip.current) return;
    const first = checkedTip.current === UNKNOWN_TIP;
    checkedTip.current = live.tip;
    if (recheck && !first) reload();
  }, [live.tip, recheck, reload]);

  let body;
  if (!target.ok) body = <TxInvalid message={target.message} />;
  else if (shown !== null) {
    body = (
      <TxView
        shown={shown}
        network={route.network}
        linkBase={linkBase}
        rateUnit={preferences.rateUnit}
        now={now}
        tip={live.tip}
        eta={eta}
        replacedBy={replacedBy(shown.tx, shown.rbf, liveReplacement)}
        isReplacement={replacesOthers(shown.rbf, shown.tx.txid) || (details?.rbf?.replaces?.length ?? 0) > 0}
        vout={target.vout}
        arrivedLive={details === null}
        acceleration={acceleration}
      />
    );
  } else if (result.status === "loading") body = <TxLoading txid={target.txid} />;
  else if (result.status === "ready" && result.data.kind === "block") body = <TxIsBlock hash={result.data.hash} blockPath={`${linkBase}/block/${result.data.hash}`} />;
  else if (notFound) body = <TxWaiting txid={target.txid} replacedBy={liveReplacement} linkBase={linkBase} />;
  else body = <TxLoadError message={result.status === "error" ? result.message : ""} onRetry={result.reload} />;

  return (
    <>
      <LiveStrip mark={mark} />
      <div className="tx-page-body">{body}</div>
    </>
  );
}
