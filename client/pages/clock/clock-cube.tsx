/**
 * The block at the middle of the face (spec §2.12, §9): a cube turning once a minute (the turn is
 * the stylesheet's, CLOCK_CUBE_SPIN_MS set on the canvas), its sides filled in the block's fee
 * colours as far as the block is full and showing its height, so one side can always be read.
 * Drawn by CSS alone: no timer, nothing for a kiosk to gather.
 *
 * @example
 * <ClockCube height={1049950} fill={0.98} feeFill={feeFillGradient(block.extras.feeRange)} label="Block 1049950" />
 */
import type { CSSProperties } from "react";
import type { FeeFill } from "../../components/blockchain-strip/fee-fill-gradient.ts";

export interface ClockCubeProps {
  /** The height written on the cube; null while the block is not known. */
  readonly height: number | null;
  /** 0 … 1: how full the block is (weight over the block weight limit). */
  readonly fill: number;
  readonly feeFill: FeeFill | null;
  /** What the cube stands for, for assistive technology ("Block 1049950"). */
  readonly label: string;
}

const SIDES = ["front", "right", "back", "left"] as const;

export function ClockCube({ height, fill, feeFill, label }: ClockCubeProps) {
  const style = {
    "--fill": String(Math.round(Math.min(1, Math.max(0, fill)) * 1000) / 1000),
    ...(feeFill === null ? {} : { "--fill-image": feeFill.gradient, "--fill-top": feeFill.topColour }),
  } as CSSProperties;
  return (
    <div className="clock-cube" style={style} role="img" aria-label={label}>
      <div className="clock-cube-body" aria-hidden="true">
        {SIDES.map((side) => (
          <span key={side} className={`clock-cube-side is-${side}`}>
            {height}
          </span>
        ))}
        <span className={`clock-cube-top${fill >= 0.97 && feeFill !== null ? " is-full" : ""}`} />
        <span className="clock-cube-bottom" />
      </div>
    </div>
  );
}
