import { describe, expect, it } from "vitest";
import { acceptsJson, errorAnswersJson } from "../../../shared/protocol/backend-error-form.ts";

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

describe("errorAnswersJson", () => {
  it.each<[string, string | undefined, boolean]>([
    ["/api/v1/cpfp/x", undefined, true],
    ["/api/v1/cpfp/x", "application/json", true],
    ["/api/v1/cpfp/x", "text/html", false],
    ["/api/tx/x", undefined, false],
    ["/api/tx/x", "application/json", false],
    ["/api/v1", "application/json", false],
  ])("an error on %s with Accept %j is JSON: %s", (path, accept, expected) => {
    expect(errorAnswersJson(path, accept)).toBe(expected);
  });
});
