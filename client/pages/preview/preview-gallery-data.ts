/**
 * The live examples of the preview area's root (issue 13): the newest block, a transaction of it, an
 * address it pays and its pool, found through the API as any page's data is.
 *
 * @example
 * const result = usePageData(previewGalleryData, {}); // result.data.block.height, result.data.txid, …
 */
import { isHash64 } from "../../../shared/types/ids.ts";
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";
import { type ApiGet, definePageData, readApiAnswer } from "../../app/page-data.tsx";
import { isCount, isRecord, readBlocks } from "../../live/live-fields.ts";
import { readEsploraTransactions } from "../tx/esplora-readers.ts";

export interface PreviewGalleryData {
  readonly block: { readonly hash: string; readonly height: number };
  /** A transaction of the block: one a user sent when it has any, else its coinbase. */
  readonly txid: string;
  /** An address the block's transactions pay; null when none pays one. */
  readonly address: string | null;
  /** The block's pool; null when the backend names none. */
  readonly poolSlug: string | null;
}

/** The block's transactions with the coinbase last, so an example is a user's where there is one. */
const usersFirst = (txs: readonly EsploraTransaction[]): EsploraTransaction[] => [...txs.slice(1), ...txs.slice(0, 1)];

export async function loadPreviewGallery(api: ApiGet): Promise<PreviewGalleryData> {
  const blocks = await readApiAnswer(api, "/api/v1/blocks", readBlocks, "the latest blocks");
  const newest = blocks.reduce<(typeof blocks)[number] | undefined>((best, block) => (best === undefined || block.height > best.height ? block : best), undefined);
  if (newest === undefined) throw new TypeError("The backend lists no blocks to take examples from.");
  const txs = usersFirst(await readApiAnswer(api, `/api/block/${newest.id}/txs/0`, readEsploraTransactions, "the newest block's transactions"));
  const tx = txs[0];
  if (tx === undefined) throw new TypeError(`Block ${newest.id} lists no transactions.`);
  const address = txs.flatMap((each) => each.vout).find((vout) => vout.scriptpubkey_address)?.scriptpubkey_address ?? null;
  return { block: { hash: newest.id, height: newest.height }, txid: tx.txid, address, poolSlug: newest.extras.pool.slug || null };
}

const readText = (value: unknown): string | null | undefined => (value === null ? null : typeof value === "string" && value !== "" ? value : undefined);

/** Checks the examples read back from the document. */
export function readPreviewGalleryData(json: unknown): PreviewGalleryData {
  const block = isRecord(json) && isRecord(json.block) ? json.block : undefined;
  const hash = block?.hash;
  const height = block?.height;
  const txid = isRecord(json) ? json.txid : undefined;
  const address = isRecord(json) ? readText(json.address) : undefined;
  const poolSlug = isRecord(json) ? readText(json.poolSlug) : undefined;
  if (!isHash64(hash) || !isCount(height) || !isHash64(txid) || address === undefined || poolSlug === undefined) {
    throw new TypeError("The preview gallery's page data holds no readable examples.");
  }
  return { block: { hash, height }, txid, address, poolSlug };
}

/** The preview area root's loader (client/app/routes.tsx, under "preview"). */
export const previewGalleryData = definePageData<PreviewGalleryData>({
  key: () => "preview-gallery",
  load: (_params, api) => loadPreviewGallery(api),
  parse: readPreviewGalleryData,
});
