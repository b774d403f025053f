import { describe, expect, it } from "vitest";
import {
  DEFAULT_GRAPH_WINDOW,
  DEFAULT_MINING_WINDOW,
  GRAPH_WINDOWS,
  isGraphWindow,
  isMiningWindow,
} from "../../../shared/preferences/chart-windows.ts";

describe("chart windows", () => {
  it("lists the statistics intervals of spec §7.2", () => {
    expect(GRAPH_WINDOWS).toEqual(["2h", "24h", "1w", "1m", "3m", "6m", "1y", "2y", "3y", "4y", "all"]);
  });

  it("defaults to 2h and 1w (spec §9)", () => {
    expect([DEFAULT_GRAPH_WINDOW, DEFAULT_MINING_WINDOW]).toEqual(["2h", "1w"]);
  });

  it.each([
    ["2h", true, false],
    ["3d", false, true],
    ["all", true, true],
    ["2H", false, false],
    ["", false, false],
    [null, false, false],
    [7, false, false],
  ])("%j is a graph window: %s, a mining window: %s", (input, graph, mining) => {
    expect(isGraphWindow(input)).toBe(graph);
    expect(isMiningWindow(input)).toBe(mining);
  });
});
