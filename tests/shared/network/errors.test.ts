import { describe, it, expect } from "vitest";
import {
  InvalidConfigError,
  InvalidPathError,
  UnsupportedLanguageError,
  UnsupportedNetworkError,
} from "../../../shared/network/errors.ts";

describe("network errors", () => {
  it.each<[string, Error & { status: number }, number, string]>([
    ["an unknown network", new UnsupportedNetworkError("x", "why."), 400, "UnsupportedNetworkError"],
    ["an unknown language", new UnsupportedLanguageError("xx"), 400, "UnsupportedLanguageError"],
    ["a bad path", new InvalidPathError("tx", "why."), 400, "InvalidPathError"],
    ["a bad setting", new InvalidConfigError("host", "x", "why."), 500, "InvalidConfigError"],
  ])("%s carries status %i and its own name", (_case, error, status, name) => {
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(status);
    expect(error.name).toBe(name);
  });

  it.each<[unknown, string]>([
    ["", "Invalid path an empty string: why."],
    ["tx", 'Invalid path "tx": why.'],
    [42, "Invalid path 42: why."],
    [null, "Invalid path null: why."],
    [undefined, "Invalid path undefined: why."],
    [{}, "Invalid path an object: why."],
  ])("describes the input %j without dumping objects", (input, message) => {
    expect(new InvalidPathError(input, "why.").message).toBe(message);
  });
});
