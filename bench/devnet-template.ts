/**
 * Bench of the devnet's block-template builder: the GBT golden mempool (19,873 mainnet
 * transactions) and synthetic 50k and 100k mempools, each against a naive baseline measured in
 * the same process (sort by own fee rate, fill blocks, ignore dependencies). Prints one JSON line;
 * every figure is the median of 3 timed runs. Both builders first run a few times untimed, so
 * the figures are the steady state of a long-lived Durable Object, not the JIT's first pass.
 *
 * The synthetic mempools come from a seeded generator, so every run measures the same input:
 * log-normal fee rates (median 4 sat/vB) and sizes (median 190 vB, a 0.5 % tail of large
 * transactions), 0.3 % sigop-heavy transactions, 2 % with one or two in-mempool parents, and a few
 * long chains (twenty of 25 transactions, Core's ancestor limit, and four of 60).
 *
 * @example
 * measureTemplates(); // { fixture_ms: 7.3, mempool_50k_ms: 32.3, mempool_100k_ms: 76.4, baseline_fixture_ms: 3.5, … }
 */
import { performance } from "node:perf_hooks";
import { buildBlockTemplates } from "../durable-objects/devnet/template/block-template.ts";
import type { TemplateTx } from "../durable-objects/devnet/template/template-tx.ts";
import { Random } from "../durable-objects/devnet/sim/random.ts";
import { sats, weightUnits } from "../shared/types/units.ts";
import { readGbtFixture } from "../scripts/gbt-fixture.ts";

const TIMED_RUNS = 3;
const WARM_UP_RUNS = 3;
const BLOCK_WEIGHT_WU = 4_000_000;
const BLOCK_COUNT = 8;
const PARENT_SHARE = 0.02;
const CHAINS = [
  { count: 20, length: 25 },
  { count: 4, length: 60 },
] as const;

/** Median wall time of `TIMED_RUNS` calls, in ms (one decimal). */
function medianMs(run: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < TIMED_RUNS; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round((times[Math.floor(TIMED_RUNS / 2)] ?? 0) * 10) / 10;
}

/** The naive template: own fee rate only, greedy fill, parents ignored (may even break order). */
function baselineTemplates(txs: readonly TemplateTx[]): number[][] {
  const rates = txs.map((tx) => tx.fee / Math.ceil(tx.weight / 4));
  const byRate = txs.map((_, i) => i).sort((a, b) => rates[b]! - rates[a]!);
  const blocks: number[][] = [[]];
  let weight = 0;
  for (const i of byRate) {
    const tx = txs[i]!;
    if (weight + tx.weight > BLOCK_WEIGHT_WU && blocks.length < BLOCK_COUNT) {
      blocks.push([]);
      weight = 0;
    }
    blocks[blocks.length - 1]!.push(tx.uid);
    weight += tx.weight;
  }
  return blocks;
}

function syntheticMempool(size: number, seed: string): TemplateTx[] {
  const random = Random.fromSeed(seed);
  const txs: TemplateTx[] = [];
  const txid = (): string =>
    Array.from({ length: 8 }, () => random.nextUint32().toString(16).padStart(8, "0")).join("");
  const add = (parents: number[]): void => {
    const large = random.chance(0.005);
    const vsize = Math.max(60, Math.round(large ? random.logNormal(8_000, 1) : random.logNormal(190, 0.7)));
    // Witness data is discounted: weight lies between 2.4 and 4 units per vbyte.
    const weight = Math.min(400_000, Math.round(vsize * (2.4 + 1.6 * random.next())));
    const rate = Math.max(1, random.logNormal(4, 1.1));
    const sigops = random.chance(0.003) ? Math.ceil(weight / 10) : random.int(0, 8);
    const fee = sats(Math.round(rate * vsize));
    txs.push({ uid: txs.length, txid: txid(), fee, weight: weightUnits(weight), sigops, parents });
  };
  for (const { count, length } of CHAINS) {
    for (let c = 0; c < count; c++) {
      for (let k = 0; k < length; k++) add(k === 0 ? [] : [txs.length - 1]);
    }
  }
  while (txs.length < size) {
    const withParents = txs.length > 0 && random.chance(PARENT_SHARE);
    const parents = withParents ? Array.from({ length: random.int(1, 2) }, () => random.int(0, txs.length - 1)) : [];
    add(parents);
  }
  // Uids in arrival order but the list shuffled, as a mempool snapshot arrives in no useful order.
  for (let i = txs.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [txs[i], txs[j]] = [txs[j]!, txs[i]!];
  }
  return txs;
}

/** Template build times (median ms) for the fixture, 50k and 100k mempools, each beside the naive baseline. */
export function measureTemplates() {
  const fixture = readGbtFixture().txs;
  const mempool50k = syntheticMempool(50_000, "bench-devnet-template-50k");
  const mempool100k = syntheticMempool(100_000, "bench-devnet-template-100k");
  for (let i = 0; i < WARM_UP_RUNS; i++) {
    for (const mempool of [fixture, mempool50k, mempool100k]) {
      buildBlockTemplates(mempool);
      baselineTemplates(mempool);
    }
  }
  return {
    fixture_ms: medianMs(() => buildBlockTemplates(fixture)),
    mempool_50k_ms: medianMs(() => buildBlockTemplates(mempool50k)),
    mempool_100k_ms: medianMs(() => buildBlockTemplates(mempool100k)),
    baseline_fixture_ms: medianMs(() => baselineTemplates(fixture)),
    baseline_mempool_50k_ms: medianMs(() => baselineTemplates(mempool50k)),
    baseline_mempool_100k_ms: medianMs(() => baselineTemplates(mempool100k)),
    template_runs: TIMED_RUNS,
    template_txs: { fixture: fixture.length, mempool_50k: mempool50k.length, mempool_100k: mempool100k.length },
  };
}
