import { sha256 } from "@noble/hashes/sha2.js";
import { buildTransaction, SEQUENCE_FINAL, SEQUENCE_RBF, type BuildOutput } from "../tx/build-transaction.ts";
import type { Keyring } from "../tx/keys.ts";
import type { DecodedTransaction } from "../tx/raw-transaction.ts";
import type { ScriptKind } from "../tx/script-kinds.ts";
import { SIGHASH_ALL, SIGHASH_ANYONECANPAY, SIGHASH_NONE, SIGHASH_SINGLE } from "../tx/legacy-sighash.ts";
import { bidRate, isFlooding, type FeeMarketState } from "./fee-market.ts";
import type { Random } from "./random.ts";
import { PREMIX_DENOMINATION_SATS, type OwnedCoin, type Wallet } from "./wallet.ts";

/** A transaction the simulated users made, with the outputs they keep so they can spend them later. */
export interface UserTransaction {
  /** Signed, parsed and measured by the builder, so acceptance need not parse it again. */
  readonly tx: DecodedTransaction;
  readonly txid: string;
  readonly spent: readonly OwnedCoin[];
  /** Owned outputs by vout (OP_RETURN outputs are not owned). */
  readonly owned: readonly ({ readonly kind: ScriptKind; readonly keyIndex: number; readonly value: number } | null)[];
}

export interface TrafficContext {
  readonly keyring: Keyring;
  readonly wallet: Wallet;
  readonly random: Random;
  readonly market: FeeMarketState;
  readonly tipHeight: number;
  /**
   * Seeding the history: only ECDSA kinds and no inscriptions, since Schnorr signing (which the
   * library re-verifies) would double the time a fresh devnet takes to seed.
   */
  readonly seeding?: boolean;
  /**
   * The mempool's minimum fee now, sat/vB: no user bids below it, as Core's wallet obeys the
   * mempool's floor, so a purging mempool does not turn the traffic into rejections.
   */
  readonly minRate?: number;
}

/** Output kinds people pay to, weighted roughly like today's mainnet. */
const PAYMENT_KINDS: readonly (readonly [ScriptKind, number])[] = [
  ["p2wpkh", 44],
  ["p2tr", 24],
  ["p2pkh", 8],
  ["p2sh-p2wpkh", 8],
  ["p2wsh-p2ms", 5],
  ["p2sh-p2ms", 3],
  ["p2pk", 2],
  ["p2pk-uncompressed", 1],
  ["p2ms-1of2", 1],
  ["p2ms-2of3", 1],
  ["p2tr-script", 3],
];

const SEEDING_KINDS: ReadonlySet<ScriptKind> = new Set(["p2wpkh", "p2pkh", "p2sh-p2wpkh", "p2wsh-p2ms", "p2pk"]);

/** Virtual bytes an input of each kind adds (signature sizes at their usual length). */
const INPUT_VBYTES: Readonly<Record<ScriptKind, number>> = {
  p2pk: 114, "p2pk-uncompressed": 114, "p2ms-1of2": 114, "p2ms-2of3": 188, p2pkh: 148, "p2sh-p2wpkh": 91,
  "p2sh-p2ms": 297, p2wpkh: 68, "p2wsh-p2ms": 105, p2tr: 58, "p2tr-script": 75, "p2tr-inscription": 110,
};
const OUTPUT_VBYTES: Readonly<Record<ScriptKind, number>> = {
  p2pk: 44, "p2pk-uncompressed": 76, "p2ms-1of2": 80, "p2ms-2of3": 114, p2pkh: 34, "p2sh-p2wpkh": 32,
  "p2sh-p2ms": 32, p2wpkh: 31, "p2wsh-p2ms": 43, p2tr: 43, "p2tr-script": 43, "p2tr-inscription": 43,
};
const TX_OVERHEAD_VBYTES = 11;
/** Outputs below this are dust a wallet would not create. */
const DUST_SATS = 600;

