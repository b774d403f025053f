/**
 * Bench of the devnet's memory over a long live run at the default settings: the same network run
 * `hours` with its settled transactions in storage (as the Durable Object runs it, saving every
 * simulated minute) and with everything in memory (as before the settled store), each in a child
 * process of its own so neither heap holds the other. Node 20 has no SQLite, so storage is the
 * memory stand-in (state/memory-settled-store.ts), which keeps records as JSON text; its own heap
 * is measured apart (the network dropped, the store kept) and taken out of the network's figure.
 *
 * @example
 * await measureSettledMemory(6); // { live_hours: 6, settled_heap_mb: 62.4, unsettled_heap_mb: 221.4, … }
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { DevnetNetwork } from "../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../durable-objects/devnet/state/devnet-settings.ts";
import { MemorySettledStore } from "../durable-objects/devnet/state/memory-settled-store.ts";
import { heapMb } from "./heap.ts";

const NOW = 1_763_700_000;
/** A watched object saves every second; a minute keeps the run fast and the hot set the same. */
const SAVE_EVERY_SECONDS = 60;
const RUN_FLAG = "--settled-run";

interface RunResult {
  readonly heap_mb: number;
  readonly store_heap_mb: number;
  readonly hot_txs: number;
  readonly settled_reads: number;
  readonly live_transactions: number;
  readonly wallet_coins: number;
}

export interface SettledMemory {
  readonly live_hours: number;
  /** Heap the network holds after the run with its settled part in storage. */
  readonly settled_heap_mb: number;
  /** Heap the same network holds keeping every transaction in memory. */
  readonly unsettled_heap_mb: number;
  /** Heap of the storage stand-in: in the Durable Object this is SQLite, on disk. */
  readonly settled_store_heap_mb: number;
  readonly settled_hot_txs: number;
  readonly unsettled_hot_txs: number;
  /** Records read back from storage during the run. */
  readonly settled_reads: number;
  readonly settled_live_transactions: number;
  /** Coins the simulated users hold at the end; bounded by their consolidations (sim/traffic.ts). */
  readonly wallet_coins: number;
}

/** One run, in this process: seed, run the live clock `hours`, measure. */
function run(settle: boolean, hours: number): RunResult {
  const baseline = heapMb();
  let network: DevnetNetwork | undefined = DevnetNetwork.seed(FAST_DEVNET_SETTINGS, NOW);
  const store = settle ? new MemorySettledStore() : undefined;
  let transactions = 0;
  for (let time = NOW + SAVE_EVERY_SECONDS; time <= NOW + hours * 3_600; time += SAVE_EVERY_SECONDS) {
    transactions += network.advanceTo(time).filter((event) => event.type === "transaction").length;
    if (store) store.save(network);
    else network.takeChanges();
  }
  const hotTxs = network.chain.hotTxCount;
  const walletCoins = network.wallet.size;
  const withNetwork = heapMb();
  network = undefined;
  const storeOnly = heapMb();
  return {
    heap_mb: withNetwork - storeOnly,
    store_heap_mb: storeOnly - baseline,
    hot_txs: hotTxs,
    settled_reads: store?.reads ?? 0,
    live_transactions: transactions,
    wallet_coins: walletCoins,
  };
}

async function runInChild(settle: boolean, hours: number): Promise<RunResult> {
  const args = [...process.execArgv, fileURLToPath(import.meta.url), RUN_FLAG, settle ? "settled" : "unsettled", String(hours)];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1_048_576 });
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as RunResult;
}

/** Both runs side by side (one child process each). */
export async function measureSettledMemory(hours: number): Promise<SettledMemory> {
  const [settled, unsettled] = await Promise.all([runInChild(true, hours), runInChild(false, hours)]);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    live_hours: hours,
    settled_heap_mb: round(settled.heap_mb),
    unsettled_heap_mb: round(unsettled.heap_mb),
    settled_store_heap_mb: round(settled.store_heap_mb),
    settled_hot_txs: settled.hot_txs,
    unsettled_hot_txs: unsettled.hot_txs,
    settled_reads: settled.settled_reads,
    settled_live_transactions: settled.live_transactions,
    wallet_coins: settled.wallet_coins,
  };
}

const flag = process.argv.indexOf(RUN_FLAG);
if (flag >= 0) console.log(JSON.stringify(run(process.argv[flag + 1] === "settled", Number(process.argv[flag + 2]))));
