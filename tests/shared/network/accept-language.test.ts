import { describe, expect, it } from "vitest";
import { acceptedLanguage } from "../../../shared/network/accept-language.ts";

describe("acceptedLanguage", () => {
  it.each<[string | null | undefined, string | null]>([
    ["de-CH, de;q=0.9, en;q=0.8", "de"],
    ["en-US,en;q=0.9,fr;q=0.8", "en"],
    ["xx, pt-BR;q=0.5", "pt"],
    ["fr;q=0.4, ja;q=0.6", "ja"],
    ["zh-Hans-CN", "zh"],
    ["no, en;q=0.1", "nb"],
    ["de;q=0, fr", "fr"],
    ["*", null],
    ["", null],
    [null, null],
    [undefined, null],
    ["de;q=banana", null],
    ["de;q=banana, fr;q=0.2", "fr"],
    [";;;,,,", null],
  ])("reads %j as %j", (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });

  it("reads only the first tags of an absurd header", () => {
    expect(acceptedLanguage(`${"xx,".repeat(100)}de`)).toBeNull();
  });
});
