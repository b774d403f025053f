/**
 * Which output scripts a set of transactions touches: the scripts their outputs pay and the scripts
 * of the outputs their inputs spend (research §1.4: an address's transactions are those that pay
 * it or spend from it). Built once per update and list, then every address subscriber is a lookup.
 *
 * @example
 * const index = scriptMatches(update.added, (input) => network.chain.output(input));
 * index.get(trackedScript); // the transactions touching it, in the given order
 */
import type { MempoolOutput, Outpoint } from "../mempool/mempool.ts";
import type { TxRecord } from "../state/chain-state.ts";
import { isCoinbaseRecord } from "../views/transaction-view.ts";

export type OutputLookup = (outpoint: Outpoint) => MempoolOutput | undefined;

/**
 * Script (hex) → the transactions touching it, each listed once, in input order.
 *
 * @example
 * scriptMatches([tx], lookup).get(tx.outputs[0]!.script); // [tx]
 */
export function scriptMatches<T extends Pick<TxRecord, "txid" | "inputs" | "outputs">>(txs: readonly T[], lookup: OutputLookup): Map<string, T[]> {
  const matches = new Map<string, T[]>();
  for (const tx of txs) {
    const scripts = new Set(tx.outputs.map((output) => output.script));
    if (!isCoinbaseRecord(tx)) {
      for (const input of tx.inputs) {
        const spent = lookup(input);
        if (spent) scripts.add(spent.script);
      }
    }
    for (const script of scripts) {
      const list = matches.get(script);
      if (list) list.push(tx);
      else matches.set(script, [tx]);
    }
  }
  return matches;
}

/**
 * A lookup that also finds outputs of transactions that left the mempool (the chain forgets them):
 * those evicted in the same update, then the replaced transactions the RBF history remembers.
 *
 * @example
 * const lookup = withGoneOutputs((o) => chain.output(o), removed, (txid) => rbf.replacedTx(txid));
 */
export function withGoneOutputs(
  lookup: OutputLookup,
  gone: readonly Pick<TxRecord, "txid" | "outputs">[],
  remembered: (txid: string) => Pick<TxRecord, "outputs"> | undefined,
): OutputLookup {
  const byTxid = new Map(gone.map((tx) => [tx.txid, tx]));
  return (outpoint) => lookup(outpoint) ?? (byTxid.get(outpoint.txid) ?? remembered(outpoint.txid))?.outputs[outpoint.vout];
}
