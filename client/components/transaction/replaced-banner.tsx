/**
 * Shown on the page of a transaction that was replaced (the `txReplaced` / `rbfTransaction` frames,
 * or the `/rbf` tree): the visitor is probably looking for the replacement.
 */
import { useT } from "../../i18n/i18n.tsx";
import { txHref } from "./transaction-links.ts";
import "../../i18n/page-texts/transaction.ts";

export interface ReplacedBannerProps {
  /** Txid of the replacing transaction. */
  readonly replacedBy: string;
  readonly linkBase: string;
}

/**
 * @example
 * {live.tracking.txReplacedBy && <ReplacedBanner replacedBy={live.tracking.txReplacedBy} linkBase="" />}
 */
export function ReplacedBanner({ replacedBy, linkBase }: ReplacedBannerProps) {
  const t = useT();
  return (
    <div className="tx-replaced" role="alert">
      <span className="tx-replaced-text">{t("transaction.replaced.text")}</span>{" "}
      <a className="tx-replaced-link tx-hex" href={txHref(linkBase, replacedBy)}>
        {replacedBy}
      </a>
    </div>
  );
}
