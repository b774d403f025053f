import { describe, expect, it } from "vitest";
import { snapshotFromInitBundle } from "../../../../client/live/init-snapshot.ts";
import { emptySnapshot } from "../../../../client/live/live-state.ts";
import { MiningPage } from "../../../../client/pages/mining-page.tsx";
import { renderPage, textOf } from "../block/render-page.ts";
import { capturedBundle } from "../../live/live-builders.ts";
import { hashrateAnswer, poolsAnswer, rewardStatsAnswer } from "./mining-fixtures.ts";

const data = (period = "1w") => ({ period, hashrate: hashrateAnswer(), rewards: rewardStatsAnswer(), ranking: poolsAnswer() });
const entry = (period = "1w") => ({ key: `mining:${period}`, data: data(period) });
const snapshot = () => snapshotFromInitBundle(capturedBundle());
const render = (path: string, options: Parameters<typeof renderPage>[3]) => renderPage(MiningPage, "/mining", path, options);

describe("the mining dashboard (server render)", () => {
  it("shows the difficulty adjustment from the live data", () => {
    const text = textOf(render("/mining", { entry: entry(), snapshot: snapshot() }));
    expect(text).toContain("Mining dashboard");
    expect(text).toContain("20.34% of the epoch mined");
    expect(text).toContain("Estimated change +5.91%");
    expect(text).toContain("Previous retarget -0.98%");
    expect(text).toContain("Remaining blocks 1,606 blocks");
    expect(text).toContain("Retarget block 838,656");
    expect(text).toContain("Estimated retarget Apr 10, 2024, 16:31:44 UTC");
    expect(text).toContain("Average block time 9.6 min");
  });

  it("shows the hashrate, the difficulty and the rewards of the last 144 blocks", () => {
    const text = textOf(render("/mining", { entry: entry(), snapshot: snapshot() }));
    expect(text).toContain("Hashrate 612.45 EH/s");
    expect(text).toContain("Difficulty 83.15 T");
    expect(text).toContain("Rewards of the last 144 blocks Blocks 890,001 to 890,144");
    expect(text).toContain("Miners' reward 455.00 BTC");
    expect(text).toContain("Fees 5.00 BTC");
    expect(text).toContain("Fees' share of the reward 1.10%");
    expect(text).toContain("Average fee per transaction 1,000 sats");
  });

  it("ranks the pools with links to their pages, their share and empty blocks", () => {
    const html = render("/mining", { entry: entry(), snapshot: snapshot() });
    const text = textOf(html);
    expect(text).toContain("600 blocks by 3 pools in the last week");
    expect(html).toContain('href="/mining/pool/foundryusa">Foundry USA</a>');
    expect(text).toContain("1 Foundry USA 300.00 EH/s 300 50.00% 1 99.50%");
    expect(text).toContain("3 Unknown 100.00 EH/s 100 16.67% 0 –");
    expect(html).toMatch(/<a class="mining-period" href="\/mining" aria-current="page">1w<\/a>/);
    expect(html).toContain('href="/mining?period=1m">1m</a>');
  });

  it("shows the ranking of the period in the address", () => {
    const html = render("/mining?period=1m", { entry: entry("1m"), snapshot: snapshot() });
    expect(textOf(html)).toContain("in the last month");
    expect(html).toMatch(/href="\/mining\?period=1m" aria-current="page"/);
  });

  it("lists the latest blocks with their pools, rewards and fees", () => {
    const html = render("/mining", { entry: entry(), snapshot: snapshot() });
    const [latest] = capturedBundle().blocks.slice(-1);
    expect(html).toContain(`href="/block/${latest!.id}">837,050</a>`);
    expect(textOf(html)).toContain("Latest blocks Height Pool Mined Reward Fees Transactions 837,050 Foundry USA 5 minutes ago 6.3593 BTC 0.1093 BTC 2,659 837,049");
  });

  it("links and amounts follow the network", () => {
    const html = render("/testnet/mining", { entry: entry(), snapshot: snapshot() });
    expect(html).toContain('href="/testnet/mining/pool/foundryusa"');
    expect(html).toContain('href="/testnet/mining?period=3d"');
    expect(textOf(html)).toContain("455.00 tBTC");
  });

  it("waits for the live data, and shows the loading and failed states", () => {
    const waiting = textOf(render("/mining", { entry: null, snapshot: emptySnapshot() }));
    expect(waiting).toContain("Waiting for the difficulty adjustment");
    expect(waiting).toContain("Loading the mining figures…");
    expect(waiting).toContain("Waiting for blocks");
    const failed = textOf(render("/mining", { entry: { key: "mining:1w", error: { status: 502, message: "Bad gateway" } }, snapshot: snapshot() }));
    expect(failed).toContain("The mining figures could not be loaded Bad gateway Try again");
    expect(failed).toContain("Latest blocks");
  });

  it("says so when no pool found a block in the period", () => {
    const empty = { ...entry("24h"), data: { ...data("24h"), ranking: { ...poolsAnswer(), pools: [], blockCount: 0 } } };
    expect(textOf(render("/mining?period=24h", { entry: empty, snapshot: snapshot() }))).toContain("No blocks were found in this period.");
  });
});
