import { describe, expect, it } from "vitest";
import { durationText, scriptKindText, signedAmountText } from "../../../client/components/transaction/transaction-texts.ts";
import { createTranslator } from "../../../client/i18n/i18n.tsx";
import { enTransaction } from "../../../client/i18n/locales/en/transaction.ts";
import { TRANSACTION_FLAGS } from "../../../shared/tables/transaction-flags.ts";
import { SCRIPT_KINDS } from "../../../shared/tx/script-kind.ts";

const t = createTranslator("en");

describe("transaction texts", () => {
  it("has an English label for every script kind and every flag", () => {
    for (const kind of SCRIPT_KINDS) expect(scriptKindText(t, kind)).not.toMatch(/^transaction\./);
    for (const flag of TRANSACTION_FLAGS) expect(enTransaction).toHaveProperty(`transaction.flag.${flag.key}`);
  });

  it("labels the flags as the spec's table does where it names them", () => {
    for (const flag of TRANSACTION_FLAGS) expect(t(`transaction.flag.${flag.key}`)).toBe(flag.label);
  });

  it("writes durations under a minute in seconds", () => {
    expect(durationText(t, 45)).toBe("45 seconds");
    expect(durationText(t, 1)).toBe("1 second");
    expect(durationText(t, 319)).toBe("5 minutes");
  });

  it("signs gains but not zero", () => {
    expect(signedAmountText(1_000, "mainnet")).toBe("+0.00001000 BTC");
    expect(signedAmountText(-1_000, "signet")).toBe("-0.00001000 sBTC");
    expect(signedAmountText(0, "mainnet")).toBe("0.00000000 BTC");
  });
});
