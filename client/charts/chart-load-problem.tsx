/**
 * What a chart page shows when its data could not load: the reason, and a button to try again.
 *
 * @example
 * <ChartLoadProblem text={t("graphs.load-error", { code, message })} retry={t("graphs.retry")} onRetry={reload} />
 */
export interface ChartLoadProblemProps {
  readonly text: string;
  readonly retry: string;
  readonly onRetry: () => void;
  /** Extra classes for where it stands (a dashboard card). */
  readonly className?: string;
}

export function ChartLoadProblem({ text, retry, onRetry, className }: ChartLoadProblemProps) {
  return (
    <p className={className === undefined ? "graphs-error" : `${className} graphs-error`} role="alert">
      {text}{" "}
      <button type="button" onClick={onRetry}>
        {retry}
      </button>
    </p>
  );
}
