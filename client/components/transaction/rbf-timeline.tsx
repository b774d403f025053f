/**
 * The replacement history of a transaction (research §2.3 `RbfTree`): every version oldest first,
 * with its fee rate and fee, how long it waited before the next replaced it, and marks for full-RBF
 * replacements, versions that did not signal, the mined one and the one this page is about.
 */
import { useId } from "react";
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import { shortenMiddle } from "../../../shared/format/shorten.ts";
import { type RbfTree, rbfTimeline } from "../../../shared/tx/rbf-tree.ts";
import { useT } from "../../i18n/i18n.tsx";
import { ageText } from "../blockchain-strip/block-texts.ts";
import { txHref } from "./transaction-links.ts";
import { durationText, feeRateText, satsText, utcTimeText } from "./transaction-texts.ts";
import "../../i18n/page-texts/transaction.ts";

export interface RbfTimelineProps {
  /** The `/rbf` answer's `replacements` (or an `rbfInfo` frame's tree). */
  readonly tree: RbfTree;
  /** The transaction the page shows; its version is marked. */
  readonly currentTxid: string;
  readonly linkBase: string;
  readonly rateUnit?: RateUnit;
}

/** Txid characters shown per version: enough to tell versions apart at phone width. */
const SHOWN_TXID_CHARACTERS = 16;

/**
 * @example
 * {rbf.replacements && <RbfTimeline tree={rbf.replacements} currentTxid={txid} linkBase="" />}
 */
export function RbfTimeline({ tree, currentTxid, linkBase, rateUnit = "vb" }: RbfTimelineProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section className="rbf-timeline" aria-labelledby={titleId}>
      <h2 id={titleId} className="tx-section-title">
        {t("transaction.rbf.title")}
      </h2>
      <RbfVersions tree={tree} currentTxid={currentTxid} linkBase={linkBase} rateUnit={rateUnit} />
    </section>
  );
}

export interface RbfVersionsProps {
  readonly tree: RbfTree;
  /** The version the page is about, marked and not linked; none on a list of trees. */
  readonly currentTxid?: string;
  readonly linkBase: string;
  readonly rateUnit?: RateUnit;
  /** The current time in ms: times then read as ages, the UTC time in their title. */
  readonly now?: number;
}

/**
 * The versions of one tree, oldest first, as a line of dots (a column on phones).
 *
 * @example
 * <RbfVersions tree={tree} linkBase="" now={now} />
 */
export function RbfVersions({ tree, currentTxid, linkBase, rateUnit = "vb", now }: RbfVersionsProps) {
  const t = useT();
  const entries = rbfTimeline(tree);
  return (
    <ol className="rbf-list">
      {entries.map((entry) => {
        const current = entry.tx.txid === currentTxid;
        const classes = ["rbf-node", current && "rbf-node-current", entry.mined && "rbf-node-mined", entry.replacedBy === null && "rbf-node-latest"];
        return (
          <li key={entry.tx.txid} className={classes.filter(Boolean).join(" ")} aria-current={current ? "true" : undefined}>
            <span className="rbf-dot" aria-hidden="true" />
            <div className="rbf-body">
              {current ? (
                <span className="rbf-txid tx-hex" title={entry.tx.txid}>
                  {shortenMiddle(entry.tx.txid, SHOWN_TXID_CHARACTERS)}
                </span>
              ) : (
                <a className="rbf-txid tx-hex" href={txHref(linkBase, entry.tx.txid)} title={entry.tx.txid}>
                  {shortenMiddle(entry.tx.txid, SHOWN_TXID_CHARACTERS)}
                </a>
              )}
              <span className="rbf-rate">{feeRateText(entry.tx.rate, rateUnit)}</span>
              <span className="rbf-fee">{satsText(t, entry.tx.fee)}</span>
              <time className="rbf-time" dateTime={new Date(entry.time * 1000).toISOString()} title={now === undefined ? undefined : utcTimeText(t, entry.time)}>
                {now === undefined ? utcTimeText(t, entry.time) : ageText(t, entry.time, now)}
              </time>
              <span className="rbf-marks">
                {current && <span className="rbf-mark rbf-mark-current">{t("transaction.rbf.this-transaction")}</span>}
                {entry.mined && <span className="rbf-mark rbf-mark-mined">{t("transaction.rbf.mined")}</span>}
                {entry.fullRbf && <span className="rbf-mark rbf-mark-full">{t("transaction.rbf.full-rbf")}</span>}
                {!entry.tx.rbf && <span className="rbf-mark">{t("transaction.rbf.not-signalling")}</span>}
              </span>
              {entry.replacedBy !== null && (
                <span className="rbf-interval">
                  {entry.interval === undefined ? t("transaction.rbf.replaced") : t("transaction.rbf.replaced-after", { time: durationText(t, entry.interval) })}
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
