/**
 * The transaction page when it has no transaction to show: loading, a malformed id, a failed load,
 * an id that names a block, or a txid the backend does not know yet (peers §5.1: "not an error
 * page", the page waits for it).
 */
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { useT } from "../../i18n/i18n.tsx";
import { ReplacedBanner, WaitingForTransaction } from "../../components/transaction/index.ts";
import "../../i18n/page-texts/tx-page.ts";

export function TxLoading({ txid }: { readonly txid: string }) {
  const t = useT();
  return (
    <article className="tx-page tx-page-loading" aria-busy="true">
      <header className="tx-page-head">
        <h1 className="tx-page-title">{t("tx-page.heading")}</h1>
        <p className="tx-page-txid tx-hex">{txid}</p>
      </header>
      <p className="tx-page-message" role="status">
        <span className="tx-spinner" aria-hidden="true" />
        {t("tx-page.loading")}
      </p>
    </article>
  );
}

/** A route segment that is not a txid (or txid:vout), with the reason the id check gave. */
export function TxInvalid({ message }: { readonly message: string }) {
  const t = useT();
  return (
    <article className="tx-page tx-page-problem">
      <h1 className="tx-page-title">{t("tx-page.invalid.title")}</h1>
      <p className="tx-page-message">{message}</p>
      <p className="tx-page-hint">{t("tx-page.invalid.hint")}</p>
    </article>
  );
}

/** A load that failed for another reason than "not found": the message, and a way to try again. */
export function TxLoadError({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  const t = useT();
  return (
    <article className="tx-page tx-page-problem" role="alert">
      <h1 className="tx-page-title">{t("tx-page.error.title")}</h1>
      <p className="tx-page-message">{message}</p>
      <button type="button" className="tx-page-retry" onClick={onRetry}>
        {t("tx-page.error.retry")}
      </button>
    </article>
  );
}

/**
 * The id is a block's hash: the browser goes on to the block page at once (replacing this entry
 * in the history); the link serves the server's render and visitors without scripts.
 */
export function TxIsBlock({ hash, blockPath }: { readonly hash: string; readonly blockPath: string }) {
  const t = useT();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(blockPath, { replace: true });
  }, [navigate, blockPath]);
  return (
    <article className="tx-page tx-page-problem">
      <h1 className="tx-page-title">{t("tx-page.block.title")}</h1>
      <p className="tx-page-message tx-hex">{t("tx-page.block.text", { hash })}</p>
      <Link to={blockPath} replace>
        {t("tx-page.block.link")}
      </Link>
    </article>
  );
}

/** Nothing known about the txid yet: the page watches the mempool for it; a replacement is named if the server knows one. */
export function TxWaiting({ txid, replacedBy, linkBase }: { readonly txid: string; readonly replacedBy: string | null; readonly linkBase: string }) {
  const t = useT();
  return (
    <article className="tx-page tx-page-waiting">
      <h1 className="tx-page-title">{t("tx-page.heading")}</h1>
      {replacedBy !== null && <ReplacedBanner replacedBy={replacedBy} linkBase={linkBase} />}
      <WaitingForTransaction txid={txid} />
    </article>
  );
}
