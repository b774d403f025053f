/**
 * The figures of a mined block (spec §2.2 block page, §3 "Block"): its hash, time and age,
 * confirmations, sizes, fees, reward, miner and header fields. A function of its props, so the
 * server and the browser render it alike.
 *
 * @example
 * <BlockDetails block={block} network="mainnet" rateUnit="vb" now={Date.now()} tip={840_010} links="" />
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { blockSubsidySats } from "../../../shared/chain/halvings.ts";
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatDate } from "../../../shared/format/date-time.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import type { RateUnit } from "../../../shared/format/fee-rate.ts";
import { formatBytes } from "../../../shared/format/size.ts";
import { formatDifficulty } from "../../../shared/format/difficulty.ts";
import { NETWORKS, type Network } from "../../../shared/network/networks.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { blockHeight, WITNESS_SCALE_FACTOR } from "../../../shared/types/units.ts";
import { ageText, feeNumber, feeSpanText, feeUnitLabel, isUsableNumber } from "../../components/blockchain-strip/block-texts.ts";
import { type Translate, useT } from "../../i18n/i18n.tsx";
import "../../i18n/page-texts/block.ts";

export interface BlockDetailsProps {
  readonly block: BlockExtended;
  readonly network: Network;
  readonly rateUnit: RateUnit;
  /** The current time in ms, for the block's age. */
  readonly now: number;
  /** The chain tip, -1 while unknown: confirmations show once it is known. */
  readonly tip: number;
  /** The language, preview and network part of links (linkBasePath). */
  readonly links: string;
}

const hex = (value: number): string => (value >>> 0).toString(16);


/** The miner's reward: the backend's `reward` when it sent one, else the subsidy of the height plus the fees. */
export function rewardSats(block: Pick<BlockExtended, "height" | "extras">): number | null {
  const { reward, totalFees } = block.extras;
  if (Number.isSafeInteger(reward) && reward >= 0) return reward;
  return Number.isSafeInteger(totalFees) ? blockSubsidySats(blockHeight(block.height)) + totalFees : null;
}

function confirmationsText(t: Translate, height: number, tip: number): string | null {
  if (tip < height) return null;
  const count = tip - height + 1;
  return t("block.confirmations-value", { count: formatNumber(count, "1.0-0") });
}

function Row({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "block-detail block-detail-wide" : "block-detail"}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function BlockDetails({ block, network, rateUnit, now, tip, links }: BlockDetailsProps) {
  const t = useT();
  const info = NETWORKS[network];
  const { extras } = block;
  const vsize = block.weight / WITNESS_SCALE_FACTOR;
  const feeSpan = feeSpanText(extras, network, rateUnit);
  const reward = info.chain === "bitcoin" ? rewardSats(block) : null;
  const confirmations = confirmationsText(t, block.height, tip);
  const pool = info.hasMining && extras.pool && typeof extras.pool.name === "string" ? extras.pool : null;
  return (
    <dl className="block-details" aria-label={t("block.details")}>
      <Row label={t("block.hash")} wide>
        <code className="block-hash">{block.id}</code>
      </Row>
      <Row label={t("block.timestamp")} wide>
        {t("block.timestamp-value", { date: `${formatDate(block.timestamp)} UTC`, age: ageText(t, block.timestamp, now) })}
      </Row>
      {confirmations !== null && <Row label={t("block.confirmations")}>{confirmations}</Row>}
      <Row label={t("block.tx-count")}>{formatNumber(block.tx_count, "1.0-0")}</Row>
      <Row label={t("block.size")}>{formatBytes(block.size, "B")}</Row>
      <Row label={t("block.virtual-size")}>{formatBytes(vsize, "vB")}</Row>
      <Row label={t("block.weight")}>{formatBytes(block.weight, "WU")}</Row>
      {isUsableNumber(extras.medianFee) && (
        <Row label={t("block.median-fee")}>
          ~{feeNumber(extras.medianFee, network, rateUnit)} {feeUnitLabel(rateUnit)}
        </Row>
      )}
      {feeSpan !== null && <Row label={t("block.fee-span")}>{feeSpan}</Row>}
      {Number.isSafeInteger(extras.totalFees) && <Row label={t("block.total-fees")}>{formatAmount(extras.totalFees, info.amountPrefix)}</Row>}
      {reward !== null && <Row label={t("block.reward")}>{formatAmount(reward, info.amountPrefix)}</Row>}
      {pool !== null && (
        <Row label={t("block.pool")}>
          <Link className="block-pool" to={`${links}/mining/pool/${encodeURIComponent(pool.slug)}`}>
            {pool.name}
          </Link>
        </Row>
      )}
      {isUsableNumber(block.difficulty) && <Row label={t("block.difficulty")}>{formatDifficulty(block.difficulty)}</Row>}
      {Number.isSafeInteger(block.nonce) && <Row label={t("block.nonce")}>0x{hex(block.nonce)}</Row>}
      {Number.isSafeInteger(block.bits) && <Row label={t("block.bits")}>{hex(block.bits)}</Row>}
      {Number.isSafeInteger(block.version) && <Row label={t("block.version")}>0x{hex(block.version)}</Row>}
      {typeof block.merkle_root === "string" && (
        <Row label={t("block.merkle-root")} wide>
          <code className="block-hash">{block.merkle_root}</code>
        </Row>
      )}
    </dl>
  );
}
