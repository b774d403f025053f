/**
 * What the hub keeps per viewer (issue 17, memory per viewer). A hub instance the runtime woke for
 * viewers it never saw subscribe knows each one's subscriptions only from its attachment, which the
 * hub writes without its empty fields (clients/kept-state.ts). And viewers leaving are counted, not
 * walked (clients/client-registry.ts `unclosed`): the session still ends with the last one.
 */
import { afterEach, describe, expect, it } from "vitest";
import { DevnetNetwork } from "../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../durable-objects/devnet/state/devnet-settings.ts";
import { closeClient } from "../../../durable-objects/hub/clients/fan-out.ts";
import type { FakeSocket, Frame } from "../../support/fake-socket.ts";
import { eventually } from "./hub-harness.ts";
import { type HubOverDevnet, hubOverDevnet } from "./in-process-devnet.ts";
import { listedTxids, ProjectedCopy } from "./projected-copy.ts";

const NOW = 1_763_700_000;
const network = DevnetNetwork.seed({ ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "hub-wake", txPerSecond: 2 }, NOW);
network.advanceTo(NOW + 300);

let setup: HubOverDevnet | undefined;
afterEach(() => setup?.close());

/** The first frame `viewer` got since `from` (a count of its frames) that satisfies `has`, once there is one. */
const arrives = (viewer: FakeSocket, from: number, has: (frame: Frame) => boolean, what: string): Promise<Frame> =>
  eventually(async () => viewer.frames().slice(from).find(has), what);

describe("a hub instance woken for its viewers", { timeout: 60_000 }, () => {
  it("keeps every viewer's subscriptions from its compact attachment, and answers one that subscribes only after the wake", async () => {
    setup = await hubOverDevnet(network);
    const [tracked, listed] = listedTxids(setup.ask({ "track-mempool-block": 0 })[0]) as [string, string];
    const blocks = await setup.viewer({ action: "want", data: ["blocks", "stats"] });
    const tracker = await setup.viewer({ "track-tx": tracked });
    const lister = await setup.viewer({ "track-txs": [listed] });
    const projected = new ProjectedCopy(await setup.viewer({ "track-mempool-block": 0 })).catchUp();
    const quiet = await setup.viewer({ action: "ping" });
    // Only what is not empty is written: the wants and the message rate window.
    expect(blocks.deserializeAttachment()).toEqual({ v: 1, want: ["blocks", "stats"], recent: [expect.any(Number)] });
    expect(quiet.deserializeAttachment()).toEqual({ v: 1, recent: [expect.any(Number)] });

    await setup.restart();
    const seen = new Map([blocks, tracker, lister, quiet].map((viewer) => [viewer, viewer.frames().length]));
    const since = (viewer: FakeSocket): number => seen.get(viewer)!;
    const fullsBefore = projected.fulls;
    const tip = network.chain.tipHeight;
    while (network.chain.tipHeight === tip) setup.advance(30);

    const height = (frame: Frame): number | undefined => (frame.block as { height?: number } | undefined)?.height;
    await arrives(blocks, since(blocks), (frame) => (height(frame) ?? 0) > tip, "the new block");
    await arrives(blocks, since(blocks), (frame) => "mempoolInfo" in frame, "the stats");
    await arrives(tracker, since(tracker), (frame) => frame.txConfirmed === tracked || (frame.txPosition as { txid?: string } | undefined)?.txid === tracked, "the tracked transaction's news");
    await arrives(lister, since(lister), (frame) => listed in ((frame["tracked-txs"] as Record<string, unknown> | undefined) ?? {}), "the listed transaction's news");
    // Its sequence is unknown to the new instance: a full snapshot first (ProjectedCopy checks that deltas follow it).
    await eventually(async () => (projected.catchUp().fulls > fullsBefore ? true : undefined), "a full snapshot");
    expect(quiet.frames().slice(since(quiet)).some((frame) => "block" in frame)).toBe(false);

    await setup.send(quiet, { action: "want", data: ["blocks"] });
    expect((await arrives(quiet, since(quiet), (frame) => "blocks" in frame, "the blocks reply")).blocks).toEqual(expect.any(Array));
  });
});

describe("viewers leaving the hub", { timeout: 60_000 }, () => {
  it("keep the upstream session while one is left, shed ones not counting, and end it with the last", async () => {
    setup = await hubOverDevnet(network);
    const [first, second, shed] = await Promise.all([1, 2, 3].map(() => setup!.viewer({ action: "want", data: ["blocks"] })));
    closeClient(setup.hub.clients.entry(shed!), 1013, "shed");
    setup.hub.forget(first!);
    expect(setup.hub.link.state).toBe("up");
    setup.hub.forget(second!);
    expect(setup.hub.link.state).toBe("idle");
  });
});
