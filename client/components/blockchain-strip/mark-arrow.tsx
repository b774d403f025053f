import type { CSSProperties } from "react";
import { useT } from "../../i18n/i18n.tsx";
import type { MarkTarget } from "./mark-position.ts";

/** The pointer arrow under the marked block or transaction (spec §2.3). */
export function MarkArrow({ target }: { target: MarkTarget }) {
  const t = useT();
  const style = { "--along": `${Math.round(target.along * 10) / 10}px` } as CSSProperties;
  return (
    <span
      className={`chain-mark chain-mark-${target.side}${target.isTransaction ? " is-transaction" : ""}`}
      style={style}
      title={target.isTransaction ? t("strip.marked-transaction") : t("strip.marked-block")}
      aria-hidden="true"
    />
  );
}
