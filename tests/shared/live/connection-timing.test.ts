import { describe, expect, it } from "vitest";
import {
  PING_AFTER_MS,
  PONG_TIMEOUT_MS,
  randomDelayMs,
  reconnectDelayMs,
  reloadDelayMs,
} from "../../../shared/live/connection-timing.ts";

describe("connection timing", () => {
  it("pings after 30 s and waits 5 s for an answer (spec §9)", () => {
    expect([PING_AFTER_MS, PONG_TIMEOUT_MS]).toEqual([30_000, 5_000]);
  });

  it.each([
    [0, 2_000, 60_000],
    [0.5, 3_000, 90_000],
    [0.999999, 4_000, 120_000],
  ])("with randomness %s reconnects after %i ms and reloads after %i ms (spec §4.3)", (r, reconnect, reload) => {
    expect(reconnectDelayMs(() => r)).toBe(reconnect);
    expect(reloadDelayMs(() => r)).toBe(reload);
  });

  it.each([[Number.NaN, 3_000], [-1, 2_000], [7, 4_000], [Number.POSITIVE_INFINITY, 3_000]])(
    "keeps a misbehaving random source %s inside the window",
    (r, expected) => {
      expect(randomDelayMs(2_000, 4_000, () => r)).toBe(expected);
    },
  );
});
