import { SELF, abortAllDurableObjects, env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { expectServedFromStorage, sampleSettled, waitForFirstSave } from "./settled-sample.ts";

const api = (path: string, init?: RequestInit) => SELF.fetch(`http://explorer.test${path}`, init);

describe("the devnet behind the worker", () => {
  it("serves a seeded chain at /api and keeps it across a restart of the object, old transactions read from SQLite", async () => {
    const tip = Number(await (await api("/api/blocks/tip/height")).text());
    expect(tip).toBeGreaterThan(100);
    const hash = await (await api(`/api/block-height/${tip}`)).text();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    // A chain no other test reads, so nothing but the wake-up could bring its old transactions back.
    const settled = await sampleSettled("signet");
    // Both chains read back after the restart must be stored whole, not seeded again.
    for (const network of ["mainnet", "signet"]) await waitForFirstSave(network);

    await abortAllDurableObjects();
    const block = await (await api(`/api/block/${hash}`)).json<{ height: number; id: string }>();
    expect(block).toMatchObject({ height: tip, id: hash });
    await expectServedFromStorage(settled);
  });

  it("keeps a chain per network, with that network's addresses", async () => {
    const mainnet = await (await api("/api/blocks/tip/hash")).text();
    const testnet = await (await api("/testnet/api/blocks/tip/hash")).text();
    expect(testnet).not.toBe(mainnet);
    const txs = await (await api(`/testnet/api/block/${testnet}/txs`)).json<{ vout: { scriptpubkey_address?: string }[] }[]>();
    expect(txs[0]!.vout[0]!.scriptpubkey_address).toMatch(/^tb1/);
  });

  it("answers Liquid with a clear message, since the devnet simulates Bitcoin only", async () => {
    const response = await api("/liquid/api/blocks/tip/height");
    expect(response.status).toBe(503);
    expect(await response.text()).toMatch(/simulates Bitcoin networks only/);
  });

  it("refuses a malformed raw transaction with the reason and stays healthy", async () => {
    const response = await api("/api/tx", { method: "POST", body: "not-a-transaction" });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/Invalid transaction hex/);
    expect((await api("/api/blocks/tip/height")).status).toBe(200);
  });

  it("has no clock route while its clock follows the wall clock (DEVNET_CLOCK unset)", async () => {
    for (const method of ["GET", "POST"]) {
      const response = await api("/api/v1/devnet/clock", { method, ...(method === "POST" ? { body: '{"blocks": 1}' } : {}) });
      expect([response.status, await response.text()]).toEqual([404, `No devnet API route for ${method} /api/v1/devnet/clock.`]);
    }
  });

  it("stores its chain in the object's SQLite storage", async () => {
    await api("/api/blocks/tip/height");
    const stub = env.DEVNET.get(env.DEVNET.idFromName("mainnet"));
    const rows = await runInDurableObject(stub, (_, state) => ({
      blocks: state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM blocks").one().n,
      txs: state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM txs").one().n,
    }));
    expect(rows.blocks).toBeGreaterThan(100);
    expect(rows.txs).toBeGreaterThan(rows.blocks);
  });
});
