/**
 * A preview card page whose previewed page has nothing to show: the same state that page itself
 * shows (an unknown block reads as on the block page), or a plain one for pages without their own.
 *
 * @example
 * <PreviewLoadError previews="block" code={404} message="Block not found" params={{ id }} networkName="Bitcoin" onRetry={reload} />
 */
import type { PageId, RouteParams } from "../../../shared/network/route-table.ts";
import { useT } from "../../i18n/i18n.tsx";
import { AddressInvalid, AddressLoadError } from "../address/address-states.tsx";
import { BlockLoadError } from "../block/block-load-state.tsx";
import { MiningLoadError } from "../mining/mining-states.tsx";
import { PoolLoadError } from "../pool/pool-states.tsx";
import { TxInvalid, TxLoadError } from "../tx/tx-states.tsx";
import "../../i18n/page-texts/preview.ts";

export interface PreviewLoadErrorProps {
  readonly previews: PageId;
  readonly code: number;
  readonly message: string;
  /** The previewed page's route parameters, as the address wrote them. */
  readonly params: RouteParams;
  readonly networkName: string;
  readonly onRetry: () => void;
}

export function PreviewLoadError({ previews, code, message, params, networkName, onRetry }: PreviewLoadErrorProps) {
  switch (previews) {
    case "block":
    case "view-block":
      return <BlockLoadError code={code} message={message} id={params.id ?? ""} networkName={networkName} onRetry={onRetry} />;
    case "pool":
      return <PoolLoadError code={code} message={message} slug={params.slug ?? ""} networkName={networkName} onRetry={onRetry} />;
    case "tx":
      return code === 400 ? <TxInvalid message={message} /> : <TxLoadError message={message} onRetry={onRetry} />;
    case "address":
      return code === 400 ? <AddressInvalid address={params.address ?? ""} message={message} /> : <AddressLoadError message={message} onRetry={onRetry} />;
    case "mining":
      return <MiningLoadError message={message} onRetry={onRetry} />;
    default:
      return <PlainLoadError message={message} onRetry={onRetry} />;
  }
}

/** Pages without an error state of their own (the kiosk views, projected blocks) say it in a line. */
function PlainLoadError({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  const t = useT();
  return (
    <p className="preview-state" role="alert">
      {t("preview.error.text", { message })}{" "}
      <button type="button" className="preview-retry" onClick={onRetry}>{t("preview.error.retry")}</button>
    </p>
  );
}