type Shape = "payment" | "batch" | "fanout" | "consolidation" | "coinjoin" | "op_return" | "inscription" | "multisig_payout" | "flood";
const SHAPES: readonly (readonly [Shape, number])[] = [
  ["payment", 70],
  ["batch", 5],
  ["fanout", 0.2],
  ["consolidation", 5],
  ["coinjoin", 2],
  ["op_return", 8],
  ["inscription", 10],
  ["multisig_payout", 1],
];
/**
 * Share of arrivals that are floods during a flood spell (fee-market.ts): at an average 24 kvB each,
 * a 20-minute spell adds several blocks of cheap data below the rest, so the merged stack shows
 * without filling the mempool to its limit.
 */
const FLOOD_SHARE = 0.1;

/** Shapes the seeded history leaves out (see `TrafficContext.seeding`). */
const NOT_SEEDED: ReadonlySet<Shape> = new Set(["inscription", "multisig_payout"]);
/**
 * Bare multisig outputs: a legacy CHECKMULTISIG in an output script counts 20 sigops (80 sigop
 * cost, 400 vB'), so a payout to several of them is sized by its sigops, not its bytes.
 */
const BARE_MULTISIG_KINDS: readonly ScriptKind[] = ["p2ms-1of2", "p2ms-2of3"];

/**
 * Above this many coins users consolidate more, the way wallets do when fees allow: traffic makes
 * about one output more than it spends, and the wallet lives in the object's memory.
 */
export const WALLET_COMFORT_COINS = 30_000;

/**
 * Below this many confirmed coins the users run short of coins to pay from (most of their coins are
 * unconfirmed change between blocks), so exchanges' large payouts, which split one coin among
 * hundreds of customers, become likelier: mainnet's millions of coins never run out.
 */
export const WALLET_LIQUID_COINS = 8_000;

/** How much likelier a large payout is than usual: 1 above the liquid size, up to 25 when dry. */
export function fanoutPressure(confirmedCoins: number): number {
  return confirmedCoins >= WALLET_LIQUID_COINS ? 1 : Math.min(25, (WALLET_LIQUID_COINS / Math.max(1, confirmedCoins)) ** 2);
}

/** How much likelier a consolidation is than usual: 1 up to the comfort size, then growing with it. */
export function consolidationPressure(walletCoins: number): number {
  return Math.max(1, (walletCoins / WALLET_COMFORT_COINS) ** 4);
}

/**
 * Makes one transaction of a random shape from the wallet's coins, or null when the wallet has
 * nothing suitable yet (before the first coinbases mature).
 */
export function makeUserTransaction(ctx: TrafficContext): UserTransaction | null {
  const { random } = ctx;
  const shapes = ctx.seeding ? SHAPES.filter(([shape]) => !NOT_SEEDED.has(shape)) : SHAPES;
  const weights = shapes.map(([shape, weight]) =>
    shape === "consolidation" ? weight * consolidationPressure(ctx.wallet.size) : shape === "fanout" ? weight * fanoutPressure(ctx.wallet.confirmedSize) : weight,
  );
  const shape: Shape = !ctx.seeding && isFlooding(ctx.market) && random.chance(FLOOD_SHARE) ? "flood" : shapes[random.weighted(weights)]![0];
  const allowUnconfirmed = random.chance(0.12);
  switch (shape) {
    case "payment":
      return spend(ctx, everydayCoins(ctx, random.chance(0.7) ? 1 : 2, allowUnconfirmed), randomPayments(ctx, random.chance(0.85) ? 1 : 2));
    case "batch":
      return spend(ctx, ctx.wallet.pick(random, 1, ctx.tipHeight, false, 2_000_000), randomPayments(ctx, random.int(6, 24)));
    case "fanout":
      return spend(ctx, ctx.wallet.pick(random, 1, ctx.tipHeight, false, 20_000_000), randomPayments(ctx, random.int(50, 200)));
    case "consolidation":
      return spend(ctx, ctx.wallet.pick(random, random.int(5, 14), ctx.tipHeight, false), []);
    case "coinjoin":
      return coinjoin(ctx);
    case "op_return":
      return spend(ctx, everydayCoins(ctx, 1, allowUnconfirmed), [], randomData(random, random.int(8, 80)));
    case "inscription":
      return inscribe(ctx, random.int(40, 400));
    case "multisig_payout":
      return spend(
        ctx,
        ctx.wallet.pick(random, 1, ctx.tipHeight, false, 200_000),
        Array.from({ length: random.int(4, 12) }, () => ({ kind: random.pick(BARE_MULTISIG_KINDS), share: 0.05 + random.next() * 0.2 })),
      );
    case "flood":
      // Spells of large, cheap data carriers (allowed since Core 30) fill many blocks at once. Data
      // in outputs costs a vbyte per byte, so a flood stays small in memory for the vsize it adds.
      return spend(ctx, ctx.wallet.pick(random, 1, ctx.tipHeight, false, 200_000), [], randomData(random, random.int(8_000, 40_000)), 1 + random.next() * 1.5);
  }
}

