/**
 * The accelerator end to end through the worker, on the devnet with its manual clock (issue 14):
 * sign up, fund the account with test coins, accelerate a waiting transaction, and settle it once a
 * block mines it, charged by the bid-boost rule when a partner pool did and released otherwise.
 * Every assertion holds whichever pool mines which block (any seed).
 */
import { describe, expect, it } from "vitest";
import type {
  AccelerationRecord, AccountBalance, DepositInfo, EstimateResponse, LedgerLine, TestCoinsPayment, UserAccelerationRecord,
} from "../../../shared/services/services-wire.ts";
import { bidBoostCharge } from "../../../shared/rules/bid-boost.ts";
import { TEST_COINS_SATS } from "../../../worker/services/services-config.ts";
import { broadcastLowFeePayment, devnetKeyring } from "../../support/devnet-wallet.ts";
import { ORIGIN, Visitor, freshName, stepBlock } from "../../support/services-client.ts";
import { SELF } from "cloudflare:test";

const S = "/api/v1/services";
const keyring = devnetKeyring();
const used = new Set<string>();

/** A new transaction of the devnet's wallet that waits (about 1 sat/vB). */
const waitingTx = (): Promise<string> => broadcastLowFeePayment(keyring, used, 40 + used.size);

async function fundedVisitor(): Promise<{ visitor: Visitor; userId: number }> {
  const visitor = new Visitor();
  const { user } = await visitor.signUp(freshName("funded"));
  const payment = await visitor.json<TestCoinsPayment>(`${S}/accelerator/test-coins`, {});
  expect(payment.amount).toBe(TEST_COINS_SATS);
  // Unconfirmed: nothing is credited yet.
  expect((await visitor.json<AccountBalance>(`${S}/accelerator/balance`)).balance).toBe(0);
  for (let i = 0; i < 5; i++) {
    await stepBlock();
    if ((await visitor.json<AccountBalance>(`${S}/accelerator/balance`)).balance > 0) break;
  }
  return { visitor, userId: user.userId };
}

const poolOfBlock = async (hash: string): Promise<number> =>
  (await (await SELF.fetch(`${ORIGIN}/api/v1/block/${hash}`)).json<{ extras: { pool: { id: number } } }>()).extras.pool.id;

