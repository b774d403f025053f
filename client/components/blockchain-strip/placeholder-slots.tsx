import type { CSSProperties } from "react";
import { useT } from "../../i18n/i18n.tsx";

/** An empty, shimmering block: before data arrives, or while an older batch loads (spec §2.3). */
export function PlaceholderBlock({ side, slot }: { side: "mempool" | "confirmed"; slot: number }) {
  const t = useT();
  return (
    <li className={`chain-slot chain-slot-${side}`} style={{ "--slot": slot } as CSSProperties}>
      <span className="chain-block chain-block-placeholder">
        {side === "confirmed" && <span className="chain-block-height chain-height-placeholder" aria-hidden="true" />}
        <span className="chain-cube">
          <span className="visually-hidden">{t("strip.placeholder-block")}</span>
        </span>
      </span>
    </li>
  );
}
