import { useEffect, useState } from "react";
import { transactionEta } from "../../../shared/tx/transaction-eta.ts";
import { apiGetJson } from "../../api/api-fetch.ts";
import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";
import { useLive } from "../../live/live-provider.tsx";
import { etaText } from "../blockchain-strip/block-texts.ts";
import { percentNumber } from "../accelerator/percent-number.ts";
import { PARTNER_SHARE_WINDOW, type PoolBlocks, partnerShare, readPoolBlocks } from "./partner-share.ts";

/** The pools' blocks of the last week, asked once per page view. */
function usePoolBlocks(): readonly PoolBlocks[] | null {
  const [pools, setPools] = useState<readonly PoolBlocks[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    apiGetJson(`/api/v1/mining/pools/${PARTNER_SHARE_WINDOW}`, (json) => readPoolBlocks(json) ?? [])
      .then((rows) => !cancelled && setPools(rows))
      .catch((error: unknown) => console.warn("accelerator: the pools' shares could not be loaded; the accelerated ETA is left out", error));
    return () => {
      cancelled = true;
    };
  }, []);
  return pools;
}

/**
 * How much sooner it would confirm (research §2.7): the partner pools' share of the last week's
 * blocks, and the expected wait if they put it in their next block while the others leave it where
 * it is (shared/tx/transaction-eta.ts). Nothing while the share or the difficulty data is unknown.
 *
 * @example
 * <dl><AcceleratedEta partners={estimate.pools} projectedBlock={3} /></dl>
 */
export function AcceleratedEta({ partners, projectedBlock }: { readonly partners: readonly number[]; readonly projectedBlock: number | null }) {
  const t = useAcceleratorT();
  const live = useLive();
  const pools = usePoolBlocks();
  const share = pools === null ? null : partnerShare(pools, partners);
  if (share === null || share === 0 || projectedBlock === null) return null;
  const eta = transactionEta({ block: projectedBlock }, "mainnet", live.da, { hashrateShare: share });
  if (eta.etaMs === null) return null;
  return (
    <>
      <div>
        <dt>{t("accelerator.panel.eta")}</dt>
        <dd>{etaText(t, eta.etaMs)}</dd>
      </div>
      <div>
        <dt>{t("accelerator.panel.partners")}</dt>
        <dd>{t("accelerator.panel.partners-share", { percent: percentNumber(share) })}</dd>
      </div>
    </>
  );
}
