import { describe, expect, it } from "vitest";
import { MAX_TRACKED_SCRIPT_HEX_CHARS } from "../../../shared/protocol/socket-state.ts";
import { isTrackableScriptPubkey, trackedAddress } from "../../../shared/protocol/tracked-script.ts";

describe("trackedAddress", () => {
  it("reads an address of the network as the script it pays", () => {
    expect(trackedAddress("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "mainnet")).toEqual({
      key: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq",
      script: "0014e8df018c7e326cc253faac7e46cdc51e68542c42",
    });
    expect(trackedAddress("1BoatSLRHtKNngkdXEeobR76b53LETtpyT", "mainnet")?.script).toMatch(/^76a914[0-9a-f]{40}88ac$/);
  });

  it("tracks a raw public key as its P2PK output, and refuses another network's address", () => {
    const key = `02${"11".repeat(32)}`;
    expect(trackedAddress(key, "mainnet")).toEqual({ key, script: `21${key}ac` });
    expect(trackedAddress(`04${"AB".repeat(64)}`, "testnet")?.script).toBe(`4104${"ab".repeat(64)}ac`);
    expect(trackedAddress("tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", "mainnet")).toBeNull();
    expect(trackedAddress("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", "signet")).toBeNull();
  });
});

describe("isTrackableScriptPubkey", () => {
  it("keeps scripts short enough for the socket's attachment", () => {
    expect(isTrackableScriptPubkey("00".repeat(MAX_TRACKED_SCRIPT_HEX_CHARS / 2))).toBe(true);
    expect(isTrackableScriptPubkey("00".repeat(MAX_TRACKED_SCRIPT_HEX_CHARS / 2 + 1))).toBe(false);
  });
});
