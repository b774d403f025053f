import { describe, expect, it } from "vitest";
import { isEnterpriseSubdomain } from "../../../shared/rules/enterprise-subdomain.ts";

describe("isEnterpriseSubdomain", () => {
  it.each([
    ["acme", true],
    ["Acme_Pool-42", true],
    ["a", true],
    ["acme.pool", false],
    ["acme pool", false],
    ["", false],
    ["ácme", false],
    ["acme/..", false],
    [42, false],
    [null, false],
  ])("§5 letters, digits, hyphen and underscore: %j → %s", (label, expected) => {
    expect(isEnterpriseSubdomain(label)).toBe(expected);
  });
});
