/** One labelled figure of a dashboard panel: a term and its value in the panel's grid of figures. */
import type { ReactNode } from "react";

export interface MiningFigureProps {
  readonly label: string;
  readonly children: ReactNode;
  /** Extra classes of the value (e.g. the colour of a change). */
  readonly className?: string;
  /** Spans the whole row (a date with its countdown). */
  readonly wide?: boolean;
}

export function MiningFigure({ label, children, className, wide = false }: MiningFigureProps) {
  return (
    <div className={wide ? "mining-figure mining-figure-wide" : "mining-figure"}>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
