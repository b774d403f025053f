/**
 * /status in Chromium (spec §2.2, §2.13): the kiosk view shows the network, the live connection, the
 * chain tip, the blockchain strip and the status footer.
 */
import { describe, expect, inject, it } from "vitest";
import { useChromium } from "./chromium.ts";
import { apiText, collectProblems, danglingIdReferences, openHydrated, saveScreenshot, stripRegion, waitForNewestAbove, waitForStripAtRest } from "./page-helpers.ts";

const baseURL = inject("baseURL");
const formatHeight = (height: number) => new Intl.NumberFormat("en-US").format(height);

const browser = useChromium();

describe("/status in Chromium", () => {
  it("shows the connection, the chain tip, the strip and the footer", async () => {
    const page = await browser().newPage({ viewport: { width: 1280, height: 800 } });
    const problems = collectProblems(page);
    await openHydrated(page, `${baseURL}/status`);
    const view = page.getByRole("region", { name: "Network status" });
    expect(await view.getByRole("heading", { level: 1 }).textContent()).toBe("Bitcoin");
    await expect.poll(() => view.locator(".status-connection").textContent()).toBe("Live");

    // The tip shown is the server's tip.
    await expect
      .poll(async () => {
        const [shown, tip] = await Promise.all([view.locator(".status-tip-height").textContent(), apiText(baseURL, "/api/blocks/tip/height")]);
        return { shown, expected: `Block ${formatHeight(Number(tip))}` };
      })
      .toSatisfy(({ shown, expected }: { shown: string | null; expected: string }) => shown === expected);
    expect(await view.locator(".status-tip-label").textContent()).toBe("Chain tip");

    const newest = await waitForNewestAbove(page, 0, 15_000);
    expect(await stripRegion(page).count()).toBe(1);
    expect(await view.locator(".status-tip-height").textContent()).toBe(`Block ${formatHeight(newest.height)}`);

    const footer = view.locator("footer.status-footer");
    expect(await footer.getAttribute("aria-label")).toBe("Mempool status");
    const incoming = footer.getByRole("meter", { name: "Incoming transactions" });
    await expect.poll(() => incoming.getAttribute("aria-valuetext")).toMatch(/^[\d,]+ vB\/s$/);
    expect(await footer.getByRole("meter", { name: "Memory usage" }).getAttribute("aria-valuetext")).toMatch(/^[\d.]+ [kMG]?B \/ [\d.]+ [kMG]?B$/);
    expect(await footer.locator(".status-cell-unconfirmed .status-value").textContent()).toMatch(/^[\d,]+$/);
    expect(await footer.locator(".status-cell-size .status-value").textContent()).toMatch(/^[\d.]+ [kMG]?B \(\d+ blocks?\)$/);
    expect(await footer.locator(".status-badge-offline").count()).toBe(0);

    expect(await danglingIdReferences(page)).toEqual([]);
    await waitForStripAtRest(page);
    await saveScreenshot(page, "status-page");
    expect(problems).toEqual([]);
    await page.close();
  });
});
