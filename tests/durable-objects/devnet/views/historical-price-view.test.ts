import { describe, expect, it } from "vitest";
import { priceAt } from "../../../../durable-objects/devnet/sim/prices.ts";
import { historicalPrice } from "../../../../durable-objects/devnet/views/historical-price-view.ts";
import { EMPTY_HISTORICAL_PRICE } from "../../../../shared/rules/historical-price.ts";

const NOW = 1_763_700_000;
const HOUR = 3_600;
const DAY = 86_400;
const source = (historyDays: number) => ({ seed: "price-test", nowSeconds: NOW, sinceSeconds: NOW - historyDays * DAY });

describe("historicalPrice", () => {
  it("keeps hourly points for 30 days, then one a day at midnight back to the chain's start", () => {
    const times = historicalPrice(source(40), "mainnet", {}).prices.map((row) => row.time);
    const hourly = times.filter((t) => t >= NOW - 30 * DAY - HOUR);
    const daily = times.slice(hourly.length);
    expect(hourly.every((t, i) => i === 0 || hourly[i - 1]! - t === HOUR)).toBe(true);
    expect(hourly.length).toBe(30 * 24 + 1);
    expect(daily.every((t, i) => t % DAY === 0 && (i === 0 || daily[i - 1]! - t === DAY))).toBe(true);
    expect(daily.at(-1)).toBeGreaterThanOrEqual(NOW - 40 * DAY);
    expect(daily.length).toBe(10);
  });

  it.each([
    ["a short history", 0.5, Math.floor((NOW - 0.5 * DAY) / HOUR) * HOUR],
    ["a day", 1, Math.floor((NOW - DAY) / HOUR) * HOUR],
  ])("for %s, reaches back to the hour of its start, hourly only", (_, days, oldest) => {
    const times = historicalPrice(source(days), "mainnet", {}).prices.map((row) => row.time);
    expect(times.at(-1)).toBe(oldest);
    expect(times.every((t, i) => i === 0 || times[i - 1]! - t === HOUR)).toBe(true);
  });

  it("prices each row from the curve, in every currency or the one asked for", () => {
    const [row] = historicalPrice(source(1), "mainnet", { timestamp: NOW - 100 }).prices;
    expect(row).toEqual({ time: Math.floor((NOW - 100) / HOUR) * HOUR, ...priceAt("price-test", row!.time) });
    const [eur] = historicalPrice(source(1), "mainnet", { timestamp: NOW, currency: "EUR" }).prices;
    expect(Object.keys(eur!)).toEqual(["time", "EUR", "USD"]);
  });

  it.each(["testnet", "signet", "regtest"] as const)("has no price on %s", (network) => {
    expect(historicalPrice(source(1), network, { timestamp: NOW })).toBe(EMPTY_HISTORICAL_PRICE);
  });
});
