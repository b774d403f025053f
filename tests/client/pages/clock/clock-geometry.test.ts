import { describe, expect, it } from "vitest";
import { arcPath, dialAngleDeg, faceArcs, handAngles, polarPoint, type FaceBlock } from "../../../../client/pages/clock/clock-geometry.ts";

const MINUTE = 60_000;
/** 15:00:00 UTC on a Thursday. */
const THREE_PM = Date.UTC(2026, 0, 1, 15, 0, 0);
const utc = (nowMs: number) => ({ nowMs, utcOffsetMinutes: 0 });
/** A block found `minutes` after 15:00 UTC. */
const at = (height: number, minutes: number): FaceBlock => ({ height, timestamp: (THREE_PM + minutes * MINUTE) / 1000 });

describe("the hands", () => {
  it("point at the local time, the minute hand 6° a minute, the hour hand 30° an hour plus half a degree a minute", () => {
    expect(handAngles(utc(THREE_PM))).toEqual({ hourDeg: 90, minuteDeg: 0 });
    expect(handAngles(utc(Date.UTC(2026, 0, 1, 15, 30)))).toEqual({ hourDeg: 105, minuteDeg: 180 });
    expect(handAngles(utc(Date.UTC(2026, 0, 1, 0, 0)))).toEqual({ hourDeg: 0, minuteDeg: 0 });
    expect(handAngles(utc(Date.UTC(2026, 0, 1, 11, 59)))).toEqual({ hourDeg: 359.5, minuteDeg: 354 });
  });

  it("sweep between minutes instead of jumping", () => {
    const { minuteDeg, hourDeg } = handAngles(utc(THREE_PM + 15_000));
    expect(minuteDeg).toBeCloseTo(1.5, 9);
    expect(hourDeg).toBeCloseTo(90.125, 9);
  });

  it("follow the visitor's zone, half-hour zones included", () => {
    // 15:00 UTC is 10:00 in New York (UTC−5) and 20:30 in Delhi (UTC+5:30).
    expect(handAngles({ nowMs: THREE_PM, utcOffsetMinutes: -300 })).toEqual({ hourDeg: 300, minuteDeg: 0 });
    expect(handAngles({ nowMs: THREE_PM, utcOffsetMinutes: 330 })).toEqual({ hourDeg: 255, minuteDeg: 180 });
  });
});

describe("a moment on the minute dial", () => {
  it("is 6° per minute past the local hour, wrapping every hour", () => {
    expect(dialAngleDeg(THREE_PM + 15 * MINUTE, 0)).toBe(90);
    expect(dialAngleDeg(THREE_PM - 15 * MINUTE, 0)).toBe(270);
    expect(dialAngleDeg(THREE_PM + 15 * MINUTE, 30)).toBe(270);
  });
});

