import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import type { Network } from "../../../shared/network/networks.ts";
import type { TransactionEta } from "../../../shared/tx/transaction-eta.ts";
import { useT } from "../../i18n/i18n.tsx";
import {
  CpfpDetails,
  RbfTimeline,
  ReplacedBanner,
  TransactionFacts,
  TransactionList,
  TransactionStatus,
} from "../../components/transaction/index.ts";
import { AccelerateSlot } from "./accelerate-slot.tsx";
import { AccelerationTimeline } from "./acceleration-timeline-view.tsx";
import { PickedOutput } from "./picked-output.tsx";
import type { ShownTx } from "./tx-live.ts";
import type { TxAcceleration } from "./use-tx-acceleration.ts";
import "../../i18n/page-texts/tx-page.ts";

/**
 * The anchor of the acceleration panel (spec §2.5): /tx/{txid}#accelerate links here (spec §2.2
 * "With fragment #accelerate it returns to the acceleration panel").
 */
export const ACCELERATE_ANCHOR_ID = "accelerate";

export interface TxViewProps {
  readonly shown: ShownTx;
  readonly network: Network;
  readonly linkBase: string;
  readonly rateUnit: RateUnit;
  /** Milliseconds, for ages; the server's render time until the browser's clock takes over. */
  readonly now: number;
  readonly tip: number;
  /** The expected time to confirm, for an unconfirmed transaction whose position is known. */
  readonly eta: TransactionEta | null;
  /** The transaction that replaced this one, when it was replaced. */
  readonly replacedBy: string | null;
  /** It replaced another transaction. */
  readonly isReplacement: boolean;
  /** The output a /tx/{txid}:{vout} link picked out. */
  readonly vout: number | null;
  /** It appeared in the mempool while the page waited for it. */
  readonly arrivedLive: boolean;
  /** The acceleration panel and timeline (use-tx-acceleration.ts); absent without the accelerator. */
  readonly acceleration?: TxAcceleration;
}

/**
 * The transaction page's body for a known transaction (issue 6): its status and ETA, the replaced
 * banner, the acceleration panel and timeline, its facts, CPFP relatives, replacement timeline, and
 * its inputs and outputs with where each output went. A function of its props: the page wires the
 * data and the socket.
 *
 * @example
 * <TxView shown={showTx(details, live)} network="mainnet" linkBase="" rateUnit="vb" now={now} tip={tip} eta={eta} replacedBy={null} isReplacement={false} vout={null} arrivedLive={false} />
 */
export function TxView({ shown, network, linkBase, rateUnit, now, tip, eta, replacedBy, isReplacement, vout, arrivedLive, acceleration }: TxViewProps) {
  const t = useT();
  const { tx } = shown;
  return (
    <article className="tx-page" aria-labelledby="tx-page-title">
      <header className="tx-page-head">
        <h1 id="tx-page-title" className="tx-page-title">
          {t("tx-page.heading")}
        </h1>
        <p className="tx-page-txid tx-hex">{tx.txid}</p>
      </header>
      {replacedBy !== null && <ReplacedBanner replacedBy={replacedBy} linkBase={linkBase} />}
      {arrivedLive && (
        <p className="tx-page-note" role="status">
          {t("tx-page.arrived")}
        </p>
      )}
      <TransactionStatus tx={tx} eta={eta} now={now} tip={tip} linkBase={linkBase} firstSeen={tx.status.confirmed ? undefined : (shown.firstSeen ?? undefined)} />
      {acceleration?.timeline && <AccelerationTimeline steps={acceleration.timeline} />}
      {!tx.status.confirmed && (
        <div id={ACCELERATE_ANCHOR_ID} className="tx-page-accelerate">
          {acceleration?.panel && replacedBy === null && <AccelerateSlot txid={tx.txid} accelerated={acceleration.accelerated} linkBase={linkBase} projectedBlock={eta?.block ?? null} />}
        </div>
      )}
      {vout !== null && <PickedOutput tx={tx} vout={vout} outspends={shown.outspends} network={network} linkBase={linkBase} />}
      <section className="tx-page-section" aria-labelledby="tx-page-details">
        <h2 id="tx-page-details" className="tx-section-title">
          {t("tx-page.section.details")}
        </h2>
        <TransactionFacts tx={tx} cpfp={shown.cpfp} network={network} isReplacement={isReplacement} rateUnit={rateUnit} />
      </section>
      {shown.cpfp !== null && <CpfpDetails cpfp={shown.cpfp} linkBase={linkBase} rateUnit={rateUnit} />}
      {shown.rbf !== null && <RbfTimeline tree={shown.rbf} currentTxid={tx.txid} linkBase={linkBase} rateUnit={rateUnit} />}
      <section className="tx-page-section" aria-labelledby="tx-page-flow">
        <h2 id="tx-page-flow" className="tx-section-title">
          {t("tx-page.section.inputs-outputs")}
        </h2>
        <TransactionList
          transactions={[tx]}
          network={network}
          linkBase={linkBase}
          outspends={shown.outspends === null ? undefined : { [tx.txid]: shown.outspends }}
          now={now}
          rateUnit={rateUnit}
        />
      </section>
    </article>
  );
}
