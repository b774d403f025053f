/**
 * `npm run bench:block-page` (issue 11): what a block page costs the devnet of the mainnet
 * profile, and what each second costs it while viewers are connected; ends with one JSON line.
 * - A seeded mainnet-profile devnet (BENCH_BLOCK_PAGE_DAYS of history, 2 by default; its newest
 *   blocks full) at a weekday's busy hour, so the mempool holds about 20,000 transactions; its
 *   settled part in storage, as the Durable Object keeps it.
 * - The block page's requests on the newest block of 3,000 transactions or more, each the first
 *   of its kind, as a first visitor makes them: the page's loader (block-height, the block), the
 *   overview (summary, audit-summary), the first page of transactions and their outspends. Then
 *   the same for the next block the simulation mines while the sockets below watch.
 * - The hub's session start on its nine upstream sockets (init, every broadcast, the eight
 *   projected blocks in full), then one publish tick per simulated second for a minute after a
 *   minute's warm-up: CPU per tick, and a REST call right after a tick.
 * - Baselines measured in the same run: `/api/blocks/tip/height` (the floor of any request) and
 *   one template build of the same mempool (the floor of a tick that announces a new mempool).
 */
import { performance } from "node:perf_hooks";
import { createDevnetApi } from "../durable-objects/devnet/api/devnet-api.ts";
import { DevnetNetwork } from "../durable-objects/devnet/state/devnet-network.ts";
import { DEFAULT_DEVNET_SETTINGS, settingsForChain } from "../durable-objects/devnet/state/devnet-settings.ts";
import { MemorySettledStore } from "../durable-objects/devnet/state/memory-settled-store.ts";
import { templateOf } from "../durable-objects/devnet/state/mempool-template.ts";
import { NetworkViews } from "../durable-objects/devnet/views/devnet-views.ts";
import { type HubSocket, SocketHub } from "../durable-objects/devnet/ws/socket-hub.ts";
import { subscriptionFrames, UPSTREAM_ROLES } from "../durable-objects/hub/upstream/subscriptions.ts";

/** Wednesday 19 November 2025, 14:00 UTC: near the daily peak of arrivals (sim/arrival-rate.ts). */
const NOW = Date.UTC(2025, 10, 19, 14) / 1000;
const HISTORY_DAYS = Number(process.env.BENCH_BLOCK_PAGE_DAYS ?? 2);
const FULL_BLOCK_TXS = 3_000;
const WARM_UP_SECONDS = 60;
const MEASURED_SECONDS = 60;
/** The Durable Object's own limit on catching up inside one request. */
const MAX_LIVE_CATCH_UP_SECONDS = 120;

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const quantile = (values: readonly number[], q: number): number => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN;
const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** The runtime's hibernatable socket, as far as the devnet's hub uses it: frames are counted, not kept. */
class CountingSocket implements HubSocket {
  readonly readyState = 1;
  bytes = 0;
  #attachment: string | null = null;
  send(message: string): void {
    this.bytes += message.length;
  }
  close(): void {}
  serializeAttachment(value: unknown): void {
    this.#attachment = JSON.stringify(value);
  }
  deserializeAttachment(): unknown {
    return this.#attachment === null ? null : JSON.parse(this.#attachment);
  }
}

const seedStarted = performance.now();
const network = DevnetNetwork.seed({ ...settingsForChain(DEFAULT_DEVNET_SETTINGS, "mainnet"), historyDays: HISTORY_DAYS }, NOW);
const store = new MemorySettledStore();
store.save(network);
const seedMs = performance.now() - seedStarted;

