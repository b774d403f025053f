import { hex } from "@scure/base";
import { describe, expect, it } from "vitest";
import { displayHash, sha256d } from "../../../../durable-objects/devnet/chain/pow.ts";
import type { OwnedCoin } from "../../../../durable-objects/devnet/sim/wallet.ts";
import { SEQUENCE_RBF, buildTransaction } from "../../../../durable-objects/devnet/tx/build-transaction.ts";
import { type DecodedTransaction, decodeTransaction, encodeTransaction } from "../../../../durable-objects/devnet/tx/raw-transaction.ts";
import type { ScriptKind } from "../../../../durable-objects/devnet/tx/script-kinds.ts";
import type { EsploraOutspend, EsploraTransaction, EsploraTxStatus } from "../../../../shared/types/esplora.ts";
import { readFixture, seedApiHarness } from "./api-harness.ts";
import { shapeDifferences } from "./json-shape.ts";

const api = seedApiHarness();
const { chain, mempool } = api.network;
const confirmedTxids = Array.from({ length: chain.blockCount }, (_, i) => chain.blockAt(chain.firstHeight + i)!.txids).flat();
/** A confirmed transaction with an output spent on the chain and one spent in the mempool. */
const spentOnChain = confirmedTxids.find((txid) => chain.tx(txid)!.outputs.some((_, vout) => chain.spendOf({ txid, vout })))!;
const spentInMempool = confirmedTxids.find((txid) => chain.tx(txid)!.outputs.some((_, vout) => mempool.spenderOf({ txid, vout })))!;
const mempoolTxid = [...mempool.entries()][0]!.txid;
const upstreamTx = readFixture<EsploraTransaction>("cypress/details_rbf/tx02_api_tx.json");

/** Folds a merkle branch from a txid up to the root (hashes in display order). */
function rootOf(txid: string, branch: readonly string[], position: number): string {
  let node = hex.decode(txid).reverse();
  branch.forEach((sibling, level) => {
    const other = hex.decode(sibling).reverse();
    const right = (position >> level) & 1;
    node = sha256d(Uint8Array.from(right ? [...other, ...node] : [...node, ...other]));
  });
  return displayHash(node);
}

