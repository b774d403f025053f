/**
 * Builders for the transaction and address page tests: the captured replacement pair of
 * cypress/details_rbf (tx01 replaced by tx02), and an API that answers from a table the way
 * apiFetch does (an error status rejects with ApiError).
 */
import { readFileSync } from "node:fs";
import { ApiError } from "../../../../client/api/api-fetch.ts";
import type { ApiGet } from "../../../../client/app/page-data.tsx";
import type { EsploraTransaction } from "../../../../shared/types/esplora.ts";

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/mempool/cypress/details_rbf/${name}.json`, import.meta.url), "utf8"));

/** The replacement (b6a5…f698), unconfirmed, as /api/tx answers. */
export const replacementTx = (): EsploraTransaction => fixture("tx02_api_tx") as EsploraTransaction;
export const replacementCpfp = (): unknown => fixture("tx02_api_cpfp");
export const replacementRbf = (): unknown => fixture("tx02_api_rbf");
export const REPLACEMENT_TXID = "b6a53d8a8025c0c5b194345925a99741b645cae0b1f180f0613273029f2bf698";
export const REPLACED_TXID = "242f3fff9ca7d5aea7a7a57d886f3fa7329e24fac948598a991b3a3dd631cd29";

/** A well-formed txid or hash from a small number. */
export const hash = (n: number): string => n.toString(16).padStart(64, "0");

/** The replacement, confirmed in a block at `height`. */
export function confirmedTx(height = 890_000): EsploraTransaction {
  return { ...replacementTx(), status: { confirmed: true, block_height: height, block_hash: hash(height), block_time: 1_743_542_000 } };
}

/** Answers are JSON values, or a status number for an error answer; unknown paths are 404. */
export function tableApi(table: Readonly<Record<string, unknown>>): ApiGet & { readonly asked: string[] } {
  const asked: string[] = [];
  const api = async (path: string): Promise<Response> => {
    asked.push(path);
    const answer = Object.hasOwn(table, path) ? table[path] : 404;
    if (typeof answer === "number") throw new ApiError(answer, path, answer === 404 ? "Not found" : `Error ${answer}`);
    return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
  };
  return Object.assign(api, { asked });
}
