import { afterEach, describe, expect, it } from "vitest";
import { DevnetNetwork } from "../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../durable-objects/devnet/state/devnet-settings.ts";
import type { OwnedCoin } from "../../../durable-objects/devnet/sim/wallet.ts";
import { BLOCK_SIGOPS_LIMIT, COINBASE_RESERVED_SIGOPS } from "../../../durable-objects/devnet/template/template-limits.ts";
import { SEQUENCE_RBF, buildTransaction } from "../../../durable-objects/devnet/tx/build-transaction.ts";
import { groupEvents } from "../../../durable-objects/devnet/ws/live-updates.ts";
import { arrivalsSince, mempoolMark } from "../../../durable-objects/devnet/ws/submitted-events.ts";
import type { Projected } from "../../support/test-socket.ts";
import { eventually } from "./hub-harness.ts";
import { type HubOverDevnet, hubOverDevnet } from "./in-process-devnet.ts";

type Position = { txid: string; position: { block: number; vsize: number } };

const NOW = 1_763_700_000;
/** An output script of `n` CHECKMULTISIGs: each counts 80 toward a block's signature-operation budget (research §5.1). */
const sigopScript = (n: number) => "ae".repeat(n);
/** What a "blocker" carries: the budget of a bounded block but for the coinbase's reserve and a few hundred. */
const BLOCKER_SIGOPS = Math.floor((BLOCK_SIGOPS_LIMIT - COINBASE_RESERVED_SIGOPS - 640) / 80);

// A quiet network: a few dozen ordinary transactions, all of which fit the next block.
const network = DevnetNetwork.seed({ ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "hub-deep-mempool", txPerSecond: 0.2 }, NOW);
network.advanceTo(NOW + 120);

let setup: HubOverDevnet | undefined;
/** Building megabytes of transactions takes seconds: other test files' sockets get a turn in between. */
const breathe = () => new Promise((resolve) => setTimeout(resolve, 0));
afterEach(() => setup?.close());

/**
 * Spends `coin` into `outputs` and the change back to its key, paying `fee`, and submits it;
 * returns its txid and the change.
 */
function submit(coin: OwnedCoin, outputs: { script?: string; opReturn?: string }[], fee: number): { txid: string; change: OwnedCoin } {
  const built = buildTransaction({
    keyring: network.keyring,
    inputs: [{ ...coin, sequence: SEQUENCE_RBF }],
    outputs: [...outputs.map((output) => ({ ...output, value: 0 }) as { script: string; value: number }), { kind: coin.kind, keyIndex: coin.keyIndex, value: coin.value - fee }],
  });
  expect(network.submit(built.hex)).toMatchObject({ type: "transaction" });
  return { txid: built.txid, change: { ...coin, txid: built.txid, vout: outputs.length, value: coin.value - fee, height: null } };
}

/** A transaction of about `vsize` vB at `rate` sat/vB whose sigops (640) no bounded block has room for after its blocker. */
const filler = (coin: OwnedCoin, vsize: number, rate: number) => submit(coin, [{ script: sigopScript(8) }, { opReturn: "ab".repeat(vsize - 200) }], Math.ceil(vsize * rate));

describe("positions beyond the stack block's listing", () => {
  it("places a transaction the upstream's listing leaves out where the upstream places it", async () => {
    // The hub's session starts before the mempool deepens: it sees every transaction arrive.
    setup = await hubOverDevnet(network);
    const [big, own] = network.wallet
      .all()
      .filter((coin) => coin.height !== null && !coin.coinbase)
      .sort((a, b) => b.value - a.value);
    const mark = mempoolMark(network);
    // Seven blockers fill the seven bounded projected blocks by their sigops, at little weight
    // (ranked by their sigop-adjusted size, 5 vB per sigop, at 4 sat/vB: ahead of everything below).
    let coin = big!;
    for (let i = 0; i < 7; i++) coin = submit(coin, [{ script: sigopScript(BLOCKER_SIGOPS) }], Math.ceil(BLOCKER_SIGOPS * 80 * 5 * (4 - i / 100))).change;
    await breathe();
    // The stack block: 700 kvB it lists (within its first 1.2 MvB), then 600 and 300 kvB beyond,
    // the transaction to place, and 300 kvB after it. Rates fall along the chain, so the template
    // keeps its order.
    coin = filler(coin, 700_000, 2).change;
    await breathe();
    coin = filler(coin, 600_000, 1.6).change;
    await breathe();
    coin = filler(coin, 300_000, 1.4).change;
    filler(coin, 300_000, 1.2);
    const deep = filler(own!, 4_000, 1.31).txid;
    await breathe();
    // The devnet announces them as one update, as it does transactions submitted between two ticks.
    for (const update of groupEvents(arrivalsSince(mark, network))) setup.upstream.devnet.publish(update, network);

    const [direct] = setup.ask({ "track-tx": deep, "track-mempool-block": 7 });
    const upstream = direct!.txPosition as Position;
    const stack = direct!["projected-block-transactions"] as Projected;
    expect(upstream.position.block).toBe(7);
    expect(stack.blockTransactions!.some((tuple) => tuple[0] === deep)).toBe(false);
    const listed = stack.blockTransactions!.reduce((sum, tuple) => sum + (tuple[2] as number), 0);
    expect(upstream.position.vsize).toBeGreaterThan(listed + 900_000);

    // Once the hub has the update, its answer to a new tracker.
    await eventually(async () => (setup!.hub.mirror.index.has(deep) && setup!.hub.mirror.feed.listings()[7]?.tuples.length ? true : undefined), "the hub to take the update");
    const viewer = await setup.viewer({ "track-tx": deep });
    const relayed = viewer.frames().find((frame) => "txPosition" in frame)?.txPosition as Position | undefined;
    expect(relayed?.position.block).toBe(7);
    // The hub saw every transaction beyond the listing arrive and ranks them as the template does.
    expect(relayed!.position.vsize).toBeCloseTo(upstream.position.vsize, 3);
  });
});
