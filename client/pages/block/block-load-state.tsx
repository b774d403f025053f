/**
 * What the block page shows instead of a block: while it loads, when no block has the id (404,
 * spec §8 "treated as missing"), when the id is malformed (400), and when loading failed.
 *
 * @example
 * <BlockLoadError code={404} message="Block not found" id={hash} networkName="Bitcoin" onRetry={reload} />
 */
import { useT } from "../../i18n/i18n.tsx";
import "../../i18n/page-texts/block.ts";

export function BlockLoading({ id }: { readonly id: string }) {
  const t = useT();
  return (
    <section className="block-state block-loading" aria-busy="true">
      <p role="status">{t("block.loading", { id })}</p>
    </section>
  );
}

export interface BlockLoadErrorProps {
  readonly code: number;
  readonly message: string;
  /** The id as the address wrote it. */
  readonly id: string;
  readonly networkName: string;
  /** What to do about a missing block; the block page points at its search box. */
  readonly notFoundHint?: string;
  readonly onRetry: () => void;
}

export function BlockLoadError({ code, message, id, networkName, notFoundHint, onRetry }: BlockLoadErrorProps) {
  const t = useT();
  if (code === 404) {
    return (
      <section className="block-state block-not-found">
        <h1>{t("block.not-found.title")}</h1>
        <p className="block-state-id">{t("block.not-found.text", { id, network: networkName })}</p>
        <p>{notFoundHint ?? t("block.not-found.hint")}</p>
      </section>
    );
  }
  if (code === 400) {
    return (
      <section className="block-state block-invalid">
        <h1>{t("block.invalid.title")}</h1>
        <p className="block-state-id">{message}</p>
        <p>{t("block.invalid.hint")}</p>
      </section>
    );
  }
  return (
    <section className="block-state block-error" role="alert">
      <h1>{t("block.error.title")}</h1>
      <p>{message}</p>
      <button type="button" className="block-retry" onClick={onRetry}>
        {t("block.error.retry")}
      </button>
    </section>
  );
}
