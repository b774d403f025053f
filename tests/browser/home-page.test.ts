import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, ConsoleMessage } from "playwright-core";
import { launchChromium } from "./chromium.ts";

const baseURL = inject("baseURL");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe("home page in Chromium", () => {
  it("hydrates the server-rendered page without errors and becomes interactive", async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("console", (message: ConsoleMessage) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));

    await page.goto(`${baseURL}/`);
    await page.waitForSelector("html[data-hydrated='true']", { timeout: 15_000 });
    expect(await page.title()).toBe("Blocktide - Bitcoin Explorer");

    const menuButton = page.getByRole("button", { name: "Current network: Bitcoin" });
    await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("false");
    await menuButton.click();
    await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("link", { name: "Bitcoin Testnet" }).click();

    await page.waitForURL(`${baseURL}/testnet`);
    // The URL changes before React renders the new route, so wait for the page to follow.
    await expect.poll(() => page.title()).toBe("Blocktide - Bitcoin Testnet Explorer");
    await expect.poll(() => page.getByRole("status").textContent()).toBe("Connecting to the Bitcoin Testnet network…");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows the page without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseURL}/signet`);
    expect(await page.title()).toBe("Blocktide - Bitcoin Signet Explorer");
    expect(await page.locator(".strip-block").count()).toBeGreaterThan(0);
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    await context.close();
  });
});
