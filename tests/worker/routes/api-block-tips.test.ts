/**
 * Issue 11's block and chain routes, through the edge to the devnet: one transaction of a block's
 * summary (`GET /api/v1/block/{hash}/tx/{txid}/summary`), the chain's tips (`/api/v1/chain-tips`)
 * and its stale tips (`/api/v1/stale-tips[/{height}]`), in the mempool backend's shapes.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { freezeDevnet } from "../../support/devnet-clock.ts";
import { api, getJson, tipHash } from "./devnet-samples.ts";

const JSON_ACCEPT = { accept: "application/json, text/plain, */*" };
const UNKNOWN = "ff".repeat(32);

interface StrippedTx {
  readonly txid: string;
}

let hash: string;
let summary: StrippedTx[];

beforeAll(async () => {
  // The tip stays the tip while it is compared.
  await freezeDevnet();
  hash = await tipHash();
  summary = await getJson<StrippedTx[]>(`/api/v1/block/${hash}/summary`);
});

describe("GET /api/v1/block/{hash}/tx/{txid}/summary", () => {
  it("answers the block summary's own entry for a transaction, the coinbase included, cached as a mined block", async () => {
    expect(summary.length).toBeGreaterThan(0);
    for (const entry of [summary[0]!, summary.at(-1)!]) {
      const response = await api(`/api/v1/block/${hash}/tx/${entry.txid}/summary`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=2592000, immutable");
      const answer = await response.json<Record<string, unknown>>();
      expect(answer).toEqual(entry);
      expect(Object.keys(answer).sort()).toEqual(["fee", "flags", "rate", "time", "txid", "value", "vsize"]);
    }
  });

  it.each<[string, () => string, number, RegExp]>([
    ["a transaction the block does not hold", () => `/api/v1/block/${hash}/tx/${UNKNOWN}/summary`, 404, /^Transaction not found in summary$/],
    ["a block the devnet does not know", () => `/api/v1/block/${UNKNOWN}/tx/${summary[0]!.txid}/summary`, 404, /^Block not found$/],
    ["a malformed block hash", () => `/api/v1/block/tip/tx/${UNKNOWN}/summary`, 400, /^Invalid block hash/],
    ["a malformed txid", () => `/api/v1/block/${hash}/tx/abc/summary`, 400, /^Invalid txid: expected 64 hexadecimal characters, got 3 characters\.$/],
  ])("answers %s with {error} as JSON", async (_, path, status, message) => {
    const response = await api(path(), { headers: JSON_ACCEPT });
    expect(response.status).toBe(status);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect((await response.json<{ error: string }>()).error).toMatch(message);
  });
});

describe("GET /api/v1/chain-tips and /api/v1/stale-tips", () => {
  it("lists the one tip of a chain that never forks: the active one, Core's getchaintips shape", async () => {
    const height = Number(await (await api("/api/blocks/tip/height")).text());
    expect(await getJson("/api/v1/chain-tips")).toEqual([{ height, hash, branchlen: 0, status: "active" }]);
  });

  it("has no stale tip to page through, from the tip or below a height", async () => {
    expect(await getJson("/api/v1/stale-tips")).toEqual([]);
    expect(await getJson("/api/v1/stale-tips/1049000")).toEqual([]);
  });

  it("refuses a height that is not a whole number", async () => {
    const response = await api("/api/v1/stale-tips/-1", { headers: JSON_ACCEPT });
    expect(response.status).toBe(400);
    expect((await response.json<{ error: string }>()).error).toMatch(/^Invalid block height "-1"/);
  });
});
