/**
 * The words around a chart in a card's picture box (card-frame.tsx pictureBox): a caption above,
 * and a line or a legend below, as satori elements; between them the region (`rect`) the card's
 * SVG overlay (chart-svg.ts) draws into. One layout, so the overlay and the words cannot overlap.
 *
 * @example
 * const { picture, rect } = chartPicture({ caption: "Weekly hashrate over 12 weeks", below: "2026-01-04 – 2026-03-22" });
 * cardFrame({ …, picture }); overlay: sparklineSvg(values, rect, CHART_COLOURS[0]);
 */
import type { ReactElement, ReactNode } from "react";
import { PALETTE } from "../../shared/theme/palette.ts";
import { pictureBox } from "./card-frame.tsx";
import type { Direction } from "./direction.ts";
import type { ChartRect } from "./chart-svg.ts";

const INSET = 22;
const CAPTION_HEIGHT = 46;
const GAP = 12;

export interface ChartPictureProps {
  /** The card's reading direction: its picture box is on the left when right-to-left. */
  readonly direction: Direction;
  readonly caption: string;
  /** A line of text, or elements (a legend), under the chart. */
  readonly below?: ReactNode;
  /** The height kept for `below`. */
  readonly belowHeight?: number;
  /** Elements (a legend) right of the chart, in a column `asideWidth` wide. */
  readonly aside?: ReactNode;
  readonly asideWidth?: number;
}

export interface ChartPicture {
  readonly picture: ReactElement;
  /** The chart's region in the card's pixels. */
  readonly rect: ChartRect;
}

export function chartPicture({ direction, caption, below, belowHeight = 30, aside, asideWidth = 0 }: ChartPictureProps): ChartPicture {
  const box = pictureBox(direction);
  const inner = box.size - 2 * INSET;
  const keptBelow = below === undefined ? 0 : belowHeight + GAP;
  const keptAside = aside === undefined ? 0 : asideWidth + GAP;
  const rect: ChartRect = { x: box.x + INSET, y: box.y + INSET + CAPTION_HEIGHT, width: inner - keptAside, height: inner - CAPTION_HEIGHT - keptBelow };
  const picture = (
    <div style={{ display: "flex", flexDirection: "column", width: box.size, height: box.size, padding: INSET }}>
      <div style={{ display: "flex", height: CAPTION_HEIGHT, fontSize: 23, fontWeight: 700, color: PALETTE.text, whiteSpace: "nowrap" }}>{caption}</div>
      <div style={{ display: "flex", height: rect.height }}>
        <div style={{ display: "flex", width: rect.width }} />
        {aside !== undefined && (
          <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", width: asideWidth, marginLeft: GAP }}>{aside}</div>
        )}
      </div>
      {below !== undefined && (
        <div style={{ display: "flex", height: belowHeight, marginTop: GAP, fontSize: 20, color: PALETTE.textMuted }}>{below}</div>
      )}
    </div>
  );
  return { picture, rect };
}

/** A picture with nothing to chart: what the data says instead, in the middle of the box. */
export function messagePicture(text: string): ReactElement {
  const { size } = pictureBox("ltr");
  return (
    <div style={{ display: "flex", width: size, height: size, padding: INSET * 2, alignItems: "center", justifyContent: "center", textAlign: "center", fontSize: 26, color: PALETTE.textMuted }}>
      {text}
    </div>
  );
}

/** A legend entry: the series' colour, its name and, under it, its value. */
export function legendItem(colour: string, label: string, value: string): ReactElement {
  return (
    <div key={label} style={{ display: "flex", alignItems: "flex-start", height: 52 }}>
      <div style={{ display: "flex", width: 18, height: 18, borderRadius: 4, background: colour, marginTop: 5, marginRight: 10, flexShrink: 0 }} />
      <div style={{ display: "flex", flexDirection: "column", flexShrink: 1, overflow: "hidden" }}>
        <div style={{ display: "flex", fontSize: 20, lineHeight: 1.25, color: PALETTE.text, whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" }}>{label}</div>
        <div style={{ display: "flex", fontSize: 18, lineHeight: 1.2, color: PALETTE.textMuted }}>{value}</div>
      </div>
    </div>
  );
}
