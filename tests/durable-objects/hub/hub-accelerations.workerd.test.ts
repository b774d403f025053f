import { afterEach, describe, expect, it } from "vitest";
import { ACCELERATOR_POOL_IDS } from "../../../durable-objects/devnet/chain/pools.ts";
import { DevnetNetwork } from "../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../durable-objects/devnet/state/devnet-settings.ts";
import type { FakeSocket, Frame } from "../../support/fake-socket.ts";
import { eventually } from "./hub-harness.ts";
import { type HubOverDevnet, hubOverDevnet } from "./in-process-devnet.ts";

const NOW = 1_763_700_000;
// Frequent accelerations on light traffic (as the devnet's own tests get them), the clock stopped
// once one waits and some unaccelerated transaction has an unaccelerated child.
const network = DevnetNetwork.seed({ ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "hub-accelerations", txPerSecond: 1, accelerationsPerHour: 240 }, NOW);
const plainParent = () =>
  [...network.mempool.entries()].find((entry) => !network.accelerations.get(entry.txid) && network.mempool.children(entry.txid).some((child) => !network.accelerations.get(child)));
network.advanceTo(NOW + 240);
for (let t = NOW + 240; (network.accelerations.size === 0 || !plainParent()) && t < NOW + 1_800; t += 5) network.advanceTo(t);

let setup: HubOverDevnet | undefined;
afterEach(() => setup?.close());

type Position = { txid: string; position: Record<string, unknown>; cpfp?: Record<string, unknown> };

/** The viewer's latest `txPosition` satisfying `has`, once there is one. */
const latestPosition = (viewer: FakeSocket, has: (value: Position) => boolean) =>
  eventually(async () => viewer.frames().map((frame) => frame.txPosition as Position | undefined).findLast((value) => value !== undefined && has(value)), "a txPosition");

const trackedOf = (frames: Frame[], txid: string) => frames.map((frame) => (frame["tracked-txs"] as Record<string, Record<string, unknown>> | undefined)?.[txid]).findLast((entry) => entry !== undefined);

describe("accelerations on the hub's txPosition and tracked-txs", { timeout: 60_000 }, () => {
  it("gives an accelerated transaction the acceleration fields the devnet gives it", async () => {
    setup = await hubOverDevnet(network);
    const accelerated = network.accelerations.active[0]!;
    const viewer = await setup.viewer({ "track-tx": accelerated.txid });
    const lister = await setup.viewer({ "track-txs": [accelerated.txid] });

    const direct = setup.ask({ "track-tx": accelerated.txid, "track-txs": [accelerated.txid] })[0]!;
    const fields = { accelerated: true, acceleratedBy: accelerated.pools, acceleratedAt: accelerated.added, feeDelta: accelerated.feeDelta };
    expect((direct.txPosition as Position).position).toMatchObject(fields);
    expect(viewer.frames()[0]!.txPosition).toEqual(direct.txPosition);
    expect(trackedOf(lister.frames(), accelerated.txid)).toEqual(trackedOf([direct], accelerated.txid));
  });

  it("gives the unconfirmed parent of an accelerated child the child's acceleration fields, as the devnet does", async () => {
    const parent = plainParent()!;
    const child = network.mempool.children(parent.txid).find((txid) => !network.accelerations.get(txid))!;
    setup = await hubOverDevnet(network);
    const viewer = await setup.viewer({ "track-tx": parent.txid });
    const lister = await setup.viewer({ "track-txs": [parent.txid] });
    expect((viewer.frames()[0]!.txPosition as Position).position.accelerated).toBeUndefined();

    // As the simulated accelerator does: the child's acceleration pulls its parent along.
    network.accelerations.add({ txid: child, added: Math.floor(network.now), effectiveVsize: 500, effectiveFee: 1_000, feeDelta: 80_000, pools: ACCELERATOR_POOL_IDS });
    setup.publish();

    const direct = setup.ask({ "track-tx": parent.txid, "track-txs": [parent.txid] })[0]!;
    const { block, vsize: _vsize, ...expected } = (direct.txPosition as Position).position;
    expect(expected).toEqual({ accelerated: true, acceleratedBy: ACCELERATOR_POOL_IDS, acceleratedAt: Math.floor(network.now), feeDelta: 80_000 });
    // Between the upstream's full snapshots the hub orders a block's changes by rate (mirror/projected-blocks.ts): the offset may differ a little.
    const relayed = await latestPosition(viewer, (value) => value.position.accelerated === true);
    expect(relayed.position).toMatchObject({ ...expected, block });
    const cpfp = await (await setup.upstream.get(`/api/v1/cpfp/${parent.txid}`)).json();
    expect(cpfp).toMatchObject({ acceleration: true, feeDelta: 80_000 });
    expect(relayed.cpfp).toEqual(cpfp);
    const listed = await eventually(async () => {
      const entry = trackedOf(lister.frames(), parent.txid);
      return entry?.accelerated === true ? entry : undefined;
    }, "the parent's tracked-txs entry with the acceleration");
    const { cpfp: listedCpfp, position: _position, ...fields } = listed;
    const { position: _direct, ...directFields } = trackedOf([direct], parent.txid)!;
    expect(fields).toEqual(directFields);
    expect(listedCpfp).toEqual(cpfp);
  });
});
