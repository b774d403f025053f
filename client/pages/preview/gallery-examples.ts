/**
 * The cards the preview area's root shows (issue 13): one page of each kind that unfurls, taken
 * from the live examples. Which of them exist on a network (a pool, the mining dashboard) is the
 * route table's business: the gallery keeps the ones whose preview resolves.
 *
 * @example
 * previewExamples({ block: { hash, height: 5 }, txid, address: null, poolSlug: "foundryusa" });
 * // [{ kind: "home", route: "/" }, { kind: "block", route: "/block/…" }, { kind: "tx", route: "/tx/…" }, { kind: "pool", … }, …]
 */
import type { PageId } from "../../../shared/network/route-table.ts";
import type { PreviewGalleryData } from "./preview-gallery-data.ts";

export type PreviewExampleKind = Extract<PageId, "home" | "block" | "tx" | "address" | "pool" | "mining" | "mempool-block" | "view-blocks">;

export interface PreviewExample {
  readonly kind: PreviewExampleKind;
  /** The page's route after all prefixes. */
  readonly route: string;
}

export function previewExamples({ block, txid, address, poolSlug }: PreviewGalleryData): PreviewExample[] {
  const examples: (PreviewExample | null)[] = [
    { kind: "home", route: "/" },
    { kind: "block", route: `/block/${block.hash}` },
    { kind: "tx", route: `/tx/${txid}` },
    address === null ? null : { kind: "address", route: `/address/${encodeURIComponent(address)}` },
    poolSlug === null ? null : { kind: "pool", route: `/mining/pool/${encodeURIComponent(poolSlug)}` },
    { kind: "mining", route: "/mining" },
    { kind: "mempool-block", route: "/mempool-block/0" },
    // A kiosk view, for the displays that show one thing for days.
    { kind: "view-blocks", route: "/view/blocks" },
  ];
  return examples.filter((example): example is PreviewExample => example !== null);
}
