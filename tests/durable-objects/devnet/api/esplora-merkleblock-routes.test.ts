import { hex as hexCoder } from "@scure/base";
import { describe, expect, it } from "vitest";
import { headerHex } from "../../../../durable-objects/devnet/chain/block-header.ts";
import { sha256d } from "../../../../durable-objects/devnet/chain/pow.ts";
import { createDevnetApi } from "../../../../durable-objects/devnet/api/devnet-api.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { API_TEST_SETTINGS, NOW, harnessFor } from "./api-harness.ts";

// A day of history has blocks of one to a dozen or so transactions; a live minute leaves some unconfirmed.
const network = DevnetNetwork.seed({ ...API_TEST_SETTINGS, seed: "api-merkleblock" }, NOW);
network.advanceTo(NOW + 30);
const api = harnessFor(network, createDevnetApi(() => network));
const { chain } = network;
const blocks = Array.from({ length: chain.blockCount }, (_, i) => chain.blockAt(chain.firstHeight + i)!);
const biggest = blocks.reduce((a, b) => (b.txids.length > a.txids.length ? b : a));
const lonely = blocks.find((b) => b.txids.length === 1)!;

/** What a BIP37 merkleblock says, read independently of the code under test. */
interface ParsedProof {
  readonly header: string;
  readonly transactions: number;
  readonly root: string;
  readonly matched: string[];
  readonly unusedHashes: number;
  readonly unusedBits: number;
}

function parseProof(hex: string): ParsedProof {
  const bytes = hexCoder.decode(hex);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  let offset = 80;
  const transactions = view.getUint32(offset, true);
  offset += 4;
  const readVarint = () => {
    const first = bytes[offset++]!;
    if (first < 0xfd) return first;
    const value = first === 0xfd ? view.getUint16(offset, true) : view.getUint32(offset, true);
    offset += first === 0xfd ? 2 : 4;
    return value;
  };
  const hashes = Array.from({ length: readVarint() }, () => bytes.slice(offset, (offset += 32)));
  const flags = bytes.slice(offset + 1, offset + 1 + readVarint());
  const width = (height: number) => Math.ceil(transactions / 2 ** height);
  let height = 0;
  while (width(height) > 1) height++;
  let bit = 0;
  let used = 0;
  const matched: string[] = [];
  const walk = (h: number, position: number): Uint8Array => {
    const flag = ((flags[bit >> 3]! >> (bit & 7)) & 1) === 1;
    bit++;
    if (h === 0 || !flag) {
      const hash = hashes[used++]!;
      if (h === 0 && flag) matched.push(hexCoder.encode(hash.slice().reverse()));
      return hash;
    }
    const left = walk(h - 1, position * 2);
    const right = position * 2 + 1 < width(h - 1) ? walk(h - 1, position * 2 + 1) : left;
    return sha256d(new Uint8Array([...left, ...right]));
  };
  const root = hexCoder.encode(walk(height, 0).reverse());
  return { header: hexCoder.encode(bytes.slice(0, 80)), transactions, root, matched, unusedHashes: hashes.length - used, unusedBits: flags.length * 8 - bit };
}

describe("esplora merkleblock routes", () => {
  it("has a block of several transactions and one of only its coinbase", () => {
    expect(biggest.txids.length).toBeGreaterThan(4);
    expect(lonely).toBeDefined();
  });

  it.each([
    ["the coinbase of a big block", biggest, 0],
    ["the second transaction", biggest, 1],
    ["a middle transaction", biggest, Math.floor(biggest.txids.length / 2)],
    ["the last transaction", biggest, biggest.txids.length - 1],
    ["a block's only transaction", lonely, 0],
  ])("proves %s: the header, the count and a partial tree that hashes to the merkle root", async (_, block, index) => {
    const txid = block.txids[index]!;
    const proof = parseProof(await api.text(`/api/tx/${txid}/merkleblock-proof`));
    expect(proof).toMatchObject({ header: headerHex(block.header), transactions: block.txids.length, root: block.header.merkleRoot, matched: [txid] });
    expect(proof.unusedHashes).toBe(0);
    // Only the padding of the last flag byte is left over.
    expect(proof.unusedBits).toBeLessThan(8);
  });

  it("answers a one-transaction block the way Core does: its txid is the root, one flag bit set", async () => {
    const txid = lonely.txids[0]!;
    const body = await api.text(`/api/tx/${txid}/merkleblock-proof`);
    expect(body).toBe(`${headerHex(lonely.header)}01000000` + `01${hexCoder.encode(hexCoder.decode(txid).reverse())}` + "0101");
  });

  it("is cached for good: a confirmed transaction's proof never changes", async () => {
    const answer = await api.request(`/api/tx/${biggest.txids[0]}/merkleblock-proof`);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=2592000, immutable");
  });

  it.each([
    ["an unconfirmed transaction", () => [...network.mempool.entries()][0]!.txid, 404, "Transaction not found or is unconfirmed"],
    ["an unknown transaction", () => "ab".repeat(32), 404, "Transaction not found"],
    ["a malformed txid", () => "xyz", 400, "Invalid txid: expected 64 hexadecimal characters, got 3 characters."],
  ])("answers %s with %i as text", async (_, txid, status, text) => {
    const answer = await api.request(`/api/tx/${txid()}/merkleblock-proof`);
    expect([answer.status, answer.body]).toEqual([status, text]);
  });
});
