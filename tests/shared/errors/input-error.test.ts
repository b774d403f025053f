import { describe, expect, it } from "vitest";
import { InvalidHeightError } from "../../../shared/chain/height-error.ts";
import { InputError } from "../../../shared/errors/input-error.ts";
import { InvalidFeeInputError } from "../../../shared/fees/fee-stats-tx.ts";
import {
  InvalidConfigError,
  InvalidPathError,
  UnsupportedLanguageError,
  UnsupportedNetworkError,
} from "../../../shared/network/errors.ts";
import { InvalidParamError } from "../../../shared/params/errors.ts";
import { InvalidAccelerationInputError } from "../../../shared/rules/acceleration-bid.ts";
import { InvalidAddressPrefixError } from "../../../shared/rules/address-prefix.ts";
import { InvalidPubkeyError } from "../../../shared/rules/pubkey-script.ts";
import { InvalidScriptHexError } from "../../../shared/rules/script-hash.ts";
import { InvalidFlagsError } from "../../../shared/tables/transaction-flags.ts";
import { InvalidIdError } from "../../../shared/types/ids.ts";

class ExampleInputError extends InputError {
  constructor(readonly input: unknown) {
    super("Invalid example: expected an example.");
    this.name = "ExampleInputError";
  }
}

describe("InputError", () => {
  it("gives a subclass status 400 and keeps its message and name", () => {
    const error = new ExampleInputError("x");
    expect(error.status).toBe(400);
    expect(error.message).toBe("Invalid example: expected an example.");
    expect(error.name).toBe("ExampleInputError");
    expect(error.input).toBe("x");
  });

  it("is an Error and an InputError, so the edge can recognise it by class", () => {
    const error = new ExampleInputError("x");
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(InputError);
    expect(error).toBeInstanceOf(ExampleInputError);
  });

  it("is thrown and caught like any other error", () => {
    expect(() => {
      throw new ExampleInputError(1);
    }).toThrow(InputError);
  });
});

describe("the bad-input errors of shared/", () => {
  it.each<[string, Error]>([
    ["InvalidIdError", new InvalidIdError("txid", "x")],
    ["InvalidFeeInputError", new InvalidFeeInputError("weight", 0, "a weight above 0")],
    ["InvalidFlagsError", new InvalidFlagsError(-1, "why")],
    ["InvalidParamError", new InvalidParamError("height", "x", "why.")],
    ["UnsupportedNetworkError", new UnsupportedNetworkError("x", "why.")],
    ["UnsupportedLanguageError", new UnsupportedLanguageError("xx")],
    ["InvalidPathError", new InvalidPathError("x", "why.")],
    ["InvalidAccelerationInputError", new InvalidAccelerationInputError("bid", -1, "sats")],
    ["InvalidScriptHexError", new InvalidScriptHexError("abc")],
    ["InvalidAddressPrefixError", new InvalidAddressPrefixError(1)],
    ["InvalidPubkeyError", new InvalidPubkeyError("x")],
    ["InvalidHeightError", new InvalidHeightError(-1)],
  ])("%s is an InputError with status 400", (name, error) => {
    expect(error).toBeInstanceOf(InputError);
    expect((error as InputError).status).toBe(400);
    expect(error.name).toBe(name);
  });

  it("leaves InvalidConfigError out: a deployment fault is not a bad request", () => {
    const error = new InvalidConfigError("host", "x", "why.");
    expect(error).not.toBeInstanceOf(InputError);
    expect(error.status).toBe(500);
  });
});
