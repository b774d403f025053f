import { SELF } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { broadcast, closeAll, connectDevnet, connectHub, devnetKeyring, findWalletCoin, freezeDevnet, signedPayment, stepDevnet, type TestSocket } from "./hub-harness.ts";

afterEach(closeAll);

type Frame = Record<string, unknown>;
type Position = { txid: string; position: { block: number; vsize: number }; cpfp?: Cpfp };
type Cpfp = { ancestors: { txid: string }[]; descendants: { txid: string }[]; bestDescendant: { txid: string } | null; effectiveFeePerVsize: number };

/** Finding a wallet coin walks the devnet's address routes: more than the default 5 s. */
const SLOW_MS = 60_000;

/** Sends a subscription and waits until the hub handled it (messages of one socket are handled in order). */
async function subscribe(socket: TestSocket, message: Frame): Promise<void> {
  socket.send({ ...message, action: "ping" });
  await socket.next("pong");
}

/** The next frame whose `key` satisfies `has`. */
async function frameWhere(socket: TestSocket, key: string, has: (value: never) => boolean): Promise<Frame> {
  for (;;) {
    const frame = await socket.next(key);
    if (has(frame[key] as never)) return frame;
  }
}

const cpfpOf = async (txid: string) => (await SELF.fetch(`http://explorer.test/api/v1/cpfp/${txid}`)).json<Cpfp>();

describe("CPFP data on the hub's txPosition and tracked-txs", () => {
  it("sends a tracked transaction's CPFP data as the devnet does, once, and again when a child changes it", async () => {
    await freezeDevnet();
    const keyring = devnetKeyring();
    const coin = await findWalletCoin(keyring);
    // A parent paying little, then a child paying for both.
    const parent = signedPayment(keyring, coin, { kind: "p2wpkh", keyIndex: 21 }, 200);
    await broadcast(parent.hex);

    const viewer = await connectHub();
    await subscribe(viewer, { "track-tx": parent.txid });
    const lister = await connectHub();
    await subscribe(lister, { "track-txs": [parent.txid] });
    const direct = await connectDevnet();
    direct.send({ "track-tx": parent.txid });
    await direct.next("txPosition");

    // The next mempool update carries the data the socket lacks (the hub's asks its upstream once, then sends it).
    await stepDevnet(1);
    const first = (await frameWhere(viewer, "txPosition", (value: Position) => value.cpfp !== undefined)).txPosition as Position;
    expect(first.cpfp).toEqual(await cpfpOf(parent.txid));
    expect(first.cpfp).toMatchObject({ ancestors: [], descendants: [], bestDescendant: null });

    const child = signedPayment(keyring, { txid: parent.txid, vout: 0, value: coin.value - 200, kind: "p2wpkh", keyIndex: 21 }, { kind: "p2wpkh", keyIndex: 22 }, 40_000);
    await broadcast(child.hex);
    const upstream = (await frameWhere(direct, "txPosition", (value: Position) => value.cpfp?.descendants.length === 1)).txPosition as Position;
    const relayed = (await frameWhere(viewer, "txPosition", (value: Position) => value.cpfp?.descendants.length === 1)).txPosition as Position;
    expect(relayed.cpfp).toEqual(upstream.cpfp);
    expect(relayed.cpfp).toMatchObject({ descendants: [{ txid: child.txid }], bestDescendant: { txid: child.txid } });
    const listed = await frameWhere(lister, "tracked-txs", (value: Record<string, { cpfp?: Cpfp }>) => value[parent.txid]?.cpfp?.descendants.length === 1);
    expect((listed["tracked-txs"] as Record<string, { cpfp: Cpfp }>)[parent.txid]!.cpfp).toEqual(upstream.cpfp);

    // Nothing changed for the parent's family: later updates carry its position alone.
    viewer.skip();
    await stepDevnet(1);
    const later = (await viewer.next("txPosition")).txPosition as Position;
    expect(later.txid).toBe(parent.txid);
    expect(later.cpfp).toBeUndefined();
  }, SLOW_MS);
});
