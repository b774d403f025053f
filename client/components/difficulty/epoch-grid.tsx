/**
 * The difficulty epoch's 2016 blocks as one SVG: a cell per block, coloured by its state. Each run
 * of a state is drawn as a few rectangles filled with a pattern of that state's cells, so the markup
 * stays small in the server's HTML.
 *
 * @example
 * <EpochGrid da={live.da} label="The epoch's 2,016 blocks: 1,000 mined, 1,016 to go" />
 */
import { useId } from "react";
import type { DifficultyAdjustment } from "../../live/live-state.ts";
import { type EpochBlockState, EPOCH_GRID_COLUMNS, EPOCH_GRID_ROWS, epochSegments, runRects } from "./difficulty-view.ts";

const STATES: readonly EpochBlockState[] = ["mined", "ahead", "behind", "remaining"];

export interface EpochGridProps {
  readonly da: Pick<DifficultyAdjustment, "remainingBlocks" | "expectedBlocks">;
  readonly label: string;
  /** The legend's name of each state. */
  readonly stateNames: Readonly<Record<EpochBlockState, string>>;
}

export function EpochGrid({ da, label, stateNames }: EpochGridProps) {
  // Pattern ids must be valid in url(#…) and unique on the page.
  const base = `epoch${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const runs = epochSegments(da);
  return (
    <figure className="epoch">
      <svg className="epoch-grid" viewBox={`0 0 ${EPOCH_GRID_COLUMNS} ${EPOCH_GRID_ROWS}`} role="img" aria-label={label}>
        <defs>
          {STATES.map((state) => (
            <pattern key={state} id={`${base}-${state}`} width={1} height={1} patternUnits="userSpaceOnUse">
              <rect className={`epoch-cell epoch-cell-${state}`} x={0.1} y={0.1} width={0.8} height={0.8} rx={0.12} />
            </pattern>
          ))}
        </defs>
        {runs.flatMap((run) =>
          runRects(run.from, run.to).map((rect) => (
            <rect key={`${run.state}-${rect.x}-${rect.y}`} data-state={run.state} x={rect.x} y={rect.y} width={rect.width} height={rect.height} fill={`url(#${base}-${run.state})`} />
          )),
        )}
      </svg>
      <figcaption className="epoch-legend">
        {STATES.filter((state) => runs.some((run) => run.state === state)).map((state) => (
          <span key={state} className={`epoch-key epoch-key-${state}`}>{stateNames[state]}</span>
        ))}
      </figcaption>
    </figure>
  );
}