describe("the arcs of the last hour", () => {
  const now = THREE_PM + 40 * MINUTE;

  it("give each block the stretch from the block below it to itself, ending where the minute hand stood", () => {
    const { blocks } = faceArcs([at(10, 0), at(11, 10), at(12, 25)], utc(now));
    expect(blocks.map(({ height, startDeg, sweepDeg }) => ({ height, startDeg, sweepDeg }))).toEqual([
      { height: 11, startDeg: 0, sweepDeg: 60 },
      { height: 12, startDeg: 60, sweepDeg: 90 },
    ]);
    expect(blocks[1]?.endMs).toBe(THREE_PM + 25 * MINUTE);
  });

  it("give the block being mined the stretch from the newest block to now, up to the minute hand", () => {
    const { waiting } = faceArcs([at(10, 0), at(11, 10), at(12, 25)], utc(now));
    expect(waiting).toEqual({ startDeg: 150, sweepDeg: 90 });
    expect(handAngles(utc(now)).minuteDeg).toBe(240);
  });

  it("take the blocks in chain order whatever order they come in", () => {
    const sorted = faceArcs([at(10, 0), at(11, 10), at(12, 25)], utc(now));
    expect(faceArcs([at(12, 25), at(10, 0), at(11, 10)], utc(now))).toEqual(sorted);
  });

  it("start no earlier than an hour ago, and leave out blocks older than that", () => {
    // 14:30 and 14:35 are more than an hour before 15:40; 14:50 is within it.
    const { blocks } = faceArcs([at(20, -30), at(21, -25), at(22, -10), at(23, 20)], utc(now));
    expect(blocks.map((arc) => arc.height)).toEqual([22, 23]);
    // 22's arc runs from 14:40 (the window's start), not from 21 at 14:35.
    expect(blocks[0]).toMatchObject({ startDeg: 240, sweepDeg: 60 });
    expect(blocks[1]).toMatchObject({ startDeg: 300, sweepDeg: 180 });
  });

  it("drop a block's arc once it is more than an hour old", () => {
    const blocks = [at(30, 0), at(31, 5)];
    expect(faceArcs(blocks, utc(THREE_PM + 64 * MINUTE)).blocks).toHaveLength(1);
    expect(faceArcs(blocks, utc(THREE_PM + 66 * MINUTE)).blocks).toHaveLength(0);
  });

  it("give the lowest block no arc: what came before it is not known", () => {
    expect(faceArcs([at(40, 5)], utc(now)).blocks).toEqual([]);
    expect(faceArcs([at(40, 5)], utc(now)).waiting).toEqual({ startDeg: 30, sweepDeg: 210 });
  });

  it("cover the whole hour with the waiting arc when no block came for an hour", () => {
    expect(faceArcs([at(50, -90)], utc(now)).waiting).toEqual({ startDeg: 240, sweepDeg: 360 });
  });

  it("draw nothing without blocks", () => {
    expect(faceArcs([], utc(now))).toEqual({ blocks: [], waiting: null });
  });

  it("never let time run back: a block stamped before its parent gets an empty arc, the next starts at the parent", () => {
    const { blocks } = faceArcs([at(60, 0), at(61, 20), at(62, 15), at(63, 30)], utc(now));
    expect(blocks.map(({ height, startDeg, sweepDeg }) => ({ height, startDeg, sweepDeg }))).toEqual([
      { height: 61, startDeg: 0, sweepDeg: 120 },
      { height: 62, startDeg: 120, sweepDeg: 0 },
      { height: 63, startDeg: 120, sweepDeg: 60 },
    ]);
  });

  it("hold a block stamped ahead of our clock at now", () => {
    const { blocks, waiting } = faceArcs([at(70, 30), at(71, 55)], utc(now));
    expect(blocks).toEqual([{ height: 71, startDeg: 180, sweepDeg: 60, endMs: now }]);
    expect(waiting).toEqual({ startDeg: 240, sweepDeg: 0 });
  });
});

describe("an arc's path", () => {
  it("runs clockwise from its start, 12 o'clock up", () => {
    expect(arcPath(0, 90, 100, 0)).toBe("M0 -100A100 100 0 0 1 100 0");
    expect(polarPoint(180, 10)).toEqual({ x: 0, y: 10 });
  });

  it("stops short of both ends by the gap", () => {
    expect(arcPath(0, 90, 100, 30)).toBe("M50 -86.603A100 100 0 0 1 86.603 -50");
    expect(arcPath(10, 20, 50, 5)).toBe(`M${polarPoint(15, 50).x} ${polarPoint(15, 50).y}A50 50 0 0 1 ${polarPoint(25, 50).x} ${polarPoint(25, 50).y}`);
  });

  it("takes the long way round past half a turn", () => {
    expect(arcPath(0, 270, 100, 0)).toBe("M0 -100A100 100 0 1 1 -100 0");
  });

  it("is drawn as two halves for a whole turn", () => {
    expect(arcPath(0, 360, 100, 0)).toBe("M0 -100A100 100 0 1 1 0 100A100 100 0 1 1 0 -100");
  });

  it("is nothing when the gaps leave nothing", () => {
    expect(arcPath(0, 1, 100, 0.6)).toBeNull();
    expect(arcPath(0, 0, 100, 0)).toBeNull();
  });
});