describe("the accelerator, through the worker", () => {
  it("credits test coins once they confirm, once, with a ledger line", async () => {
    const { visitor } = await fundedVisitor();
    const deposit = await visitor.json<DepositInfo>(`${S}/accelerator/deposit`);
    expect(deposit.address).toMatch(/^bc1q/);
    const balance = await visitor.json<AccountBalance>(`${S}/accelerator/balance`);
    expect(balance).toEqual({ balance: TEST_COINS_SATS, hold: 0, feesPaid: 0 });
    // Read again after another block: still credited once.
    await stepBlock();
    expect((await visitor.json<AccountBalance>(`${S}/accelerator/balance`)).balance).toBe(TEST_COINS_SATS);
    const ledger = await visitor.fetch(`${S}/accelerator/ledger`);
    expect(ledger.headers.get("x-total-count")).toBe("1");
    const lines = await ledger.json<LedgerLine[]>();
    expect(lines).toEqual([expect.objectContaining({ kind: "deposit", amount: TEST_COINS_SATS, balanceAfter: TEST_COINS_SATS })]);
  });

  it("accelerates a waiting transaction, marks it across the explorer, and settles it when mined", async () => {
    const { visitor } = await fundedVisitor();
    let expected = { balance: TEST_COINS_SATS, feesPaid: 0 };
    const outcomes = new Set<string>();
    // Whoever mines the next block takes the transaction when blocks are not full: a partner pool
    // (about two thirds of the hashrate) charges, another releases. Both paths are checked as they
    // come, until a partner's block has settled one.
    for (let attempt = 0; attempt < 20 && !outcomes.has("completed"); attempt++) {
      const txid = await waitingTx();
      const estimate = await visitor.json<EstimateResponse>(`${S}/accelerator/estimate`, { txInput: txid });
      expect(estimate).toMatchObject({ hasAccess: true, userBalance: expected.balance, txSummary: { txid, ancestorCount: 0 } });
      expect(estimate.options.map((o) => o.fee)).toEqual([1, 2, 4].map((m) => m * estimate.options[0]!.fee));
      expect(estimate.pools.length).toBeGreaterThan(0);

      const bid = estimate.options[1]!.fee;
      const accelerated = await visitor.json<AccelerationRecord>(`${S}/accelerator/accelerate`, { txInput: txid, userBid: bid });
      expect(accelerated).toMatchObject({ txid, status: "accelerating", feeDelta: bid, feePaid: 0, pools: estimate.pools });
      const maxCost = bid + estimate.mempoolBaseFee + estimate.vsizeFee;
      expect(await visitor.json<AccountBalance>(`${S}/accelerator/balance`)).toEqual({ balance: expected.balance - maxCost, hold: maxCost, feesPaid: expected.feesPaid });

      // Marked for every viewer: the backend's list, the CPFP data, the services' pending list.
      const active = await (await SELF.fetch(`${ORIGIN}/api/v1/accelerations`)).json<{ txid: string; pools: number[] }[]>();
      expect(active.find((a) => a.txid === txid)?.pools).toEqual(accelerated.pools);
      expect(await (await SELF.fetch(`${ORIGIN}/api/v1/cpfp/${txid}`)).json()).toMatchObject({ acceleration: true, feeDelta: bid });
      expect(await visitor.json<{ txid: string }[]>(`${S}/accelerator/accelerations`)).toContainEqual(expect.objectContaining({ txid, feeDelta: bid }));

      // A partner pool's next block holds it; another pool's may or may not.
      let status: { confirmed: boolean; block_hash?: string } = { confirmed: false };
      for (let i = 0; i < 12 && !status.confirmed; i++) {
        await stepBlock();
        status = await (await SELF.fetch(`${ORIGIN}/api/tx/${txid}/status`)).json();
        if (!status.confirmed) {
          const tip = await (await SELF.fetch(`${ORIGIN}/api/blocks/tip/hash`)).text();
          expect(accelerated.pools, "a partner pool mined a block without the accelerated transaction").not.toContain(await poolOfBlock(tip));
        }
      }
      expect(status.confirmed).toBe(true);
      const miner = await poolOfBlock(status.block_hash!);

      const [record] = await visitor.json<UserAccelerationRecord[]>(`${S}/accelerator/history?pageLength=1`);
      const balance = await visitor.json<AccountBalance>(`${S}/accelerator/balance`);
      expect(record!.txid).toBe(txid);
      if (accelerated.pools.includes(miner)) {
        expect(record).toMatchObject({ status: "completed", minedByPoolUniqueId: miner, blockHash: status.block_hash });
        const rate = record!.boostRate ?? Number.POSITIVE_INFINITY;
        expect(record!.bidBoost).toBe(bidBoostCharge({ effectiveVsize: record!.effectiveVsize, effectiveFee: record!.effectiveFee, feeDelta: bid }, rate));
        expect(record!.bidBoost).toBeLessThanOrEqual(bid);
        expect(record!.feePaid).toBe(estimate.mempoolBaseFee + estimate.vsizeFee + record!.bidBoost!);
        expect(record!.history.map((e) => e.event)).toEqual(["user-requested-acceleration", ...accelerated.pools.map((p) => `accepted_${p}`), `complete-at-block-${record!.blockHeight}`]);
        expected = { balance: expected.balance - record!.feePaid, feesPaid: expected.feesPaid + record!.feePaid };
      } else {
        expect(record).toMatchObject({ status: "failed", feePaid: 0, bidBoost: null, minedByPoolUniqueId: miner, canceled: false });
        expect(record!.history.at(-1)?.event).toBe(`failed-at-block-${record!.blockHeight}`);
      }
      outcomes.add(record!.status);
      expect(balance).toEqual({ ...expected, hold: 0 });
      // The public history and one transaction's record agree.
      expect(await visitor.json<AccelerationRecord>(`${S}/accelerator/accelerations/${txid}`)).toMatchObject({ txid, status: record!.status });
    }
    expect([...outcomes]).toContain("completed");
    const ledger = await visitor.json<LedgerLine[]>(`${S}/accelerator/ledger?pageLength=50`);
    expect(ledger[0]!.balanceAfter).toBe(expected.balance);
    expect(ledger.reduce((sum, line) => sum + line.amount, 0)).toBe(expected.balance);
  });

  it("answers every public read made while a block settles with the settled outcome", async () => {
    const { visitor } = await fundedVisitor();
    const txid = await waitingTx();
    const estimate = await visitor.json<EstimateResponse>(`${S}/accelerator/estimate`, { txInput: txid });
    await visitor.json<AccelerationRecord>(`${S}/accelerator/accelerate`, { txInput: txid, userBid: estimate.options[0]!.fee });
    let confirmed = false;
    for (let i = 0; i < 12 && !confirmed; i++) {
      await stepBlock();
      confirmed = (await (await SELF.fetch(`${ORIGIN}/api/tx/${txid}/status`)).json<{ confirmed: boolean }>()).confirmed;
    }
    expect(confirmed).toBe(true);
    // A crowd of viewers at once: one read settles, the others wait for it rather than answer early.
    const anonymous = new Visitor();
    const records = await Promise.all(Array.from({ length: 6 }, () => anonymous.json<AccelerationRecord>(`${S}/accelerator/accelerations/${txid}`)));
    const statuses = new Set(records.map((record) => record.status));
    expect(statuses.size).toBe(1);
    expect(["completed", "failed"]).toContain([...statuses][0]);
  });
});
