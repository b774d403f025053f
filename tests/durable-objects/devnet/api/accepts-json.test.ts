import { describe, expect, it } from "vitest";
import { acceptsJson } from "../../../../durable-objects/devnet/api/accepts-json.ts";

describe("acceptsJson", () => {
  it.each([
    [undefined, true],
    ["", true],
    ["application/json, text/plain, */*", true],
    ["*/*", true],
    ["application/*;q=0.5", true],
    ["text/html", false],
    ["text/plain", false],
    ["application/json;q=0", false],
    ["text/html, application/json; q=0.1", true],
  ])("Accept %j → %s", (accept, expected) => {
    expect(acceptsJson(accept)).toBe(expected);
  });
});
