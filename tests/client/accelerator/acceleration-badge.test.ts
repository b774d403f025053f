import { describe, expect, it } from "vitest";
import { accelerationBadge } from "../../../client/components/accelerator/acceleration-badge.ts";
import type { AccelerationStatus } from "../../../shared/services/services-wire.ts";

describe("accelerationBadge (research §3.8)", () => {
  it.each<[AccelerationStatus, boolean, string, boolean]>([
    ["requested", false, "pending", false],
    ["accelerating", false, "pending", false],
    ["completed", false, "completed", false],
    ["completed_provisional", false, "completed", true],
    ["failed", true, "canceled", false],
    ["failed_provisional", true, "canceled", true],
    ["failed", false, "failed", false],
    ["failed_provisional", false, "failed", true],
  ])("%s (canceled: %s) is %s", (status, canceled, kind, provisional) => {
    expect(accelerationBadge({ status, canceled })).toEqual({ kind, provisional });
  });
});