/** Smallest coin an everyday payment starts from. */
const EVERYDAY_MIN_SATS = 20_000;

/**
 * Coins for an everyday payment. When a long wait for a block has used up the confirmed ones, people
 * spend their unconfirmed change rather than stop paying, which is how chains of unconfirmed spends
 * grow on mainnet while blocks are slow.
 */
function everydayCoins(ctx: TrafficContext, count: number, allowUnconfirmed: boolean): OwnedCoin[] {
  const coins = ctx.wallet.pick(ctx.random, count, ctx.tipHeight, allowUnconfirmed, EVERYDAY_MIN_SATS);
  return coins.length > 0 || allowUnconfirmed ? coins : ctx.wallet.pick(ctx.random, count, ctx.tipHeight, true, EVERYDAY_MIN_SATS);
}

function randomPayments(ctx: TrafficContext, count: number): { kind: ScriptKind; share: number }[] {
  return Array.from({ length: count }, () => ({ kind: pickKind(ctx), share: 0.05 + ctx.random.next() * 0.6 }));
}

/**
 * Spends coins to payments (each a share of the input value) plus change, paying a market bid
 * for the estimated size.
 */
function spend(
  ctx: TrafficContext,
  coins: readonly OwnedCoin[],
  payments: readonly { kind: ScriptKind; share: number }[],
  opReturn?: Uint8Array,
  rateOverride?: number,
): UserTransaction | null {
  if (coins.length === 0) return null;
  const { random, wallet } = ctx;
  const total = coins.reduce((sum, coin) => sum + coin.value, 0);
  const changeKind = coins[0]!.kind === "p2tr-inscription" ? "p2tr" : pickKind(ctx);
  const rate = rateOf(ctx, rateOverride);
  let vbytes = TX_OVERHEAD_VBYTES + coins.reduce((sum, coin) => sum + INPUT_VBYTES[coin.kind], 0) + OUTPUT_VBYTES[changeKind];
  vbytes += payments.reduce((sum, p) => sum + OUTPUT_VBYTES[p.kind], 0);
  if (opReturn !== undefined) vbytes += 11 + opReturn.length;
  const fee = Math.ceil(rate * vbytes);
  let budget = total - fee;
  const outputs: BuildOutput[] = [];
  const owned: UserTransaction["owned"][number][] = [];
  const paymentShare = payments.length > 0 ? Math.min(0.9, payments.reduce((s, p) => s + p.share, 0)) : 0;
  const scale = payments.length > 0 ? paymentShare / payments.reduce((s, p) => s + p.share, 0) : 0;
  for (const payment of payments) {
    const value = Math.floor((total - fee) * payment.share * scale);
    if (value < DUST_SATS) continue;
    const keyIndex = wallet.nextKeyIndex();
    outputs.push({ kind: payment.kind, keyIndex, value });
    owned.push({ kind: payment.kind, keyIndex, value });
    budget -= value;
  }
  if (opReturn !== undefined) {
    outputs.push({ opReturn, value: 0 });
    owned.push(null);
  }
  if (budget >= DUST_SATS) {
    const keyIndex = wallet.nextKeyIndex();
    outputs.push({ kind: changeKind, keyIndex, value: budget });
    owned.push({ kind: changeKind, keyIndex, value: budget });
  }
  if (outputs.length === 0 || budget < 0) return null;
  const version = random.chance(0.12) ? 1 : 2;
  const rbf = random.chance(0.6);
  const sighash = random.chance(0.03) ? random.pick([SIGHASH_ALL | SIGHASH_ANYONECANPAY, SIGHASH_NONE, SIGHASH_SINGLE]) : undefined;
  const built = buildTransaction({
    keyring: ctx.keyring,
    version,
    inputs: coins.map((coin, i) => ({
      txid: coin.txid,
      vout: coin.vout,
      value: coin.value,
      kind: coin.kind,
      keyIndex: coin.keyIndex,
      sequence: rbf ? SEQUENCE_RBF : SEQUENCE_FINAL,
      // SIGHASH_SINGLE needs an output at the input's index; keep it to the first input.
      ...(sighash !== undefined && i === 0 && !(coin.kind.startsWith("p2tr")) ? { sighash } : {}),
    })),
    outputs,
  });
  return { tx: built, txid: built.txid, spent: coins, owned };
}

