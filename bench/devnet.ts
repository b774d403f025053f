/**
 * `npm run bench:devnet`: the devnet's costs, ending with one JSON line.
 * - Template build time for the golden fixture and for 50k and 100k mempools, each beside a naive
 *   builder measured in the same run (bench/devnet-template.ts).
 * - Seeding two weeks of history, and simulating 10 minutes of live traffic at the fast profile.
 * - A fast-forwarded simulated day of the default (mainnet) profile: block fill, transactions per
 *   block, the projected mempool's depth, next-block medians, CPU, and the heap after days 1, 2
 *   and 3 with and without what waits in the mempool (bench/devnet-day.ts).
 * - The network's memory: heap held by a seeded network after 10 live minutes, measured against
 *   this process's heap before seeding (the baseline), after a forced collection both times.
 *   The Durable Object holds exactly this state (it is measured in Node, not inside workerd).
 * - The network's memory after hours of live traffic (BENCH_DEVNET_LIVE_HOURS, 6 by default), with
 *   its settled transactions in storage and with everything in memory (bench/devnet-settled.ts).
 */
import { performance } from "node:perf_hooks";
import { DevnetNetwork } from "../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../durable-objects/devnet/state/devnet-settings.ts";
import { measureTemplates } from "./devnet-template.ts";
import { measureSettledMemory } from "./devnet-settled.ts";
import { measureDay } from "./devnet-day.ts";
import { heapMb } from "./heap.ts";

const LIVE_SECONDS = 600;
const SETTLED_LIVE_HOURS = Number(process.env.BENCH_DEVNET_LIVE_HOURS ?? 6);
const NOW = 1_763_700_000;

const templates = measureTemplates();
const baselineHeap = heapMb();
const seedStarted = performance.now();
const network = DevnetNetwork.seed(FAST_DEVNET_SETTINGS, NOW);
const seedMs = performance.now() - seedStarted;
const liveStarted = performance.now();
const events = network.advanceTo(NOW + LIVE_SECONDS);
const liveMs = performance.now() - liveStarted;
const heldHeap = heapMb();
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
// Last, in child processes: two runs at once must not disturb the timings above.
const settled = await measureSettledMemory(SETTLED_LIVE_HOURS);
const day = await measureDay(NOW, Number(process.env.BENCH_DEVNET_DAY_HOURS ?? 24));

console.log(
  JSON.stringify({
    ...templates,
    seed_days: FAST_DEVNET_SETTINGS.historyDays,
    seed_ms: Math.round(seedMs),
    seed_blocks: network.chain.blockCount,
    live_seconds: LIVE_SECONDS,
    live_ms: Math.round(liveMs),
    live_transactions: events.filter((e) => e.type === "transaction").length,
    live_blocks: events.filter((e) => e.type === "block").length,
    mempool_txs: network.mempool.size,
    object_heap_mb: round(heldHeap - baselineHeap),
    baseline_heap_mb: round(baselineHeap),
    ...settled,
    ...day,
  }),
);
