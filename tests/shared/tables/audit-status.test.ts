import { describe, expect, it } from "vitest";
import {
  AUDIT_STATUS_TEXTS,
  type AuditStatus,
  auditBadge,
  isAuditStatus,
  parseAuditStatus,
} from "../../../shared/tables/audit-status.ts";

describe("audit status texts (spec §4.1)", () => {
  it.each<[AuditStatus, string]>([
    ["found", "Match"],
    ["censored", "Removed"],
    ["missing", "Marginal fee rate"],
    ["sigop", "High sigop count"],
    ["fresh", "Recently broadcasted"],
    ["freshcpfp", "Recently CPFP'd"],
    ["added", "Added"],
    ["selected", "Marginal fee rate"],
    ["rbf", "Conflicting"],
    ["accelerated", "Accelerated"],
    ["prioritized", "Prioritized"],
    ["deprioritized", "Deprioritized"],
    ["unseen", "Not seen in our mempool"],
  ])("shows %s as %j", (status, text) => {
    expect(AUDIT_STATUS_TEXTS[status]).toBe(text);
    expect(auditBadge(status, false)).toEqual({ status, text });
  });

  it("has exactly the spec's ten statuses plus research §5.6's three", () => {
    expect(Object.keys(AUDIT_STATUS_TEXTS)).toHaveLength(13);
  });
});

describe("auditBadge (spec §4.1: without audit data, only an accelerated transaction shows the Accelerated badge)", () => {
  it.each<[AuditStatus | undefined, boolean, ReturnType<typeof auditBadge>]>([
    [undefined, true, { status: "accelerated", text: "Accelerated" }],
    [undefined, false, undefined],
    ["found", true, { status: "found", text: "Match" }],
    ["censored", false, { status: "censored", text: "Removed" }],
  ])("status %s, accelerated %s gives %o", (status, accelerated, badge) => {
    expect(auditBadge(status, accelerated)).toEqual(badge);
  });

  it("treats an unknown status that slipped through as no audit data", () => {
    expect(auditBadge("bogus" as AuditStatus, false)).toBeUndefined();
    expect(auditBadge("bogus" as AuditStatus, true)).toEqual({ status: "accelerated", text: "Accelerated" });
  });
});

describe("parseAuditStatus", () => {
  it.each([
    ["found", "found"],
    ["freshcpfp", "freshcpfp"],
    ["bogus", undefined],
    ["toString", undefined],
    ["", undefined],
    [null, undefined],
    [3, undefined],
  ])("reads %j as %s", (value, status) => {
    expect(parseAuditStatus(value)).toBe(status);
    expect(isAuditStatus(value)).toBe(status !== undefined);
  });
});
