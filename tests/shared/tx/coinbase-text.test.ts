import { describe, expect, it } from "vitest";
import { coinbaseText } from "../../../shared/tx/coinbase-text.ts";

const hex = (text: string) => Buffer.from(text, "latin1").toString("hex");

describe("coinbaseText", () => {
  it("keeps the pool's tag between the height push and the extra nonce", () => {
    expect(coinbaseText(`0350f80c${hex("/Foundry USA Pool #dropgold/")}0a1b2c3d`)).toBe("/Foundry USA Pool #dropgold/");
  });

  it("leaves out stray printable bytes and joins separate messages", () => {
    expect(coinbaseText(`02${hex("ab")}00${hex("Mined by x")}ff${hex("hello")}`)).toBe("Mined by x hello");
  });

  it("answers empty text for no text or bad hex", () => {
    expect(coinbaseText("00ff00")).toBe("");
    expect(coinbaseText("xyz")).toBe("");
  });
});
