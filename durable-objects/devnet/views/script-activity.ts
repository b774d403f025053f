/**
 * What Esplora reports about one output script (the address and scripthash routes, research §2.2):
 * funding and spending totals split into confirmed and mempool, its transactions newest first, and
 * its unspent outputs. Read from the chain's script history, so the cost follows the script's own
 * history, not the chain's length.
 *
 * @example
 * const activity = scriptActivity(network, script);
 * activity.chain_stats.funded_txo_sum - activity.chain_stats.spent_txo_sum; // confirmed balance
 */
import type { EsploraTxStatus } from "../../../shared/types/esplora.ts";
import type { TxRecord } from "../state/chain-state.ts";
import type { DevnetNetwork } from "../state/devnet-network.ts";
import type { TransactionViews } from "./transaction-view.ts";

/** Esplora's `chain_stats` / `mempool_stats`. */
export interface ScriptStats {
  readonly funded_txo_count: number;
  readonly funded_txo_sum: number;
  readonly spent_txo_count: number;
  readonly spent_txo_sum: number;
  readonly tx_count: number;
}

export interface ScriptActivity {
  readonly chain_stats: ScriptStats;
  readonly mempool_stats: ScriptStats;
}

const NO_STATS: ScriptStats = { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 };
/** A script nothing has paid or spent (an unknown script hash). */
export const NO_ACTIVITY: ScriptActivity = { chain_stats: NO_STATS, mempool_stats: NO_STATS };

/** `/api/address/:address/utxo` items. */
export interface ScriptUtxo {
  readonly txid: string;
  readonly vout: number;
  readonly status: EsploraTxStatus;
  readonly value: number;
}

/** A script's transactions, each list newest first. */
export interface ScriptHistory {
  /** Unconfirmed, latest arrival first. */
  readonly mempool: readonly TxRecord[];
  /** Confirmed, by height then position in the block, latest first. */
  readonly confirmed: readonly TxRecord[];
}

/**
 * The script's transactions. Replaced transactions are already gone from the chain's history.
 *
 * @example
 * scriptHistory(network, script).confirmed[0]; // the latest confirmed transaction touching it
 */
export function scriptHistory(network: DevnetNetwork, script: string): ScriptHistory {
  return scriptsHistory(network, [script]);
}

/**
 * The transactions touching any of `scripts` (a multi-address lookup), each once.
 *
 * @example
 * scriptsHistory(network, [a, b]).confirmed.length; // ≤ the two histories' lengths together
 */
export function scriptsHistory(network: DevnetNetwork, scripts: readonly string[]): ScriptHistory {
  const { chain, mempool } = network;
  const txids = new Set<string>();
  for (const script of scripts) for (const txid of chain.scriptHistory(script)) txids.add(txid);
  const mempoolTxs: TxRecord[] = [];
  const confirmed: { record: TxRecord; height: number; index: number }[] = [];
  for (const txid of txids) {
    const record = chain.tx(txid);
    if (!record) continue;
    const place = chain.placeOf(txid);
    if (place) confirmed.push({ record, ...place });
    else if (mempool.has(txid)) mempoolTxs.push(record);
  }
  // Reversed first: the stable sort then keeps same-second arrivals latest first too.
  mempoolTxs.reverse().sort((a, b) => b.firstSeen - a.firstSeen);
  confirmed.sort((a, b) => b.height - a.height || b.index - a.index);
  return { mempool: mempoolTxs, confirmed: confirmed.map((item) => item.record) };
}

/**
 * Funded and spent outputs of `script`. A mempool transaction spending a confirmed output counts
 * in `mempool_stats`, as Esplora counts it.
 */
export function scriptActivity(network: DevnetNetwork, script: string, history = scriptHistory(network, script)): ScriptActivity {
  return {
    chain_stats: statsOf(network, history.confirmed, script),
    mempool_stats: statsOf(network, history.mempool, script),
  };
}

function statsOf(network: DevnetNetwork, txs: readonly TxRecord[], script: string): ScriptStats {
  let fundedCount = 0;
  let fundedSum = 0;
  let spentCount = 0;
  let spentSum = 0;
  for (const tx of txs) {
    for (const output of tx.outputs) {
      if (output.script !== script) continue;
      fundedCount++;
      fundedSum += output.value;
    }
    for (const input of tx.inputs) {
      const spent = network.chain.output(input);
      if (spent?.script !== script) continue;
      spentCount++;
      spentSum += spent.value;
    }
  }
  return { funded_txo_count: fundedCount, funded_txo_sum: fundedSum, spent_txo_count: spentCount, spent_txo_sum: spentSum, tx_count: txs.length };
}

/**
 * Outputs paying `script` that nothing spends, confirmed or in the mempool; mempool ones first,
 * then confirmed, newest first.
 */
export function scriptUtxos(
  network: DevnetNetwork,
  txs: TransactionViews,
  script: string,
  history = scriptHistory(network, script),
): ScriptUtxo[] {
  const utxos: ScriptUtxo[] = [];
  for (const record of [...history.mempool, ...history.confirmed]) {
    record.outputs.forEach((output, vout) => {
      if (output.script !== script) return;
      const outpoint = { txid: record.txid, vout };
      if (network.chain.spendOf(outpoint) || network.mempool.spenderOf(outpoint)) return;
      utxos.push({ txid: record.txid, vout, status: txs.status(record.txid), value: output.value });
    });
  }
  return utxos;
}
