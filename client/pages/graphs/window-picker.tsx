/** The statistics windows as one radio group (research §2.3): 2H (live) … All. */
import { GRAPH_WINDOWS, type GraphWindow } from "../../../shared/preferences/chart-windows.ts";
import { useChartsT } from "../../i18n/locales/charts-area.ts";

export function WindowPicker({ window, onChoose }: { readonly window: GraphWindow; readonly onChoose: (window: GraphWindow) => void }) {
  const t = useChartsT();
  return (
    <fieldset className="graphs-windows">
      <legend className="visually-hidden">{t("graphs.window")}</legend>
      {GRAPH_WINDOWS.map((option) => (
        <label key={option} className="graphs-window" data-window={option}>
          <input type="radio" name="graph-window" value={option} checked={option === window} onChange={() => onChoose(option)} />
          <span>{t(`graphs.window.${option}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
