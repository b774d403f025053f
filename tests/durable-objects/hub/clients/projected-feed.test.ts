import { describe, expect, it } from "vitest";
import { ProjectedFeed } from "../../../../durable-objects/hub/clients/projected-feed.ts";
import { ProjectedMirror } from "../../../../durable-objects/hub/mirror/projected-blocks.ts";
import { deltaMessage, fullMessage, tuple, txidOf } from "../hub-fixtures.ts";

function synced(): { mirror: ProjectedMirror; feed: ProjectedFeed } {
  const mirror = new ProjectedMirror();
  const feed = new ProjectedFeed();
  mirror.apply(0, fullMessage(0, 100, [tuple(1, 9, 200), tuple(2, 5, 100), tuple(3, 4, 50)]));
  feed.advance(mirror, { isBlock: false });
  return { mirror, feed };
}

describe("ProjectedFeed", () => {
  it("announces a newly synced index in full, at its own sequence, and serves that snapshot to new subscribers", () => {
    const mirror = new ProjectedMirror();
    const feed = new ProjectedFeed();
    expect(feed.snapshot(0)).toBeUndefined();
    mirror.apply(0, fullMessage(0, 500, [tuple(1, 9)]));
    const messages = feed.advance(mirror, { isBlock: false });
    expect([...messages.keys()]).toEqual([0]);
    const message = messages.get(0)!;
    expect(message.delta).toBeUndefined();
    expect(JSON.parse(message.full())).toEqual({ index: 0, sequence: 1, blockTransactions: [tuple(1, 9)] });
    expect(feed.snapshot(0)).toEqual({ sequence: 1, message: message.full() });
  });

  it("forgets what it announced when the session closes: no stale snapshot or position, and the next listing goes out in full at a later sequence", () => {
    const { mirror, feed } = synced();
    feed.forget();
    mirror.reset();
    expect(feed.snapshot(0)).toBeUndefined();
    expect(feed.position(txidOf(1))).toBeUndefined();
    mirror.apply(0, fullMessage(0, 7, [tuple(5, 6)]));
    const message = feed.advance(mirror, { isBlock: false }).get(0)!;
    expect(message.delta).toBeUndefined();
    expect(message.sequence).toBe(2);
    expect(feed.snapshot(0)).toEqual({ sequence: 2, message: message.full() });
  });

  it("sends one delta for everything since the last announcement, at the next sequence", () => {
    const { mirror, feed } = synced();
    mirror.apply(0, deltaMessage(0, 101, { added: [tuple(4, 7)] }));
    mirror.apply(0, deltaMessage(0, 102, { removed: [txidOf(2)], changed: [[txidOf(3), 4.5, 0, 0]] }));
    const message = feed.advance(mirror, { isBlock: false }).get(0)!;
    expect([message.previousSequence, message.sequence]).toEqual([1, 2]);
    expect(JSON.parse(message.delta!)).toEqual({ index: 0, sequence: 2, delta: { added: [tuple(4, 7)], removed: [txidOf(2)], changed: [[txidOf(3), 4.5, 0, 0]] } });
  });

  it("announces nothing when nothing a client sees changed", () => {
    const { mirror, feed } = synced();
    expect(feed.advance(mirror, { isBlock: false }).size).toBe(0);
    mirror.apply(0, fullMessage(0, 101, [tuple(2, 5, 100), tuple(1, 9, 200), tuple(3, 4, 50)]));
    expect(feed.advance(mirror, { isBlock: false }).size).toBe(0);
    expect(feed.snapshot(0)?.sequence).toBe(1);
  });

  it("sends the full listing after a block whose delta adds more than half of it, and after a resync", () => {
    const { mirror, feed } = synced();
    mirror.apply(0, deltaMessage(0, 101, { added: [tuple(4, 7), tuple(5, 7), tuple(6, 7)], removed: [txidOf(1), txidOf(2)] }));
    const afterBlock = feed.advance(mirror, { isBlock: true }).get(0)!;
    expect(afterBlock.delta).toBeUndefined();
    expect(afterBlock.sequence).toBe(2);

    mirror.reset();
    expect(feed.advance(mirror, { isBlock: false }).size).toBe(0);
    mirror.apply(0, fullMessage(0, 7, [tuple(4, 7)]));
    const resync = feed.advance(mirror, { isBlock: false }).get(0)!;
    expect(resync.delta).toBeUndefined();
    expect(JSON.parse(resync.full())).toMatchObject({ sequence: 3, blockTransactions: [tuple(4, 7)] });
  });

  it("positions each listed transaction at the vsize before it plus half its own", () => {
    const { mirror, feed } = synced();
    expect(feed.position(txidOf(1))).toEqual({ block: 0, vsize: 100 });
    expect(feed.position(txidOf(3))).toEqual({ block: 0, vsize: 325 });
    mirror.apply(1, fullMessage(1, 100, [tuple(7, 1, 40)]));
    feed.advance(mirror, { isBlock: false });
    expect(feed.position(txidOf(7))).toEqual({ block: 1, vsize: 20 });
    expect(feed.position(txidOf(9))).toBeUndefined();
  });
});
