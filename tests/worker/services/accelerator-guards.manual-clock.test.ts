/**
 * What the accelerator refuses and how it holds under races and faults (issue 14 "Reliability and
 * security"): every spec §8 code the services answer, anti-forgery, 50 racing requests for one
 * transaction and for fifty, and a D1 outage in the middle of an acceleration.
 */
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AccelerationRecord, AccountBalance, EstimateResponse } from "../../../shared/services/services-wire.ts";
import { DEVNET_POOLS } from "../../../durable-objects/devnet/chain/pools.ts";
import { createApp } from "../../../worker/app.ts";
import type { Env } from "../../../worker/env.ts";
import { userById } from "../../../worker/services/accounts.ts";
import { accelerate } from "../../../worker/services/accelerate.ts";
import { creditJournal } from "../../../worker/services/ledger.ts";
import { firstRow, runBatch, sql } from "../../../worker/services/sql.ts";
import { SEQUENCE_RBF, buildTransaction } from "../../../durable-objects/devnet/tx/build-transaction.ts";
import { broadcast, broadcastLowFeePayment, devnetKeyring, findWalletCoin, signedPayment } from "../../support/devnet-wallet.ts";
import { ORIGIN, Visitor, freshName, stepBlock } from "../../support/services-client.ts";

const S = "/api/v1/services";
const keyring = devnetKeyring();
const used = new Set<string>();

/** A new transaction of the devnet's wallet that waits (about 1 sat/vB). */
const waitingTx = (): Promise<string> => broadcastLowFeePayment(keyring, used, 90 + used.size);

/** Fifty waiting transactions: one payment fanned out to fifty outputs, each spent on at about 1 sat/vB. */
async function fiftyWaitingTxs(): Promise<string[]> {
  const coin = await findWalletCoin(keyring, used, 500_000);
  used.add(`${coin.txid}:${coin.vout}`);
  const value = Math.floor((coin.value - 5_000) / 50);
  const outputs = Array.from({ length: 50 }, (_, i) => ({ kind: "p2wpkh" as const, keyIndex: 120 + i, value }));
  const fan = buildTransaction({ keyring, inputs: [{ txid: coin.txid, vout: coin.vout, value: coin.value, kind: coin.kind, keyIndex: coin.keyIndex, sequence: SEQUENCE_RBF }], outputs });
  await broadcast(fan.hex);
  const txids: string[] = [];
  for (const [vout, output] of outputs.entries()) {
    const spend = signedPayment(keyring, { txid: fan.txid, vout, value, kind: "p2wpkh", keyIndex: output.keyIndex }, { kind: "p2wpkh", keyIndex: 180 + vout }, 150);
    txids.push(await broadcast(spend.hex));
  }
  return txids;
}

async function credited(sats: number): Promise<{ visitor: Visitor; userId: number }> {
  const visitor = new Visitor();
  const { user } = await visitor.signUp(freshName("guard"));
  if (sats > 0) await runBatch(env.DB, creditJournal({ userId: user.userId, amount: sats, memo: "test credit", at: 1 }));
  return { visitor, userId: user.userId };
}

const estimateOf = (visitor: Visitor, txid: string) => visitor.json<EstimateResponse>(`${S}/accelerator/estimate`, { txInput: txid });
const accelerateCall = (visitor: Visitor, txInput: unknown, userBid: unknown) => visitor.fetch(`${S}/accelerator/accelerate`, { json: { txInput, userBid } });

