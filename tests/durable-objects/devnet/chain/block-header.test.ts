import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  InvalidHeaderError,
  blockHash,
  headerHex,
  meetsTarget,
  merkleBranch,
  merkleRoot,
  mineHeader,
  type BlockHeader,
} from "../../../../durable-objects/devnet/chain/block-header.ts";
import { DEVNET_START_BITS } from "../../../../durable-objects/devnet/chain/retarget.ts";
import { sha256d } from "../../../../durable-objects/devnet/chain/pow.ts";

const capturedBlocks = JSON.parse(
  readFileSync(new URL("../../../fixtures/mempool/cypress/details_rbf/tx01_ws_blocks_01.json", import.meta.url), "utf8"),
).blocks as { id: string; version: number; previousblockhash: string; merkle_root: string; timestamp: number; bits: number; nonce: number; extras: { header: string } }[];

const GENESIS: BlockHeader = {
  version: 1,
  previousBlockHash: "0".repeat(64),
  merkleRoot: "4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b",
  timestamp: 1231006505,
  bits: 0x1d00ffff,
  nonce: 2083236893,
};

describe("block headers", () => {
  it("hash the genesis header to the genesis block hash", () => {
    expect(blockHash(GENESIS)).toBe("000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f");
    expect(meetsTarget(GENESIS)).toBe(true);
  });

  it.each(capturedBlocks.map((b) => [b.id, b] as const))("serialise captured mainnet block %s byte for byte", (id, b) => {
    const header: BlockHeader = {
      version: b.version,
      previousBlockHash: b.previousblockhash,
      merkleRoot: b.merkle_root,
      timestamp: b.timestamp,
      bits: b.bits,
      nonce: b.nonce,
    };
    expect(headerHex(header)).toBe(b.extras.header);
    expect(blockHash(header)).toBe(id);
    expect(meetsTarget(header)).toBe(true);
  });

  it("mines a devnet header whose hash meets its target", () => {
    const { header, hash } = mineHeader({ ...GENESIS, bits: DEVNET_START_BITS, nonce: 0 });
    expect(meetsTarget(header)).toBe(true);
    expect(blockHash(header)).toBe(hash);
  });

  it.each([
    ["previousBlockHash", { ...GENESIS, previousBlockHash: "zz" }],
    ["merkleRoot", { ...GENESIS, merkleRoot: "0".repeat(63) }],
  ])("rejects a malformed %s", (_, header) => {
    expect(() => headerHex(header)).toThrow(InvalidHeaderError);
  });
});

describe("merkle trees", () => {
  // Mainnet block 100000: four transactions.
  const TXIDS = [
    "8c14f0db3df150123e6f3dbbf30f8b955a8249b62ac1d1ff16284aefa3d06d87",
    "fff2525b8931402dd09222c50775608f75787bd2b87e56995a7bdd30f79702c4",
    "6359f0868171b1d194cbee1af2f16ea598ae8fad666d9b012c8ed2b79a236ec4",
    "e9a66845e05d5abc0ad04ec80f774a7e585c6e8db975962d069a522137b80c1d",
  ];
  const ROOT = "f3e94742aca4b5ef85488dc37c06c3282295ffec960994b2c0d5ac2a25a95766";

  it("computes the root of mainnet block 100000", () => {
    expect(merkleRoot(TXIDS)).toBe(ROOT);
  });

  it("is the txid itself for a block with only a coinbase", () => {
    expect(merkleRoot([TXIDS[0]!])).toBe(TXIDS[0]);
  });

  it.each([0, 1, 2, 3])("proves the transaction at position %i against the root", (index) => {
    const branch = merkleBranch(TXIDS, index);
    let hash = reverse(TXIDS[index]!);
    let position = index;
    for (const sibling of branch) {
      const pair = position % 2 === 0 ? concat(hash, reverse(sibling)) : concat(reverse(sibling), hash);
      hash = sha256d(pair);
      position >>= 1;
    }
    expect(toDisplay(hash)).toBe(ROOT);
  });

  it("duplicates the last hash on odd levels", () => {
    expect(merkleRoot(TXIDS.slice(0, 3))).toBe(merkleRoot([...TXIDS.slice(0, 3), TXIDS[2]!]));
  });

  it.each([[[]], [["nothex"]]])("rejects %j", (txids) => {
    expect(() => merkleRoot(txids)).toThrow(InvalidHeaderError);
  });

  it.each([-1, 4, 1.5])("rejects the branch position %s", (index) => {
    expect(() => merkleBranch(TXIDS, index)).toThrow(InvalidHeaderError);
  });
});

const reverse = (hex: string): Uint8Array => Uint8Array.from(hex.match(/../g)!.reverse().map((b) => Number.parseInt(b, 16)));
const toDisplay = (bytes: Uint8Array): string => [...bytes].reverse().map((b) => b.toString(16).padStart(2, "0")).join("");
const concat = (a: Uint8Array, b: Uint8Array): Uint8Array => {
  const out = new Uint8Array(64);
  out.set(a, 0);
  out.set(b, 32);
  return out;
};