/** Commits to an inscription, or reveals one whose commit the wallet holds. */
function inscribe(ctx: TrafficContext, bodyBytes: number, rate?: number): UserTransaction | null {
  const reveal = ctx.wallet.pick(ctx.random, 1, ctx.tipHeight, true).find((coin) => coin.kind === "p2tr-inscription");
  if (reveal && ctx.random.chance(0.7)) return spend(ctx, [reveal], [], undefined, rate);
  const funding = ctx.wallet.pick(ctx.random, 1, ctx.tipHeight, false, 50_000);
  const fee = Math.ceil(rateOf(ctx, rate) * (bodyBytes / 4 + 100));
  return spend(ctx, funding, [{ kind: "p2tr-inscription", share: Math.min(0.5, (fee * 2) / Math.max(1, funding[0]?.value ?? 1)) }], undefined, rate);
}

const COINJOIN_MIN_PARTICIPANTS = 5;

/**
 * Equal coins in, equal coins out: the shape the coinjoin heuristic looks for. When too few premixed
 * coins exist, one user premixes instead (one coin split into equal outputs plus change).
 */
function coinjoin(ctx: TrafficContext): UserTransaction | null {
  const premixed = ctx.wallet.premixed;
  if (premixed.length < COINJOIN_MIN_PARTICIPANTS) {
    const funding = ctx.wallet.pick(ctx.random, 1, ctx.tipHeight, false, PREMIX_DENOMINATION_SATS * 10);
    const coin = funding[0];
    if (!coin) return null;
    const count = ctx.random.int(COINJOIN_MIN_PARTICIPANTS, 8);
    return spendExact(ctx, funding, Array.from({ length: count }, () => ({ kind: "p2wpkh" as ScriptKind, value: PREMIX_DENOMINATION_SATS })));
  }
  const participants: OwnedCoin[] = [];
  while (participants.length < Math.min(premixed.length, ctx.random.int(COINJOIN_MIN_PARTICIPANTS, 8))) {
    const coin = ctx.random.pick(premixed);
    if (!participants.includes(coin)) participants.push(coin);
  }
  const rate = rateOf(ctx);
  const fee = Math.ceil(rate * (TX_OVERHEAD_VBYTES + participants.length * (INPUT_VBYTES.p2wpkh + OUTPUT_VBYTES.p2wpkh)));
  const each = PREMIX_DENOMINATION_SATS - Math.ceil(fee / participants.length);
  return spendExact(ctx, participants, participants.map(() => ({ kind: "p2wpkh" as ScriptKind, value: each })), false);
}

