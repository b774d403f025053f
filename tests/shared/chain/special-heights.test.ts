import { describe, it, expect } from "vitest";
import { InvalidHeightError } from "../../../shared/chain/height-error.ts";
import {
  GENESIS_HEIGHT,
  SOFT_FORK_ACTIVATION_HEIGHTS,
  type SoftFork,
  TAPROOT_ACTIVATION_HEIGHT_MAINNET,
  isSoftForkActive,
  softForkActivationHeight,
} from "../../../shared/chain/special-heights.ts";
import type { Network } from "../../../shared/network/networks.ts";
import { type BlockHeight, blockHeight } from "../../../shared/types/units.ts";

describe("special heights", () => {
  it("puts genesis at 0 and taproot at 709632 on mainnet (spec §9)", () => {
    expect(GENESIS_HEIGHT).toBe(0);
    expect(TAPROOT_ACTIVATION_HEIGHT_MAINNET).toBe(709_632);
  });

  it("holds the activation table of spec §9 (rbf, segwit, taproot)", () => {
    expect(SOFT_FORK_ACTIVATION_HEIGHTS).toEqual({
      mainnet: { rbf: 399_701, segwit: 477_120, taproot: 709_632 },
      testnet: { rbf: 720_255, segwit: 872_730, taproot: 2_032_291 },
      signet: { rbf: 0, segwit: 0, taproot: 0 },
    });
  });
});

describe("softForkActivationHeight", () => {
  it.each<[Network, SoftFork, number | null]>([
    ["mainnet", "rbf", 399_701],
    ["mainnet", "segwit", 477_120],
    ["mainnet", "taproot", 709_632],
    ["testnet", "rbf", 720_255],
    ["testnet", "segwit", 872_730],
    ["testnet", "taproot", 2_032_291],
    ["signet", "taproot", 0],
    ["liquid", "segwit", null],
    ["liquidtestnet", "taproot", null],
    ["bisq", "rbf", null],
  ])("gives %s %s activation at %s", (network, fork, expected) => {
    expect(softForkActivationHeight(network, fork)).toBe(expected);
  });

  it("rejects an unknown fork name", () => {
    expect(() => softForkActivationHeight("mainnet", "csv" as SoftFork)).toThrow(
      'Unknown soft fork "csv": expected one of rbf, segwit, taproot.',
    );
  });
});

describe("isSoftForkActive", () => {
  it.each<[string, Network, SoftFork, number, boolean]>([
    ["spec §9: mainnet taproot is off one block before 709632", "mainnet", "taproot", 709_631, false],
    ["spec §9: mainnet taproot is on at 709632", "mainnet", "taproot", 709_632, true],
    ["spec §9: mainnet segwit is on at 477120", "mainnet", "segwit", 477_120, true],
    ["spec §9: mainnet segwit is off at 477119", "mainnet", "segwit", 477_119, false],
    ["spec §9: mainnet rbf is on after 399701", "mainnet", "rbf", 500_000, true],
    ["spec §9: testnet taproot is off at 2032290", "testnet", "taproot", 2_032_290, false],
    ["spec §9: testnet taproot is on at 2032291", "testnet", "taproot", 2_032_291, true],
    ["spec §9: testnet heights differ from mainnet (segwit at 477120 is off)", "testnet", "segwit", 477_120, false],
    ["spec §9: signet has everything from genesis", "signet", "taproot", 0, true],
    ["Liquid has no row, so hints stay off", "liquid", "segwit", 3_000_000, false],
    ["Bisq has no row", "bisq", "taproot", 900_000, false],
  ])("%s", (_case, network, fork, height, expected) => {
    expect(isSoftForkActive(network, fork, blockHeight(height))).toBe(expected);
  });

  it.each([
    ["a negative height", -1],
    ["NaN", Number.NaN],
    ["a fraction", 709_632.5],
    ["a string", "709632"],
  ])("rejects %s", (_case, input) => {
    expect(() => isSoftForkActive("mainnet", "taproot", input as BlockHeight)).toThrow(InvalidHeightError);
  });
});
