/**
 * Proof that a restarted devnet object reads its settled transactions from SQLite: a sample taken
 * before the restart, checked after it. devnet-object.workerd.test.ts takes it around the suite's one
 * restart (an abort stops every object, other test files' sockets too, so there is only one).
 *
 * @example
 * const sample = await sampleSettled("signet");
 * await waitForFirstSave("signet");
 * await abortAllDurableObjects();
 * await expectServedFromStorage(sample);
 */
import { SELF, env, runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import { HOT_BLOCKS } from "../../../durable-objects/devnet/state/chain-state.ts";

export interface SettledSample {
  readonly network: string;
  readonly height: number;
  readonly txid: string;
  /** Answers about `txid` before the restart, by path. */
  readonly answers: Readonly<Record<string, string>>;
  /** A settled transaction whose outputs were all spent below `height`: nothing after the restart reads it. */
  readonly spentOut: string;
}

/** Mainnet has no prefix; every other network its name. */
const api = (network: string, path: string) => SELF.fetch(`http://explorer.test${network === "mainnet" ? "" : `/${network}`}${path}`);

async function text(network: string, path: string): Promise<string> {
  const response = await api(network, path);
  const body = await response.text();
  expect(response.status, `${path}: ${body.slice(0, 200)}`).toBe(200);
  return body;
}

async function txidsAt(network: string, height: number): Promise<string[]> {
  const hash = await text(network, `/api/block-height/${height}`);
  return JSON.parse(await text(network, `/api/block/${hash}/txids`)) as string[];
}

/** A transaction confirmed well below the hot blocks, what the API says of it, and one whose outputs are all spent deeper. */
export async function sampleSettled(network: string): Promise<SettledSample> {
  const tip = Number(await text(network, "/api/blocks/tip/height"));
  const height = tip - HOT_BLOCKS - 20;
  const txid = (await txidsAt(network, height)).at(-1)!;
  const answers: Record<string, string> = {};
  for (const path of [`/api/tx/${txid}`, `/api/tx/${txid}/hex`, `/api/tx/${txid}/status`, `/api/tx/${txid}/merkle-proof`]) answers[path] = await text(network, path);
  // Any transaction of the blocks below will do: how many are spent out depends on the traffic.
  for (let below = height - 1; below > height - 120; below--) {
    for (const candidate of (await txidsAt(network, below)).reverse()) {
      const outspends = JSON.parse(await text(network, `/api/tx/${candidate}/outspends`)) as { spent: boolean; status?: { block_height?: number } }[];
      // Spent in blocks below the sample's: its row is deleted after the restart, and a spender read
      // then (the sample's own view lists its prevouts) would find its parent gone.
      const spentDeep = outspends.every((outspend) => outspend.spent && (outspend.status?.block_height ?? Number.POSITIVE_INFINITY) < height);
      if (spentDeep) return { network, height, txid, answers, spentOut: candidate };
    }
  }
  throw new Error(`No settled transaction below height ${height} has all its outputs spent.`);
}

/**
 * Before the restart: the network's first save is written a slice at a time, on requests that
 * move its clock and on alarms, and lags behind when the machine is busy; a restart before its
 * last slice starts the network over from its seed, with nothing stored. Asks the network for its
 * tip (which moves its clock, and saves) until storage holds it whole (its clock is written).
 */
export async function waitForFirstSave(network: string): Promise<void> {
  const stub = env.DEVNET.get(env.DEVNET.idFromName(network));
  const stored = async () => {
    await text(network, "/api/blocks/tip/height");
    return runInDurableObject(stub, (_, state) => state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM meta WHERE key = 'clock'").one().n);
  };
  await expect.poll(stored, { timeout: 50_000, interval: 200 }).toBe(1);
}

/**
 * After the restart: the sampled transaction is answered as before and is stored at its height;
 * and once the spent-out one's row is deleted it is unknown, which it would not be had the
 * wake-up loaded every transaction into memory.
 */
export async function expectServedFromStorage(sample: SettledSample): Promise<void> {
  await text(sample.network, "/api/blocks/tip/height");
  const stub = env.DEVNET.get(env.DEVNET.idFromName(sample.network));
  const stored = await runInDurableObject(stub, (_, state) => {
    const row = state.storage.sql.exec<{ height: number }>("SELECT height FROM txs WHERE txid = ?", sample.txid).one();
    state.storage.sql.exec("DELETE FROM txs WHERE txid = ?", sample.spentOut);
    return row.height;
  });
  expect(stored).toBe(sample.height);
  expect((await api(sample.network, `/api/tx/${sample.spentOut}`)).status).toBe(404);
  for (const [path, answer] of Object.entries(sample.answers)) expect(await text(sample.network, path), path).toBe(answer);
}
