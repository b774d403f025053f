import { describe, expect, it } from "vitest";
import { RECONNECT_CAP_MS, reconnectDelayMs } from "../../../../durable-objects/hub/upstream/backoff.ts";

describe("reconnectDelayMs", () => {
  it("waits 1–2 s first, doubling the window per failure", () => {
    expect([reconnectDelayMs(0, () => 0), reconnectDelayMs(0, () => 0.999)]).toEqual([1_000, 1_999]);
    expect([reconnectDelayMs(1, () => 0), reconnectDelayMs(2, () => 0), reconnectDelayMs(3, () => 0.5)]).toEqual([2_000, 2_500, 3_750]);
  });

  it("stops growing at 2.5–5 s, still spread over the window", () => {
    for (const failures of [4, 5, 10, 1_000]) {
      expect(reconnectDelayMs(failures, () => 0)).toBe(RECONNECT_CAP_MS / 2);
      expect(reconnectDelayMs(failures, () => 0.999_999)).toBeLessThanOrEqual(RECONNECT_CAP_MS);
    }
  });

  it("reads odd inputs as the first retry, never as no wait or NaN", () => {
    for (const failures of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(reconnectDelayMs(failures, () => 0)).toBe(1_000);
    expect(reconnectDelayMs(0, () => 7)).toBe(2_000);
    expect(reconnectDelayMs(0, () => -3)).toBe(1_000);
  });
});
