/**
 * The push page's lookups (issue 11), through the edge to the devnet: `POST /api/v1/prevouts` (the
 * outputs a raw transaction would spend) and `POST /api/v1/cpfp` (the CPFP figures of a transaction
 * not yet broadcast), against transactions the test builds with the simulated users' keys.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_PREVOUTS } from "../../../shared/params/api-bodies.ts";
import type { EsploraTransaction } from "../../../shared/types/esplora.ts";
import { MISSING_XSRF_HEADER } from "../../../worker/api/anti-forgery.ts";
import { freezeDevnet } from "../../support/devnet-clock.ts";
import { type SpendableCoin, broadcast, devnetKeyring, findWalletCoin, signedPayment } from "../../support/devnet-wallet.ts";
import { getJson, postJson } from "./devnet-samples.ts";

/** Finding a wallet coin walks the devnet's address routes: more than the default 5 s. */
const SLOW_MS = 60_000;
const PARENT_FEE = 200;
const CHILD_FEE = 40_000;
const UNKNOWN = "ff".repeat(32);

const keyring = devnetKeyring();
let coin: SpendableCoin;
let parent: EsploraTransaction;
let funding: EsploraTransaction;
/** A child of the parent paying for both, signed but never broadcast. */
let child: { txid: string; hex: string; weight: number };

beforeAll(async () => {
  // Nothing is mined or accelerated while the test compares.
  await freezeDevnet();
  coin = await findWalletCoin(keyring);
  const payment = signedPayment(keyring, coin, { kind: "p2wpkh", keyIndex: 31 }, PARENT_FEE);
  await broadcast(payment.hex);
  parent = await getJson<EsploraTransaction>(`/api/tx/${payment.txid}`);
  funding = await getJson<EsploraTransaction>(`/api/tx/${coin.txid}`);
  child = signedPayment(keyring, { txid: parent.txid, vout: 0, value: coin.value - PARENT_FEE, kind: "p2wpkh", keyIndex: 31 }, { kind: "p2wpkh", keyIndex: 32 }, CHILD_FEE);
}, SLOW_MS);

interface PrevoutAnswer {
  readonly prevout: EsploraTransaction["vout"][number];
  readonly unconfirmed: boolean;
}

describe("POST /api/v1/prevouts", () => {
  it("answers each outpoint in order: a mempool output, a confirmed unspent one, and null for what names nothing", async () => {
    const spentOnChain = funding.vin.find((vin) => !vin.is_coinbase)!;
    const response = await postJson("/api/v1/prevouts", [
      { txid: parent.txid, vout: 0 },
      { txid: coin.txid, vout: coin.vout },
      { txid: spentOnChain.txid, vout: spentOnChain.vout },
      { txid: UNKNOWN, vout: 0 },
      { txid: parent.txid, vout: 5 },
      { txid: parent.txid.toUpperCase(), vout: -1 },
    ]);
    expect(response.status).toBe(200);
    const answer = await response.json<(PrevoutAnswer | null)[]>();
    expect(answer).toEqual([
      { prevout: parent.vout[0], unconfirmed: true },
      // Spent only in the mempool (by the parent): upstream asks Core's gettxout without the mempool.
      { prevout: funding.vout[coin.vout], unconfirmed: false },
      null,
      null,
      null,
      null,
    ]);
  });

  it.each<[string, unknown, RegExp]>([
    ["a body that is not JSON", "[{", /^Invalid outpoints format/],
    ["an outpoint with a malformed txid", [{ txid: "12", vout: 0 }], /^Invalid outpoints format/],
    ["an index that is not a number", [{ txid: UNKNOWN, vout: "0" }], /^Invalid outpoints format/],
    ["more than 100 outpoints", Array(MAX_PREVOUTS + 1).fill({ txid: UNKNOWN, vout: 0 }), /^Too many outpoints requested/],
  ])("refuses %s with 400 and the backend's {error}", async (_, body, message) => {
    const response = await postJson("/api/v1/prevouts", body);
    expect(response.status).toBe(400);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect((await response.json<{ error: string }>()).error).toMatch(message);
  });
});

describe("POST /api/v1/cpfp", () => {
  const localChild = () => ({ txid: child.txid, weight: child.weight, sigops: 1, fee: CHILD_FEE, vin: [{ txid: parent.txid, vout: 0 }], vout: [{}] });

  it("figures a child not yet broadcast as the mempool will once it is: its cheap parent as ancestor, the package's rate", async () => {
    const response = await postJson("/api/v1/cpfp", [localChild()]);
    expect(response.status).toBe(200);
    const [local] = await response.json<Record<string, unknown>[]>();
    expect(local).toMatchObject({ ancestors: [{ txid: parent.txid, fee: PARENT_FEE, weight: parent.weight }], descendants: [], bestDescendant: null, sigops: 1, fee: CHILD_FEE });
    // The package pays more per vbyte than the parent alone and less than the child alone.
    const rate = local!.effectiveFeePerVsize as number;
    expect(rate).toBeGreaterThan(PARENT_FEE / (parent.weight / 4));
    expect(rate).toBeLessThan(CHILD_FEE / (child.weight / 4));

    await broadcast(child.hex);
    const broadcastAnswer = await getJson<Record<string, unknown>>(`/api/v1/cpfp/${child.txid}`);
    expect(local).toEqual(broadcastAnswer);
  });

  it.each<[string, unknown, RegExp]>([
    ["an empty list", [], /^Invalid transactions format/],
    ["a transaction without its figures", [{ txid: UNKNOWN, vin: [], vout: [] }], /^Invalid transactions format/],
    ["two transactions", [{ txid: UNKNOWN, weight: 400, sigops: 0, fee: 0, vin: [], vout: [] }, { txid: UNKNOWN, weight: 400, sigops: 0, fee: 0, vin: [], vout: [] }], /^More than one transaction is not supported yet/],
  ])("refuses %s with 400 and the backend's {error}", async (_, body, message) => {
    const response = await postJson("/api/v1/cpfp", body);
    expect(response.status).toBe(400);
    expect((await response.json<{ error: string }>()).error).toMatch(message);
  });

  it("refuses a lookup that carries the anti-forgery cookie but not its header (spec §6)", async () => {
    const response = await postJson("/api/v1/cpfp", [localChild()], { cookie: "XSRF-TOKEN=abc" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: MISSING_XSRF_HEADER });
  });
});
