/**
 * The pool page when it has no pool to show: while it loads, when the backend knows no pool by
 * that name (404 "This mining pool does not exist"), when the address is refused (400), and when
 * loading failed.
 *
 * @example
 * <PoolLoadError code={404} message="This mining pool does not exist" slug="nope" networkName="Bitcoin" onRetry={reload} />
 */
import { useT } from "../../i18n/i18n.tsx";
import "../../i18n/page-texts/pool.ts";

export function PoolLoading({ slug }: { readonly slug: string }) {
  const t = useT();
  return (
    <section className="pool-state" aria-busy="true">
      <p className="pool-state-message" role="status">
        <span className="tx-spinner" aria-hidden="true" />
        {t("pool.loading", { slug })}
      </p>
    </section>
  );
}

export interface PoolLoadErrorProps {
  readonly code: number;
  readonly message: string;
  /** The slug as the address wrote it. */
  readonly slug: string;
  readonly networkName: string;
  readonly onRetry: () => void;
}

export function PoolLoadError({ code, message, slug, networkName, onRetry }: PoolLoadErrorProps) {
  const t = useT();
  if (code === 404) {
    return (
      <section className="pool-state pool-not-found">
        <h1>{t("pool.not-found.title")}</h1>
        <p className="pool-state-id">{t("pool.not-found.text", { slug, network: networkName })}</p>
        <p>{t("pool.not-found.hint")}</p>
      </section>
    );
  }
  if (code === 400) {
    return (
      <section className="pool-state pool-invalid">
        <h1>{t("pool.invalid.title")}</h1>
        <p className="pool-state-id">{message}</p>
        <p>{t("pool.invalid.hint")}</p>
      </section>
    );
  }
  return (
    <section className="pool-state pool-error" role="alert">
      <h1>{t("pool.error.title")}</h1>
      <p className="pool-state-id">{message}</p>
      <button type="button" className="pool-more" onClick={onRetry}>
        {t("pool.error.retry")}
      </button>
    </section>
  );
}
