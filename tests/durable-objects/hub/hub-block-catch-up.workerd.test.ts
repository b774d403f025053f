import { SELF } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { DEVNET_POOLS } from "../../../durable-objects/devnet/chain/pools.ts";
import { POOL_KEY_BASE } from "../../../durable-objects/devnet/state/miner.ts";
import { outputFor } from "../../../durable-objects/devnet/tx/script-kinds.ts";
import { closeAll, connectDevnet, connectHub, devnetKeyring, eventually, freezeDevnet, stepDevnet, type TestSocket } from "./hub-harness.ts";

afterEach(closeAll);

type Frame = Record<string, unknown>;
type WireTx = { txid: string; vin: { is_coinbase?: boolean }[]; status: { confirmed: boolean; block_hash?: string } };
type Multi = Record<string, { mempool: WireTx[]; confirmed: WireTx[]; removed: WireTx[] }>;

const SLOW_MS = 60_000;

/** Every transaction `socket` was told was confirmed, by the single and the multi address keys. */
function confirmedTold(socket: TestSocket): WireTx[] {
  return socket.frames.flatMap((frame: Frame) => [
    ...((frame["block-transactions"] ?? []) as WireTx[]),
    ...Object.values((frame["multi-address-transactions"] ?? {}) as Multi).flatMap((touches) => touches.confirmed),
  ]);
}

describe("confirmations the firehose cannot show", () => {
  it("sends a pool's address subscribers the coinbase paying it, as the devnet does", async () => {
    await freezeDevnet();
    const keyring = devnetKeyring();
    // Every pool's payout address (the coinbase pays it, research §1.4: block-transactions).
    const addresses = DEVNET_POOLS.map((pool) => outputFor(keyring, "p2wpkh", POOL_KEY_BASE + pool.id).address!);
    const [single, ...rest] = addresses;
    const hubMulti = await connectHub();
    const hubSingle = await connectHub();
    const watcher = await connectHub();
    const devnetMulti = await connectDevnet();
    const devnetSingle = await connectDevnet();
    for (const socket of [hubMulti, devnetMulti]) socket.send({ "track-addresses": rest });
    for (const socket of [hubSingle, devnetSingle]) socket.send({ "track-address": single });
    watcher.send({ action: "want", data: ["blocks"] });
    await watcher.next("blocks");

    let block: { id: string } | undefined;
    for (let i = 0; i < 40 && !block; i++) {
      await stepDevnet(20);
      block = await eventually(async () => watcher.frames.find((frame) => "block" in frame)?.block as { id: string } | undefined, "an update", 3_000).catch(() => undefined);
    }
    expect(block).toBeDefined();
    const [coinbaseTxid] = await (await SELF.fetch(`http://explorer.test/api/block/${block!.id}/txids`)).json<string[]>();

    const upstream = await eventually(async () => [...confirmedTold(devnetMulti), ...confirmedTold(devnetSingle)].find((tx) => tx.txid === coinbaseTxid), "the devnet's block-transactions");
    const relayed = await eventually(async () => [...confirmedTold(hubMulti), ...confirmedTold(hubSingle)].find((tx) => tx.txid === coinbaseTxid), "the hub's late block-transactions");
    expect(relayed.vin[0]?.is_coinbase).toBe(true);
    expect(relayed).toEqual(upstream);
    // Announced once, by the key of the subscription that tracks the pool's address.
    expect([...confirmedTold(hubMulti), ...confirmedTold(hubSingle)].filter((tx) => tx.txid === coinbaseTxid)).toHaveLength(1);
    const toldSingle = (socket: TestSocket) => confirmedTold(socket).some((tx) => tx.txid === coinbaseTxid);
    expect(toldSingle(hubSingle)).toBe(toldSingle(devnetSingle));
  }, SLOW_MS);
});
