import { hex } from "@scure/base";
import { afterEach, describe, expect, it } from "vitest";
import { outputFor } from "../../../durable-objects/devnet/tx/script-kinds.ts";
import { broadcast, closeAll, connectHub, devnetKeyring, eventually, findWalletCoin, freezeDevnet, hubStatus, signedPayment, stepDevnet, type TestSocket } from "./hub-harness.ts";

afterEach(closeAll);

type Frame = Record<string, unknown>;
interface WireTx {
  txid: string;
  status: { confirmed: boolean; block_height?: number; block_hash?: string };
}

/** Sends a subscription and waits until the hub handled it (messages of one socket are handled in order). */
async function subscribe(socket: TestSocket, message: Frame): Promise<void> {
  socket.send({ ...message, action: "ping" });
  await socket.next("pong");
}

/** The next frame whose `key` satisfies `has`. */
async function frameWhere(socket: TestSocket, key: string, has: (value: never) => boolean, timeoutMs = 10_000): Promise<Frame> {
  for (;;) {
    const frame = await socket.next(key, timeoutMs);
    if (has(frame[key] as never)) return frame;
  }
}

const lists = (txs: WireTx[], txid: string) => txs.some((tx) => tx.txid === txid);

/** Finding a wallet coin walks the devnet's address routes, and mining waits for blocks: more than the default 5 s. */
const SLOW_MS = 60_000;

describe("transactions submitted to the upstream, as the hub's clients see them", () => {
  it("watch-mempool, utxoSpent, tracked-txs, rbfTransaction and txReplaced", async () => {
    await freezeDevnet();
    const keyring = devnetKeyring();
    const coin = await findWalletCoin(keyring);
    const payment = signedPayment(keyring, coin, { kind: "p2wpkh", keyIndex: 7 }, 5_000);

    const watcher = await connectHub();
    await subscribe(watcher, { "track-tx": payment.txid, "watch-mempool": true });
    const lister = await connectHub();
    await subscribe(lister, { "track-txs": [payment.txid] });
    expect(watcher.frames.some((frame) => "tx" in frame)).toBe(false);

    await broadcast(payment.hex);
    expect((await watcher.next("tx")).tx).toMatchObject({ txid: payment.txid, status: { confirmed: false } });

    const child = signedPayment(keyring, { txid: payment.txid, vout: 0, value: coin.value - 5_000, kind: "p2wpkh", keyIndex: 7 }, { kind: "p2wpkh", keyIndex: 8 }, 5_000);
    await broadcast(child.hex);
    expect((await watcher.next("utxoSpent")).utxoSpent).toEqual({ 0: { vin: 0, txid: child.txid } });
    const listed = await frameWhere(lister, "tracked-txs", (value: Record<string, { utxoSpent?: unknown }>) => value[payment.txid]?.utxoSpent !== undefined);
    expect((listed["tracked-txs"] as Record<string, unknown>)[payment.txid]).toMatchObject({ utxoSpent: { 0: { vin: 0, txid: child.txid } } });

    const other = await findWalletCoin(keyring, new Set([`${coin.txid}:${coin.vout}`]));
    const original = signedPayment(keyring, other, { kind: "p2wpkh", keyIndex: 9 }, 3_000);
    await broadcast(original.hex);
    await subscribe(watcher, { "track-tx": original.txid });
    const replacement = signedPayment(keyring, other, { kind: "p2wpkh", keyIndex: 10 }, 20_000);
    await broadcast(replacement.hex);
    expect((await watcher.next("rbfTransaction")).rbfTransaction).toEqual({ txid: replacement.txid });

    const late = await connectHub();
    late.send({ "track-tx": original.txid, "watch-mempool": true });
    expect((await late.next("txReplaced")).txReplaced).toEqual({ txid: replacement.txid });
  }, SLOW_MS);

  it("address-transactions, the multi forms, and block-transactions with status once mined", async () => {
    await freezeDevnet();
    const keyring = devnetKeyring();
    const coin = await findWalletCoin(keyring);
    const target = outputFor(keyring, "p2tr", 11);
    const address = target.address!;
    const script = hex.encode(target.script);

    const single = await connectHub();
    // Tracking a projected block as well gives this client a frame on every update, so each step can wait for one.
    await subscribe(single, { "track-address": address, "track-mempool-block": 0 });
    const multi = await connectHub();
    await subscribe(multi, { "track-addresses": [address] });
    const scripts = await connectHub();
    await subscribe(scripts, { "track-scriptpubkeys": [script] });

    const payment = signedPayment(keyring, coin, { kind: "p2tr", keyIndex: 11 }, 6_000);
    await broadcast(payment.hex);
    await frameWhere(single, "address-transactions", (txs: WireTx[]) => lists(txs, payment.txid));
    await frameWhere(multi, "multi-address-transactions", (value: Record<string, { mempool: WireTx[] }>) => lists(value[address]?.mempool ?? [], payment.txid));
    await frameWhere(scripts, "multi-scriptpubkey-transactions", (value: Record<string, { mempool: WireTx[] }>) => lists(value[script]?.mempool ?? [], payment.txid));

    let confirmed: WireTx | undefined;
    for (let i = 0; i < 40 && !confirmed; i++) {
      const seen = single.frames.length;
      await stepDevnet(20);
      await single.until(() => (single.frames.length > seen ? true : undefined), "an update", 5_000);
      for (const frame of single.frames) {
        const txs = (frame["block-transactions"] ?? []) as WireTx[];
        confirmed ??= txs.find((tx) => tx.txid === payment.txid);
      }
    }
    expect(confirmed?.status).toMatchObject({ confirmed: true, block_height: expect.any(Number), block_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const both = await frameWhere(multi, "multi-address-transactions", (value: Record<string, { confirmed: WireTx[] }>) => lists(value[address]?.confirmed ?? [], payment.txid));
    expect(both).toBeDefined();
  }, SLOW_MS);

  it("announces the confirmation of a transaction that arrived before anyone tracked its address", async () => {
    await freezeDevnet();
    const keyring = devnetKeyring();
    const coin = await findWalletCoin(keyring);
    const target = outputFor(keyring, "p2wpkh", 12);
    const payment = signedPayment(keyring, coin, { kind: "p2wpkh", keyIndex: 12 }, 6_000);
    await broadcast(payment.hex);

    const late = await connectHub();
    // Tracking a projected block as well gives this client a frame on every update, so each step can wait for one.
    await subscribe(late, { "track-address": target.address!, "track-mempool-block": 0 });
    // The hub looks the newly tracked address up after its next update.
    await stepDevnet(1);
    await eventually(async () => ((await hubStatus()).watchedTransactions > 0 ? true : undefined), "the hub to look the address up");

    let confirmed: WireTx | undefined;
    for (let i = 0; i < 40 && !confirmed; i++) {
      const seen = late.frames.length;
      await stepDevnet(20);
      await late.until(() => (late.frames.length > seen ? true : undefined), "an update", 5_000);
      for (const frame of late.frames) confirmed ??= ((frame["block-transactions"] ?? []) as WireTx[]).find((tx) => tx.txid === payment.txid);
    }
    expect(confirmed?.status).toMatchObject({ confirmed: true, block_height: expect.any(Number) });
  }, SLOW_MS);
});
