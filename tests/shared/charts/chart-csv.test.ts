import { describe, expect, it } from "vitest";
import { chartCsv, chartFileName } from "../../../shared/charts/chart-csv.ts";
import { chronological, readStatisticsRows } from "../../../shared/charts/statistics-row.ts";

describe("chartCsv", () => {
  it("writes a header and one row per time, oldest first, quoting where needed", () => {
    const csv = chartCsv({
      kind: "stack",
      times: [1_700_000_000, 1_700_000_060],
      series: [
        { id: "a", label: "0 - 1", colour: "#000000", values: [1, 2.5] },
        { id: "b", label: 'say "hi", twice', colour: "#000000", values: [3, 4] },
      ],
      references: [],
    });
    expect(csv).toBe('unix time,time (UTC),0 - 1,"say ""hi"", twice"\r\n1700000000,2023-11-14T22:13:20Z,1,3\r\n1700000060,2023-11-14T22:14:20Z,2.5,4\r\n');
  });

  it("names files by chart, window and newest time", () => {
    expect(chartFileName("incoming-vbytes", "24h", 1_700_000_000.7, "png")).toBe("blocktide-incoming-vbytes-24h-1700000000.png");
  });
});

describe("readStatisticsRows", () => {
  const good = { added: 60, count: 2, vbytes_per_second: 3, min_fee: 1, vsizes: [1, 2] };

  it("reads rows, with the raw windows' extra fields when present", () => {
    expect(readStatisticsRows([{ ...good, mempool_byte_weight: 8, total_fee: 9 }, good])).toEqual([{ ...good, mempool_byte_weight: 8, total_fee: 9 }, good]);
  });

  it.each([[{}], [null], [[{ ...good, added: "60" }]], [[{ ...good, vsizes: [1, null] }]], [[{ ...good, vsizes: [] }]]])("refuses %j", (json) => {
    expect(readStatisticsRows(json)).toBeUndefined();
  });

  it("orders rows oldest first and keeps one row per time", () => {
    const rows = chronological([{ ...good, added: 180 }, { ...good, added: 60 }, { ...good, added: 120, count: 1 }, { ...good, added: 120, count: 7 }]);
    expect(rows.map((row) => [row.added, row.count])).toEqual([
      [60, 2],
      [120, 7],
      [180, 2],
    ]);
  });
});
