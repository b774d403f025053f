/**
 * The block page's title with links to the previous and the next block (spec §2.2). The next
 * block exists once the chain tip is above this block, so the link appears live when a block is
 * mined; it names the block by hash when the live list knows it (the strip's default link), else
 * by height.
 *
 * @example
 * <BlockHeading height={840_000} previousHash={prev} nextHash={null} tip={840_001} links="" />
 */
import { Link } from "react-router";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { useT } from "../../i18n/i18n.tsx";
import "../../i18n/page-texts/block.ts";

export interface BlockHeadingProps {
  readonly height: number;
  /** null for the genesis block. */
  readonly previousHash: string | null;
  /** The next block's hash when known; the link falls back to its height. */
  readonly nextHash: string | null;
  /** The chain tip, -1 while unknown. */
  readonly tip: number;
  /** The language, preview and network part of links (linkBasePath). */
  readonly links: string;
}

/** A block height as the page shows it, in its heading and its title. */
export const heightText = (height: number): string => formatNumber(height, "1.0-0");

export function BlockHeading({ height, previousHash, nextHash, tip, links }: BlockHeadingProps) {
  const t = useT();
  const hasNext = tip > height;
  return (
    <header className="block-heading">
      {previousHash !== null && height > 0 ? (
        <Link className="block-neighbour block-neighbour-previous" to={`${links}/block/${previousHash}`} aria-label={t("block.previous")} title={t("block.previous")}>
          <span aria-hidden="true">‹ </span>
          {heightText(height - 1)}
        </Link>
      ) : (
        <span className="block-neighbour" />
      )}
      <h1 className="block-title">{t("block.heading", { height: heightText(height) })}</h1>
      {hasNext ? (
        <Link className="block-neighbour block-neighbour-next" to={`${links}/block/${nextHash ?? height + 1}`} aria-label={t("block.next")} title={t("block.next")}>
          {heightText(height + 1)}
          <span aria-hidden="true"> ›</span>
        </Link>
      ) : (
        <span className="block-neighbour" />
      )}
    </header>
  );
}
