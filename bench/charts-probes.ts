/**
 * What bench/charts.ts measures inside Chromium, each beside its baseline, a canvas-2D polyline of
 * the same points: the first paint of /graphs/mempool#all against a page that fetches the same
 * window and strokes it, and the cost of one live point (lightweight-charts' `update` through
 * CanvasChart.setModel, then a frame) against redrawing the whole polyline and a frame.
 *
 * @example
 * const paint = await chartFirstPaint(browser, url);        // ms from navigation to both canvases drawn
 * const point = await livePointCost(page, chunkUrl, 50);   // { chart_ms, baseline_ms } medians
 */
import type { Browser, Page } from "playwright-core";

/** The devnet answers a long window slowly on a busy machine; a paint that takes longer is a failure. */
const LOAD_TIMEOUT_MS = 120_000;

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? Number.NaN;
};

/** ms from navigation start until both charts of /graphs/mempool#all are canvases with the window's data, and a frame drew them. */
export async function chartFirstPaint(browser: Browser, baseURL: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // "commit": the figure is read off the page's own clock, so nothing waits for the load event.
  await page.goto(`${baseURL}/graphs/mempool#all`, { timeout: LOAD_TIMEOUT_MS, waitUntil: "commit" });
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  const ms = (await page.evaluate(`new Promise((resolve) => {
    const check = () => {
      const cards = document.querySelector('.graphs-cards[data-window="all"]:not([aria-busy="true"])');
      const canvases = document.querySelectorAll('.chart-box[data-state="canvas"]').length;
      if (cards !== null && canvases === 2) requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())));
      else requestAnimationFrame(check);
    };
    check();
  })`)) as number;
  await context.close();
  return ms;
}

/** ms from navigation start until a blank page of the same origin fetched the window and stroked its vB/s. */
export async function baselineFirstPaint(browser: Browser, baseURL: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const script = `
    const canvas = document.querySelector("canvas");
    fetch("/api/v1/statistics/all").then((r) => r.json()).then((rows) => {
      rows.reverse();
      const c = canvas.getContext("2d"), w = canvas.width, h = canvas.height;
      const top = Math.max(1, ...rows.map((r) => r.vbytes_per_second));
      c.beginPath();
      rows.forEach((r, i) => c.lineTo((i / Math.max(1, rows.length - 1)) * w, h - (r.vbytes_per_second / top) * h));
      c.stroke();
      requestAnimationFrame(() => requestAnimationFrame(() => (window.painted = performance.now())));
    });`;
  await page.route(`${baseURL}/bench-baseline`, (route) =>
    route.fulfill({ contentType: "text/html", body: `<!doctype html><canvas width="1300" height="400"></canvas><script>${script}</script>` }),
  );
  await page.goto(`${baseURL}/bench-baseline`);
  await page.waitForFunction(() => typeof (window as unknown as { painted?: number }).painted === "number", undefined, { timeout: LOAD_TIMEOUT_MS });
  const ms = await page.evaluate(() => (window as unknown as { painted: number }).painted);
  await context.close();
  return ms;
}

/**
 * Median ms of `points` live points on the `all` window's vB/s: the chart module (loaded from the
 * build's chunk) appending each, and the baseline redrawing its polyline with each, a frame each.
 */
export async function livePointCost(page: Page, baseURL: string, chunkUrl: string, points: number): Promise<{ chart_ms: number; baseline_ms: number; points_before: number }> {
  const chunk = JSON.stringify(new URL(chunkUrl, baseURL).href);
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  return (await page.evaluate(`(async () => {
    const chunk = ${chunk};
    const count = ${points};
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
      const rows = (await (await fetch("/api/v1/statistics/all")).json()).reverse();
      const times = rows.map((row) => row.added);
      const values = rows.map((row) => row.vbytes_per_second);
      const host = document.createElement("div");
      host.style.cssText = "position:fixed;left:0;top:0;width:1300px;height:400px";
      document.body.appendChild(host);
      const { mountCanvasChart } = await import(chunk);
      const modelOf = (t, v) => ({ kind: "line", times: t, series: [{ id: "v", label: "vB/s", colour: "#7cb342", values: v }], references: [] });
      const chart = mountCanvasChart(host, modelOf(times, values), { window: "all", zone: { locale: "en" }, formatValue: String, logScale: false }, () => {});
      await frame();
      const last = times[times.length - 1] ?? 0;
      const chartCosts = [];
      for (let i = 1; i <= count; i++) {
        times.push(last + i * 60);
        values.push(1000 + i);
        const start = performance.now();
        chart.setModel(modelOf([...times], [...values]));
        await frame();
        chartCosts.push(performance.now() - start);
      }
      chart.destroy();
      host.remove();

      const canvas = document.createElement("canvas");
      canvas.width = 1300;
      canvas.height = 400;
      document.body.appendChild(canvas);
      const context = canvas.getContext("2d");
      const baselineCosts = [];
      times.length = rows.length;
      values.length = rows.length;
      for (let i = 1; i <= count; i++) {
        times.push(last + i * 60);
        values.push(1000 + i);
        const start = performance.now();
        const top = Math.max(1, ...values);
        context.clearRect(0, 0, canvas.width, canvas.height);
        context.beginPath();
        values.forEach((value, k) => context.lineTo((k / (values.length - 1)) * canvas.width, canvas.height - (value / top) * canvas.height));
        context.stroke();
        await frame();
        baselineCosts.push(performance.now() - start);
      }
      canvas.remove();
      const middle = (list) => [...list].sort((a, b) => a - b)[list.length >> 1] ?? Number.NaN;
      return { chart_ms: middle(chartCosts), baseline_ms: middle(baselineCosts), points_before: rows.length };
  })()`)) as { chart_ms: number; baseline_ms: number; points_before: number };
}
