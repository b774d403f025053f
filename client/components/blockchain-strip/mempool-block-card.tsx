import type { MempoolBlock } from "../../../shared/types/mempool.ts";
import { useT } from "../../i18n/i18n.tsx";
import { BlockCardLink, BlockFace } from "./block-face.tsx";
import { faceLines, mempoolBlockView, type BlockViewContext } from "./block-view.ts";

export interface MempoolBlockCardProps {
  readonly block: MempoolBlock;
  readonly index: number;
  readonly count: number;
  readonly href: string;
  readonly context: BlockViewContext;
  readonly marked: boolean;
  /** The height this block would get if mined next in line; null when the tip is unknown. */
  readonly projectedHeight: number | null;
}

/** A projected block: its fee figures and when it is expected, linking to /mempool-block/{index}. */
export function MempoolBlockCard({ block, index, count, href, context, marked, projectedHeight }: MempoolBlockCardProps) {
  const t = useT();
  const view = mempoolBlockView(block, index, count, context);
  const classes = ["chain-block", "chain-block-mempool", view.isStack ? "is-stack" : "", marked ? "is-marked" : ""];
  const label = [t("strip.projected-block", { number: index + 1 }), ...faceLines(view)].join(", ");
  return (
    <BlockCardLink classes={classes} href={href} label={label} marked={marked}>
      {projectedHeight !== null && !view.isStack && (
        <span className="chain-block-height" aria-hidden="true">
          {projectedHeight}
        </span>
      )}
      <BlockFace view={view} />
    </BlockCardLink>
  );
}
