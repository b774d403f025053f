import { hex } from "@scure/base";
import { describe, expect, it } from "vitest";
import { DevnetNetwork } from "../../../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../../../durable-objects/devnet/state/devnet-settings.ts";
import { scriptPubkeyType } from "../../../../../durable-objects/devnet/tx/output-script.ts";
import { type DecodedTransaction, type RawInput, decodeTransaction, inputTxid } from "../../../../../durable-objects/devnet/tx/raw-transaction.ts";
import { SCRIPT_KINDS, type ScriptKind } from "../../../../../durable-objects/devnet/tx/script-kinds.ts";
import { type SpentOutput, verifyInputs } from "../../../../../durable-objects/devnet/tx/script/verify-inputs.ts";

const NOW = 1_763_700_000;
/** A day of history (its first blocks only mature coinbases) and ten live minutes: about a thousand spends. */
const network = DevnetNetwork.seed({ ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "verify-traffic" }, NOW);
network.advanceTo(NOW + 600);
const { chain, mempool } = network;
/** Enough of each kind to meet several sighashes and input counts, few enough to verify quickly. */
const SAMPLE_PER_KIND = 12;

interface Spending {
  readonly tx: DecodedTransaction;
  readonly spent: SpentOutput[];
}

function spending(txHex: string): Spending {
  const tx = decodeTransaction(txHex);
  const spent = tx.inputs.map((input) => {
    const outpoint = { txid: inputTxid(input), vout: input.index };
    const output = mempool.get(outpoint.txid)?.outputs[outpoint.vout] ?? chain.output(outpoint);
    if (!output) throw new Error(`no output ${outpoint.txid}:${outpoint.vout} for a devnet transaction`);
    return { script: hex.decode(output.script), value: output.value };
  });
  return { tx, spent };
}

/** Which of the devnet's kinds an input spends, read from the spent script and the spend itself. */
function kindOf(input: RawInput, script: Uint8Array): ScriptKind {
  switch (scriptPubkeyType(script)) {
    case "p2pk": return script.length === 35 ? "p2pk" : "p2pk-uncompressed";
    case "multisig": return script[0] === 0x51 ? "p2ms-1of2" : "p2ms-2of3";
    case "p2pkh": return "p2pkh";
    case "p2sh": return input.witness.length > 0 ? "p2sh-p2wpkh" : "p2sh-p2ms";
    case "v0_p2wpkh": return "p2wpkh";
    case "v0_p2wsh": return "p2wsh-p2ms";
    case "v1_p2tr": return input.witness.length === 1 ? "p2tr" : input.witness[1]!.length === 34 ? "p2tr-script" : "p2tr-inscription";
    default: throw new Error(`the devnet spent a ${scriptPubkeyType(script)} output`);
  }
}

/** Transactions in order, keeping each one that spends a kind still short of its sample. */
function sampleByKind(hexes: Iterable<string>): { sample: Spending[]; kinds: Set<ScriptKind> } {
  const counts = new Map<ScriptKind, number>();
  const sample: Spending[] = [];
  for (const txHex of hexes) {
    const candidate = spending(txHex);
    const kinds = candidate.tx.inputs.map((input, i) => kindOf(input, candidate.spent[i]!.script));
    if (!kinds.some((kind) => (counts.get(kind) ?? 0) < SAMPLE_PER_KIND)) continue;
    for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    sample.push(candidate);
  }
  return { sample, kinds: new Set(counts.keys()) };
}

const refusals = (sample: readonly Spending[]) =>
  sample.flatMap(({ tx, spent }) => {
    const verdict = verifyInputs(tx, spent);
    return verdict.ok ? [] : [verdict.reason];
  });

describe("verifyInputs on the devnet's own traffic", () => {
  const confirmedTxids = Array.from({ length: chain.tipHeight - chain.firstHeight + 1 }, (_, i) => chain.blockAt(chain.firstHeight + i)!.txids.slice(1)).flat();
  const confirmed = sampleByKind(confirmedTxids.map((txid) => chain.tx(txid)!.hex));
  const waiting = sampleByKind([...mempool.entries()].map((entry) => entry.hex));

  it("samples confirmed spends of every kind the devnet pays to", () => {
    expect([...confirmed.kinds].sort()).toEqual([...SCRIPT_KINDS].sort());
    expect(waiting.sample.length).toBeGreaterThan(SAMPLE_PER_KIND);
  });

  it("accepts every sampled confirmed user transaction against the outputs it spent", () => {
    expect(refusals(confirmed.sample)).toEqual([]);
  });

  it("accepts every sampled transaction waiting in the mempool, parents in the mempool included", () => {
    expect(refusals(waiting.sample)).toEqual([]);
  });
});