const views = new NetworkViews("mainnet");
const app = createDevnetApi(() => network, { views });
const get = async (path: string): Promise<{ ms: number; body: string }> => {
  const started = performance.now();
  const response = await app.request(path);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 200)}`);
  return { ms: performance.now() - started, body };
};

/** The block page's requests on `height`, as a first visitor's page and browser make them. */
async function blockPage(height: number): Promise<Record<string, number>> {
  const hashAt = await get(`/api/block-height/${height}`);
  const hash = hashAt.body.trim();
  const block = await get(`/api/v1/block/${hash}`);
  const summary = await get(`/api/v1/block/${hash}/summary`);
  const audit = await get(`/api/v1/block/${hash}/audit-summary`);
  const txs = await get(`/api/block/${hash}/txs/0`);
  const txids = (JSON.parse(txs.body) as { txid: string }[]).map((tx) => tx.txid);
  const outspends = await get(`/api/txs/outspends?txids=${txids.join(",")}`);
  return { block_height: hashAt.ms, block: block.ms, summary: summary.ms, audit_summary: audit.ms, txs: txs.ms, outspends: outspends.ms };
}

let full = network.chain.tipHeight;
while ((network.chain.blockAt(full)?.txids.length ?? 0) < FULL_BLOCK_TXS && full > network.chain.firstHeight) full--;
const fullTxs = network.chain.blockAt(full)!.txids.length;
const seeded = await blockPage(full);

const baselineTipMs = (await get("/api/blocks/tip/height")).ms;
const templateStarted = performance.now();
templateOf(network.mempool, { accelerations: network.accelerations.active });
const baselineTemplateMs = performance.now() - templateStarted;
const mempoolTxs = network.mempool.size;

const sockets = UPSTREAM_ROLES.map(() => new CountingSocket());
const hub = new SocketHub(views, () => sockets);
const subscribeStarted = performance.now();
UPSTREAM_ROLES.forEach((role, k) => {
  for (const frame of subscriptionFrames(role)) hub.receive(sockets[k]!, frame, network, NOW * 1000);
});
const subscribeMs = performance.now() - subscribeStarted;

// Each simulated second as the alarm runs it: catch up and announce, then save.
let now = Math.ceil(network.now);
const tick = (): void => {
  now += 1;
  hub.advance(network, now, MAX_LIVE_CATCH_UP_SECONDS);
  store.save(network);
};
for (let s = 0; s < WARM_UP_SECONDS; s++) tick();
const tickCpu: number[] = [];
const tickWall: number[] = [];
const restAfterTick: number[] = [];
const tipBefore = network.chain.tipHeight;
const bytesBefore = sockets.reduce((sum, socket) => sum + socket.bytes, 0);
for (let s = 0; s < MEASURED_SECONDS; s++) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  tick();
  tickCpu.push(cpuMs(cpu));
  tickWall.push(performance.now() - started);
  restAfterTick.push((await get("/api/v1/fees/recommended")).ms);
}
const sentBytes = sockets.reduce((sum, socket) => sum + socket.bytes, 0) - bytesBefore;

// The next block, mined while watched: its transactions were listed (and classified) while they
// waited. The arrivals until then are announced as one update, then the block as its own.
if (network.chain.tipHeight === tipBefore) {
  const blockAt = Math.ceil(network.nextBlockAt);
  hub.advance(network, blockAt, blockAt - network.now + 1);
  store.save(network);
}
const mined = await blockPage(network.chain.tipHeight);

const ms = (figures: Record<string, number>, prefix: string) => Object.fromEntries(Object.entries(figures).map(([key, value]) => [`${prefix}_${key}_ms`, round(value)]));
console.log(
  JSON.stringify({
    seed_days: HISTORY_DAYS,
    seed_ms: Math.round(seedMs),
    block_txs: fullTxs,
    ...ms(seeded, "page"),
    page_total_ms: round(Object.values(seeded).reduce((sum, value) => sum + value, 0)),
    mined_block_txs: network.chain.tip!.txids.length,
    ...ms(mined, "mined_page"),
    mempool_txs: mempoolTxs,
    subscribe_ms: Math.round(subscribeMs),
    tick_cpu_ms_p50: round(quantile(tickCpu, 0.5)),
    tick_cpu_ms_p90: round(quantile(tickCpu, 0.9)),
    tick_cpu_ms_mean: round(tickCpu.reduce((sum, value) => sum + value, 0) / tickCpu.length),
    tick_wall_ms_max: round(Math.max(...tickWall)),
    tick_cpu_share_of_core: round(tickCpu.reduce((sum, value) => sum + value, 0) / (MEASURED_SECONDS * 1000), 3),
    tick_sent_kb_per_s: round(sentBytes / 1024 / MEASURED_SECONDS),
    rest_after_tick_ms_p50: round(quantile(restAfterTick, 0.5), 2),
    baseline_tip_height_ms: round(baselineTipMs, 2),
    baseline_template_ms: round(baselineTemplateMs),
  }),
);
