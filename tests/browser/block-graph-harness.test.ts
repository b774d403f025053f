/**
 * The block graph in a real browser, without the worker: the harness page of bench:graph (built with
 * Vite into a temporary folder, served by a small HTTP server) shows 5,000 real transactions. Pixels
 * are read back from screenshots, so these tests prove the WebGL renderer draws each square where the
 * layout put it, in its colour.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkProbes, launchGraphChromium, openHarness, probePoint, waitUntilSettled } from "../../bench/graph-browser.ts";
import { harnessData } from "../../bench/graph-harness-data.ts";
import { type GraphHarnessServer, startGraphHarness } from "../../bench/graph-harness-build.ts";
import { flagsFromKeys } from "../../shared/tables/transaction-flags.ts";

const PROBES = 40;
let harness: GraphHarnessServer;
let browser: Browser;
let desktop: Page;

beforeAll(async () => {
  harness = await startGraphHarness(harnessData(5_000));
  browser = await launchGraphChromium();
  desktop = await openHarness(browser, harness.url, { width: 1440, height: 900 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await harness?.stop();
});

describe("the block graph harness in Chromium", () => {
  it("is rendered on the server with its transaction count, and hydrates without a mismatch", async () => {
    const html = await (await fetch(`${harness.url}/`)).text();
    expect(html).toContain('<figure class="block-graph" aria-label="Harness block"');
    expect(html).toContain("5,000 transactions");
    // openHarness fails on any console error, and the page reports hydration mismatches as errors.
    expect(await desktop.locator("figcaption").innerText()).toBe("5,000 transactions");
  });

  it("draws every probed square in its fee colour", async () => {
    const { probes, misses } = await checkProbes(desktop, PROBES);
    expect(probes).toBe(PROBES);
    expect(misses).toEqual([]);
  });

  it("fades squares that do not match the transaction filter to 20 %", async () => {
    await desktop.evaluate((flags) => window.graphHarness?.setFilter(flags, "and"), String(flagsFromKeys(["p2tr"])));
    await waitUntilSettled(desktop);
    const { misses } = await checkProbes(desktop, PROBES);
    await desktop.evaluate(() => window.graphHarness?.setFilter("0", "and"));
    await waitUntilSettled(desktop);
    expect(misses).toEqual([]);
  });

  it("filters from the filter menu, combining flags with Any selected", async () => {
    await desktop.getByRole("button", { name: "Filter transactions" }).click();
    await desktop.getByRole("button", { name: "Taproot" }).click();
    await desktop.getByRole("button", { name: "Inscription" }).click();
    await desktop.getByRole("radio", { name: "Any selected" }).click();
    await waitUntilSettled(desktop);
    expect(await desktop.locator(".graph-filter-count").innerText()).toBe("2 filters on");
    expect((await checkProbes(desktop, PROBES)).misses).toEqual([]);
    await desktop.getByRole("button", { name: "Clear" }).click();
    await desktop.getByRole("button", { name: "Filter transactions" }).click();
    await waitUntilSettled(desktop);
    expect((await checkProbes(desktop, PROBES)).misses).toEqual([]);
  });

  it("draws again after the WebGL context is lost and restored", async () => {
    expect(await desktop.evaluate(() => window.graphHarness?.loseContext())).toBe(true);
    await desktop.waitForTimeout(100);
    expect(await desktop.evaluate(() => window.graphHarness?.restoreContext())).toBe(true);
    await waitUntilSettled(desktop);
    expect((await checkProbes(desktop, PROBES)).misses).toEqual([]);
  });

  it("shows a tooltip on hover and hands clicks to the page, in a new tab with ctrl", async () => {
    const target = await probePoint(desktop, 5);
    await desktop.mouse.move(target.x, target.y);
    const tooltip = desktop.locator(".block-graph-tooltip");
    await tooltip.waitFor();
    const text = await tooltip.innerText();
    expect(text).toContain("Fee rate");
    expect(text).toMatch(/\d sat\/vB/);
    expect(await tooltip.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThanOrEqual(320);
    await desktop.mouse.click(target.x, target.y);
    await desktop.keyboard.down("Control");
    await desktop.mouse.click(target.x, target.y);
    await desktop.keyboard.up("Control");
    const clicks = await desktop.evaluate(() => window.graphHarness?.clicks() ?? []);
    expect(clicks).toEqual([
      { txid: target.txid, href: `/testnet/tx/${target.txid}`, newTab: false, pointer: "mouse" },
      { txid: target.txid, href: `/testnet/tx/${target.txid}`, newTab: true, pointer: "mouse" },
    ]);
  });

  it("previews on the first tap and opens on the second, on a phone", async () => {
    const phone = await openHarness(browser, harness.url, { width: 390, height: 844, deviceScaleFactor: 2, touch: true });
    expect((await checkProbes(phone, PROBES)).misses).toEqual([]);
    const target = await probePoint(phone, 12);
    await phone.touchscreen.tap(target.x, target.y);
    const pinned = phone.locator(".block-graph-tooltip.is-pinned");
    await pinned.waitFor();
    expect(await pinned.innerText()).toContain("Tap again to open");
    expect(await phone.evaluate(() => window.graphHarness?.clicks().length)).toBe(0);
    await phone.touchscreen.tap(target.x, target.y);
    await phone.waitForFunction(() => (window.graphHarness?.clicks().length ?? 0) > 0);
    expect(await phone.evaluate(() => window.graphHarness?.clicks())).toEqual([{ txid: target.txid, href: `/testnet/tx/${target.txid}`, newTab: false, pointer: "touch" }]);
    await phone.close();
  });

  it("says so instead of showing a blank box when WebGL is unavailable", async () => {
    const noGl = await launchGraphChromium({ extraArgs: ["--disable-3d-apis"] });
    try {
      const page = await noGl.newPage();
      await page.goto(`${harness.url}/`);
      const message = page.locator(".block-graph-message");
      await message.waitFor();
      expect(await message.innerText()).toBe("This browser cannot draw the block graph: WebGL is turned off or not supported.");
    } finally {
      await noGl.close();
    }
  });
});
