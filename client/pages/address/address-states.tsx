/** The address page when it has no address to show: loading, refused by the edge, or a failed load. */
import { useT } from "../../i18n/i18n.tsx";
import "../../i18n/page-texts/tx-page.ts";

export function AddressLoading({ address }: { readonly address: string }) {
  const t = useT();
  return (
    <article className="address-page tx-page-loading" aria-busy="true">
      <h1 className="tx-page-title">{t("address-page.heading")}</h1>
      <p className="tx-page-txid tx-hex">{address}</p>
      <p className="tx-page-message" role="status">
        <span className="tx-spinner" aria-hidden="true" />
        {t("address-page.loading")}
      </p>
    </article>
  );
}

/** The edge's 400 (worker/api/api-param-table.ts): the reason it gave, and what to check. */
export function AddressInvalid({ address, message }: { readonly address: string; readonly message: string }) {
  const t = useT();
  return (
    <article className="address-page tx-page-problem">
      <h1 className="tx-page-title">{t("address-page.invalid.title")}</h1>
      <p className="tx-page-txid tx-hex">{address}</p>
      <p className="tx-page-message">{message}</p>
      <p className="tx-page-hint">{t("address-page.invalid.hint")}</p>
    </article>
  );
}

export function AddressLoadError({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  const t = useT();
  return (
    <article className="address-page tx-page-problem" role="alert">
      <h1 className="tx-page-title">{t("address-page.error.title")}</h1>
      <p className="tx-page-message">{message}</p>
      <button type="button" className="tx-page-retry" onClick={onRetry}>
        {t("address-page.error.retry")}
      </button>
    </article>
  );
}
