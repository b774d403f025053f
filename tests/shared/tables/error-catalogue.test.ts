import { describe, expect, it } from "vitest";
import {
  EMPTY_ESTIMATE_ERROR_CODE,
  ERROR_CATALOGUE,
  accelerateErrorCode,
  errorMessage,
  isErrorCode,
} from "../../../shared/tables/error-catalogue.ts";

describe("error catalogue (spec §8, word for word)", () => {
  it.each([
    ["internal_server_error", "Something went wrong, please try again later"],
    ["acceleration_duplicated", "This transaction has already been accelerated."],
    ["acceleration_outbid", "Your fee delta is too low."],
    ["cannot_accelerate_tx", "Cannot accelerate this transaction."],
    ["cannot_decode_raw_tx", "Cannot decode this raw transaction."],
    ["cannot_fetch_raw_tx", "Cannot find this transaction."],
    ["high_sigop_tx", "This transaction cannot be accelerated."],
    ["invalid_acceleration_request", "This acceleration request is not valid."],
    ["invalid_tx_dependencies", "This transaction dependencies are not valid."],
    ["mempool_rejected_raw_tx", "Our mempool rejected this transaction"],
    ["no_mining_pool_available", "No mining pool available at the moment"],
    ["not_available", "You current subscription does not allow you to access this feature."],
    ["not_enough_balance", "Your account balance is too low. Please make a deposit."],
    ["not_verified", "You must verify your account to use this feature."],
    ["recommended_fees_not_available", "Recommended fees are not available right now."],
    ["too_many_relatives", "This transaction has too many relatives."],
    ["txid_not_in_mempool", "This transaction is not in the mempool."],
    ["not_whitelisted_by_any_pool", "You are not whitelisted by any mining pool"],
  ])("shows %s as a danger alert reading %j", (code, message) => {
    expect(errorMessage(code)).toMatchObject({ code, message, severity: "danger" });
  });

  it("shows waitlisted as an informational alert (spec §8)", () => {
    expect(errorMessage("waitlisted")).toEqual({
      code: "waitlisted",
      message: "You are currently on the wait list. You will get notified once you are granted access.",
      severity: "info",
    });
  });

  it("links not_enough_balance to the deposit page (spec §8)", () => {
    expect(errorMessage("not_enough_balance").link).toBe("accelerator-deposit");
    expect(errorMessage("not_verified")).not.toHaveProperty("link");
  });

  it("holds the spec's 19 codes", () => {
    expect(Object.keys(ERROR_CATALOGUE)).toHaveLength(19);
  });

  it("raises cannot_accelerate_tx for a 204 or empty estimate (spec §8)", () => {
    expect(EMPTY_ESTIMATE_ERROR_CODE).toBe("cannot_accelerate_tx");
  });
});

describe("errorMessage for codes outside the catalogue (spec §8: unknown codes are shown as given in a danger alert)", () => {
  it.each(["rate_limited", "Some Raw Server Text", "toString", "__proto__"])("shows %j as given", (code) => {
    expect(errorMessage(code)).toEqual({ code, message: code, severity: "danger" });
  });

  it.each([[""], ["   "], [undefined], [null], [404], [{ error: "x" }]])(
    "falls back to internal_server_error for the unusable code %j",
    (code) => {
      expect(errorMessage(code)).toEqual({
        code: "internal_server_error",
        message: "Something went wrong, please try again later",
        severity: "danger",
      });
    },
  );

  it.each([
    ["waitlisted", true],
    ["not_available", true],
    ["constructor", false],
    ["", false],
    [1, false],
  ])("isErrorCode(%j) is %s", (code, expected) => {
    expect(isErrorCode(code)).toBe(expected);
  });
});

describe("accelerateErrorCode (spec §4.2: a 403 with error not_available becomes 'waitlisted')", () => {
  it.each([
    [403, "not_available", "waitlisted"],
    [400, "not_available", "not_available"],
    [403, "not_verified", "not_verified"],
    [500, "internal_server_error", "internal_server_error"],
  ])("status %s with %s shows %s", (status, code, shown) => {
    expect(accelerateErrorCode(status, code)).toBe(shown);
  });
});
