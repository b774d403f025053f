/**
 * Before the SSR bench measures anything: the devnet seeded (its first request builds two weeks of
 * history, for seconds), the network's hub connected with its init bundle ready, and a recent
 * block hash and a confirmed txid read from the devnet for the block and transaction pages.
 *
 * @example
 * await warmNetwork(origin);
 * const { blockHash, txid } = await recentIds(origin); // the tip and its first non-coinbase tx
 */
import { parseBlockHash, parseTxid, type BlockHash, type Txid } from "../shared/types/ids.ts";

/** A cold devnet seeds on its first request; a slow machine under load may take this long. */
const WARM_TIMEOUT_MS = 120_000;
const RETRY_MS = 500;

/** Resolves once the devnet answers its tip and the hub its init bundle. */
export async function warmNetwork(origin: string): Promise<void> {
  await untilOk(origin, "/api/blocks/tip/hash");
  await untilOk(origin, "/api/v1/init-data");
}

async function untilOk(origin: string, path: string): Promise<void> {
  const deadline = Date.now() + WARM_TIMEOUT_MS;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(new URL(path, origin));
      await response.arrayBuffer();
      if (response.ok) return;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
  throw new Error(`${path} did not answer 200 within ${WARM_TIMEOUT_MS / 1000} s (last: ${last}).`);
}

/** The devnet's tip block and a transaction it confirmed (not its coinbase when it has another). */
export async function recentIds(origin: string): Promise<{ blockHash: BlockHash; txid: Txid }> {
  const blockHash = parseBlockHash(await (await okResponse(origin, "/api/blocks/tip/hash")).text());
  const txids: unknown = await (await okResponse(origin, `/api/block/${blockHash}/txids`)).json();
  if (!Array.isArray(txids) || txids.length === 0) throw new Error(`Block ${blockHash} lists no transactions.`);
  return { blockHash, txid: parseTxid(txids[1] ?? txids[0]) };
}

async function okResponse(origin: string, path: string): Promise<Response> {
  const response = await fetch(new URL(path, origin));
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response;
}
