import { describe, it, expect } from "vitest";
import { clockIndexRoute, clockModeRoute, mempoolBlockIndexRoute } from "../../../shared/network/route-normalise.ts";

describe("clockModeRoute", () => {
  it.each<[string | undefined, string]>([
    [undefined, "/clock/mempool/0"],
    ["mempool", "/clock/mempool/0"],
    ["mined", "/clock/mined/0"],
    ["Mined", "/clock/mined/0"],
    ["", "/clock/mined/0"],
  ])("§2.2 /clock/%s → %s", (mode, route) => {
    expect(clockModeRoute(mode)).toBe(route);
  });
});

describe("clockIndexRoute", () => {
  it.each<[string, string, string | null]>([
    ["mempool", "0", null],
    ["mined", "15", null],
    ["mined", "-1", "/clock/mined/0"],
    ["x", "4", "/clock/mined/4"],
    ["mempool", "4.2", "/clock/mempool/0"],
    ["mempool", "1e3", "/clock/mempool/0"],
  ])("§5 /clock/%s/%s → %s", (mode, index, route) => {
    expect(clockIndexRoute({ mode, index })).toBe(route);
  });
});

describe("mempoolBlockIndexRoute", () => {
  const normalise = mempoolBlockIndexRoute("/mempool-block");

  it.each<[string | undefined, string | null]>([
    ["0", null],
    ["7", null],
    ["007", null],
    ["-1", "/mempool-block/0"],
    ["-0", "/mempool-block/0"],
    ["1.5", "/mempool-block/0"],
    ["x", "/mempool-block/0"],
    ["+3", "/mempool-block/0"],
    ["99999999999999999999", "/mempool-block/0"],
    [undefined, "/mempool-block/0"],
  ])("§5 index %s → %s", (index, route) => {
    expect(normalise(index === undefined ? {} : { index })).toBe(route);
  });

  it("keeps the route it was made for", () => {
    expect(mempoolBlockIndexRoute("/view/mempool-block")({ index: "q" })).toBe("/view/mempool-block/0");
  });
});
