/** The mining dashboard before its figures arrive, and when they could not be loaded. */
import { useT } from "../../i18n/i18n.tsx";
import "../../i18n/page-texts/mining.ts";

export function MiningLoading() {
  const t = useT();
  return (
    <p className="mining-state" role="status" aria-busy="true">
      <span className="tx-spinner" aria-hidden="true" />
      {t("mining.loading")}
    </p>
  );
}

export function MiningLoadError({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  const t = useT();
  return (
    <section className="mining-state mining-state-error" role="alert" aria-labelledby="mining-error-title">
      <h2 id="mining-error-title">{t("mining.error.title")}</h2>
      <p>{message}</p>
      <button type="button" className="mining-retry" onClick={onRetry}>
        {t("mining.error.retry")}
      </button>
    </section>
  );
}
