import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { TransactionStatus, type TransactionStatusProps } from "../../../client/components/transaction/index.ts";
import { everyType, replacement } from "../../shared/tx/tx-fixtures.ts";
import { links, render } from "./render-html.ts";
import { text } from "./render-html.ts";

const BLOCK_TIME = everyType.status.block_time!;
const base: TransactionStatusProps = { tx: everyType, eta: null, now: (BLOCK_TIME + 3 * 3_600) * 1_000, tip: 850_005, linkBase: "/testnet" };
const status = (props: Partial<TransactionStatusProps> = {}) => render(createElement(TransactionStatus, { ...base, ...props }));

describe("TransactionStatus", () => {
  it("shows a confirmed transaction's block, time and confirmations", () => {
    const html = status();
    expect(text(html)).toBe("6 confirmations In block 850,000 Jun 29, 2024, 19:34:34 UTC (3 hours ago)");
    expect(links(html)).toEqual([
      { href: "/testnet/block/00000000000000000002a0b5db2a7f8d9087464c2586b546be7bce8eb53b8187", text: "850,000", className: "" },
    ]);
    expect(html).toContain('aria-live="polite"');
  });

  it("counts the block itself as the first confirmation, and says only confirmed before the tip is known", () => {
    expect(text(status({ tip: 850_000 }))).toContain("1 confirmation In block");
    expect(text(status({ tip: -1 }))).toContain("Confirmed In block");
  });

  it("shows the ETA of an unconfirmed transaction and which projected block it is in", () => {
    expect(text(status({ tx: replacement, eta: { block: 0, etaMs: 567_619, accelerated: false } }))).toBe("Unconfirmed ETA In ~9 minutes (next block)");
    expect(text(status({ tx: replacement, eta: { block: 2, etaMs: 1_800_000, accelerated: false } }))).toBe("Unconfirmed ETA In ~30 minutes (projected block 3)");
  });

  it("marks an accelerated transaction", () => {
    expect(text(status({ tx: replacement, eta: { block: 0, etaMs: 700_000, accelerated: true } }))).toContain("Unconfirmed Accelerated ETA In ~11 minutes");
  });

  it("shows no ETA while it is unknown, and when the mempool first saw it", () => {
    const shown = text(status({ tx: replacement, eta: { block: 1, etaMs: null, accelerated: false }, firstSeen: BLOCK_TIME + 3 * 3_600 - 300 }));
    expect(shown).toBe("Unconfirmed First seen 5 minutes ago");
  });
});
