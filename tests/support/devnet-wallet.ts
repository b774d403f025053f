/**
 * The simulated users' wallet, from a workerd test: the devnet's own keys, a confirmed coin of
 * theirs found through the REST API, payments signed with them and broadcast through the worker,
 * so a test builds the transactions it needs (a cheap parent, a child paying for it) under any seed.
 *
 * @example
 * const keyring = devnetKeyring();
 * const coin = await findWalletCoin(keyring);
 * await broadcast(signedPayment(keyring, coin, { kind: "p2wpkh", keyIndex: 21 }, 200).hex);
 */
import { SELF, env } from "cloudflare:test";
import { expect } from "vitest";
import { USER_KEY_POOL_SIZE } from "../../durable-objects/devnet/sim/wallet.ts";
import { SEQUENCE_RBF, type BuiltTransaction, buildTransaction } from "../../durable-objects/devnet/tx/build-transaction.ts";
import { Keyring } from "../../durable-objects/devnet/tx/keys.ts";
import { outputFor, type ScriptKind } from "../../durable-objects/devnet/tx/script-kinds.ts";

/** The devnet's keys for `network`: its seed (wrangler.toml `DEVNET_SEED`) extended by the network's name, as the object does. */
export const devnetKeyring = (network = "mainnet") => new Keyring(`${(env as unknown as { DEVNET_SEED?: string }).DEVNET_SEED || "blocktide-devnet"}/${network}`);

export interface SpendableCoin {
  readonly txid: string;
  readonly vout: number;
  readonly value: number;
  readonly kind: ScriptKind;
  readonly keyIndex: number;
}

/** A confirmed, non-coinbase output of the simulated users' wallet worth at least `minValue` that nothing spends yet, found through the REST API. */
export async function findWalletCoin(keyring: Keyring, skip: ReadonlySet<string> = new Set(), minValue = 50_000): Promise<SpendableCoin> {
  for (let keyIndex = 0; keyIndex < USER_KEY_POOL_SIZE; keyIndex++) {
    for (const kind of ["p2wpkh", "p2tr"] as const) {
      const { address } = outputFor(keyring, kind, keyIndex);
      const utxos = await (await SELF.fetch(`http://explorer.test/api/address/${address}/utxo`)).json<{ txid: string; vout: number; value: number; status: { confirmed: boolean } }[]>();
      for (const utxo of utxos) {
        if (!utxo.status.confirmed || utxo.value < minValue || skip.has(`${utxo.txid}:${utxo.vout}`)) continue;
        const funding = await (await SELF.fetch(`http://explorer.test/api/tx/${utxo.txid}`)).json<{ vin: { is_coinbase: boolean }[] }>();
        if (funding.vin[0]?.is_coinbase) continue;
        return { txid: utxo.txid, vout: utxo.vout, value: utxo.value, kind, keyIndex };
      }
    }
  }
  throw new Error("the seeded wallet has no spendable coin");
}

/** Pays `coin` on to `to` (a kind and key index of the keyring), minus `fee`, signed; returns the raw transaction, its txid and its weight. */
export function signedPayment(keyring: Keyring, coin: SpendableCoin, to: { kind: ScriptKind; keyIndex: number }, fee: number): Pick<BuiltTransaction, "txid" | "hex" | "weight"> {
  const built = buildTransaction({
    keyring,
    inputs: [{ txid: coin.txid, vout: coin.vout, value: coin.value, kind: coin.kind, keyIndex: coin.keyIndex, sequence: SEQUENCE_RBF }],
    outputs: [{ ...to, value: coin.value - fee }],
  });
  return { txid: built.txid, hex: built.hex, weight: built.weight };
}

/** Broadcasts a raw transaction through the worker (`POST /api/tx`), as a wallet would. */
export async function broadcast(hex: string): Promise<string> {
  const response = await SELF.fetch("http://explorer.test/api/tx", { method: "POST", body: hex });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return text;
}

/**
 * Broadcasts a new payment of the wallet at about 1 sat/vB, low enough to wait, from a coin not in
 * `used` (which it joins), to key `keyIndex`; returns its txid.
 */
export async function broadcastLowFeePayment(keyring: Keyring, used: Set<string>, keyIndex: number): Promise<string> {
  const coin = await findWalletCoin(keyring, used);
  used.add(`${coin.txid}:${coin.vout}`);
  return broadcast(signedPayment(keyring, coin, { kind: "p2wpkh", keyIndex }, LOW_PAYMENT_FEE_SATS).hex);
}

/** About 1 sat/vB for a one-input, one-output P2WPKH or P2TR payment. */
export const LOW_PAYMENT_FEE_SATS = 150;
