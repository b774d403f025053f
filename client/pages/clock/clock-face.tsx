/**
 * The clock face (spec §2.12): a dial of minute and hour ticks, one arc per block of the last hour
 * coloured by its median fee and fading with age, the faint arc of the block being mined since the
 * newest one, and the hour and minute hands as markers on the rim, so the middle stays free for the
 * block inside. Drawn in SVG around the origin (radius 100), so it stays sharp at any size; only
 * this component re-renders on the clock's quarter-second tick.
 *
 * @example
 * <ClockFace blocks={blocks} renderedAt={state.renderedAt}><ClockCube … /></ClockFace>
 */
import type { ReactNode } from "react";
import { CLOCK_ARC_WINDOW_MS } from "../../../shared/params/clock.ts";
import { feeColour } from "../../../shared/tables/fee-colours.ts";
import type { BlockExtended } from "../../../shared/types/block-extended.ts";
import { isUsableNumber } from "../../components/blockchain-strip/block-texts.ts";
import { useT } from "../../i18n/i18n.tsx";
import { arcPath, faceArcs, handAngles, polarPoint } from "./clock-geometry.ts";
import { useClockTime } from "./use-clock-time.ts";
import "../../i18n/page-texts/clock.ts";

/** The dial's rings, in the SVG's units (the face's radius is 100). */
const TICK_OUTER = 96;
const MINUTE_TICK_INNER = 92;
const HOUR_TICK_INNER = 88.5;
const ARC_RADIUS = 83;
const ARC_WIDTH = 8;
/** Each arc stops short of its block's moment by this much on both sides, so neighbours stay apart. */
const ARC_GAP_DEG = 0.6;
/** The oldest arcs keep this much of their colour as they reach the hour's end. */
const OLDEST_ARC_OPACITY = 0.35;

const MINUTE_TICKS = Array.from({ length: 60 }, (_, minute) => minute);

export interface ClockFaceProps {
  /** The kept blocks, any order; only those of the last hour get an arc. */
  readonly blocks: readonly BlockExtended[];
  /** The server's render time: the first render shows it (hydration), then the browser's clock. */
  readonly renderedAt: number;
  /** The block drawn inside the dial. */
  readonly children?: ReactNode;
}

export function ClockFace({ blocks, renderedAt, children }: ClockFaceProps) {
  const t = useT();
  const time = useClockTime(renderedAt);
  const arcs = faceArcs(blocks, time);
  const hands = handAngles(time);
  const medianFees = new Map(blocks.map((block) => [block.height, block.extras?.medianFee]));
  const waiting = arcs.waiting === null ? null : arcPath(arcs.waiting.startDeg, arcs.waiting.sweepDeg, ARC_RADIUS, ARC_GAP_DEG);

  return (
    <div className="clock-face">
      <div className="clock-face-inner">{children}</div>
      <svg className="clock-dial" viewBox="-100 -100 200 200" role="img" aria-label={t("clock.face.label", { count: arcs.blocks.length })}>
        <circle className="clock-dial-band" r={ARC_RADIUS} strokeWidth={ARC_WIDTH} />
        <circle className="clock-dial-rim" r={TICK_OUTER + 2.5} />
        {MINUTE_TICKS.map((minute) => {
          const hour = minute % 5 === 0;
          const inner = polarPoint(minute * 6, hour ? HOUR_TICK_INNER : MINUTE_TICK_INNER);
          const outer = polarPoint(minute * 6, TICK_OUTER);
          return <line key={minute} className={hour ? "clock-tick is-hour" : "clock-tick"} x1={inner.x} y1={inner.y} x2={outer.x} y2={outer.y} />;
        })}
        {waiting !== null && <path className="clock-arc-waiting" d={waiting} strokeWidth={ARC_WIDTH / 4} />}
        {arcs.blocks.map((arc) => {
          const d = arcPath(arc.startDeg, arc.sweepDeg, ARC_RADIUS, ARC_GAP_DEG);
          const fee = medianFees.get(arc.height);
          const age = Math.min(1, Math.max(0, (time.nowMs - arc.endMs) / CLOCK_ARC_WINDOW_MS));
          return (
            <g key={arc.height} className="clock-arc" data-height={arc.height}>
              {d !== null && (
                <path
                  d={d}
                  strokeWidth={ARC_WIDTH}
                  strokeOpacity={round(1 - (1 - OLDEST_ARC_OPACITY) * age)}
                  style={{ stroke: isUsableNumber(fee) ? feeColour(fee) : "var(--text-muted)" }}
                />
              )}
            </g>
          );
        })}
        <g className="clock-hand clock-hand-hour" transform={`rotate(${round(hands.hourDeg)})`}>
          <path d="M-5 -99.5L5 -99.5L0 -79Z" />
        </g>
        <g className="clock-hand clock-hand-minute" transform={`rotate(${round(hands.minuteDeg)})`}>
          <path d="M-0.9 -97L0.9 -97L0.5 -77L-0.5 -77Z" />
          <circle cy={-97} r={2.6} />
        </g>
      </svg>
    </div>
  );
}

// Hundredths of a degree: finer than a pixel, and the markup stays short.
const round = (value: number): number => Math.round(value * 100) / 100;
