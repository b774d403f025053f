/**
 * Deposits (issue 14 "Money"): each account's bitcoin address derives from the operator's xpub at
 * `m/0/<user id>` (shared/bitcoin/deposit-address.ts; on the devnet from the devnet's seed), and
 * every confirmed output paying it is credited once, read from the backend's address API when the
 * account's money is looked at. On the devnet the account page can ask for test coins: a devnet
 * payment to that address.
 *
 * @example
 * const address = depositAddressOf(env, user.id);
 * await creditDeposits(env, db, user.id, now);  // how many outputs were credited now
 */
import { depositAddress, depositXpub } from "../../shared/bitcoin/deposit-address.ts";
import type { DepositInfo, TestCoinsPayment } from "../../shared/services/services-wire.ts";
import { readDevnetSettings } from "../../durable-objects/devnet/state/devnet-settings.ts";
import type { Env } from "../env.ts";
import { backendFetch, backendJson } from "./backend.ts";
import { depositJournal } from "./ledger.ts";
import { TEST_COINS_PER_ACCOUNT, hit } from "./rate-limits.ts";
import { DEPOSIT_CONFIRMATIONS, TEST_COINS_SATS, readServicesConfig } from "./services-config.ts";
import { ServicesError } from "./services-error.ts";
import { allRows, isConstraintError, runBatch, sql } from "./sql.ts";

interface AddressTx {
  readonly txid: string;
  readonly vout: readonly { readonly scriptpubkey_address?: string; readonly value: number }[];
  readonly status: { readonly confirmed: boolean; readonly block_height?: number };
}

export function depositAddressOf(env: Env, userId: number): string {
  const xpub = depositXpub({ xpub: env.ACCELERATOR_XPUB, devnetSeed: readDevnetSettings(env as unknown as Record<string, unknown>).seed, upstreamUrl: env.UPSTREAM_URL });
  return depositAddress(xpub, userId);
}

export function depositInfo(env: Env, userId: number): DepositInfo {
  return { address: depositAddressOf(env, userId), confirmations: DEPOSIT_CONFIRMATIONS, testCoins: readServicesConfig(env).devnet };
}

/** Credits every confirmed payment to the user's address not credited yet. */
export async function creditDeposits(env: Env, db: D1Database, userId: number, now: number): Promise<number> {
  const address = depositAddressOf(env, userId);
  const [txs, tip] = await Promise.all([
    backendJson<AddressTx[]>(env, `/api/address/${address}/txs`),
    backendFetch(env, "/api/blocks/tip/height").then(async (r) => (r.ok ? Number(await r.text()) : Number.NaN)),
  ]);
  if (!txs || !Number.isSafeInteger(tip)) return 0;
  const credited = new Set(
    (await allRows<{ dedupe_key: string }>(db, sql("SELECT dedupe_key FROM journals WHERE user_id = ? AND kind = 'deposit'", userId))).map((r) => r.dedupe_key),
  );
  let count = 0;
  for (const tx of txs) {
    const height = tx.status.block_height;
    if (!tx.status.confirmed || height === undefined || tip - height + 1 < DEPOSIT_CONFIRMATIONS) continue;
    for (const [vout, output] of tx.vout.entries()) {
      if (output.scriptpubkey_address !== address || output.value <= 0 || credited.has(`deposit:${tx.txid}:${vout}`)) continue;
      try {
        await runBatch(db, depositJournal({ userId, amount: output.value, txid: tx.txid, vout, at: now }));
        count++;
      } catch (error) {
        // A racing read credited it first.
        if (!isConstraintError(error, "UNIQUE")) throw error;
      }
    }
  }
  return count;
}

/**
 * A devnet payment of TEST_COINS_SATS to the user's deposit address; while one still waits to
 * confirm, that one again. The faucet cannot be asked twice for one payment, so this is what makes
 * a retry safe: a call whose payment went out but could not be recorded (D1 failed after the
 * faucet paid) is answered the same payment, not sent another.
 * @throws ServicesError 404 when the backend is no devnet, 429 over the limit
 */
export async function sendTestCoins(env: Env, db: D1Database, userId: number, now: number): Promise<TestCoinsPayment> {
  if (!readServicesConfig(env).devnet) throw new ServicesError(404, "bad_request");
  await hit(db, `test-coins:${userId}`, TEST_COINS_PER_ACCOUNT, now);
  const address = depositAddressOf(env, userId);
  const payment = (await waitingTestCoins(env, address)) ?? (await faucetPayment(env, address));
  await runBatch(db, [sql("INSERT OR IGNORE INTO test_coin_payments (txid, user_id, amount, created_at) VALUES (?, ?, ?, ?)", payment.txid, userId, payment.amount, now)]);
  return payment;
}

/** An unconfirmed payment of the test-coin amount to `address`, or null. */
async function waitingTestCoins(env: Env, address: string): Promise<TestCoinsPayment | null> {
  const txs = await backendJson<AddressTx[]>(env, `/api/address/${address}/txs`);
  const waiting = (txs ?? []).find((tx) => !tx.status.confirmed && tx.vout.some((o) => o.scriptpubkey_address === address && o.value === TEST_COINS_SATS));
  return waiting ? { txid: waiting.txid, amount: TEST_COINS_SATS } : null;
}

async function faucetPayment(env: Env, address: string): Promise<TestCoinsPayment> {
  const response = await backendFetch(env, "/api/v1/devnet/faucet", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ address, amount: TEST_COINS_SATS }),
  });
  if (!response.ok) throw new ServicesError(503, "temporarily_unavailable");
  return (await response.json()) as TestCoinsPayment;
}
