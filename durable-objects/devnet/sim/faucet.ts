/**
 * The devnet's faucet (`POST /api/v1/devnet/faucet`): the simulated users' coins pay an amount to
 * any output script, the change back to the first coin's own key, at a rate that makes the next
 * block. It draws nothing: the coin is the wallet's smallest confirmed one that pays alone (else its
 * largest few together), so a payment shifts none of the simulation's random streams, and the same
 * network asked the same pays the same.
 *
 * @example
 * const rate = faucetRate(snapshot.blocks[0], minFeeRate);
 * const made = makeFaucetPayment({ keyring, wallet, tipHeight }, { script, amount: 100_000 }, rate);
 * made?.owned; // [null, { kind: "p2wpkh", keyIndex: 17, value: 2_399_850 }]
 */
import { hex as hexCoder } from "@scure/base";
import { FEE_RANGE_PERCENTILES } from "../../../shared/fees/block-fee-statistics.ts";
import { WITNESS_SCALE_FACTOR } from "../../../shared/types/units.ts";
import { type BuildOutput, type BuiltTransaction, SEQUENCE_FINAL, buildTransaction } from "../tx/build-transaction.ts";
import type { Keyring } from "../tx/keys.ts";
import type { ScriptKind } from "../tx/script-kinds.ts";
import type { UserTransaction } from "./traffic.ts";
import { COINBASE_MATURITY_BLOCKS, type OwnedCoin, type Wallet } from "./wallet.ts";

/** The least a faucet pays, sats. */
export const FAUCET_MIN_SATS = 10_000;
/** The most a faucet pays, sats. */
export const FAUCET_MAX_SATS = 10_000_000;
/** Never below this, sat/vB, however empty the mempool. */
export const FAUCET_MIN_RATE = 1;
/** Plain single-key coins only: spending an inscription commit or a multisig would dress the payment up as something else. */
const FAUCET_INPUT_KINDS: ReadonlySet<ScriptKind> = new Set(["p2wpkh", "p2tr", "p2sh-p2wpkh", "p2pkh"]);
/** A payment from more coins than this would be a consolidation; the faucet counts as empty. */
const MAX_FAUCET_INPUTS = 20;
/**
 * Sizes for choosing coins only, above any input or pair of outputs the faucet makes (a P2PKH input
 * is 148 vB); the fee itself is measured on the signed transaction.
 */
const CHOICE_INPUT_VBYTES = 150;
const CHOICE_BASE_VBYTES = 100;
/** Change smaller than this goes to the fee rather than into a coin nobody would spend. */
const MIN_CHANGE_SATS = 1_000;
/** `feeRange` holds the minimum, then FEE_RANGE_PERCENTILES: the third quartile's place. */
const THIRD_QUARTILE_AT = 1 + FEE_RANGE_PERCENTILES.indexOf(75);

export interface FaucetContext {
  readonly keyring: Keyring;
  readonly wallet: Wallet;
  readonly tipHeight: number;
}

/** What the faucet reads of the projected next block (a `MempoolBlock`), sat/vB. */
export interface NextBlockFees {
  readonly medianFee: number;
  readonly feeRange: readonly number[];
}

export interface FaucetPayment {
  /** The output script paid. */
  readonly script: Uint8Array;
  /** Sats. */
  readonly amount: number;
}

/**
 * The rate a faucet payment pays, sat/vB: the projected next block's median would put it in that
 * block now; its third quartile keeps it there while the arrivals before the block outbid some of
 * it. Never below the mempool's minimum fee, nor FAUCET_MIN_RATE.
 *
 * @example
 * faucetRate({ medianFee: 12, feeRange: [2, 5, 8, 12, 20, 41, 310] }, 1); // 20
 * faucetRate(undefined, 0);                                             // 1: an empty mempool
 */
export function faucetRate(nextBlock: NextBlockFees | undefined, minFeeRate: number): number {
  return Math.max(FAUCET_MIN_RATE, minFeeRate, nextBlock?.medianFee ?? 0, nextBlock?.feeRange[THIRD_QUARTILE_AT] ?? 0);
}

/** The signed payment, or null when the users' spendable coins cannot cover the amount and its fee. */
export function makeFaucetPayment(ctx: FaucetContext, payment: FaucetPayment, rate: number): UserTransaction | null {
  const coins = coinsFor(ctx, payment.amount, rate);
  if (!coins) return null;
  const total = coins.reduce((sum, coin) => sum + coin.value, 0);
  const draft = build(ctx.keyring, coins, payment, total - payment.amount);
  // A byte of slack per signature: signing again (with the change known) may make one a byte longer.
  const fee = Math.ceil(rate * (draft.weight / WITNESS_SCALE_FACTOR + coins.length));
  const change = total - payment.amount - fee;
  if (change < 0) return null;
  const keep = change >= MIN_CHANGE_SATS;
  const tx = build(ctx.keyring, coins, payment, keep ? change : undefined);
  const { kind, keyIndex } = coins[0]!;
  return { tx, txid: tx.txid, spent: coins, owned: [null, ...(keep ? [{ kind, keyIndex, value: change }] : [])] };
}

/**
 * The coins that pay: the smallest spendable one that covers the amount and a fee alone (one input,
 * and the large coins left for large payments), else the fewest of the largest that do together.
 */
function coinsFor(ctx: FaucetContext, amount: number, rate: number): OwnedCoin[] | null {
  const needed = (inputs: number): number => amount + Math.ceil(rate * (CHOICE_BASE_VBYTES + inputs * CHOICE_INPUT_VBYTES));
  const spendable = ctx.wallet.all().filter((coin) => isFaucetCoin(coin, ctx.tipHeight));
  let single: OwnedCoin | undefined;
  for (const coin of spendable) if (coin.value >= needed(1) && (!single || coin.value < single.value)) single = coin;
  if (single) return [single];
  // A stable sort: coins of equal value keep the wallet's order, so the choice is the same every time.
  const largest = spendable.sort((a, b) => b.value - a.value).slice(0, MAX_FAUCET_INPUTS);
  let total = 0;
  for (let count = 1; count <= largest.length; count++) {
    total += largest[count - 1]!.value;
    if (total >= needed(count)) return largest.slice(0, count);
  }
  return null;
}

function isFaucetCoin(coin: OwnedCoin, tipHeight: number): boolean {
  if (coin.height === null || !FAUCET_INPUT_KINDS.has(coin.kind)) return false;
  return !coin.coinbase || tipHeight - coin.height + 1 >= COINBASE_MATURITY_BLOCKS;
}

function build(keyring: Keyring, coins: readonly OwnedCoin[], payment: FaucetPayment, change: number | undefined): BuiltTransaction {
  const outputs: BuildOutput[] = [{ script: hexCoder.encode(payment.script), value: payment.amount }];
  const first = coins[0]!;
  if (change !== undefined) outputs.push({ kind: first.kind, keyIndex: first.keyIndex, value: change });
  return buildTransaction({
    keyring,
    inputs: coins.map((coin) => ({ txid: coin.txid, vout: coin.vout, value: coin.value, kind: coin.kind, keyIndex: coin.keyIndex, sequence: SEQUENCE_FINAL })),
    outputs,
  });
}
