/**
 * `POST /api/v1/prevouts` (research §2.2): the outputs a raw transaction's inputs would spend, so the
 * push page can show its fee before it is broadcast. For each outpoint, in order:
 *
 * - an output of a mempool transaction: `{prevout, unconfirmed: true}`, spent or not (upstream reads
 *   its mempool copy);
 * - an output of a confirmed transaction that no block has spent: `{prevout, unconfirmed: false}`
 *   (upstream asks Core's `gettxout` without the mempool, so a mempool spend does not hide it);
 * - anything else (unknown, spent on the chain, no such index): null.
 *
 * @example
 * prevouts(network, "mainnet", [{ txid, vout: 0 }]); // [{ prevout: { scriptpubkey, …, value }, unconfirmed: false }]
 */
import type { RequestedOutpoint } from "../../../shared/params/api-bodies.ts";
import type { EsploraVout } from "../../../shared/types/esplora.ts";
import type { DevnetNetwork } from "../state/devnet-network.ts";
import type { AddressNetwork } from "../tx/output-script.ts";
import { toEsploraVout } from "../tx/esplora-view.ts";

export interface Prevout {
  readonly prevout: EsploraVout;
  readonly unconfirmed: boolean;
}

/** The answer for each of `outpoints` (see the module comment). */
export function prevouts(network: DevnetNetwork, addressNetwork: AddressNetwork, outpoints: readonly RequestedOutpoint[]): (Prevout | null)[] {
  return outpoints.map(({ txid, vout }): Prevout | null => {
    if (!Number.isInteger(vout) || vout < 0) return null;
    const unconfirmed = network.mempool.get(txid);
    if (unconfirmed) {
      const output = unconfirmed.outputs[vout];
      return output ? { prevout: toEsploraVout(output.script, output.value, addressNetwork), unconfirmed: true } : null;
    }
    const outpoint = { txid, vout };
    const output = network.chain.isUnspentConfirmed(outpoint) ? network.chain.output(outpoint) : undefined;
    if (!output) return null;
    const prevout = toEsploraVout(output.script, output.value, addressNetwork);
    // Upstream builds this one from Core's answer, with an empty address where the script has none.
    return { prevout: { ...prevout, scriptpubkey_address: prevout.scriptpubkey_address ?? "" }, unconfirmed: false };
  });
}
