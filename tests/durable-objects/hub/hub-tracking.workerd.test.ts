import { SELF } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { confirmTrackedTx } from "../../support/confirm-tracked-tx.ts";
import { closeAll, connectDevnet, connectHub, eventually, freezeDevnet, type Projected, stepDevnet, type TestSocket } from "./hub-harness.ts";

afterEach(closeAll);

type Tuple = [string, ...number[]];

/** A client's copy of one projected block, kept as the original's web client keeps it (research §1.6). */
class BlockCopy {
  readonly txids = new Set<string>();
  sequence = -1;

  apply(message: Projected): void {
    if (message.blockTransactions) {
      this.txids.clear();
      for (const tuple of message.blockTransactions) this.txids.add(tuple[0]);
    } else {
      expect(message.sequence, "a delta must follow the sequence the client holds").toBe(this.sequence + 1);
      for (const txid of message.delta!.removed) this.txids.delete(txid);
      for (const tuple of message.delta!.added) this.txids.add(tuple[0]);
    }
    this.sequence = message.sequence;
  }
}

const projected = (frame: Record<string, unknown>) => frame["projected-block-transactions"] as Projected;

/** Tracks block `index` on `socket` and returns the full snapshot it answers with. */
async function trackBlock(socket: TestSocket, index: number): Promise<Projected> {
  socket.send({ "track-mempool-block": index });
  const message = projected(await socket.next("projected-block-transactions"));
  expect(message).toMatchObject({ index, blockTransactions: expect.any(Array) });
  return message;
}

/** An unaccelerated transaction of a listing (an accelerated one's position carries fields only upstream can know). */
const plainTxid = (listing: Tuple[], from: number): string => listing.slice(from).find((tuple) => tuple.length === 7)![0];

describe("per-client tracking computed by the hub", () => {
  it("gives two clients their own positions and projected blocks, then deltas with consecutive sequences that rebuild each block", async () => {
    await freezeDevnet();
    await stepDevnet(30);
    const a = await connectHub();
    const b = await connectHub();
    a.send({ action: "want", data: ["mempool-blocks"] });
    const blocks = (await a.next("mempool-blocks"))["mempool-blocks"] as unknown[];
    const other = Math.min(1, blocks.length - 1);
    const fullA = await trackBlock(a, 0);
    const fullB = await trackBlock(b, other);
    const txA = plainTxid(fullA.blockTransactions!, 0);
    const txB = plainTxid(fullB.blockTransactions!, Math.floor(fullB.blockTransactions!.length / 2));

    const direct = await connectDevnet();
    for (const [socket, txid] of [[a, txA], [b, txB]] as const) {
      socket.send({ "track-tx": txid });
      const position = (await socket.next("txPosition")).txPosition;
      direct.send({ "track-tx": txid });
      expect(position).toEqual((await direct.next("txPosition")).txPosition);
    }

    const copyA = new BlockCopy();
    const copyB = new BlockCopy();
    copyA.apply(fullA);
    copyB.apply(fullB);
    let deltas = 0;
    const applyArrived = (socket: TestSocket, copy: BlockCopy) => {
      for (const frame of socket.drain("projected-block-transactions")) {
        const message = projected(frame);
        if (message.delta) deltas++;
        copy.apply(message);
      }
    };
    for (let i = 0; i < 5; i++) {
      await stepDevnet(4);
      for (const [socket, copy] of [[a, copyA], [b, copyB]] as const) applyArrived(socket, copy);
    }
    // A fresh subscriber gets the hub's current listing: once the last deltas arrived, each client's copy holds exactly it.
    const fresh = await connectHub();
    const listing = async (index: number) => new Set((await trackBlock(fresh, index)).blockTransactions!.map((t) => t[0]));
    const agree = (copy: BlockCopy, txids: Set<string>) => copy.txids.size === txids.size && [...txids].every((txid) => copy.txids.has(txid));
    let listings: [Set<string>, Set<string>] = [new Set(), new Set()];
    await eventually(async () => {
      listings = [await listing(0), await listing(other)];
      applyArrived(a, copyA);
      applyArrived(b, copyB);
      return agree(copyA, listings[0]) && agree(copyB, listings[1]) ? true : undefined;
    }, "the clients' copies to catch up with the hub's listings").catch(() => undefined);
    expect(deltas).toBeGreaterThan(0);
    expect(copyA.txids).toEqual(listings[0]);
    expect(copyB.txids).toEqual(listings[1]);
  });

  it("sends txConfirmed in the same frame as the block that confirms the tracked transaction", async () => {
    await freezeDevnet();
    await stepDevnet(20);
    const viewer = await connectHub();
    const listing = (await trackBlock(viewer, 0)).blockTransactions!;
    const txid = plainTxid(listing, 0);
    viewer.send({ "track-tx": txid, "track-mempool-block": -1 });
    expect((await viewer.next("txPosition")).txPosition).toMatchObject({ txid, position: { block: 0 } });
    const step = async () => {
      const seen = viewer.frames.length;
      await stepDevnet(20);
      // A tracked transaction that was just replaced gets no position, so this frame may never come.
      await viewer.until(() => (viewer.frames.length > seen ? true : undefined), "the hub to relay the update", 5_000).catch(() => undefined);
    };
    const { frame: confirmed, txid: tracked } = await confirmTrackedTx(viewer, txid, { step, get: (path) => SELF.fetch(`http://explorer.test${path}`) });
    expect(confirmed.txConfirmed).toBe(tracked);
    expect(confirmed.block).toMatchObject({ height: expect.any(Number), id: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });
});
