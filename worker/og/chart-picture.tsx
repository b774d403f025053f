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
import { cardText, fittedFontSize } from "./card-text.tsx";
import { flexRow, flexStart, marginEnd, type Direction } from "./direction.ts";
import type { ChartRect } from "./chart-svg.ts";

const INSET = 22;
const CAPTION_HEIGHT = 46;
const GAP = 12;
const CAPTION_SIZE = { size: 23, min: 16, weight: 700 } as const;
const BELOW_SIZE = { size: 20, min: 14 } as const;

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
      <div style={{ display: "flex", flexDirection: "column", height: CAPTION_HEIGHT, whiteSpace: "nowrap" }}>
        {cardText(caption, { fontSize: fittedFontSize(caption, inner, CAPTION_SIZE), fontWeight: 700 }, { direction })}
      </div>
      <div style={{ display: "flex", height: rect.height }}>
        <div style={{ display: "flex", width: rect.width }} />
        {aside !== undefined && (
          <div style={{ display: "flex", flexDirection: "column", justifyContent: "center", width: asideWidth, marginLeft: GAP }}>{aside}</div>
        )}
      </div>
      {below !== undefined && (
        <div style={{ display: "flex", flexDirection: "column", height: belowHeight, marginTop: GAP }}>
          {typeof below === "string" ? cardText(below, { fontSize: fittedFontSize(below, inner, BELOW_SIZE), color: PALETTE.textMuted }, { direction }) : below}
        </div>
      )}
    </div>
  );
  return { picture, rect };
}

/** A picture with nothing to chart: what the data says instead, in the middle of the box. */
export function messagePicture(text: string, direction: Direction): ReactElement {
  const { size } = pictureBox(direction);
  return (
    <div style={{ display: "flex", flexDirection: "column", width: size, height: size, padding: INSET * 2, justifyContent: "center" }}>
      {cardText(text, { fontSize: fittedFontSize(text, size - INSET * 4, { size: 26, min: 16 }), color: PALETTE.textMuted }, { direction, align: "center" })}
    </div>
  );
}

/** A legend entry: the series' colour, its name and, under it, its value. */
export function legendItem(colour: string, label: string, value: string, direction: Direction): ReactElement {
  return (
    <div key={label} style={{ display: "flex", flexDirection: flexRow(direction), alignItems: "flex-start", height: 52 }}>
      <div style={{ display: "flex", width: 18, height: 18, borderRadius: 4, background: colour, marginTop: 5, ...marginEnd(direction, 10), flexShrink: 0 }} />
      <div style={{ display: "flex", flexDirection: "column", alignItems: flexStart(direction), flexGrow: 1, flexShrink: 1, overflow: "hidden", whiteSpace: "nowrap" }}>
        {cardText(label, { fontSize: 20, lineHeight: 1.25 }, { direction })}
        {cardText(value, { fontSize: 18, lineHeight: 1.2, color: PALETTE.textMuted }, { direction })}
      </div>
    </div>
  );
}
