import { describe, expect, it } from "vitest";
import { bech32 } from "@scure/base";
import {
  INITIAL_SEARCH_BOX_STATE,
  MAX_SUGGESTIONS,
  type SearchBoxState,
  blurred,
  dismissed,
  moved,
  picked,
  submitted,
  suggestionPrefix,
  suggestionsArrived,
  typed,
} from "../../../client/components/search/search-box-state.ts";

// research §4: typing "1wiz" lists addresses from /api/address-prefix; these are real mainnet ones.
const WIZ = ["1wizSAYSbuyXbt9d8JV8ytm5acqq2TorC", "1wiz1rtKFBA58qjb582WF5KAFg9mWCuZV", "1wiz32gbHZwMzJCRHMGehJuBgsMTPdaCa"];
const TXID = "4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b";

const withSuggestions = (text = "1wiz"): SearchBoxState =>
  suggestionsArrived(typed(INITIAL_SEARCH_BOX_STATE, text, "mainnet"), text, WIZ, "mainnet");

describe("suggestionPrefix", () => {
  it.each([
    ["1wiz", "1wiz"],
    ["  BC1PQYQS ", "bc1pqyqs"],
    ["1wi", null],
    ["800000", null],
    [TXID, null],
    ["hello", null],
    [WIZ[0]!, null],
  ])("%j → %j", (text, expected) => {
    expect(suggestionPrefix(text, "mainnet")).toBe(expected);
  });
});

describe("search box state", () => {
  it("opens the list when completions of the current prefix arrive", () => {
    const state = withSuggestions();
    expect(state).toMatchObject({ text: "1wiz", suggestions: WIZ, open: true, active: -1, message: null });
  });

  it("drops completions of a prefix the text has moved away from", () => {
    const state = typed(INITIAL_SEARCH_BOX_STATE, "1wizS", "mainnet");
    expect(suggestionsArrived(state, "1wiz", WIZ, "mainnet")).toBe(state);
  });

  it("keeps only completions that are whole addresses of the network starting with the prefix", () => {
    const answer = [WIZ[0], WIZ[0], "1wizNOTVALID", "tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", 42, null, "1abc", WIZ[1]];
    const state = suggestionsArrived(typed(INITIAL_SEARCH_BOX_STATE, "1wiz", "mainnet"), "1wiz", answer, "mainnet");
    expect(state.suggestions).toEqual([WIZ[0], WIZ[1]]);
  });

  it("keeps at most ten completions, and nothing from an answer that is not a list", () => {
    const many = Array.from({ length: 12 }, (_, i) => bech32.encode("bc", [0, ...bech32.toWords(new Uint8Array(20).fill(i))]));
    const state = suggestionsArrived(typed(INITIAL_SEARCH_BOX_STATE, "bc1q", "mainnet"), "bc1q", many, "mainnet");
    expect(state.suggestions).toEqual(many.slice(0, MAX_SUGGESTIONS));
    expect(suggestionsArrived(typed(INITIAL_SEARCH_BOX_STATE, "1wiz", "mainnet"), "1wiz", "nope" as never, "mainnet").suggestions).toEqual([]);
  });

  it("an empty answer closes the list", () => {
    const state = suggestionsArrived(withSuggestions(), "1wiz", [], "mainnet");
    expect(state).toMatchObject({ suggestions: [], open: false });
  });

  it("narrows the list at once as the prefix grows, and clears it for other input", () => {
    expect(typed(withSuggestions(), "1wiz3", "mainnet").suggestions).toEqual([WIZ[2]]);
    expect(typed(withSuggestions(), "1wizX", "mainnet")).toMatchObject({ suggestions: [], open: false });
    expect(typed(withSuggestions(), "840000", "mainnet")).toMatchObject({ suggestions: [], open: false });
  });

  it("moves down and up through the list, wrapping around", () => {
    const first = moved(withSuggestions(), 1);
    expect(first.active).toBe(0);
    expect(moved(moved(moved(first, 1), 1), 1).active).toBe(0);
    expect(moved(first, -1).active).toBe(2);
    expect(moved(withSuggestions(), -1).active).toBe(2);
  });

  it("reopens a closed list on an arrow key, and ignores arrows with nothing to show", () => {
    const closed = blurred(withSuggestions());
    expect(closed.open).toBe(false);
    expect(moved(closed, 1)).toMatchObject({ open: true, active: 0 });
    const empty = typed(INITIAL_SEARCH_BOX_STATE, "840000", "mainnet");
    expect(moved(empty, 1)).toBe(empty);
  });

  it("Escape closes the list first, then clears the text", () => {
    const closed = dismissed(moved(withSuggestions(), 1));
    expect(closed).toMatchObject({ text: "1wiz", open: false, active: -1 });
    expect(dismissed(closed)).toEqual(INITIAL_SEARCH_BOX_STATE);
  });

  it("Enter opens the highlighted completion and resets the box", () => {
    const step = submitted(moved(moved(withSuggestions(), 1), 1), "mainnet", "");
    expect(step.path).toBe(`/address/${WIZ[1]}`);
    expect(step.state).toEqual(INITIAL_SEARCH_BOX_STATE);
  });

  it("a click opens that completion under the network base", () => {
    expect(picked(withSuggestions(), 2, "mainnet", "").path).toBe(`/address/${WIZ[2]}`);
    expect(picked(withSuggestions(), 7, "mainnet", "").path).toBeNull();
    expect(picked(withSuggestions(), -1, "mainnet", "").path).toBeNull();
  });

  it.each([
    [TXID, "/testnet", `/testnet/tx/${TXID}`],
    [" 840000 ", "", "/block/840000"],
    ["tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", "/testnet", "/testnet/address/tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx"],
  ])("Enter without a highlighted completion opens what %j points at", (text, base, path) => {
    const network = base === "" ? "mainnet" : "testnet";
    expect(submitted(typed(INITIAL_SEARCH_BOX_STATE, text, network), network, base).path).toBe(path);
  });

  it.each([
    ["", "empty"],
    ["hello", "unrecognised"],
    ["99999999999", "height-too-large"],
    ["tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx", "wrong-network"],
    ["1wizSAYSbuyXbt9d8JV8ytm5acqq2TorCx", "invalid-address"],
    ["1wiz", "incomplete-address"],
    ["x".repeat(10_000), "too-long"],
  ])("Enter on %j stays put and explains: %s", (text, message) => {
    const step = submitted(typed(INITIAL_SEARCH_BOX_STATE, text, "mainnet"), "mainnet", "");
    expect(step.path).toBeNull();
    expect(step.state).toMatchObject({ text, message, open: false });
  });

  it("typing clears the message", () => {
    const failed = submitted(typed(INITIAL_SEARCH_BOX_STATE, "hello", "mainnet"), "mainnet", "").state;
    expect(typed(failed, "hello!", "mainnet").message).toBeNull();
  });

  it("a closed list's highlight is not submitted", () => {
    const closed = blurred(moved(withSuggestions(), 1));
    expect(submitted(closed, "mainnet", "").state.message).toBe("incomplete-address");
  });
});