/** D1 whose `failOn`-th batch fails as an outage would. */
function failingDb(db: D1Database, failOn: number): D1Database {
  let batches = 0;
  return new Proxy(db, {
    get(target, property) {
      if (property === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          if (++batches === failOn) throw new Error("D1_ERROR: injected outage");
          return target.batch(statements);
        };
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The worker's answer to `request` with some of its bindings replaced. */
const withEnv = (vars: Partial<Env>, request: Request): Promise<Response> =>
  Promise.resolve(createApp().fetch(request, { ...env, ...vars }, { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext));

const activeTxids = async () => (await (await SELF.fetch(`${ORIGIN}/api/v1/accelerations`)).json<{ txid: string }[]>()).map((a) => a.txid);

describe("the accelerator's refusals", () => {
  it("quotes anonymous visitors but lets only a logged-in user accelerate", async () => {
    const txid = await waitingTx();
    const anonymous = new Visitor();
    expect(await estimateOf(anonymous, txid)).toMatchObject({ hasAccess: false, userBalance: 0, enoughBalance: false });
    expect(await anonymous.refusal(`${S}/accelerator/accelerate`, { txInput: txid, userBid: 10_000 }, 401)).toBe("unauthorized");
    expect(await anonymous.refusal(`${S}/account`, undefined, 401)).toBe("unauthorized");
  });

  it("answers 204 for what cannot be accelerated, and refuses malformed requests", async () => {
    const { visitor } = await credited(1_000_000);
    const confirmed = await (await SELF.fetch(`${ORIGIN}/api/block/${await (await SELF.fetch(`${ORIGIN}/api/blocks/tip/hash`)).text()}/txid/1`)).text();
    for (const txInput of [confirmed, "ab".repeat(32)]) {
      const response = await visitor.fetch(`${S}/accelerator/estimate`, { json: { txInput } });
      expect(response.status, txInput).toBe(204);
      expect(await response.text()).toBe("");
    }
    for (const body of [{}, { txInput: "xyz" }, { txInput: 7 }, { txInput: "ab".repeat(31) }, []]) {
      expect(await visitor.refusal(`${S}/accelerator/estimate`, body, 400), JSON.stringify(body)).toBe("invalid_acceleration_request");
    }
    expect(await visitor.refusal(`${S}/accelerator/accelerate`, { txInput: "ab".repeat(32), userBid: 10_000 }, 400)).toBe("txid_not_in_mempool");
    const txid = await waitingTx();
    for (const userBid of [-1, 1.5, "5000", null, Number.MAX_SAFE_INTEGER + 2]) {
      expect(await visitor.refusal(`${S}/accelerator/accelerate`, { txInput: txid, userBid }, 400), String(userBid)).toBe("invalid_acceleration_request");
    }
    const estimate = await estimateOf(visitor, txid);
    expect(await visitor.refusal(`${S}/accelerator/accelerate`, { txInput: txid, userBid: estimate.options[0]!.fee - 1 }, 400)).toBe("acceleration_outbid");
    const notJson = await visitor.fetch(`${S}/accelerator/estimate`, { method: "POST", body: "{txInput:", headers: { "content-type": "application/json" } });
    expect([notJson.status, await notJson.text()]).toEqual([400, "bad_request"]);
    const huge = await visitor.fetch(`${S}/accelerator/estimate`, { method: "POST", body: JSON.stringify({ txInput: txid, pad: "x".repeat(20_000) }) });
    expect([huge.status, await huge.text()]).toEqual([413, "bad_request"]);
    expect(await visitor.refusal(`${S}/nothing/here`, undefined, 404)).toBe("not_found");
    // A bid above the 4x option is kept at it.
    const record = await visitor.json<AccelerationRecord>(`${S}/accelerator/accelerate`, { txInput: txid, userBid: estimate.options[2]!.fee * 10 });
    expect(record.feeDelta).toBe(estimate.options[2]!.fee);
    expect(await visitor.refusal(`${S}/accelerator/accelerate`, { txInput: txid, userBid: estimate.options[1]!.fee }, 400)).toBe("acceleration_duplicated");
  });

  it("refuses a state-changing call without the anti-forgery token, or with another one", async () => {
    const visitor = new Visitor();
    const body = JSON.stringify({ username: freshName("xsrf"), password: "correct horse battery staple" });
    const attempts: Record<string, string>[] = [
      { cookie: "" },
      { cookie: `XSRF-TOKEN=${"x".repeat(43)}` },
      { cookie: `XSRF-TOKEN=${"x".repeat(43)}`, "x-xsrf-token": "y".repeat(43) },
      { cookie: "", "x-xsrf-token": "x".repeat(43) },
    ];
    for (const headers of attempts) {
      const response = await SELF.fetch(`${ORIGIN}${S}/auth/signup`, { method: "POST", body, headers: { ...headers, "content-type": "application/json" } });
      expect([response.status, await response.text()], JSON.stringify(headers)).toEqual([403, "forbidden"]);
    }
    expect((await visitor.fetch(`${S}/auth/signup`, { method: "POST", body, headers: { "content-type": "application/json" } })).status).toBe(201);
  });

  it("keeps waitlisted and unverified accounts and empty balances from accelerating", async () => {
    const txid = await waitingTx();
    const { visitor, userId } = await credited(0);
    const estimate = await estimateOf(visitor, txid);
    expect(estimate).toMatchObject({ hasAccess: true, userBalance: 0, enoughBalance: false });
    expect(await visitor.refusal(`${S}/accelerator/accelerate`, { txInput: txid, userBid: estimate.options[1]!.fee }, 400)).toBe("not_enough_balance");
    await runBatch(env.DB, [sql("UPDATE users SET has_access = 0 WHERE id = ?", userId)]);
    expect((await estimateOf(visitor, txid)).hasAccess).toBe(false);
    expect(await visitor.refusal(`${S}/accelerator/accelerate`, { txInput: txid, userBid: estimate.options[1]!.fee }, 403)).toBe("not_available");
    await runBatch(env.DB, [sql("UPDATE users SET has_access = 1, status = 'pending' WHERE id = ?", userId)]);
    expect(await visitor.refusal(`${S}/accelerator/accelerate`, { txInput: txid, userBid: estimate.options[1]!.fee }, 403)).toBe("not_verified");
    expect(await activeTxids()).not.toContain(txid);
  });

  it("charges once when fifty requests race for one transaction", async () => {
    const { visitor, userId } = await credited(1_000_000);
    const txid = await waitingTx();
    const estimate = await estimateOf(visitor, txid);
    const bid = estimate.options[1]!.fee;
    const responses = await Promise.all(Array.from({ length: 50 }, () => accelerateCall(visitor, txid, bid)));
    const answers = await Promise.all(responses.map(async (r) => `${r.status} ${r.status === 200 ? "ok" : await r.text()}`));
    expect(answers.filter((a) => a === "200 ok")).toHaveLength(1);
    expect(answers.filter((a) => a !== "200 ok")).toEqual(Array(49).fill("400 acceleration_duplicated"));
    const maxCost = bid + estimate.mempoolBaseFee + estimate.vsizeFee;
    expect(await visitor.json<AccountBalance>(`${S}/accelerator/balance`)).toEqual({ balance: 1_000_000 - maxCost, hold: maxCost, feesPaid: 0 });
    const holds = await firstRow<{ count: number }>(env.DB, sql("SELECT COUNT(*) AS count FROM journals WHERE user_id = ? AND kind = 'hold'", userId));
    expect(holds?.count).toBe(1);
  });

  it("never overdraws when fifty requests race for fifty transactions", async () => {
    const { visitor, userId } = await credited(0);
    const quotes: { txid: string; bid: number; cost: number }[] = [];
    for (const txid of await fiftyWaitingTxs()) {
      const estimate = await estimateOf(visitor, txid);
      quotes.push({ txid, bid: estimate.options[0]!.fee, cost: estimate.options[0]!.fee + estimate.mempoolBaseFee + estimate.vsizeFee });
    }
    // Enough for about three of them.
    const credit = Math.round(3.5 * Math.max(...quotes.map((q) => q.cost)));
    await runBatch(env.DB, creditJournal({ userId, amount: credit, memo: "test credit", at: 1 }));
    const responses = await Promise.all(quotes.map((q) => accelerateCall(visitor, q.txid, q.bid)));
    const codes = await Promise.all(responses.map(async (r) => (r.status === 200 ? "ok" : r.text())));
    const accepted = quotes.filter((_, i) => codes[i] === "ok");
    expect(accepted.length).toBeGreaterThanOrEqual(3);
    expect(codes).toContain("not_enough_balance");
    for (const code of codes) expect(["ok", "not_enough_balance", "acceleration_duplicated", "txid_not_in_mempool"]).toContain(code);
    const held = accepted.reduce((sum, q) => sum + q.cost, 0);
    const balance = await visitor.json<AccountBalance>(`${S}/accelerator/balance`);
    expect(balance).toEqual({ balance: credit - held, hold: held, feesPaid: 0 });
    expect(balance.balance).toBeGreaterThanOrEqual(0);
  });

  it("leaves no half state when D1 fails in the middle of an acceleration", async () => {
    const { visitor, userId } = await credited(1_000_000);
    const user = (await userById(env.DB, userId))!;
    const balance = () => visitor.json<AccountBalance>(`${S}/accelerator/balance`);

    // The hold's batch fails: no acceleration, no hold, nothing at the pools.
    const first = await waitingTx();
    const bid = (await estimateOf(visitor, first)).options[1]!.fee;
    await expect(accelerate({ env, db: failingDb(env.DB, 1), user, txid: first, userBid: bid, now: 100 })).rejects.toThrow(/injected outage/);
    expect(await firstRow(env.DB, sql("SELECT id FROM accelerations WHERE txid = ?", first))).toBeNull();
    expect(await balance()).toEqual({ balance: 1_000_000, hold: 0, feesPaid: 0 });
    expect(await activeTxids()).not.toContain(first);

    // Recording the pools' acceptance fails: the pools take it back and the hold comes back whole.
    const second = await waitingTx();
    await expect(accelerate({ env, db: failingDb(env.DB, 2), user, txid: second, userBid: bid, now: 100 })).rejects.toThrow(/injected outage/);
    expect(await firstRow(env.DB, sql("SELECT status, fee_paid FROM accelerations WHERE txid = ?", second))).toEqual({ status: "failed", fee_paid: 0 });
    expect(await balance()).toEqual({ balance: 1_000_000, hold: 0, feesPaid: 0 });
    expect(await activeTxids()).not.toContain(second);

    // And the same transaction can then be accelerated for real.
    const record = await accelerate({ env, db: env.DB, user, txid: second, userBid: bid, now: 100 });
    expect(record.status).toBe("accelerating");
    expect(await activeTxids()).toContain(second);
  });

  it("releases the hold of a transaction replaced before it is mined", async () => {
    const { visitor } = await credited(1_000_000);
    const coin = await findWalletCoin(keyring, used);
    used.add(`${coin.txid}:${coin.vout}`);
    const original = await broadcast(signedPayment(keyring, coin, { kind: "p2wpkh", keyIndex: 200 }, 150).hex);
    const bid = (await estimateOf(visitor, original)).options[1]!.fee;
    await visitor.json(`${S}/accelerator/accelerate`, { txInput: original, userBid: bid });
    // The sender replaces it (RBF), paying much more.
    await broadcast(signedPayment(keyring, coin, { kind: "p2wpkh", keyIndex: 201 }, 20_000).hex);
    const [record] = await visitor.json<AccelerationRecord[]>(`${S}/accelerator/history`);
    expect(record).toMatchObject({ txid: original, status: "failed", canceled: true, feePaid: 0 });
    expect(await visitor.json<AccountBalance>(`${S}/accelerator/balance`)).toEqual({ balance: 1_000_000, hold: 0, feesPaid: 0 });
    await stepBlock();
  });

  it("answers when no pool takes it, and when D1 is down, without holding anything", async () => {
    const { visitor, userId } = await credited(1_000_000);
    const txid = await waitingTx();
    const bid = (await estimateOf(visitor, txid)).options[1]!.fee;
    const outsider = DEVNET_POOLS.find((pool) => !pool.acceleratorPartner)!;
    const cases: [Partial<Env>, number, string][] = [
      [{ ACCELERATOR_POOLS: "901=devnet://no-such-pool" }, 503, "no_mining_pool_available"],
      [{ ACCELERATOR_POOLS: `${outsider.id}=devnet://${outsider.slug}` }, 400, "not_whitelisted_by_any_pool"],
      [{ DB: failingDb(env.DB, 1) }, 503, "temporarily_unavailable"],
    ];
    for (const [vars, status, code] of cases) {
      const response = await withEnv(vars, visitor.request(`${S}/accelerator/accelerate`, { json: { txInput: txid, userBid: bid } }));
      expect([response.status, await response.text()], code).toEqual([status, code]);
      expect(await visitor.json<AccountBalance>(`${S}/accelerator/balance`)).toEqual({ balance: 1_000_000, hold: 0, feesPaid: 0 });
      expect(await activeTxids()).not.toContain(txid);
    }
    const refused = await firstRow<{ count: number }>(env.DB, sql("SELECT COUNT(*) AS count FROM accelerations WHERE user_id = ? AND status = 'failed'", userId));
    expect(refused?.count).toBe(2);
  });

  it("is not there when the accelerator is off", async () => {
    const response = await withEnv({ FEATURE_ACCELERATOR: "false" }, new Request(`${ORIGIN}${S}/version`));
    expect([response.status, await response.text()]).toEqual([404, "not_found"]);
    expect((await SELF.fetch(`${ORIGIN}${S}/version`)).status).toBe(200);
  });
});