/** Spends coins to outputs of exact values, with change for what is left after the fee. */
function spendExact(
  ctx: TrafficContext,
  coins: readonly OwnedCoin[],
  payments: readonly { kind: ScriptKind; value: number }[],
  withChange = true,
): UserTransaction | null {
  const total = coins.reduce((sum, coin) => sum + coin.value, 0);
  const paid = payments.reduce((sum, p) => sum + p.value, 0);
  const rate = rateOf(ctx);
  const vbytes =
    TX_OVERHEAD_VBYTES +
    coins.reduce((sum, coin) => sum + INPUT_VBYTES[coin.kind], 0) +
    payments.reduce((sum, p) => sum + OUTPUT_VBYTES[p.kind], 0) +
    (withChange ? OUTPUT_VBYTES.p2wpkh : 0);
  const change = total - paid - Math.ceil(rate * vbytes);
  if (change < 0) return null;
  const outputs: BuildOutput[] = [];
  const owned: UserTransaction["owned"][number][] = [];
  for (const payment of payments) {
    const keyIndex = ctx.wallet.nextKeyIndex();
    outputs.push({ kind: payment.kind, keyIndex, value: payment.value });
    owned.push({ kind: payment.kind, keyIndex, value: payment.value });
  }
  if (withChange && change >= DUST_SATS) {
    const keyIndex = ctx.wallet.nextKeyIndex();
    outputs.push({ kind: "p2wpkh", keyIndex, value: change });
    owned.push({ kind: "p2wpkh", keyIndex, value: change });
  }
  const built = buildTransaction({
    keyring: ctx.keyring,
    inputs: coins.map((coin) => ({ txid: coin.txid, vout: coin.vout, value: coin.value, kind: coin.kind, keyIndex: coin.keyIndex, sequence: SEQUENCE_RBF })),
    outputs,
  });
  return { tx: built, txid: built.txid, spent: coins, owned };
}

/** The rate a user pays: a market bid unless one is given, and never below the mempool's floor. */
function rateOf(ctx: TrafficContext, rate?: number): number {
  return Math.max(rate ?? bidRate(ctx.market, ctx.random), ctx.minRate ?? 0);
}

function pickKind(ctx: TrafficContext): ScriptKind {
  const kinds = ctx.seeding ? PAYMENT_KINDS.filter(([kind]) => SEEDING_KINDS.has(kind)) : PAYMENT_KINDS;
  return kinds[ctx.random.weighted(kinds.map((k) => k[1]))]![0];
}

const DATA_POOL_BYTES = 65_536;
const DATA_POOL: Uint8Array = (() => {
  const pool = new Uint8Array(DATA_POOL_BYTES);
  const encoder = new TextEncoder();
  for (let at = 0; at < DATA_POOL_BYTES; at += 32) pool.set(sha256(encoder.encode(`blocktide data carrier ${at}`)), at);
  return pool;
})();

/**
 * Random-looking bytes for data carriers: a slice of one block of hash output, at a random offset.
 * Drawing every byte (a flood carries up to 40 kB) cost more than building and signing the rest.
 */
function randomData(random: Random, bytes: number): Uint8Array {
  const offset = random.int(0, DATA_POOL.length - bytes);
  return DATA_POOL.subarray(offset, offset + bytes);
}

/**
 * A replacement for one of the users' own unconfirmed transactions: the same coins, paid out anew
 * at a rate above `minRate` (BIP125 asks for a higher rate and more absolute fee).
 */
export function makeReplacement(ctx: TrafficContext, coins: readonly OwnedCoin[], minRate: number): UserTransaction | null {
  return spend(ctx, coins, randomPayments(ctx, 1), undefined, minRate * (1.2 + ctx.random.next()) + 1);
}
