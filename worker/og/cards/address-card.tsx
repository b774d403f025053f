/**
 * An address's card (issue 13): the address, its balance with the mempool's change (as the page's
 * description counts it), what it received and sent, its confirmed and waiting transactions and
 * unspent outputs; and its balance over the transactions the page loads (its mempool ones and the
 * newest confirmed ones), as a step chart: each step is one transaction, walked back from today's
 * balance. Drawn from the address page's own loader.
 */
import { formatAmount } from "../../../shared/format/amount.ts";
import { formatNumber } from "../../../shared/format/decimal.ts";
import { NETWORKS } from "../../../shared/network/networks.ts";
import { addressNetValue } from "../../../shared/tx/address-net-value.ts";
import { addressTotals, type AddressTotals } from "../../../shared/tx/address-totals.ts";
import { addressPageData, type AddressPageData } from "../../../client/pages/address/address-page-data.ts";
import { chainName } from "../../../client/app/meta-texts.ts";
import type { Translate } from "../../../client/i18n/i18n.tsx";
import { cardFrame, type CardFigure } from "../card-frame.tsx";
import { chartPicture, messagePicture } from "../chart-picture.tsx";
import { CHART_COLOURS, stepChartSvg, type StepPoint } from "../chart-svg.ts";
import { definePageCard, type CardContext, type DrawnCard } from "../page-card.ts";

function addressFigures(totals: AddressTotals, prefix: string, t: Translate): CardFigure[] {
  const count = (value: number): string => formatNumber(value, "1.0-0");
  return [
    { label: t("transaction.address.balance"), value: formatAmount(totals.confirmedBalance + totals.unconfirmedChange, prefix) },
    { label: t("transaction.address.received"), value: formatAmount(totals.totalReceived, prefix) },
    { label: t("transaction.address.sent"), value: formatAmount(totals.totalSent, prefix) },
    { label: t("og.address.confirmed"), value: count(totals.confirmedTxCount) },
    { label: t("og.address.waiting"), value: count(totals.unconfirmedTxCount) },
    { label: t("transaction.address.unspent-outputs"), value: count(totals.unspentOutputCount) },
  ];
}

/**
 * The balance before the oldest loaded transaction and after each one, oldest first: today's
 * balance, less what each transaction brought, walking from the newest back.
 */
export function balanceSteps({ address, transactions }: AddressPageData, balance: number): StepPoint[] {
  const balances = [balance];
  for (const tx of transactions) balances.push(balances[balances.length - 1]! - addressNetValue(tx, address.address).net);
  return balances.reverse().map((y, x) => ({ x, y }));
}

function historyCaption(t: Translate, shown: number, totals: AddressTotals): string {
  if (shown === 1) return t("og.address.history.one");
  const all = shown >= totals.confirmedTxCount + totals.unconfirmedTxCount;
  return t(all ? "og.address.history.all" : "og.address.history.latest", { count: formatNumber(shown, "1.0-0") });
}

export function drawAddressCard(data: AddressPageData, { network, t, direction }: CardContext): DrawnCard {
  const totals = addressTotals(data.address);
  const prefix = NETWORKS[network].amountPrefix;
  const frame = {
    network,
    direction,
    kind: t("og.kind.address", { chain: chainName(network, t) }),
    title: t("og.address.title"),
    id: data.address.address,
    figures: addressFigures(totals, prefix, t),
  };
  if (data.transactions.length === 0) return { element: cardFrame({ ...frame, picture: messagePicture(t("og.address.history.none"), direction) }) };
  const steps = balanceSteps(data, totals.confirmedBalance + totals.unconfirmedChange);
  const peak = Math.max(...steps.map((step) => step.y));
  const { picture, rect } = chartPicture({
    direction,
    caption: historyCaption(t, data.transactions.length, totals),
    below: t("og.address.history.peak", { amount: formatAmount(peak, prefix) }),
  });
  return {
    element: cardFrame({ ...frame, picture }),
    overlay: stepChartSvg(steps, rect, CHART_COLOURS[0], { xEnd: steps.length, yFloor: 0 }),
  };
}

export const addressCard = definePageCard<AddressPageData>({ source: { pageData: addressPageData }, draw: drawAddressCard });
