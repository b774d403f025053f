import { describe, expect, it } from "vitest";
import { priceAt } from "../../../../durable-objects/devnet/sim/prices.ts";
import { conversionsAt, PRICE_QUOTE_SECONDS, quoteTime } from "../../../../durable-objects/devnet/views/conversions.ts";

const SEED = "conversions-test";
const PERIOD_START = 1_763_700_000;

describe("conversionsAt", () => {
  it("quotes the price curve at the start of the five-minute period, as upstream's 12 quotes an hour", () => {
    expect(PERIOD_START % PRICE_QUOTE_SECONDS).toBe(0);
    const quote = conversionsAt(SEED, PERIOD_START + 123.7);
    expect(quote).toEqual({ time: PERIOD_START, ...priceAt(SEED, PERIOD_START) });
    expect(Object.keys(quote)).toEqual(["time", "USD", "EUR", "GBP", "CAD", "CHF", "AUD", "JPY"]);
  });

  it("stands for a whole period and changes at the next one", () => {
    const first = conversionsAt(SEED, PERIOD_START);
    expect(conversionsAt(SEED, PERIOD_START + PRICE_QUOTE_SECONDS - 0.001)).toEqual(first);
    const next = conversionsAt(SEED, PERIOD_START + PRICE_QUOTE_SECONDS);
    expect(next.time).toBe(PERIOD_START + PRICE_QUOTE_SECONDS);
    // The curve moves every second, so the quote of the next period is another price.
    expect(next.USD).not.toBe(first.USD);
  });

  it("names the period a time falls in", () => {
    expect(quoteTime(PERIOD_START + PRICE_QUOTE_SECONDS - 1)).toBe(PERIOD_START);
    expect(quoteTime(PERIOD_START + PRICE_QUOTE_SECONDS)).toBe(PERIOD_START + PRICE_QUOTE_SECONDS);
  });
});
