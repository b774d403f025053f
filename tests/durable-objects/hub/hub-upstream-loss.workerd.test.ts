import { afterEach, describe, expect, it } from "vitest";
import { closeAll, connectHub, devnetSockets, eventually, freezeDevnet, hubStatus, killUpstream, type Projected, stepDevnet } from "./hub-harness.ts";

afterEach(closeAll);

const projected = (frame: Record<string, unknown>) => frame["projected-block-transactions"] as Projected;

describe("losing the upstream mid-run", () => {
  it("keeps clients connected, reconnects, and resynchronises trackers with a full snapshot at a fresh sequence", async () => {
    await freezeDevnet();
    await stepDevnet(20);
    const tracker = await connectHub();
    const viewer = await connectHub();
    viewer.send({ action: "want", data: ["blocks", "stats"] });
    await viewer.next("blocks");
    tracker.send({ "track-mempool-block": 0 });
    let last = projected(await tracker.next("projected-block-transactions"));
    await stepDevnet(3);
    last = projected(await tracker.next("projected-block-transactions"));
    const sessions = (await hubStatus()).sessions;

    await killUpstream();
    await eventually(async () => ((await hubStatus()).state === "down" ? true : undefined), "the hub to notice the loss");
    // While the upstream is away the viewers stay, and are answered from the mirror.
    viewer.send({ action: "init" });
    expect((await viewer.next("backendInfo")).blocks).toEqual(expect.any(Array));
    expect(tracker.closed).toBeUndefined();

    // The hub retries after 1–2 s on its own alarm.
    const status = await eventually(async () => {
      const now = await hubStatus();
      return now.state === "up" && now.sessions > sessions ? now : undefined;
    }, "the hub to reconnect");
    expect(status.sessions).toBe(sessions + 1);
    expect(await devnetSockets()).toBe(9);

    const resync = projected(await tracker.next("projected-block-transactions"));
    expect(resync.blockTransactions, "after a reconnect the tracker gets a full snapshot").toEqual(expect.any(Array));
    expect(resync.sequence).toBeGreaterThan(last.sequence);
    last = resync;
    for (let i = 0; i < 3; i++) {
      await stepDevnet(3);
      const message = projected(await tracker.next("projected-block-transactions"));
      if (message.delta) expect(message.sequence).toBe(last.sequence + 1);
      last = message;
    }
    expect(tracker.closed).toBeUndefined();
    expect(viewer.closed).toBeUndefined();
  });
});
