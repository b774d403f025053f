import type { AccelerationRecord } from "../../../shared/services/services-wire.ts";
import { useAcceleratorT } from "../../i18n/locales/accelerator-area.ts";
import { accelerationBadge } from "./acceleration-badge.ts";

/**
 * An acceleration's status as a badge (acceleration-badge.ts); an hourglass while it awaits confirmations.
 *
 * @example
 * <AccelerationStatusBadge record={{ status: "failed", canceled: true }} /> // Canceled
 */
export function AccelerationStatusBadge({ record }: { readonly record: Pick<AccelerationRecord, "status" | "canceled"> }) {
  const t = useAcceleratorT();
  const { kind, provisional } = accelerationBadge(record);
  return (
    <span className={`acceleration-badge acceleration-badge-${kind}`} title={provisional ? t("accelerator.status.provisional") : undefined}>
      {t(`accelerator.status.${kind}`)}
      {provisional && <span aria-hidden="true"> ⧗</span>}
    </span>
  );
}
