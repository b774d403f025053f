/**
 * `/api/address/:address/txs/summary` and its kin (mempool's electrs): one row per confirmed
 * transaction touching the scripts, newest first, with what it did to their balance, so the address
 * page can draw a balance history without loading every transaction.
 *
 * - `value`: sats paid to the scripts minus sats of theirs it spent (negative for a net spend);
 * - `height`, `time` (the block's timestamp) and `tx_position` (its index in the block);
 * - unconfirmed transactions are left out, as electrs reads its chain index only.
 *
 * @example
 * txSummaries(network, [script], scriptHistory(network, script).confirmed);
 * // [{ txid, height: 1_049_936, value: -120_000, time: 1_763_699_400, tx_position: 3 }, …]
 */
import type { TxRecord } from "../state/chain-state.ts";
import type { DevnetNetwork } from "../state/devnet-network.ts";

/** electrs' `TxHistorySummary`. */
export interface TxSummary {
  readonly txid: string;
  readonly height: number;
  /** Net sats for the scripts asked about. */
  readonly value: number;
  /** The block's timestamp, unix seconds. */
  readonly time: number;
  /** Index in its block. */
  readonly tx_position: number;
}

/**
 * A row per transaction of `confirmed` (a script history's confirmed list, in its order) that the
 * chain places in a block.
 */
export function txSummaries(network: DevnetNetwork, scripts: readonly string[], confirmed: readonly TxRecord[]): TxSummary[] {
  const { chain } = network;
  const ours = new Set(scripts);
  return confirmed.flatMap((record) => {
    const place = chain.placeOf(record.txid);
    const block = place && chain.blockAt(place.height);
    if (!place || !block) return [];
    let value = 0;
    for (const output of record.outputs) if (ours.has(output.script)) value += output.value;
    for (const input of record.inputs) {
      const spent = chain.output(input);
      if (spent && ours.has(spent.script)) value -= spent.value;
    }
    return [{ txid: record.txid, height: place.height, value, time: block.header.timestamp, tx_position: place.index }];
  });
}
