/**
 * A waiting transaction of the browser tests' own: a payment of the devnet's simulated users, signed
 * in Node with the devnet's keys (its seed is wrangler.toml's `DEVNET_SEED`, which the shared dev
 * server keeps) and broadcast through the explorer's `POST /api/tx`, as a wallet would. It pays about
 * 1 sat/vB, so an acceleration has something to lift, and it waits until the devnet's clock is
 * stepped: a test makes one right before it needs it, since the next block takes nearly everything.
 *
 * @example
 * const txid = await broadcastLowFeePayment(baseURL); // waits in the mempool until a block is stepped
 */
import { readFileSync } from "node:fs";
import { USER_KEY_POOL_SIZE } from "../../durable-objects/devnet/sim/wallet.ts";
import { readDevnetSettings, settingsForChain } from "../../durable-objects/devnet/state/devnet-settings.ts";
import { SEQUENCE_FINAL, SEQUENCE_RBF, buildTransaction } from "../../durable-objects/devnet/tx/build-transaction.ts";
import { Keyring } from "../../durable-objects/devnet/tx/keys.ts";
import { outputFor, type ScriptKind } from "../../durable-objects/devnet/tx/script-kinds.ts";
import { apiJson } from "./page-helpers.ts";

/** About 1 sat/vB for a one-input, one-output P2WPKH or P2TR payment: below what any block asks. */
export const LOW_PAYMENT_FEE_SATS = 150;
/** A coin worth less would leave a payment too small to matter. */
const MIN_COIN_SATS = 50_000;
/** Where the payments go: far above the users' own keys, so no simulated user ever spends them. */
const PAYEE_KEY_BASE = 900_000;

interface Utxo {
  readonly txid: string;
  readonly vout: number;
  readonly value: number;
  readonly status: { readonly confirmed: boolean };
}

interface Coin {
  readonly txid: string;
  readonly vout: number;
  readonly value: number;
  readonly kind: ScriptKind;
  readonly keyIndex: number;
}

/** The mainnet devnet's keys: wrangler.toml's seed (the object's default when empty), extended by the chain's name. */
function devnetKeyring(): Keyring {
  const toml = readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8");
  const seed = /^DEVNET_SEED\s*=\s*"([^"]*)"/m.exec(toml)?.[1] ?? "";
  return new Keyring(settingsForChain(readDevnetSettings({ DEVNET_SEED: seed }), "mainnet").seed);
}

let keyring: Keyring | undefined;
let payments = 0;

/** A confirmed coin of the users' wallet that neither the chain nor the mempool spends, found through the explorer's API. */
async function walletCoin(baseURL: string, keys: Keyring): Promise<Coin> {
  for (let keyIndex = 0; keyIndex < USER_KEY_POOL_SIZE; keyIndex++) {
    for (const kind of ["p2wpkh", "p2tr"] as const) {
      const { address } = outputFor(keys, kind, keyIndex);
      for (const utxo of await apiJson<Utxo[]>(baseURL, `/api/address/${address}/utxo`)) {
        if (!utxo.status.confirmed || utxo.value < MIN_COIN_SATS) continue;
        const [funding, outspend] = await Promise.all([
          apiJson<{ vin: { is_coinbase: boolean }[] }>(baseURL, `/api/tx/${utxo.txid}`),
          apiJson<{ spent: boolean }>(baseURL, `/api/tx/${utxo.txid}/outspend/${utxo.vout}`),
        ]);
        if (funding.vin[0]?.is_coinbase || outspend.spent) continue;
        return { txid: utxo.txid, vout: utxo.vout, value: utxo.value, kind, keyIndex };
      }
    }
  }
  throw new Error(`No confirmed coin of at least ${MIN_COIN_SATS} sats among the devnet users' ${USER_KEY_POOL_SIZE} keys: is wrangler.toml's DEVNET_SEED the dev server's?`);
}

/**
 * Signs and broadcasts a new low-fee payment of the devnet's users on mainnet; returns its txid.
 * The devnet takes the spent coin out of its users' wallet, so no simulated user replaces it.
 */
export async function broadcastLowFeePayment(baseURL: string): Promise<string> {
  const tx = await signedLowFeePayment(baseURL);
  const response = await fetch(`${baseURL}/api/tx`, { method: "POST", body: tx.hex });
  const answer = await response.text();
  if (!response.ok) throw new Error(`POST /api/tx answered ${response.status}: ${answer}`);
  if (answer !== tx.txid) throw new Error(`POST /api/tx answered ${answer} for transaction ${tx.txid}.`);
  return tx.txid;
}

/**
 * A new low-fee payment of the devnet's users on mainnet, signed but not sent: for a test that
 * broadcasts it its own way (the broadcast page).
 */
export async function signedLowFeePayment(baseURL: string): Promise<{ readonly txid: string; readonly hex: string }> {
  keyring ??= devnetKeyring();
  const coin = await walletCoin(baseURL, keyring);
  const tx = buildTransaction({
    keyring,
    inputs: [{ ...coin, sequence: SEQUENCE_RBF }],
    outputs: [{ kind: "p2wpkh", keyIndex: PAYEE_KEY_BASE + payments++, value: coin.value - LOW_PAYMENT_FEE_SATS }],
  });
  return { txid: tx.txid, hex: tx.hex };
}

/** A payment and the payment that replaced it, both broadcast. */
export interface Replacement {
  readonly replaced: string;
  readonly replacement: string;
}

/**
 * Signs and broadcasts a low-fee payment of the devnet's users on mainnet, then a replacement of
 * it paying six times the fee; the first signals replaceability (BIP125) or, for a full-RBF
 * replacement, does not.
 */
export async function broadcastReplacedPayment(baseURL: string, { signalsRbf }: { readonly signalsRbf: boolean }): Promise<Replacement> {
  keyring ??= devnetKeyring();
  const coin = await walletCoin(baseURL, keyring);
  const keys = keyring;
  const pay = async (fee: number, sequence: number): Promise<string> => {
    const tx = buildTransaction({
      keyring: keys,
      inputs: [{ ...coin, sequence }],
      outputs: [{ kind: "p2wpkh", keyIndex: PAYEE_KEY_BASE + payments++, value: coin.value - fee }],
    });
    const response = await fetch(`${baseURL}/api/tx`, { method: "POST", body: tx.hex });
    const answer = await response.text();
    if (!response.ok) throw new Error(`POST /api/tx answered ${response.status}: ${answer}`);
    return tx.txid;
  };
  const replaced = await pay(LOW_PAYMENT_FEE_SATS, signalsRbf ? SEQUENCE_RBF : SEQUENCE_FINAL);
  return { replaced, replacement: await pay(LOW_PAYMENT_FEE_SATS * 6, SEQUENCE_RBF) };
}
