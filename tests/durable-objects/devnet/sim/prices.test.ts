import { describe, expect, it } from "vitest";
import { exchangeRates, priceAt } from "../../../../durable-objects/devnet/sim/prices.ts";

describe("priceAt", () => {
  it("is the same for the same seed and time", () => {
    expect(priceAt("s", 1_763_700_000)).toEqual(priceAt("s", 1_763_700_000));
  });

  it("stays within the bounds around the median", () => {
    for (let t = 1_700_000_000; t < 1_700_000_000 + 90 * 86_400; t += 3_517) {
      const { USD } = priceAt("bounds", t);
      expect(USD).toBeGreaterThan(95_000 * Math.exp(-0.36));
      expect(USD).toBeLessThan(95_000 * Math.exp(0.36));
    }
  });

  it("moves smoothly: a minute changes the price by well under one percent", () => {
    for (let t = 1_763_700_000; t < 1_763_700_000 + 86_400; t += 600) {
      const a = priceAt("smooth", t).USD;
      const b = priceAt("smooth", t + 60).USD;
      expect(Math.abs(b - a) / a).toBeLessThan(0.01);
    }
  });

  it("quotes every indexed currency through fixed rates", () => {
    const prices = priceAt("fx", 1_763_700_000);
    expect(Object.keys(prices).sort()).toEqual(["AUD", "CAD", "CHF", "EUR", "GBP", "JPY", "USD"]);
    expect(prices.JPY / prices.USD).toBeCloseTo(exchangeRates().USDJPY, 0);
  });
});
