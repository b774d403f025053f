import { describe, expect, it } from "vitest";
import { clockLayout, clockLayoutStyle } from "../../../../client/pages/clock/clock-layout.ts";

describe("the clock's sizes for a window", () => {
  it("fit an 800 × 480 kiosk: a 60 px strip, and a face of the height left under 1.4 strips", () => {
    expect(clockLayout({ widthPx: 800, heightPx: 480 }, {})).toEqual({
      canvasWidthPx: 800,
      canvasHeightPx: 480,
      chainHeightPx: 60,
      blockWidthPx: 35,
      clockSizePx: 396,
    });
  });

  it("give a full-HD screen a strip of an eighth of its height and the largest face, 800 px", () => {
    const layout = clockLayout({ widthPx: 1920, heightPx: 1080 }, {});
    expect(layout.chainHeightPx).toBe(135);
    expect(layout.blockWidthPx).toBeCloseTo(78.75, 9);
    expect(layout.clockSizePx).toBe(800);
  });

  it("keep the face at 800 px on a 4K screen while the strip grows with it", () => {
    const layout = clockLayout({ widthPx: 3840, heightPx: 2160 }, {});
    expect(layout).toMatchObject({ chainHeightPx: 270, clockSizePx: 800 });
    expect(layout.blockWidthPx).toBeCloseTo(157.5, 9);
  });

  it("let a phone held upright take a face as wide as the screen", () => {
    expect(clockLayout({ widthPx: 390, heightPx: 844 }, {})).toMatchObject({ chainHeightPx: 105.5, clockSizePx: 390 });
  });

  it("never make the strip lower than 60 px, nor the face less than nothing", () => {
    expect(clockLayout({ widthPx: 480, heightPx: 320 }, {})).toMatchObject({ chainHeightPx: 60, clockSizePx: 236 });
    expect(clockLayout({ widthPx: 480, heightPx: 60 }, {})).toMatchObject({ chainHeightPx: 60, clockSizePx: 0 });
  });

  it("size everything from width and height limits smaller than the window", () => {
    expect(clockLayout({ widthPx: 1920, heightPx: 1080 }, { width: 640, height: 480 })).toEqual({
      canvasWidthPx: 640,
      canvasHeightPx: 480,
      chainHeightPx: 60,
      blockWidthPx: 35,
      clockSizePx: 396,
    });
    expect(clockLayout({ widthPx: 1920, heightPx: 1080 }, { width: 300 })).toMatchObject({ canvasWidthPx: 300, canvasHeightPx: 1080, clockSizePx: 300 });
  });

  it("never grow past the window for limits larger than it", () => {
    expect(clockLayout({ widthPx: 800, heightPx: 480 }, { width: 4000, height: 3000 })).toEqual(clockLayout({ widthPx: 800, heightPx: 480 }, {}));
  });
});

describe("the same sizes for the stylesheet", () => {
  it("state the rule over the page's box, with the spec's constants", () => {
    expect(clockLayoutStyle({})).toMatchObject({
      "--canvas-w": "100cqw",
      "--canvas-h": "100cqh",
      "--chain-h": "max(60px, var(--canvas-h) * 0.125)",
      "--clock-size": "max(0px, min(800px, var(--canvas-w), var(--canvas-h) - 1.4 * var(--chain-h)))",
      "--cube-spin": "60000ms",
      "--flip-duration": "1000ms",
    });
    expect(clockLayoutStyle({})).toHaveProperty("--block-w", `calc(var(--chain-h) * ${7 / 12})`);
  });

  it("limit the canvas by the width and height given", () => {
    expect(clockLayoutStyle({ width: 640, height: 480 })).toMatchObject({ "--canvas-w": "min(100cqw, 640px)", "--canvas-h": "min(100cqh, 480px)" });
    expect(clockLayoutStyle({ height: 480 })).toMatchObject({ "--canvas-w": "100cqw", "--canvas-h": "min(100cqh, 480px)" });
  });
});
