import { describe, expect, it } from "vitest";
import type { PageDataEntry } from "../../../../client/app/page-data.tsx";
import { snapshotFromInitBundle } from "../../../../client/live/init-snapshot.ts";
import type { LiveSnapshot } from "../../../../client/live/live-state.ts";
import { PoolPage } from "../../../../client/pages/pool-page.tsx";
import { capturedBundle } from "../../live/live-builders.ts";
import { renderPage, textOf } from "../block/render-page.ts";
import { SLUG, hashratePoints, poolBlock, poolStats } from "./pool-fixtures.ts";

const snapshot = snapshotFromInitBundle(capturedBundle());
const render = (path: string, entry: PageDataEntry | null, live: LiveSnapshot = snapshot) => renderPage(PoolPage, "/mining/pool/:slug", path, { entry, snapshot: live });
const data = (overrides: Record<string, unknown> = {}) => ({ stats: poolStats(), blocks: [poolBlock(900, SLUG, 10), poolBlock(870, SLUG, 300)], hashrate: hashratePoints(1e20, 3e20, 2.5e20), ...overrides });
const entry = (overrides: Record<string, unknown> = {}, slug = SLUG): PageDataEntry => ({ key: `pool:${slug}`, data: data(overrides) });

describe("the pool page (server render)", () => {
  it("shows the pool's name, website, tags and figures", () => {
    const html = render(`/mining/pool/${SLUG}`, entry());
    const text = textOf(html);
    expect(html).toMatch(/<h1 id="pool-page-title" class="pool-title">Tidewater Mining<\/h1>/);
    expect(html).toContain('href="https://tidewater.example/pool" rel="noopener noreferrer nofollow"');
    expect(text).toContain("Coinbase tags /Tidewater/");
    expect(text).toContain("Payout addresses None known");
    expect(text).toContain("Estimated hashrate (24h) 612.35 EH/s");
    expect(text).toContain("Average block health 99.12%");
    expect(text).toContain("Total reward 1,312.50000000 BTC");
    expect(text).toContain("Last 24 hours 35 24.30%");
    expect(text).toContain("Last week 240 23.81%");
    expect(text).toContain("All time 412 23.75%");
    expect(text).not.toContain("Reported hashrate");
  });

  it("shows the latest week's hashrate and a sparkline of the weeks", () => {
    const html = render(`/mining/pool/${SLUG}`, entry());
    const text = textOf(html);
    expect(text).toContain("250.00 EH/s Week ending Apr 1, 2024 24.00% of the week's blocks");
    expect(html).toContain('aria-label="Weekly hashrate over 3 weeks, from 100.00 EH/s to 300.00 EH/s"');
    expect(html).toMatch(/<path class="pool-sparkline-line" d="M4 60L160 4L316 18"/);
  });

  it("says when there is no hashrate history to show", () => {
    expect(textOf(render(`/mining/pool/${SLUG}`, entry({ hashrate: [] })))).toContain("No week of mining has finished yet");
    expect(textOf(render(`/mining/pool/${SLUG}`, entry({ hashrate: null })))).toContain("The hashrate history could not be loaded.");
  });

  it("lists the blocks with links to them, ages, fees and rewards, and offers older ones", () => {
    const html = render(`/mining/pool/${SLUG}`, entry());
    const text = textOf(html);
    expect(html).toContain(`href="/block/${poolBlock(900).id}">900</a>`);
    expect(text).toContain("Blocks 2 of 412");
    expect(text).toContain("10 minutes ago");
    expect(text).toContain("5 hours ago");
    expect(text).toContain("Fees (BTC)");
    expect(text).toContain("0.02500000 3.15000000");
    expect(text).toContain("Load older blocks");
  });

  it("links blocks under the network's prefix and prints its amount unit", () => {
    const html = render(`/testnet/mining/pool/${SLUG}`, entry());
    expect(html).toContain(`href="/testnet/block/${poolBlock(900).id}"`);
    expect(textOf(html)).toContain("Reward (tBTC)");
  });

  it("offers no older blocks when every block is shown, and says when there are none", () => {
    const all = render(`/mining/pool/${SLUG}`, entry({ stats: poolStats({ blockCount: { all: 2, "24h": 1, "1w": 2 } }) }));
    expect(textOf(all)).not.toContain("Load older blocks");
    expect(textOf(render(`/mining/pool/${SLUG}`, entry({ blocks: [] })))).toContain("This pool has not mined a block yet.");
  });

  it("puts this pool's blocks from the live store on top, marked new", () => {
    const live = { ...snapshot, blocks: [poolBlock(905, SLUG, 1), poolBlock(904, "harborhash", 2), ...snapshot.blocks] };
    const html = render(`/mining/pool/${SLUG}`, entry(), live);
    expect(html).toContain(`href="/block/${poolBlock(905).id}"`);
    expect(html).not.toContain(`href="/block/${poolBlock(904).id}"`);
    expect(html).toMatch(/<tr class="pool-block-new">/);
    expect(textOf(html)).toContain("Blocks 3 of 413");
  });

  it("shows the blockchain strip above the pool, with the pools of the mining view", () => {
    const html = render(`/mining/pool/${SLUG}`, entry());
    expect(html.indexOf('class="chain-strip"')).toBeLessThan(html.indexOf('class="pool-page"'));
    expect(html).toMatch(/<a class="chain-pool" href="\/mining\/pool\/[a-z0-9]+"/);
  });

  it("says there is no such pool for the backend's 404", () => {
    const text = textOf(render("/mining/pool/nope", { key: "pool:nope", error: { status: 404, message: "This mining pool does not exist" } }));
    expect(text).toContain("No such mining pool");
    expect(text).toContain("The Bitcoin explorer knows no mining pool called “nope”.");
  });

  it("explains a refused address, and offers a retry for other failures", () => {
    expect(textOf(render("/mining/pool/x", { key: "pool:x", error: { status: 400, message: "Bad slug" } }))).toContain("This pool address cannot be shown Bad slug");
    expect(textOf(render(`/mining/pool/${SLUG}`, { key: `pool:${SLUG}`, error: { status: 502, message: "Bad gateway" } }))).toContain("The mining pool could not be loaded Bad gateway Try again");
    expect(textOf(render(`/mining/pool/${SLUG}`, null))).toContain(`Loading mining pool ${SLUG}…`);
  });
});
