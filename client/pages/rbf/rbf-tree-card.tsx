/**
 * One replacement tree on /rbf (research §4): the transaction that won, with its badges (Mined,
 * Full RBF or RBF), when it replaced the others and how its fee rate moved from the first version,
 * then every version oldest first (RbfVersions, shared with the transaction page). A function of
 * its props.
 *
 * @example
 * <RbfTreeCard tree={tree} links="" now={now} />
 */
import { useId } from "react";
import { formatFeeRate } from "../../../shared/format/fee-rate.ts";
import { shortenMiddle } from "../../../shared/format/shorten.ts";
import { type RbfTree, rbfTimeline } from "../../../shared/tx/rbf-tree.ts";
import { AgeTime } from "../../components/age-time.tsx";
import { ageText } from "../../components/blockchain-strip/block-texts.ts";
import { RbfVersions } from "../../components/transaction/rbf-timeline.tsx";
import { txHref } from "../../components/transaction/transaction-links.ts";
import { useListsT } from "../../i18n/locales/lists-area.ts";

/** Txid characters in a card's heading. */
const HEADING_TXID_CHARACTERS = 20;

export interface RbfTreeCardProps {
  readonly tree: RbfTree;
  /** The language, preview and network part of links (linkBasePath). */
  readonly links: string;
  /** The current time in ms, for ages. */
  readonly now: number;
}

export function RbfTreeCard({ tree, links, now }: RbfTreeCardProps) {
  const t = useListsT();
  const titleId = useId();
  const versions = rbfTimeline(tree);
  const first = versions[0];
  const mined = tree.mined === true || tree.tx.mined === true;
  return (
    <li className="rbf-card" aria-labelledby={titleId} data-txid={tree.tx.txid}>
      <div className="rbf-card-head">
        <h2 id={titleId} className="rbf-card-title">
          <a className="tx-hex" href={txHref(links, tree.tx.txid)} title={tree.tx.txid} aria-label={t("rbf.tree", { txid: tree.tx.txid })}>
            {shortenMiddle(tree.tx.txid, HEADING_TXID_CHARACTERS)}
          </a>
        </h2>
        <span className="rbf-card-badges">
          {mined && <span className="rbf-mark rbf-mark-mined">{t("rbf.mined")}</span>}
          {tree.fullRbf ? <span className="rbf-mark rbf-mark-full">{t("rbf.full-rbf")}</span> : <span className="rbf-mark">{t("rbf.rbf")}</span>}
        </span>
        <span className="rbf-card-facts">
          {first !== undefined && first.tx.txid !== tree.tx.txid && (
            <span className="rbf-card-rates">{t("rbf.rate-change", { from: formatFeeRate(first.tx.rate), to: formatFeeRate(tree.tx.rate) })}</span>
          )}
          <span className="rbf-card-count">{t("rbf.versions", { count: versions.length })}</span>
          <span className="rbf-card-age">
            <AgeTime seconds={tree.time} age={ageText(t, tree.time, now)} />
          </span>
        </span>
      </div>
      <RbfVersions tree={tree} linkBase={links} now={now} />
    </li>
  );
}
