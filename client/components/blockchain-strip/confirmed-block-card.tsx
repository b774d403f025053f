import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { useT } from "../../i18n/i18n.tsx";
import { BlockCardLink, BlockFace } from "./block-face.tsx";
import { confirmedBlockView, faceLines, type BlockViewContext } from "./block-view.ts";

export interface ConfirmedBlockCardProps {
  readonly block: BlockExtended;
  readonly href: string;
  /** Link of the pool page, for the mining view's pool name. */
  readonly poolHref: (slug: string) => string;
  readonly context: BlockViewContext;
  readonly marked: boolean;
  /** The block just arrived and slides in (spec §4.4). */
  readonly arriving: boolean;
  /** The block is a special event's block while its celebration shows. */
  readonly special: boolean;
}

/** A confirmed block: height, fee figures and age, linking to /block/{hash}; in the mining view its pool. */
export function ConfirmedBlockCard({ block, href, poolHref, context, marked, arriving, special }: ConfirmedBlockCardProps) {
  const t = useT();
  const view = confirmedBlockView(block, context);
  const classes = [
    "chain-block",
    "chain-block-confirmed",
    view.lowSimilarity ? "is-low-similarity" : "",
    marked ? "is-marked" : "",
    arriving ? "is-arriving" : "",
    special ? "is-special" : "",
  ];
  const label = [
    t("strip.block-caption", { height: block.height }),
    ...faceLines(view),
    ...(view.lowSimilarity ? [t("strip.low-similarity")] : []),
  ].join(", ");
  return (
    <>
      <BlockCardLink classes={classes} href={href} label={label} marked={marked}>
        <span className="chain-block-height">{block.height}</span>
        <BlockFace view={view} />
      </BlockCardLink>
      {view.poolName !== null &&
        (view.poolSlug === null ? (
          <span className="chain-pool">{view.poolName}</span>
        ) : (
          <a className="chain-pool" href={poolHref(view.poolSlug)} draggable={false} title={t("strip.mined-by", { pool: view.poolName })}>
            {view.poolName}
          </a>
        ))}
    </>
  );
}
