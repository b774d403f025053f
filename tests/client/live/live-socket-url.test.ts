import { describe, expect, it } from "vitest";
import { liveSocketUrl } from "../../../client/live/live-socket-url.ts";

describe("liveSocketUrl", () => {
  it.each([
    [{ protocol: "https:", host: "example.org" }, "", "wss://example.org/api/v1/ws"],
    [{ protocol: "https:", host: "example.org" }, "/testnet", "wss://example.org/testnet/api/v1/ws"],
    [{ protocol: "http:", host: "localhost:8787" }, "/signet", "ws://localhost:8787/signet/api/v1/ws"],
  ])("%o with base %j is %s", (origin, base, url) => {
    expect(liveSocketUrl(origin, base)).toBe(url);
  });

  it.each(["testnet", "/testnet/", "//evil.example", "/a/b"])("refuses the base %j", (base) => {
    expect(() => liveSocketUrl({ protocol: "https:", host: "example.org" }, base)).toThrow(/network base/);
  });
});
