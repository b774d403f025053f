/**
 * The transaction components over a real devnet: transactions built and mined by the simulated
 * network, read through its Esplora routes, as the block and address pages will pass them.
 */
import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { AddressSummary, ROWS_SHOWN_PER_SIDE, TransactionList } from "../../../client/components/transaction/index.ts";
import { createDevnetApi } from "../../../durable-objects/devnet/api/devnet-api.ts";
import { DevnetNetwork } from "../../../durable-objects/devnet/state/devnet-network.ts";
import { FAST_DEVNET_SETTINGS } from "../../../durable-objects/devnet/state/devnet-settings.ts";
import { formatAmount } from "../../../shared/format/amount.ts";
import { addressNetValue } from "../../../shared/tx/address-net-value.ts";
import { addressTotals, readEsploraAddress } from "../../../shared/tx/address-totals.ts";
import type { EsploraOutspend, EsploraTransaction } from "../../../shared/types/esplora.ts";
import { countClass, links, render, text } from "./render-html.ts";

const NOW = 1_763_700_000;
/** Ten live minutes after a seeded day: blocks of real traffic and a mempool of a hundred or more. */
const network = DevnetNetwork.seed({ ...FAST_DEVNET_SETTINGS, historyDays: 1, seed: "transaction-views" }, NOW);
network.advanceTo(NOW + 600);
const app = createDevnetApi(() => network);

async function get<T>(path: string): Promise<T> {
  const response = await app.request(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The first page of the newest block that holds more than its coinbase. */
async function busyBlockPage(): Promise<EsploraTransaction[]> {
  for (let height = await get<number>("/api/blocks/tip/height"); height > 0; height--) {
    const hash = await (await app.request(`/api/block-height/${height}`)).text();
    const txs = await get<EsploraTransaction[]>(`/api/block/${hash}/txs/0`);
    if (txs.length > 3) return txs;
  }
  throw new Error("the devnet mined no block with payments");
}

describe("TransactionList over devnet blocks", () => {
  it("shows every transaction of a block page with amounts, prevout links and spent states that match the API", async () => {
    const txs = await busyBlockPage();
    const outspends: Record<string, EsploraOutspend[]> = {};
    for (const tx of txs) outspends[tx.txid] = await get<EsploraOutspend[]>(`/api/tx/${tx.txid}/outspends`);
    const html = render(createElement(TransactionList, { transactions: txs, network: "mainnet", linkBase: "", outspends }));
    const shown = text(html);
    const hrefs = links(html);

    expect(countClass(html, "tx-card")).toBe(txs.length);
    let spent = 0;
    let unspent = 0;
    for (const tx of txs) {
      expect(hrefs.some((link) => link.href === `/tx/${tx.txid}`)).toBe(true);
      for (const vin of tx.vin.slice(0, ROWS_SHOWN_PER_SIDE)) {
        if (vin.is_coinbase) continue;
        expect(hrefs.some((link) => link.className === "tx-io-link" && link.href === `/tx/${vin.txid}:${vin.vout}`)).toBe(true);
        expect(shown).toContain(formatAmount(vin.prevout!.value, ""));
      }
      tx.vout.slice(0, ROWS_SHOWN_PER_SIDE).forEach((vout, index) => {
        expect(shown).toContain(formatAmount(vout.value, ""));
        if (vout.scriptpubkey_type === "op_return") return;
        const outspend = outspends[tx.txid]![index]!;
        if (outspend.spent) {
          spent++;
          expect(hrefs.some((link) => link.className === "tx-io-spent" && link.href === `/tx/${outspend.txid}`)).toBe(true);
        } else unspent++;
      });
    }
    expect(countClass(html, "tx-io-spent")).toBe(spent);
    expect(countClass(html, "tx-io-unspent")).toBe(unspent);
    expect(spent + unspent).toBeGreaterThan(0);
    expect(shown).toContain("Coinbase (newly generated coins)");
  });

  it("nets an address's transactions to the balance its summary shows", async () => {
    const txs = await busyBlockPage();
    const addresses = [...new Set(txs.flatMap((tx) => tx.vout.flatMap((vout) => vout.scriptpubkey_address ?? [])))];
    let checked = 0;
    for (const address of addresses) {
      const stats = readEsploraAddress(await get(`/api/address/${address}`))!;
      const totals = addressTotals(stats);
      // Only an address whose whole history fits the first page can be summed from it.
      if (totals.confirmedTxCount + totals.unconfirmedTxCount > 25) continue;
      const history = await get<EsploraTransaction[]>(`/api/address/${address}/txs`);
      const net = history.reduce((sum, tx) => sum + addressNetValue(tx, address).net, 0);
      expect(net, address).toBe(totals.confirmedBalance + totals.unconfirmedChange);
      const summary = text(render(createElement(AddressSummary, { address, stats, network: "mainnet" })));
      expect(summary).toContain(`Balance ${formatAmount(totals.confirmedBalance, "")}`);
      const listed = render(createElement(TransactionList, { transactions: history, network: "mainnet", linkBase: "", highlightAddress: address }));
      // A collapsed card shows its first rows; a large payout may list the address further down.
      const shown = history.some((tx) =>
        tx.vin.slice(0, ROWS_SHOWN_PER_SIDE).some((vin) => vin.prevout?.scriptpubkey_address === address) ||
        tx.vout.slice(0, ROWS_SHOWN_PER_SIDE).some((vout) => vout.scriptpubkey_address === address),
      );
      if (shown) expect(countClass(listed, "tx-io-highlight")).toBeGreaterThan(0);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});
