/**
 * The status badge of an acceleration in a history (research §3.8): requested or accelerating is
 * Pending, completed is Completed, failed is Canceled when it was canceled (replaced, dropped, mined
 * by a pool that is no partner) and Failed otherwise. A `_provisional` status is its final one still
 * waiting for confirmations.
 *
 * @example
 * accelerationBadge({ status: "accelerating", canceled: false });        // { kind: "pending", provisional: false }
 * accelerationBadge({ status: "failed_provisional", canceled: true });   // { kind: "canceled", provisional: true }
 */
import type { AccelerationRecord } from "../../../shared/services/services-wire.ts";

export type AccelerationBadgeKind = "pending" | "completed" | "canceled" | "failed";

export interface AccelerationBadge {
  readonly kind: AccelerationBadgeKind;
  readonly provisional: boolean;
}

export function accelerationBadge({ status, canceled }: Pick<AccelerationRecord, "status" | "canceled">): AccelerationBadge {
  const provisional = status.endsWith("_provisional");
  if (status === "requested" || status === "accelerating") return { kind: "pending", provisional };
  if (status === "completed" || status === "completed_provisional") return { kind: "completed", provisional };
  return { kind: canceled ? "canceled" : "failed", provisional };
}
