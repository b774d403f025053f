import { describe, expect, it } from "vitest";
import { KIOSK_REFRESH_MIN_SECONDS, kioskRefreshSeconds } from "../../../shared/params/kiosk-refresh.ts";

const refresh = (query: string) => kioskRefreshSeconds(new URLSearchParams(query));

describe("kioskRefreshSeconds", () => {
  it("reads whole seconds, raising anything under the minimum to it", () => {
    expect(KIOSK_REFRESH_MIN_SECONDS).toBe(5);
    expect(refresh("refresh=30")).toBe(30);
    expect(refresh("refresh=5")).toBe(5);
    expect(refresh("refresh=4")).toBe(5);
    expect(refresh("refresh=0")).toBe(5);
    expect(refresh("refresh=-10")).toBe(5);
  });

  it("is the live page (null) without the parameter or with anything but an integer (spec §5)", () => {
    for (const query of ["", "refresh=", "refresh=2.5", "refresh=ten", "refresh=1e3", "refresh= 10", "refresh=99999999999999999999", "stats=false"]) {
      expect(refresh(query), query).toBeNull();
    }
  });
});
