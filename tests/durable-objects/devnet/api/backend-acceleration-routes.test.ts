import { describe, expect, it } from "vitest";
import { createDevnetApi } from "../../../../durable-objects/devnet/api/devnet-api.ts";
import { ACCELERATOR_POOL_IDS, poolById } from "../../../../durable-objects/devnet/chain/pools.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import type { AuditSummary } from "../../../../durable-objects/devnet/views/audit-summary.ts";
import type { MempoolCpfpInfo } from "../../../../shared/tx/cpfp-info.ts";
import { poolRowId } from "../../../../durable-objects/devnet/views/pool-ranking.ts";
import type { Acceleration, AccelerationTotals, PublicAcceleration } from "../../../../shared/types/acceleration.ts";
import { API_TEST_SETTINGS, NOW, harnessFor } from "./api-harness.ts";

// Light traffic and frequent accelerations: ten live minutes leave some mined and some waiting.
const network = DevnetNetwork.seed({ ...API_TEST_SETTINGS, seed: "api-accelerations", txPerSecond: 1, accelerationsPerHour: 120 }, NOW);
network.advanceTo(NOW + 600);
// Then on to the next moment one is waiting (they are mined within a block or two).
for (let t = NOW + 600; network.accelerations.size === 0 && t < NOW + 1_200; t += 5) network.advanceTo(t);
const api = harnessFor(network, createDevnetApi(() => network));
const { mined, active } = network.accelerations;
const minedHeight = mined[0]!.height;

const ACCELERATION_KEYS = ["txid", "added", "effectiveVsize", "effectiveFee", "feeDelta", "pools"];
const PUBLIC_KEYS = ["txid", "height", "added", "pool", "effective_vsize", "effective_fee", "boost_rate", "boost_cost"];

describe("backend acceleration routes", () => {
  it("has accelerations waiting and mined", () => {
    expect(active.length).toBeGreaterThan(0);
    expect(mined.length).toBeGreaterThan(0);
  });

  it("lists the waiting accelerations in the shape of the `accelerations` frame", async () => {
    const answer = await api.request("/api/v1/accelerations");
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=1");
    const list = JSON.parse(answer.body) as Acceleration[];
    expect(list).toEqual(active);
    for (const acceleration of list) {
      expect(Object.keys(acceleration)).toEqual(ACCELERATION_KEYS);
      expect(acceleration.pools).toEqual(ACCELERATOR_POOL_IDS);
      expect(Number.isInteger(acceleration.feeDelta) && acceleration.feeDelta > 0).toBe(true);
      expect(network.mempool.has(acceleration.txid)).toBe(true);
    }
  });

  it("lists a block's mined accelerations as upstream's public rows", async () => {
    const rows = await api.json<PublicAcceleration[]>(`/api/v1/accelerations/block/${minedHeight}`);
    expect(rows.map((row) => row.txid).sort()).toEqual(mined.filter((m) => m.height === minedHeight).map((m) => m.txid).sort());
    for (const row of rows) {
      expect(Object.keys(row)).toEqual(PUBLIC_KEYS);
      const pool = poolById(network.chain.blockAt(minedHeight)!.poolId)!;
      expect(row.pool).toEqual({ id: poolRowId(pool), slug: pool.slug, name: pool.name });
      expect(row.height).toBe(minedHeight);
    }
    expect(await api.json(`/api/v1/accelerations/block/${network.chain.firstHeight}`)).toEqual([]);
    expect((await api.request("/api/v1/accelerations/block/tip")).status).toBe(400);
  });

  it("lists a pool's and a window's mined accelerations, newest block first, and totals them", async () => {
    const recent = await api.json<PublicAcceleration[]>("/api/v1/accelerations/interval");
    expect(recent).toHaveLength(mined.length);
    expect(recent.map((row) => row.height)).toEqual([...recent.map((row) => row.height)].sort((a, b) => b - a));
    expect(await api.json("/api/v1/accelerations/interval/24h")).toEqual(recent);
    expect(await api.json("/api/v1/accelerations/recent/1w")).toEqual(recent);
    // Upstream reads a window it does not list accelerations over as a month.
    expect(await api.json("/api/v1/accelerations/interval/1y")).toEqual(await api.json("/api/v1/accelerations/interval/1m"));

    const slug = recent[0]!.pool.slug;
    const byPool = await api.json<PublicAcceleration[]>(`/api/v1/accelerations/pool/${slug}`);
    expect(byPool).toEqual(recent.filter((row) => row.pool.slug === slug));
    expect((await api.request("/api/v1/accelerations/pool/nope")).status).toBe(404);

    const cost = mined.reduce((sum, m) => sum + m.boostCost, 0);
    expect(await api.json<AccelerationTotals>("/api/v1/accelerations/total")).toEqual({ cost, count: mined.length });
    expect((await api.json<AccelerationTotals>(`/api/v1/accelerations/total?pool=${slug}&interval=1w`)).count).toBe(byPool.length);
  });

  it("shows mined accelerated transactions in the block's audit summary", async () => {
    const audit = network.auditOf(minedHeight)!;
    const summary = await api.json<AuditSummary>(`/api/v1/block/${audit.id}/audit-summary`);
    expect(summary.acceleratedTxs).toEqual(expect.arrayContaining([mined[0]!.txid]));
    expect(summary.template.find((tx) => tx.txid === mined[0]!.txid)?.acc).toBe(true);
  });

  it("adds the acceleration fields to a waiting accelerated transaction's CPFP data", async () => {
    const acceleration = active[0]!;
    const cpfp = await api.json<MempoolCpfpInfo>(`/api/v1/cpfp/${acceleration.txid}`);
    expect(cpfp).toMatchObject({ acceleration: true, acceleratedBy: acceleration.pools, acceleratedAt: acceleration.added, feeDelta: acceleration.feeDelta });
  });
});
