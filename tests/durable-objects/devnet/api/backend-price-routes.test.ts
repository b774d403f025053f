import { describe, expect, it } from "vitest";
import { createDevnetApi } from "../../../../durable-objects/devnet/api/devnet-api.ts";
import { DevnetNetwork } from "../../../../durable-objects/devnet/state/devnet-network.ts";
import { exchangeRates, priceAt } from "../../../../durable-objects/devnet/sim/prices.ts";
import type { AddressNetwork } from "../../../../durable-objects/devnet/tx/output-script.ts";
import type { HistoricalPriceAnswer } from "../../../../durable-objects/devnet/views/historical-price-view.ts";
import { EMPTY_HISTORICAL_PRICE } from "../../../../shared/rules/historical-price.ts";
import { API_TEST_SETTINGS, NOW, harnessFor } from "./api-harness.ts";

// Prices depend on the seed and the clock only; six hours of chain is plenty.
const network = DevnetNetwork.seed({ ...API_TEST_SETTINGS, seed: "api-price", historyDays: 0.25 }, NOW);
const apiOn = (addressNetwork: AddressNetwork) => harnessFor(network, createDevnetApi(() => network, { addressNetwork }));
const mainnet = apiOn("mainnet");
const { seed } = network.settings;
const HOUR = 3_600;
const genesisTime = network.chain.blockAt(network.chain.firstHeight)!.header.timestamp;

describe("backend price routes", () => {
  it("answers the hourly series over the chain's history, newest first, with the USD rates", async () => {
    const answer = await mainnet.json<HistoricalPriceAnswer>("/api/v1/historical-price");
    const times = answer.prices.map((row) => row.time);
    expect(times[0]).toBe(Math.floor(network.now / HOUR) * HOUR);
    expect(times.every((time, i) => i === 0 || times[i - 1]! - time === HOUR)).toBe(true);
    expect(times.at(-1)).toBe(Math.floor(genesisTime / HOUR) * HOUR);
    for (const row of answer.prices) expect(row).toEqual({ time: row.time, ...priceAt(seed, row.time) });
    expect(answer.exchangeRates).toEqual(exchangeRates());
  });

  it.each([
    ["a time inside the history", NOW - 5_000, Math.floor((NOW - 5_000) / HOUR) * HOUR],
    ["a time before genesis", NOW - 30 * 86_400, Math.floor((NOW - 30 * 86_400) / HOUR) * HOUR],
    ["a time ahead of the clock", NOW + 7_200, Math.floor(NOW / HOUR) * HOUR],
  ])("answers the one point at %s", async (_, timestamp, hour) => {
    const answer = await mainnet.json<HistoricalPriceAnswer>(`/api/v1/historical-price?timestamp=${timestamp}`);
    expect(answer.prices).toEqual([{ time: hour, ...priceAt(seed, hour) }]);
  });

  it("narrows rows to the currency asked for and USD", async () => {
    const answer = await mainnet.json<HistoricalPriceAnswer>(`/api/v1/historical-price?timestamp=${NOW}&currency=JPY`);
    const hour = Math.floor(NOW / HOUR) * HOUR;
    expect(answer.prices).toEqual([{ time: hour, JPY: priceAt(seed, hour).JPY, USD: priceAt(seed, hour).USD }]);
  });

  it.each<AddressNetwork>(["testnet", "signet", "regtest"])("answers empty prices and zero rates on %s (spec §5)", async (addressNetwork) => {
    const api = apiOn(addressNetwork);
    expect(await api.json("/api/v1/historical-price")).toEqual(EMPTY_HISTORICAL_PRICE);
    expect(await api.json(`/api/v1/historical-price?timestamp=${NOW}&currency=EUR`)).toEqual(EMPTY_HISTORICAL_PRICE);
  });

  it("is cached for five minutes", async () => {
    expect((await mainnet.request("/api/v1/historical-price")).headers.get("cache-control")).toBe("public, max-age=300");
  });

  it("reads a timestamp as the backend's parseInt(…) || 0 does: its leading integer, no number meaning the series", async () => {
    expect(await mainnet.json(`/api/v1/historical-price?timestamp=${NOW - 5_000}.5`)).toEqual(await mainnet.json(`/api/v1/historical-price?timestamp=${NOW - 5_000}`));
    expect(await mainnet.json("/api/v1/historical-price?timestamp=now")).toEqual(await mainnet.json("/api/v1/historical-price"));
    // Milliseconds name a time ahead of every price: the latest one, as the backend's "nearest before" finds.
    expect(await mainnet.json(`/api/v1/historical-price?timestamp=${NOW * 1000}`)).toEqual(await mainnet.json(`/api/v1/historical-price?timestamp=${NOW}`));
  });

  it.each([
    ["an unknown currency", "currency=XAU", /expected one of USD, EUR, GBP, CAD, CHF, AUD, JPY/],
  ])("answers %s with 400", async (_, query, message) => {
    const answer = await mainnet.request(`/api/v1/historical-price?${query}`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error).toMatch(message);
  });
});
