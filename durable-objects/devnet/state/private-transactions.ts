/**
 * Transactions a pool mines without broadcasting them first (its own payouts, deals made out of
 * band): the audit shows them as added or unseen. Each is checked against the chain as the mempool
 * would check it, then taken out again, so nobody sees it before the block.
 *
 * @example
 * const made = privateTransactions(ctx, pool); // [{ entry, owners }, …], often none
 */
import type { DevnetPool } from "../chain/pools.ts";
import { acceptDecoded } from "../mempool/acceptance.ts";
import type { Mempool, MempoolEntry } from "../mempool/mempool.ts";
import { makeReplacement, makeUserTransaction, type TrafficContext, type UserTransaction } from "../sim/traffic.ts";
import type { OwnedCoin, Wallet } from "../sim/wallet.ts";
import type { ChainState } from "./chain-state.ts";
import type { OutputOwner } from "./devnet-journal.ts";

/** Chance that a block carries a private payment double-spending a waiting mempool transaction. */
const PRIVATE_CONFLICT_CHANCE = 0.08;

export interface PrivateTransaction {
  readonly entry: MempoolEntry;
  readonly owners: readonly (OutputOwner | null)[];
}

/** A user's waiting transaction with no children: what a private payment can double-spend. */
export interface ReplaceableTx {
  readonly entry: MempoolEntry;
  readonly spent: readonly OwnedCoin[];
  /** Its fee rate, sat/vB. */
  readonly rate: number;
}

export interface PrivateContext extends TrafficContext {
  readonly chain: ChainState;
  readonly mempool: Mempool;
  /** First-seen time of the checks, unix seconds. */
  readonly now: number;
  /** Draws one of the users' replaceable waiting transactions from `random`, if any. */
  readonly replaceable: () => ReplaceableTx | undefined;
}

/** The private transactions `pool` adds to its next block: now and then a conflicting payment, and its own. */
export function privateTransactions(ctx: PrivateContext, pool: DevnetPool): PrivateTransaction[] {
  const { random } = ctx;
  const made: PrivateTransaction[] = [];
  const conflicting = random.chance(PRIVATE_CONFLICT_CHANCE) ? conflictingPrivateTransaction(ctx) : undefined;
  if (conflicting) made.push(conflicting);
  if (!random.chance(pool.addChance)) return made;
  for (let i = random.int(1, 3); i > 0; i--) {
    const tx = makeUserTransaction(ctx);
    if (!tx) continue;
    try {
      const { entry } = acceptDecoded(ctx.chain, ctx.mempool, tx.tx, ctx.now);
      // Accepted only to check it; it never enters the mempool, so nobody sees it before the block.
      ctx.mempool.removeWithDescendants([entry.txid]);
      for (const coin of tx.spent) ctx.wallet.remove(coin);
      ownOutputs(ctx.wallet, tx);
      made.push({ entry, owners: ownersOf(tx) });
    } catch {
      // A draw that would not be valid is not mined.
    }
  }
  return made;
}

/**
 * A private payment that spends the same coins as a transaction waiting in the mempool (a user
 * who paid a pool directly to replace it): when the block comes, the waiting one is conflicting.
 */
function conflictingPrivateTransaction(ctx: PrivateContext): PrivateTransaction | undefined {
  const target = ctx.replaceable();
  if (!target) return undefined;
  const tx = makeReplacement(ctx, target.spent, target.rate);
  if (!tx) return undefined;
  // Check it against the chain as if the waiting transaction were not there, then put that one back:
  // the mempool never sees the private one.
  ctx.mempool.removeWithDescendants([target.entry.txid]);
  try {
    const { entry } = acceptDecoded(ctx.chain, ctx.mempool, tx.tx, ctx.now);
    ctx.mempool.removeWithDescendants([entry.txid]);
    ownOutputs(ctx.wallet, tx);
    return { entry, owners: ownersOf(tx) };
  } catch {
    return undefined;
  } finally {
    ctx.mempool.add(target.entry);
  }
}

/** Puts the outputs a user's transaction keeps in the wallet, unconfirmed. */
export function ownOutputs(wallet: Wallet, tx: UserTransaction): void {
  tx.owned.forEach((output, vout) => {
    if (output) wallet.add({ txid: tx.txid, vout, ...output, height: null, coinbase: false });
  });
}

/** Who holds each output of a user's transaction, as the journal stores it. */
export const ownersOf = (tx: UserTransaction): (OutputOwner | null)[] =>
  tx.owned.map((output) => (output ? { kind: output.kind, keyIndex: output.keyIndex } : null));
