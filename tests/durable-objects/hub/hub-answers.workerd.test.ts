import { SELF, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { closeAll, connectDevnet, connectHub, devnetSockets, eventually, type Frame, freezeDevnet, hubStatus, hubStub } from "./hub-harness.ts";

afterEach(closeAll);

describe("the hub answers from its mirror what the devnet answers directly", () => {
  it("init, want, refresh-blocks and GET /api/v1/init-data equal the upstream's own answers", async () => {
    await freezeDevnet();
    const viewer = await connectHub();
    const direct = await connectDevnet();
    // The devnet may still publish what happened up to the frozen moment, and the hub mirrors it a
    // moment later: ask both again until they agree, then let the assertions show any lasting difference.
    let answers: readonly [Frame, Frame] = [{}, {}];
    const agreed = async () => {
      viewer.send({ action: "init" });
      direct.send({ action: "init" });
      answers = [await viewer.next("backendInfo"), await direct.next("backendInfo")];
      return JSON.stringify(answers[0]) === JSON.stringify(answers[1]) ? true : undefined;
    };
    await eventually(agreed, "the hub's init to match the frozen devnet's").catch(() => undefined);
    const [bundle, upstream] = answers;
    expect(Object.keys(bundle)).toEqual(Object.keys(upstream));
    expect(bundle).toEqual(upstream);

    const rest = await (await SELF.fetch("http://explorer.test/api/v1/init-data")).json<Frame>();
    expect(rest).toEqual(upstream);

    viewer.send({ action: "want", data: ["blocks", "stats", "mempool-blocks"] });
    direct.send({ action: "want", data: ["blocks", "stats", "mempool-blocks"] });
    const wanted = await viewer.next("blocks");
    expect(wanted).toEqual(await direct.next("blocks"));
    expect(Object.keys(wanted).sort()).toEqual(["blocks", "da", "fees", "mempool-blocks", "mempoolInfo", "vBytesPerSecond"]);

    viewer.send({ "refresh-blocks": true, action: "ping" });
    direct.send({ "refresh-blocks": true, action: "ping" });
    expect(await viewer.next("pong")).toEqual(await direct.next("pong"));

    const feeds = { "track-rbf": "all", "track-rbf-summary": true, "track-accelerations": true };
    viewer.send(feeds);
    direct.send(feeds);
    const answered = await viewer.next("rbfLatest");
    expect(answered).toEqual(await direct.next("rbfLatest"));
    expect(Object.keys(answered).sort()).toEqual(expect.arrayContaining(["accelerations", "rbfLatest"]));
  });

  it("answers ping without running the object, and keeps subscriptions in each socket's attachment", async () => {
    await freezeDevnet();
    const viewer = await connectHub();
    viewer.send({ action: "want", data: ["blocks", "stats"], "track-rbf": "all", "track-mempool-block": 2 });
    await viewer.next("blocks");
    viewer.send({ action: "ping" });
    expect(await viewer.next("pong")).toEqual({ pong: true });
    const sockets = await runInDurableObject(hubStub(), (_, state) =>
      state.getWebSockets().map((ws) => ({ answered: state.getWebSocketAutoResponseTimestamp(ws) !== null, attachment: ws.deserializeAttachment() as Frame })),
    );
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.answered).toBe(true);
    expect(sockets[0]!.attachment).toMatchObject({ want: ["blocks", "stats"], rbf: "all", mempoolBlock: { index: 2 } });
  });

  it("serves each network from its own hub and upstream, and refuses Liquid without UPSTREAM_URL", async () => {
    const viewer = await connectHub("/testnet");
    viewer.send({ action: "init" });
    const bundle = (await viewer.next("backendInfo")) as { blocks: { id: string; height: number }[] };
    const tip = bundle.blocks.at(-1)!;
    const hash = await (await SELF.fetch(`http://explorer.test/testnet/api/block-height/${tip.height}`)).text();
    expect(tip.id).toBe(hash);
    expect(tip.id).not.toBe(await (await SELF.fetch(`http://explorer.test/api/block-height/${tip.height}`)).text());
    const initData = await (await SELF.fetch("http://explorer.test/testnet/api/v1/init-data")).json<{ blocks: { id: string }[] }>();
    expect(initData.blocks.map((block) => block.id)).toContain(tip.id);

    const liquid = await SELF.fetch("http://explorer.test/liquid/api/v1/ws", { headers: { Upgrade: "websocket" } });
    expect(liquid.status).toBe(503);
    expect(await liquid.text()).toMatch(/needs UPSTREAM_URL/);
  });

  it("holds nine upstream sockets whatever the number of viewers", async () => {
    await freezeDevnet();
    const first = await connectHub();
    first.send({ action: "want", data: ["blocks"] });
    await first.next("blocks");
    const before = await hubStatus();
    expect(before.state).toBe("up");
    expect(await devnetSockets()).toBe(9);
    const viewers = await Promise.all(Array.from({ length: 12 }, () => connectHub()));
    for (const [i, viewer] of viewers.entries()) viewer.send({ action: "want", data: ["blocks"], "track-mempool-block": i % 8, "track-tx": `${i}`.padStart(64, "0") });
    await Promise.all(viewers.map((viewer) => viewer.next("blocks")));
    expect(await devnetSockets()).toBe(9);
    expect(await hubStatus()).toMatchObject({ state: before.state, sessions: before.sessions });
  });

  it("keeps its upstream for a viewer that connected but has not spoken yet when the last other one leaves", async () => {
    const leaving = await connectHub();
    leaving.send({ action: "init" });
    await leaving.next("backendInfo");
    const arriving = await connectHub();
    leaving.ws.close(1000, "bye");
    await leaving.closing();
    expect((await hubStatus()).state).toBe("up");
    arriving.send({ action: "init" });
    expect(await arriving.next("backendInfo")).toMatchObject({ backend: "esplora" });
    expect(await devnetSockets()).toBe(9);
  });

  it("closes its upstream sockets when the last viewer leaves", async () => {
    const viewer = await connectHub();
    viewer.send({ action: "init" });
    await viewer.next("backendInfo");
    expect(await devnetSockets()).toBe(9);
    closeAll();
    await eventually(async () => ((await devnetSockets()) === 0 ? true : undefined), "the devnet to see no socket");
    expect((await hubStatus()).state).toBe("idle");
  });
});
