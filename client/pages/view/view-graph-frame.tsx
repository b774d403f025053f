/**
 * The frame of a single-graph kiosk view (spec §2.8, §2.11): the whole viewport on the dark ground,
 * the graph as the largest square it holds, centred, and anything laid over it (the filter menu)
 * in the top corner, where it covers as little of the graph as it can. Sizes follow the viewport in
 * CSS alone (client/styles/view.css), so the server's HTML is already laid out.
 *
 * @example
 * <ViewGraphFrame resolution={72} overlay={<GraphFilterMenu … />}><BlockGraph resolution={72} … /></ViewGraphFrame>
 */
import type { ReactNode } from "react";

export interface ViewGraphFrameProps {
  /** The graph's cells per side, named on the frame for whoever sets up a display (and its tests). */
  readonly resolution: number;
  readonly overlay?: ReactNode;
  readonly children: ReactNode;
}

export function ViewGraphFrame({ resolution, overlay, children }: ViewGraphFrameProps) {
  return (
    <div className="view-graph">
      <div className="view-graph-square" data-resolution={resolution}>
        {children}
      </div>
      {overlay !== undefined && <div className="view-graph-overlay">{overlay}</div>}
    </div>
  );
}
