/**
 * The block page's head (PageDataDefinition.head): the title the page itself sets once loaded
 * ("Block 840,000") and spec §2.8's description of the block, without the audit, which the page
 * loads in the browser.
 *
 * @example
 * blockPageHead({ block }, { network: "mainnet", t }).title; // "Block 840,000"
 */
import type { PageHead, PageHeadContext } from "../../app/page-data.tsx";
import { viewBlockDescription } from "../view/view-block-head.ts";
import { heightText } from "./block-heading.tsx";
import type { BlockPageData } from "./block-page-data.ts";

export function blockPageHead({ block }: BlockPageData, { network, t }: PageHeadContext): PageHead {
  return { title: t("pages.block", { id: heightText(block.height) }), description: viewBlockDescription({ block, audit: null }, network, t) };
}
