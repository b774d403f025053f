/**
 * `npm run gbt:check`: builds the projected blocks of the GBT golden mempool (19,873 mainnet
 * transactions) and compares block 0 with Bitcoin Core's template for it, txid by txid, in order
 * (research §3, §5.1). Prints one JSON line and exits 1 on any difference; `first_mismatch` is
 * the first differing position. `ms` is one cold build, JIT warm-up included (the bench reports
 * the steady state).
 *
 * @example
 * // {"match":true,"txs":1767,"target_txs":1767,"weight":3991795,"target_weight":3991795,"ms":41.2}
 */
import { performance } from "node:perf_hooks";
import { buildBlockTemplates } from "../durable-objects/devnet/template/block-template.ts";
import { readGbtFixture } from "./gbt-fixture.ts";

const { txs, target, txidOf } = readGbtFixture();
const started = performance.now();
const { blocks, blockWeights } = buildBlockTemplates(txs);
const ms = performance.now() - started;

const block = (blocks[0] ?? []).map((uid) => txidOf.get(uid));
const length = Math.max(block.length, target.length);
let firstMismatch = -1;
for (let i = 0; i < length && firstMismatch < 0; i++) {
  if (block[i] !== target[i]?.txid) firstMismatch = i;
}
const match = firstMismatch < 0;
console.log(
  JSON.stringify({
    match,
    txs: block.length,
    target_txs: target.length,
    weight: blockWeights[0] ?? 0,
    target_weight: target.reduce((sum, tx) => sum + tx.weight, 0),
    ms: Math.round(ms * 10) / 10,
    ...(match ? {} : { first_mismatch: firstMismatch }),
  }),
);
if (!match) process.exitCode = 1;
