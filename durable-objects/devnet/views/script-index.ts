/**
 * The lookups the chain state does not keep: output script by Electrum script hash
 * (`/api/scripthash/:hash`, shared/rules/script-hash.ts) and a sorted list of confirmed addresses
 * for prefix search (`/api/address-prefix/:prefix`).
 *
 * Both grow as the chain does: each request first indexes the blocks mined since the last one, so
 * a chain is hashed once however often it is asked. Mempool scripts are hashed on a miss only:
 * a script hash a wallet asks about is often one it just paid.
 * Address search covers confirmed outputs only, as Esplora's index does.
 *
 * @example
 * const index = new ScriptIndex(network, "mainnet");
 * index.scriptOf(scriptHash(script)); // script
 * index.addressesStartingWith("bc1q", 10);
 */
import { hex as hexCoder } from "@scure/base";
import { scriptHash } from "../../../shared/rules/script-hash.ts";
import type { DevnetNetwork } from "../state/devnet-network.ts";
import { type AddressNetwork, scriptAddress } from "../tx/output-script.ts";

/** Script-hash and address-prefix lookups of one network, grown block by block. */
export class ScriptIndex {
  /** Script hash → script hex. */
  readonly #scripts = new Map<string, string>();
  readonly #hashed = new Set<string>();
  readonly #listed = new Set<string>();
  /** Confirmed addresses, sorted by code unit (= byte order for these ASCII strings, as Esplora's index). */
  #addresses: string[] = [];
  /** Blocks below this height are indexed. */
  #indexedHeight: number;

  constructor(
    readonly network: DevnetNetwork,
    readonly addressNetwork: AddressNetwork,
  ) {
    this.#indexedHeight = network.chain.firstHeight;
  }

  /** The script (hex) whose Electrum script hash is `hash` (lower-case hex), if any output pays it. */
  scriptOf(hash: string): string | undefined {
    this.#catchUp();
    const known = this.#scripts.get(hash);
    if (known !== undefined) return known;
    for (const entry of this.network.mempool.entries()) for (const output of entry.outputs) this.#hash(output.script);
    return this.#scripts.get(hash);
  }

  /**
   * Up to `limit` confirmed addresses starting with `prefix`, in sorted order.
   *
   * @example
   * index.addressesStartingWith("1", 10).length; // ≤ 10
   */
  addressesStartingWith(prefix: string, limit: number): string[] {
    this.#catchUp();
    const found: string[] = [];
    for (let i = lowerBound(this.#addresses, prefix); i < this.#addresses.length && found.length < limit; i++) {
      const address = this.#addresses[i]!;
      if (!address.startsWith(prefix)) break;
      found.push(address);
    }
    return found;
  }

  #catchUp(): void {
    const chain = this.network.chain;
    if (this.#indexedHeight > chain.tipHeight) return;
    const added: string[] = [];
    for (; this.#indexedHeight <= chain.tipHeight; this.#indexedHeight++) {
      for (const txid of chain.blockAt(this.#indexedHeight)!.txids) {
        for (const output of chain.tx(txid)?.outputs ?? []) {
          this.#hash(output.script);
          const address = scriptAddress(hexCoder.decode(output.script), this.addressNetwork);
          if (address !== undefined && !this.#listed.has(address)) {
            this.#listed.add(address);
            added.push(address);
          }
        }
      }
    }
    if (added.length > 0) this.#addresses = mergeSorted(this.#addresses, added.sort());
  }

  #hash(script: string): void {
    if (this.#hashed.has(script)) return;
    this.#hashed.add(script);
    this.#scripts.set(scriptHash(script), script);
  }
}

/** First index whose item is ≥ `key`. */
function lowerBound(sorted: readonly string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < key) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Merges two sorted lists in one pass (new blocks add a few addresses to a long list). */
function mergeSorted(a: readonly string[], b: readonly string[]): string[] {
  const merged: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) merged.push(a[i]! <= b[j]! ? a[i++]! : b[j++]!);
  while (i < a.length) merged.push(a[i++]!);
  while (j < b.length) merged.push(b[j++]!);
  return merged;
}