describe("Esplora transaction routes", () => {
  it("serves a mempool transaction shaped like Esplora's", async () => {
    const tx = await api.json<EsploraTransaction>(`/api/tx/${mempoolTxid}`);
    expect(tx.status).toEqual({ confirmed: false });
    // The captured transaction spends a legacy output: witness and inner scripts are optional keys.
    const optional = ["vin[].witness", "vin[].inner_redeemscript_asm", "vin[].inner_witnessscript_asm", "vout[].scriptpubkey_address"];
    expect(shapeDifferences(tx, upstreamTx, { absent: optional, extra: optional })).toEqual([]);
    expect(tx.fee).toBe(mempool.get(mempoolTxid)!.fee);
  });

  it("serves a confirmed transaction with its block in the status", async () => {
    const txid = spentOnChain;
    const place = chain.placeOf(txid)!;
    const block = chain.blockAt(place.height)!;
    const expected: EsploraTxStatus = { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.header.timestamp };
    expect((await api.json<EsploraTransaction>(`/api/tx/${txid}`)).status).toEqual(expected);
    expect(await api.json(`/api/tx/${txid}/status`)).toEqual(expected);
    expect((await api.request(`/api/tx/${txid}`)).headers.get("cache-control")).toMatch(/immutable/);
    expect((await api.request(`/api/tx/${mempoolTxid}`)).headers.get("cache-control")).toBe("public, max-age=1");
  });

  it("serves the hex and raw bytes that hash to the txid", async () => {
    const txHex = await api.text(`/api/tx/${spentOnChain}/hex`);
    expect(txHex).toBe(chain.tx(spentOnChain)!.hex);
    const raw = new Uint8Array(await (await api.app.request(`/api/tx/${spentOnChain}/raw`)).arrayBuffer());
    expect(hex.encode(raw)).toBe(txHex);
  });

  it("reports outspends that agree with the spending transactions", async () => {
    for (const txid of [spentOnChain, spentInMempool]) {
      const outspends = await api.json<EsploraOutspend[]>(`/api/tx/${txid}/outspends`);
      expect(outspends).toHaveLength(chain.tx(txid)!.outputs.length);
      for (const [vout, outspend] of outspends.entries()) {
        expect(await api.json(`/api/tx/${txid}/outspend/${vout}`)).toEqual(outspend);
        if (!outspend.spent) continue;
        const spender = await api.json<EsploraTransaction>(`/api/tx/${outspend.txid}`);
        expect(spender.vin[outspend.vin!]).toMatchObject({ txid, vout });
        expect(spender.status).toEqual(outspend.status);
      }
      expect(outspends.some((o) => o.spent)).toBe(true);
    }
    const inMempool = await api.json<EsploraOutspend[]>(`/api/tx/${spentInMempool}/outspends`);
    expect(inMempool.some((o) => o.spent && o.status?.confirmed === false)).toBe(true);
  });

  it("answers an output index past the outputs as unspent, like Esplora", async () => {
    expect(await api.json(`/api/tx/${spentOnChain}/outspend/999`)).toEqual({ spent: false });
  });

  it("answers outspends of many transactions in order, empty for an unknown one", async () => {
    const unknown = "ab".repeat(32);
    const many = await api.json<EsploraOutspend[][]>(`/api/txs/outspends?txids=${spentOnChain},${unknown},${mempoolTxid}`);
    expect(many[0]).toEqual(await api.json(`/api/tx/${spentOnChain}/outspends`));
    expect(many[1]).toEqual([]);
    expect(many[2]).toEqual(await api.json(`/api/tx/${mempoolTxid}/outspends`));
  });

  it("proves a confirmed transaction's place in its block", async () => {
    const proof = await api.json<{ block_height: number; merkle: string[]; pos: number }>(`/api/tx/${spentOnChain}/merkle-proof`);
    const place = chain.placeOf(spentOnChain)!;
    expect(proof.block_height).toBe(place.height);
    expect(proof.pos).toBe(place.index);
    expect(rootOf(spentOnChain, proof.merkle, proof.pos)).toBe(chain.blockAt(place.height)!.header.merkleRoot);
    const unconfirmed = await api.request(`/api/tx/${mempoolTxid}/merkle-proof`);
    expect([unconfirmed.status, unconfirmed.body]).toEqual([404, "Transaction not found or is unconfirmed"]);
  });

  it.each([
    ["an odd-length txid", `/api/tx/${"a".repeat(63)}`, 400, /Invalid txid: expected 64 hexadecimal characters, got 63 characters/],
    ["a txid that is not hex", `/api/tx/${"g".repeat(64)}/hex`, 400, /Invalid txid/],
    ["an unknown txid", `/api/tx/${"ab".repeat(32)}`, 404, /^Transaction not found$/],
    ["an unknown txid's status", `/api/tx/${"ab".repeat(32)}/status`, 404, /^Transaction not found$/],
    ["outspends without txids", "/api/txs/outspends", 400, /Invalid txids/],
    ["outspends of 51 txids", `/api/txs/outspends?txids=${Array(51).fill("ab".repeat(32)).join(",")}`, 400, /at most 50/],
  ])("answers %s with %i and a plain-text reason", async (_, path, status, message) => {
    const answer = await api.request(path);
    expect(answer.status).toBe(status);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(answer.body).toMatch(message);
  });

  it("answers an outspends entry that is no txid with an empty list, as electrs answers an unknown one", async () => {
    expect(await api.json(`/api/txs/outspends?txids=abc,${spentOnChain}`)).toEqual([[], await api.json(`/api/tx/${spentOnChain}/outspends`)]);
  });

  it("rejects an output index with letters on a known transaction", async () => {
    const answer = await api.request(`/api/tx/${spentOnChain}/outspend/1x`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatch(/^Invalid output index "1x"/);
  });

  describe("POST /api/tx", () => {
    const post = (body: string) => api.request("/api/tx", { method: "POST", body });

    it.each([
      ["text that is not hex", "not hex", /Invalid transaction hex/],
      ["an empty body", "", /Invalid transaction hex/],
      ["a truncated transaction", "0200000001", /Malformed transaction/],
    ])("answers %s with 400 and the reason", async (_, body, message) => {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatch(message);
    });

    it("relays the node's reason for a transaction already in the chain", async () => {
      const confirmed = confirmedTxids.find((txid) => chain.placeOf(txid)!.index > 0)!;
      const answer = await post(chain.tx(confirmed)!.hex);
      expect(answer.status).toBe(400);
      expect(answer.body).toBe('sendrawtransaction RPC error: {"code":-27,"message":"Transaction already in block chain"}');
    });

    /** A confirmed coin of the simulated users' wallet that nothing spends yet. */
    const walletCoin = (kind: ScriptKind): OwnedCoin => {
      const coin = api.network.wallet.all().find((c) =>
        c.kind === kind && c.height !== null && !c.coinbase && c.value > 20_000 && chain.isUnspentConfirmed(c) && !mempool.spenderOf(c));
      if (!coin) throw new Error(`the seeded wallet has no spendable ${kind} coin`);
      return coin;
    };
    /** The coin's owner paying it on, minus a fee, signed with the network's keyring. */
    const signedSpend = (coin: OwnedCoin, fee = 5_000) => decodeTransaction(buildTransaction({
      keyring: api.network.keyring,
      inputs: [{ txid: coin.txid, vout: coin.vout, value: coin.value, kind: coin.kind, keyIndex: coin.keyIndex, sequence: SEQUENCE_RBF }],
      outputs: [{ kind: "p2wpkh", keyIndex: 0, value: coin.value - fee }],
    }).hex);
    /** The same P2WPKH spend with one bit of R flipped: still a well-formed signature, no longer a valid one. */
    const withBrokenSignature = (signed: DecodedTransaction) => {
      const [signature, publicKey] = signed.inputs[0]!.witness;
      return encodeTransaction({ ...signed, inputs: [{ ...signed.inputs[0]!, witness: [signature!.map((byte, i) => (i === 10 ? byte ^ 1 : byte)), publicKey!] }] });
    };
    const signatureFailure = (tx: DecodedTransaction, coin: OwnedCoin) =>
      `mempool-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation), input 0 of ${tx.txid} (wtxid ${tx.wtxid}), spending ${coin.txid}:${coin.vout}`;
    const rejection = (code: number, message: string) => `sendrawtransaction RPC error: ${JSON.stringify({ code, message })}`;

    it.each(["p2wpkh", "p2tr"] as const)("accepts a signed %s spend of a wallet coin, answers its txid as text and serves it from the mempool", async (kind) => {
      const tx = signedSpend(walletCoin(kind));
      const answer = await post(tx.hex);
      expect([answer.status, answer.body]).toEqual([200, tx.txid]);
      expect((await api.json<EsploraTransaction>(`/api/tx/${tx.txid}`)).fee).toBe(5_000);
      expect(await api.json<string[]>("/api/mempool/txids")).toContain(tx.txid);
      const again = await post(tx.hex);
      expect([again.status, again.body]).toEqual([400, rejection(-26, "txn-already-in-mempool")]);
    });

    it("refuses the same spend with a broken signature, with the node's reason, and changes nothing", async () => {
      const coin = walletCoin("p2wpkh");
      const signed = signedSpend(coin);
      const broken = withBrokenSignature(signed);
      const before = { count: mempool.size, txids: await api.json<string[]>("/api/mempool/txids") };

      const answer = await post(broken.hex);
      expect([answer.status, answer.body]).toEqual([400, rejection(-26, signatureFailure(broken, coin))]);
      expect(mempool.size).toBe(before.count);
      expect(await api.json<string[]>("/api/mempool/txids")).toEqual(before.txids);
      expect(mempool.spenderOf(coin)).toBeUndefined();
      expect((await api.request(`/api/tx/${broken.txid}`)).status).toBe(404);

      expect((await post(signed.hex)).status).toBe(200);
      expect(mempool.size).toBe(before.count + 1);
    });

    it("refuses a better-paying replacement with a broken signature without evicting what it would replace", async () => {
      const coin = walletCoin("p2wpkh");
      const original = signedSpend(coin);
      expect((await post(original.hex)).status).toBe(200);
      const replacement = withBrokenSignature(signedSpend(coin, 50_000));
      const answer = await post(replacement.hex);
      expect([answer.status, answer.body]).toEqual([400, rejection(-26, signatureFailure(replacement, coin))]);
      expect(mempool.spenderOf(coin)).toBe(original.txid);
    });

    it("refuses an unsigned spend of a confirmed output", async () => {
      const coin = walletCoin("p2wpkh");
      const unsigned = encodeTransaction({
        version: 2,
        locktime: 0,
        inputs: [{ txid: hex.decode(coin.txid), index: coin.vout, scriptSig: new Uint8Array(0), sequence: SEQUENCE_RBF, witness: [] }],
        outputs: [{ value: coin.value - 5_000, script: hex.decode(chain.output(coin)!.script) }],
      });
      const answer = await post(unsigned.hex);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatch(/"code":-26,"message":"mempool-script-verify-flag-failed \(Witness program hash mismatch\), input 0 of /);
    });
  });
});
