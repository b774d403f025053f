import { describe, it, expect } from "vitest";
import { InvalidHeightError } from "../../../shared/chain/height-error.ts";
import {
  COMPLETED_EVENT_DISPLAY_BLOCKS,
  SPECIAL_EVENTS,
  SPECIAL_EVENT_COUNTDOWN_BLOCKS,
  countdownText,
  recentlyCompletedEvent,
  specialEventAt,
  upcomingEvent,
} from "../../../shared/chain/special-events.ts";
import { UnsupportedNetworkError } from "../../../shared/network/errors.ts";
import type { Network } from "../../../shared/network/networks.ts";
import { type BlockHeight, blockHeight } from "../../../shared/types/units.ts";

const h = blockHeight;

describe("SPECIAL_EVENTS", () => {
  it("holds genesis, the 15 halvings and taproot of spec §9, ascending", () => {
    expect(SPECIAL_EVENTS.map((e) => e.height)).toEqual([
      0, 210000, 420000, 630000, 709632, 840000, 1050000, 1260000, 1470000, 1680000, 1890000, 2100000, 2310000,
      2520000, 2730000, 2940000, 3150000,
    ]);
  });

  it("labels halvings with their number and new subsidy, structured and in English", () => {
    const fourth = SPECIAL_EVENTS.find((e) => e.height === 840_000);
    expect(fourth).toEqual({
      height: 840_000,
      networks: ["mainnet", "testnet"],
      label: { kind: "halving", n: 4, subsidySats: 312_500_000 },
      labelEvent: "Halving 4",
      labelEventCompleted: "Halving 4 completed",
    });
  });

  it("marks taproot as mainnet only (spec §9)", () => {
    expect(SPECIAL_EVENTS.find((e) => e.height === 709_632)).toEqual({
      height: 709_632,
      networks: ["mainnet"],
      label: { kind: "taproot-activation" },
      labelEvent: "Taproot activation",
      labelEventCompleted: "Taproot activated",
    });
  });

  it("uses the spec §9 windows: countdown 1008 blocks, celebration 8 blocks", () => {
    expect(SPECIAL_EVENT_COUNTDOWN_BLOCKS).toBe(1008);
    expect(COMPLETED_EVENT_DISPLAY_BLOCKS).toBe(8);
  });
});

describe("specialEventAt", () => {
  it.each<[string, Network, number, string | null]>([
    ["genesis on mainnet", "mainnet", 0, "Genesis"],
    ["genesis on testnet", "testnet", 0, "Genesis"],
    ["the 15th halving", "mainnet", 3_150_000, "Halving 15"],
    ["taproot on mainnet", "mainnet", 709_632, "Taproot activation"],
    ["no taproot event on testnet (mainnet only)", "testnet", 709_632, null],
    ["no events on signet (spec lists mainnet and testnet)", "signet", 210_000, null],
    ["no events on liquid", "liquid", 0, null],
    ["nothing at an ordinary height", "mainnet", 840_001, null],
  ])("finds %s", (_case, network, height, label) => {
    expect(specialEventAt(network, h(height))?.labelEvent ?? null).toBe(label);
  });
});

describe("upcomingEvent", () => {
  it.each<[string, Network, number, { height: number; blocksToGo: number; label: string } | null]>([
    ["spec §9: the edge of the 1008-block window", "mainnet", 838_992, { height: 840_000, blocksToGo: 1008, label: "Halving 4" }],
    ["one block outside the window", "mainnet", 838_991, null],
    ["one block to go", "mainnet", 839_999, { height: 840_000, blocksToGo: 1, label: "Halving 4" }],
    ["none once the event block is the tip", "mainnet", 840_000, null],
    ["none after the event", "mainnet", 840_005, null],
    ["taproot on mainnet", "mainnet", 709_000, { height: 709_632, blocksToGo: 632, label: "Taproot activation" }],
    ["no taproot countdown on testnet", "testnet", 709_000, null],
    ["halvings count down on testnet too", "testnet", 1_049_500, { height: 1_050_000, blocksToGo: 500, label: "Halving 5" }],
    ["none on signet", "signet", 209_999, null],
    ["none on liquid", "liquid", 209_999, null],
    ["none after the last listed halving", "mainnet", 3_359_500, null],
  ])("%s", (_case, network, tip, expected) => {
    const upcoming = upcomingEvent(network, h(tip));
    expect(upcoming === null ? null : { height: upcoming.height, blocksToGo: upcoming.blocksToGo, label: upcoming.event.labelEvent }).toEqual(expected);
  });

  it("has no countdown while the tip is unknown (-1, spec §4.3)", () => {
    expect(upcomingEvent("mainnet", -1)).toBeNull();
  });

  it.each([
    ["a negative tip other than -1", -2],
    ["NaN", Number.NaN],
    ["a fractional tip", 839_999.5],
  ])("rejects %s", (_case, tip) => {
    expect(() => upcomingEvent("mainnet", tip as BlockHeight)).toThrow(InvalidHeightError);
  });

  it("rejects an unknown network", () => {
    expect(() => upcomingEvent("regtest" as Network, h(1))).toThrow(UnsupportedNetworkError);
  });
});

describe("recentlyCompletedEvent", () => {
  it.each<[string, Network, number, { height: number; blocksSince: number; label: string } | null]>([
    ["spec §2.3: shown when the event block arrives", "mainnet", 840_000, { height: 840_000, blocksSince: 0, label: "Halving 4 completed" }],
    ["spec §4.4: still shown 7 blocks later", "mainnet", 840_007, { height: 840_000, blocksSince: 7, label: "Halving 4 completed" }],
    ["spec §4.4: cleared 8 blocks later", "mainnet", 840_008, null],
    ["not shown before the event", "mainnet", 839_999, null],
    ["taproot celebrated on mainnet", "mainnet", 709_633, { height: 709_632, blocksSince: 1, label: "Taproot activated" }],
    ["no taproot celebration on testnet", "testnet", 709_633, null],
    ["genesis celebrated on a fresh testnet chain", "testnet", 3, { height: 0, blocksSince: 3, label: "Genesis block mined" }],
    ["none on signet", "signet", 210_000, null],
  ])("%s", (_case, network, tip, expected) => {
    const completed = recentlyCompletedEvent(network, h(tip));
    expect(
      completed === null ? null : { height: completed.height, blocksSince: completed.blocksSince, label: completed.event.labelEventCompleted },
    ).toEqual(expected);
  });

  it("shows nothing while the tip is unknown (-1)", () => {
    expect(recentlyCompletedEvent("mainnet", -1)).toBeNull();
  });

  it.each([-5, 1.25, Number.POSITIVE_INFINITY])("rejects tip %s", (tip) => {
    expect(() => recentlyCompletedEvent("mainnet", tip as BlockHeight)).toThrow(InvalidHeightError);
  });
});

describe("countdownText", () => {
  it.each([
    ["spec §2.3: singular for one block", 839_999, "Halving 4 in 1 block!"],
    ["spec §2.3: plural for more", 839_988, "Halving 4 in 12 blocks!"],
    ["spec §9: the full window", 838_992, "Halving 4 in 1008 blocks!"],
    ["taproot", 709_631, "Taproot activation in 1 block!"],
  ])("writes '{event} in {n} block(s)!' — %s", (_case, tip, expected) => {
    const upcoming = upcomingEvent("mainnet", h(tip));
    expect(upcoming).not.toBeNull();
    if (upcoming !== null) expect(countdownText(upcoming)).toBe(expected);
  });
});
