/**
 * What the D1 fault tests of the services share: a visitor's request sent through the worker with
 * a chosen D1 binding (tests/support/faulty-d1.ts), the answer a D1 outage must get, accounts with
 * money, and waiting transactions of the devnet's wallet to accelerate.
 *
 * @example
 * const response = await sendAs(visitor, faulty.db, `${S}/accelerator/balance`);
 * await expectUnavailable(response, "balance");
 */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import { SEQUENCE_RBF, buildTransaction } from "../../../durable-objects/devnet/tx/build-transaction.ts";
import { D1_RETRY_AFTER_SECONDS } from "../../../worker/services/d1-outage.ts";
import { creditJournal } from "../../../worker/services/ledger.ts";
import { firstRow, runBatch, sql } from "../../../worker/services/sql.ts";
import { fetchWithDb } from "../../support/faulty-d1.ts";
import { broadcast, devnetKeyring, findWalletCoin, signedPayment } from "../../support/devnet-wallet.ts";
import { Visitor, freshName } from "../../support/services-client.ts";

export const S = "/api/v1/services";

/** `visitor`'s request to `path` (a POST of `json` when given) through the worker with `db` as D1; keeps the cookies it sets. */
export async function sendAs(visitor: Visitor, db: D1Database, path: string, json?: unknown): Promise<Response> {
  const response = await fetchWithDb(visitor.request(path, json === undefined ? {} : { json }), db);
  for (const cookie of response.headers.getSetCookie()) {
    const [name, value] = cookie.split(";")[0]!.split("=");
    if (value === "") visitor.cookies.delete(name!);
    else visitor.cookies.set(name!, value!);
  }
  return response;
}

/** The answer to any services call while D1 cannot answer: 503 and the bare code, Retry-After, never cached. */
export async function expectUnavailable(response: Response, context: string): Promise<void> {
  const body = await response.text();
  expect([response.status, body], context).toEqual([503, "temporarily_unavailable"]);
  expect(response.headers.get("retry-after"), context).toBe(String(D1_RETRY_AFTER_SECONDS));
  expect(response.headers.get("content-type"), context).toMatch(/^text\/plain/);
  expect(response.headers.get("cache-control"), context).toBe("private, no-store");
}

/** A new logged-in account (through the real D1) credited `sats` by the operator. */
export async function creditedVisitor(stem: string, sats: number): Promise<{ visitor: Visitor; userId: number }> {
  const visitor = new Visitor();
  const { user } = await visitor.signUp(freshName(stem));
  if (sats > 0) await runBatch(env.DB, creditJournal({ userId: user.userId, amount: sats, memo: "test credit", at: 1 }));
  return { visitor, userId: user.userId };
}

/** A user's spendable and held balances, read from the ledger. */
export async function ledgerBalances(userId: number): Promise<{ available: number; held: number }> {
  const row = await firstRow<{ available: number; held: number }>(
    env.DB,
    sql("SELECT (SELECT balance FROM ledger_accounts WHERE id = ?) AS available, (SELECT balance FROM ledger_accounts WHERE id = ?) AS held", `user:${userId}:available`, `user:${userId}:held`),
  );
  return row!;
}

const spentCoins = new Set<string>();

/**
 * `count` new waiting transactions (about 1 sat/vB) of the devnet's wallet: one of its coins paid
 * out to `count` outputs, each spent on. Key indexes from `keyBase` on, so files do not collide.
 */
export async function waitingTxs(count: number, keyBase: number): Promise<string[]> {
  const keyring = devnetKeyring();
  const coin = await findWalletCoin(keyring, spentCoins, 200_000 + count * 5_000);
  spentCoins.add(`${coin.txid}:${coin.vout}`);
  const value = Math.floor((coin.value - 5_000) / count);
  const outputs = Array.from({ length: count }, (_, i) => ({ kind: "p2wpkh" as const, keyIndex: keyBase + i, value }));
  const fan = buildTransaction({ keyring, inputs: [{ txid: coin.txid, vout: coin.vout, value: coin.value, kind: coin.kind, keyIndex: coin.keyIndex, sequence: SEQUENCE_RBF }], outputs });
  await broadcast(fan.hex);
  const txids: string[] = [];
  for (const [vout, output] of outputs.entries()) {
    const spend = signedPayment(keyring, { txid: fan.txid, vout, value, kind: "p2wpkh", keyIndex: output.keyIndex }, { kind: "p2wpkh", keyIndex: keyBase + count + vout }, 150);
    txids.push(await broadcast(spend.hex));
  }
  return txids;
}
