import { describe, expect, it } from "vitest";
import { keysFromFlags } from "../../../../shared/tables/transaction-flags.ts";
import { transactionFlags } from "../../../../shared/tx/classify-flags.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../../durable-objects/devnet/state/devnet-settings.ts";
import type { TxRecord } from "../../../../durable-objects/devnet/state/chain-state.ts";
import { flaggedTransaction } from "../../../../durable-objects/devnet/tx/flag-view.ts";
import { decodeRecorded, decodeTransaction } from "../../../../durable-objects/devnet/tx/raw-transaction.ts";
import { isCoinbaseRecord, TransactionViews } from "../../../../durable-objects/devnet/views/transaction-view.ts";

const NOW = 1_763_700_000;
// An hour of live traffic: every script kind the simulated users send, a few blocks, replacements.
const network = DevnetNetwork.seed({ ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "flag-view-test" }, NOW);
network.advanceTo(NOW + 3_600);
const txs = new TransactionViews(network, "mainnet");
const records: TxRecord[] = [
  ...[...network.mempool.entries()].map((entry) => network.chain.tx(entry.txid)!),
  ...Array.from({ length: 5 }, (_, k) => network.chain.blockAt(network.chain.tipHeight - k)!).flatMap((block) => block.txids.map((txid) => network.chain.tx(txid)!)),
];

describe("flaggedTransaction", () => {
  it("gives the classifier the same facts as the Esplora view: the same flags for every transaction, coinbases included", () => {
    const seen = new Set<string>();
    for (const record of records) {
      const prevouts = isCoinbaseRecord(record) ? [null] : record.inputs.map((input) => network.chain.output(input)!);
      const light = transactionFlags(flaggedTransaction(decodeRecorded(record), prevouts, record.outputs, "mainnet"));
      expect(light, record.txid).toBe(transactionFlags(txs.esplora(record)));
      for (const key of keysFromFlags(light)) seen.add(key);
    }
    // The comparison covered the costly branches: input and output types, multisig keys, envelopes.
    expect([...seen]).toEqual(expect.arrayContaining(["p2wpkh", "p2tr", "p2ms", "rbf", "v2", "sighash_all"]));
  });
});

describe("decodeRecorded", () => {
  it("parses a recorded transaction to what decodeTransaction gives, without serialising it again", () => {
    for (const record of records.slice(0, 200)) expect(decodeRecorded(record)).toEqual(decodeTransaction(record.hex));
  });
});
