/**
 * What a transaction pays out: the sum of its outputs' values. Outputs without a plain value (a
 * Liquid output whose amount is confidential) add nothing.
 *
 * @example
 * outputTotal({ vout: [{ value: 1_000 }, { value: 250 }] }); // 1_250
 */
import type { EsploraTransaction } from "../types/esplora.ts";

export function outputTotal(tx: { readonly vout: readonly Pick<EsploraTransaction["vout"][number], "value">[] }): number {
  return tx.vout.reduce((sum, output) => (Number.isSafeInteger(output.value) ? sum + output.value : sum), 0);
}
