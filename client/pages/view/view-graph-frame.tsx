/**
 * The frame of a single-graph kiosk view (spec §2.8, §2.11): the whole viewport on the dark ground,
 * the graph as the largest square it holds, centred, and anything laid over it (the goggles menu)
 * in the top corner, where it covers as little of the graph as it can. Sizes follow the viewport in
 * CSS alone (client/styles/view.css), so the server's HTML is already laid out.
 *
 * @example
 * <ViewGraphFrame overlay={<GraphFilterMenu … />}><BlockGraph … /></ViewGraphFrame>
 */
import type { ReactNode } from "react";

export function ViewGraphFrame({ children, overlay }: { readonly children: ReactNode; readonly overlay?: ReactNode }) {
  return (
    <div className="view-graph">
      <div className="view-graph-square">{children}</div>
      {overlay !== undefined && <div className="view-graph-overlay">{overlay}</div>}
    </div>
  );
}
