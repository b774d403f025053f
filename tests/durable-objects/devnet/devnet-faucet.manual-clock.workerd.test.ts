/**
 * The devnet's faucet (api/devnet-faucet-routes.ts), called as the accelerator service calls it:
 * on the DEVNET binding, never through the worker, whose public proxy refuses it. The manual clock
 * (this file's project) moves only when a test steps it. The addresses paid belong to a keyring of
 * the test's own, so no simulated payment ever reaches them.
 */
import { SELF, env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEVNET_NETWORK_HEADER } from "../../../durable-objects/devnet/devnet-object.ts";
import { Keyring } from "../../../durable-objects/devnet/tx/keys.ts";
import { outputFor, type ScriptKind } from "../../../durable-objects/devnet/tx/script-kinds.ts";
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";
import type { MempoolBlock } from "../../../shared/types/mempool.ts";
import { type Frame, TestSocket } from "../../support/test-socket.ts";

const NETWORK = "mainnet";
const stub = () => env.DEVNET.get(env.DEVNET.idFromName(NETWORK));
/** A request to the devnet itself, as the accelerator service makes it. */
const devnet = (path: string, init: RequestInit = {}) =>
  stub().fetch(`http://devnet${path}`, { ...init, headers: { [DEVNET_NETWORK_HEADER]: NETWORK, "content-type": "application/json", ...(init.headers as Record<string, string> | undefined) } });
const faucet = (body: unknown) => devnet("/api/v1/devnet/faucet", { method: "POST", body: typeof body === "string" ? body : JSON.stringify(body) });
const json = async <T>(response: Response): Promise<T> => {
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json<T>();
};

interface AddressStats {
  readonly chain_stats: { readonly funded_txo_sum: number; readonly funded_txo_count: number };
  readonly mempool_stats: { readonly funded_txo_sum: number; readonly funded_txo_count: number };
}
const statsOf = async (address: string) => json<AddressStats>(await devnet(`/api/address/${address}`));

async function stepBlock(): Promise<void> {
  const response = await devnet("/api/v1/devnet/clock", { method: "POST", body: '{"blocks": 1}' });
  expect(response.status, await response.text()).toBe(200);
}

/** Addresses nobody in the simulation pays: keys of the test's own. */
const outsiders = new Keyring("faucet test recipients");
const addressOf = (kind: ScriptKind, index = 0) => outputFor(outsiders, kind, index, NETWORK).address!;

const open: TestSocket[] = [];
async function connect(): Promise<TestSocket> {
  const response = await devnet("/api/v1/ws", { headers: { Upgrade: "websocket" } });
  expect(response.status).toBe(101);
  response.webSocket!.accept();
  const socket = new TestSocket(response.webSocket!);
  open.push(socket);
  return socket;
}

beforeAll(async () => {
  // The first request seeds the network; the clock can be stepped once it has.
  expect((await devnet("/api/blocks/tip/height")).status).toBe(200);
});

afterEach(() => {
  for (const socket of open.splice(0)) if (!socket.closed) socket.ws.close(1000, "test done");
});

describe("the devnet's faucet", () => {
  it("pays each kind of address at a rate for the next block, announced at once, and the next block confirms it", async () => {
    const paid = new Map<string, number>();
    const watcher = await connect();
    const first = addressOf("p2wpkh");
    watcher.send({ "track-address": first });
    for (const [kind, amount] of [["p2wpkh", 10_000], ["p2tr", 250_000], ["p2pkh", 1_234_567], ["p2sh-p2wpkh", 10_000_000]] as const) {
      const address = addressOf(kind);
      const nextBlock = (await json<MempoolBlock[]>(await devnet("/api/v1/fees/mempool-blocks")))[0];
      const answer = await json<{ txid: string; amount: number }>(await faucet({ address, amount }));
      expect(answer).toEqual({ txid: expect.stringMatching(/^[0-9a-f]{64}$/), amount });
      const tx = await json<EsploraTransaction>(await devnet(`/api/tx/${answer.txid}`));
      expect(tx.status.confirmed).toBe(false);
      expect(tx.vout.filter((out) => out.scriptpubkey_address === address).map((out) => out.value)).toEqual([amount]);
      // At least the next block's median when it was asked: it belongs in that block.
      expect(tx.fee / (tx.weight / 4)).toBeGreaterThanOrEqual(nextBlock?.medianFee ?? 0);
      expect((await statsOf(address)).mempool_stats.funded_txo_sum).toBe(amount);
      paid.set(address, amount);
    }
    const announced = (await watcher.next("address-transactions"))["address-transactions"] as { txid: string }[];
    expect(announced.map((tx) => tx.txid)).toHaveLength(1);

    // A pool now and then leaves a transaction out of its block: a bounded few blocks, the first almost always enough.
    for (let blocks = 0; blocks < 3 && (await Promise.all([...paid.keys()].map(statsOf))).some((stats) => stats.mempool_stats.funded_txo_count > 0); blocks++) {
      await stepBlock();
    }
    for (const [address, amount] of paid) {
      const stats = await statsOf(address);
      expect(stats.chain_stats, address).toEqual(expect.objectContaining({ funded_txo_sum: amount, funded_txo_count: 1 }));
      expect(stats.mempool_stats.funded_txo_count, address).toBe(0);
    }
  });

  it("refuses a malformed request with 400 and a bare code, and pays nothing", async () => {
    const address = addressOf("p2wpkh", 1);
    for (const [body, code] of [
      ["", "invalid_faucet_request"],
      ["not json", "invalid_faucet_request"],
      ["[1]", "invalid_faucet_request"],
      [{ amount: 50_000 }, "invalid_address"],
      [{ address: "bc1qnotanaddress", amount: 50_000 }, "invalid_address"],
      // A testnet address on mainnet's devnet.
      [{ address: outputFor(outsiders, "p2wpkh", 1, "testnet").address, amount: 50_000 }, "invalid_address"],
      [{ address: 42, amount: 50_000 }, "invalid_address"],
      [{ address }, "invalid_amount"],
      [{ address, amount: 9_999 }, "invalid_amount"],
      [{ address, amount: 10_000_001 }, "invalid_amount"],
      [{ address, amount: 20_000.5 }, "invalid_amount"],
      [{ address, amount: "20000" }, "invalid_amount"],
    ] as const) {
      const response = await faucet(body);
      expect({ status: response.status, body: await response.text() }, JSON.stringify(body)).toEqual({ status: 400, body: code });
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    }
    expect(await statsOf(address)).toEqual(expect.objectContaining({ mempool_stats: expect.objectContaining({ funded_txo_count: 0 }) }));
  });
});

describe("the worker's public API", () => {
  it("refuses the faucet with a 404 that says why", async () => {
    for (const path of ["/api/v1/devnet/faucet", "/signet/api/v1/devnet/faucet", "/api/v1/devnet/FAUCET"]) {
      const response = await SELF.fetch(`http://explorer.test${path}`, { method: "POST", body: JSON.stringify({ address: addressOf("p2wpkh", 2), amount: 50_000 }) });
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as Frame).error, path).toMatch(/^Not a public API path/);
    }
  });
});
