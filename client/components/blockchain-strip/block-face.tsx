import type { CSSProperties, ReactNode } from "react";
import type { BlockFaceView } from "./block-view.ts";

/**
 * One block drawn as a cube: the front shows the block's figures over its fee-coloured fill, the top
 * and side faces give it depth. Fill height follows the block's fullness.
 */
export function BlockFace({ view, children }: { view: BlockFaceView; children?: ReactNode }) {
  const style = {
    "--fill": String(round(view.fill)),
    ...(view.feeFill === null ? {} : { "--fill-image": view.feeFill.gradient, "--fill-top": view.feeFill.topColour }),
  } as CSSProperties;
  const full = view.fill >= 0.97 && view.feeFill !== null;
  return (
    <span className={`chain-cube${full ? " is-full" : ""}`} style={style}>
      <span className="chain-cube-face">
        {view.medianFee !== null && <span className="chain-fee-median">{view.medianFee}</span>}
        {view.feeSpan !== null && <span className="chain-fee-span">{view.feeSpan}</span>}
        {view.amount !== null && <span className="chain-amount">{view.amount}</span>}
        {view.txCount !== null && <span className="chain-tx-count">{view.txCount}</span>}
        {view.footer !== null && <span className="chain-footer">{view.footer}</span>}
      </span>
      {children}
    </span>
  );
}

interface BlockCardLinkProps {
  readonly classes: readonly string[];
  readonly href: string;
  readonly label: string;
  readonly marked: boolean;
  readonly children: ReactNode;
}

/** The link a strip block is: the strip itself is dragged, so its links never are. */
export function BlockCardLink({ classes, href, label, marked, children }: BlockCardLinkProps) {
  return (
    <a className={classes.filter(Boolean).join(" ")} href={href} draggable={false} aria-label={label} aria-current={marked ? "true" : undefined}>
      {children}
    </a>
  );
}

// Three decimals keep the style attribute short and identical between server and browser.
const round = (share: number): number => Math.round(Math.min(1, Math.max(0, share)) * 1000) / 1000;
