/**
 * The accelerator as a person meets it, in Chromium against the shared dev server (issue 14, spec
 * §2.5, §4.2, §6): a visitor opens a waiting transaction's panel, signs up from it, funds the account
 * with test coins, accelerates a transaction by choosing a bid on the graph, follows it on
 * /acceleration and the history until a block mines it, and finds the timeline on its page. And the
 * sign-in page: a wrong password, and a return address that leaves the site.
 *
 * Real end to end: the only routes a test answers hold the first estimate back (to see the skeleton)
 * and stand in for an outside site. Which pool mines the accelerated transaction is the devnet's
 * draw: the test reads the outcome from the services API and expects the pages to agree.
 */
import { describe, expect, inject, it } from "vitest";
import type { Locator, Page, Route } from "playwright-core";
import { formatNumber } from "../../shared/format/decimal.ts";
import { shortenMiddle } from "../../shared/format/shorten.ts";
import { loginPath, signupPath } from "../../shared/network/redirect-target.ts";
import { balanceCovers, bidOptions, DEFAULT_BID_INDEX, maxCost } from "../../shared/rules/acceleration-bid.ts";
import type { AccelerationRecord, EstimateResponse } from "../../shared/services/services-wire.ts";
import { ERROR_CATALOGUE } from "../../shared/tables/error-catalogue.ts";
import { accelerationBadge } from "../../client/components/accelerator/acceleration-badge.ts";
import { TEST_COINS_SATS } from "../../worker/services/services-config.ts";
import {
  ACCELERATE_PATH, ESTIMATE_PATH, PASSWORD, acceleratePanel, acceleratePress, bidRadios, btcText, estimateOf, failedLoad, freshUsername, fundThroughAccountPage,
  isDimmed, nextEstimate, panelAlert, satsShown, signUpThroughApi, signUpThroughForm, summaryValue, t,
} from "./accelerator-pages.ts";
import { broadcastLowFeePayment } from "./accelerator-wallet.ts";
import { useChromium } from "./chromium.ts";
import { mineBlocks } from "./devnet-clock.ts";
import { pageProblems } from "./explorer-pages.ts";
import { apiJson, openHydrated, saveScreenshot } from "./page-helpers.ts";

const baseURL = inject("baseURL");
const browser = useChromium();

const DESKTOP = { width: 1440, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;
/** Blocks stepped before an accelerated transaction must have confirmed: a partner pool's next block takes it. */
const MAX_BLOCKS_TO_CONFIRM = 12;
/** A stepped block or a new acceleration reaches the page through the hub, then the services are read again. */
const LIVE_TIMEOUT_MS = 30_000;

/** Counts the chime's notes (spec §4.2 "Success plays a chime"): WebAudio oscillators started on the page. */
const COUNT_CHIME_NOTES = () => {
  const counted = window as unknown as { blocktideNotes: number };
  counted.blocktideNotes = 0;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode["start"]>) {
    counted.blocktideNotes++;
    return start.apply(this, args);
  };
};
const chimeNotes = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { blocktideNotes: number }).blocktideNotes);

/** Takes a screenshot of the whole viewport at `width`, the element in view, then goes back to the desktop size. */
async function screenshotAtWidths(page: Page, name: string, scrollTo?: string): Promise<void> {
  for (const [label, size] of [["1440", DESKTOP], ["390", PHONE]] as const) {
    await page.setViewportSize(size);
    if (scrollTo !== undefined) await page.locator(scrollTo).first().scrollIntoViewIfNeeded();
    await saveScreenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(DESKTOP);
}

/** Names of the acceleration timeline's steps, in order. */
const timelineSteps = (page: Page): Promise<string[]> => page.locator(".acceleration-timeline .acceleration-step-name").allTextContents();

describe("the accelerator, as a person", () => {
  it("signs up from a transaction's panel, funds the account, accelerates and follows it until mined", async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    await context.addInitScript(COUNT_CHIME_NOTES);
    const page = await context.newPage();
    const problems = pageProblems(page);
    const waiting = await broadcastLowFeePayment(baseURL);
    const panel = acceleratePanel(page);

    // Anonymous: the skeleton while the estimate loads (held back here until it shows), then the estimate.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route(`**${ESTIMATE_PATH}`, hold);
    const firstEstimate = nextEstimate(page);
    await openHydrated(page, `${baseURL}/tx/${waiting}#accelerate`);
    const skeleton = panel.getByLabel(t("accelerator.panel.loading"));
    await skeleton.waitFor();
    expect(await skeleton.getAttribute("aria-busy")).toBe("true");
    await saveScreenshot(page, "accelerator-skeleton");
    release();
    const estimate = await estimateOf(await firstEstimate);
    await page.unroute(`**${ESTIMATE_PATH}`, hold);
    expect(estimate).toMatchObject({ hasAccess: false, userBalance: 0, txSummary: { txid: waiting, ancestorCount: 0 } });
    const options = bidOptions(estimate);
    expect(estimate.options.map((option) => option.fee)).toEqual(options.map((option) => option.fee));

    await expect.poll(() => bidRadios(panel).count()).toBe(3);
    expect(await skeleton.count()).toBe(0);
    expect(await panel.getByRole("heading", { level: 2 }).textContent()).toBe(t("accelerator.panel.title"));
    expect(await fact(page, t("accelerator.panel.vsize"))).toBe(t("accelerator.panel.vbytes", { vsize: formatNumber(estimate.txSummary.effectiveVsize, "1.0-2") }));
    expect(await fact(page, t("accelerator.panel.in-band"))).toBe(satsShown(estimate.txSummary.effectiveFee));
    expect(await bidRadios(panel).evaluateAll((radios) => radios.map((radio) => radio.getAttribute("aria-checked")))).toEqual(options.map((option) => String(option.index === DEFAULT_BID_INDEX)));
    const defaultBid = options[DEFAULT_BID_INDEX]!.fee;
    expect(await summaryValue(panel, t("accelerator.summary.bid"))).toMatch(new RegExp(`^\\+${satsShown(defaultBid)}`));
    expect(await summaryValue(panel, t("accelerator.summary.max-cost"))).toMatch(new RegExp(`^${satsShown(maxCost(defaultBid, estimate))}`));
    const graph = panel.getByRole("figure", { name: t("accelerator.graph.label") });
    expect(await optionBars(graph).count()).toBe(3);
    expect(await graph.locator("button[aria-pressed='true'] .bid-graph-fee").textContent()).toBe(`+${satsShown(defaultBid)}`);
    // No balance and no Accelerate for a visitor who is not signed in: the way to sign in instead.
    expect(await panel.locator(".accelerate-balance").count()).toBe(0);
    expect(await acceleratePress(panel).count()).toBe(0);
    const target = `/tx/${waiting}#accelerate`;
    const signIn = panel.getByRole("link", { name: t("accelerator.panel.login") });
    expect(await signIn.getAttribute("href")).toBe(loginPath("", target));
    await screenshotAtWidths(page, "accelerator-panel-anonymous", "#accelerate");

    // Sign in → "Create an account" → back on the transaction, signed in.
    await signIn.click();
    await page.waitForURL(`${baseURL}${loginPath("", target)}`);
    const toSignup = page.locator(".auth-switch").getByRole("link", { name: t("account.form.sign-up") });
    expect(await toSignup.getAttribute("href")).toBe(signupPath("", target));
    await toSignup.click();
    await page.waitForURL(`${baseURL}${signupPath("", target)}`);
    const username = freshUsername("journey");
    await signUpThroughForm(page, username);
    await page.waitForURL(`${baseURL}${target}`);
    await expect.poll(() => page.locator("header .account-name").textContent()).toBe(username);

    // An empty balance: not_enough_balance, linking to the deposit page, over the dimmed estimate.
    const alert = panelAlert(panel);
    await expect.poll(() => alert.locator(".services-alert-text").textContent()).toBe(ERROR_CATALOGUE.not_enough_balance.message);
    expect(await alert.getAttribute("role")).toBe("alert");
    expect(await isDimmed(panel)).toBe(true);
    expect(await panel.locator(".accelerate-balance").textContent()).toBe(`${t("accelerator.panel.balance")} ${satsShown(0)}`);
    expect(await panel.locator(".accelerate-balance").getAttribute("class")).toContain("accelerate-balance-short");
    expect(await acceleratePress(panel).isDisabled()).toBe(true);
    await saveScreenshot(page, "accelerator-not-enough-balance");
    const deposit = alert.getByRole("link", { name: t("account.deposit-link") });
    expect(await deposit.getAttribute("href")).toBe("/services/accelerator");

    // The account page: test coins, credited once a block confirms them, with a ledger line.
    await deposit.click();
    await page.waitForURL(`${baseURL}/services/accelerator`);
    await expect.poll(() => page.locator(".services-lead").textContent()).toContain(t("account.page.signed-in", { username }));
    const coins = await fundThroughAccountPage(page, baseURL);
    const ledgerRows = page.locator(".services-table tbody tr");
    await expect.poll(() => ledgerRows.count(), { timeout: LIVE_TIMEOUT_MS }).toBe(1);
    expect(await ledgerRows.locator("td").allTextContents()).toEqual([
      expect.any(String),
      t("account.ledger.kind.deposit"),
      `+${btcText(TEST_COINS_SATS)}`,
      btcText(TEST_COINS_SATS),
      shortenMiddle(coins.txid, 16),
    ]);
    await screenshotAtWidths(page, "accelerator-account");

    // The block that confirmed the coins took nearly the whole mempool, most likely the first
    // transaction too: the person accelerates their next one, which waits until a block is stepped.
    const txid = await broadcastLowFeePayment(baseURL);
    const funded = nextEstimate(page);
    await openHydrated(page, `${baseURL}/tx/${txid}`);
    const quote: EstimateResponse = await estimateOf(await funded);
    expect(quote).toMatchObject({ hasAccess: true, userBalance: TEST_COINS_SATS, txSummary: { txid } });
    await expect.poll(() => bidRadios(panel).count()).toBe(3);
    const choices = bidOptions(quote);
    const balance = panel.locator(".accelerate-balance");
    expect(await balance.textContent()).toBe(`${t("accelerator.panel.balance")} ${satsShown(TEST_COINS_SATS)}`);
    const covers = balanceCovers(quote.userBalance, maxCost(choices[DEFAULT_BID_INDEX]!.fee, quote));
    expect(await balance.getAttribute("class")).toContain(covers ? "accelerate-balance-covers" : "accelerate-balance-short");
    await screenshotAtWidths(page, "accelerator-panel-funded", "#accelerate");

    // The lowest bid, chosen on the graph: its button follows, and so does the summary.
    const lowest = choices[0]!;
    const bars = optionBars(panel.getByRole("figure", { name: t("accelerator.graph.label") }));
    const barFees = await bars.locator(".bid-graph-fee").allTextContents();
    await bars.nth(barFees.indexOf(`+${satsShown(lowest.fee)}`)).click();
    await expect.poll(() => bidRadios(panel).evaluateAll((radios) => radios.map((radio) => radio.getAttribute("aria-checked")))).toEqual(["true", "false", "false"]);
    expect(await panel.locator(".bid-graph button[aria-pressed='true'] .bid-graph-fee").textContent()).toBe(`+${satsShown(lowest.fee)}`);
    expect(await summaryValue(panel, t("accelerator.summary.bid"))).toMatch(new RegExp(`^\\+${satsShown(lowest.fee)}`));
    expect(balanceCovers(quote.userBalance, maxCost(lowest.fee, quote))).toBe(true);

    const sent = page.waitForRequest((request) => new URL(request.url()).pathname === ACCELERATE_PATH);
    const accepted = page.waitForResponse((response) => new URL(response.url()).pathname === ACCELERATE_PATH);
    await acceleratePress(panel).click();
    expect((await sent).postDataJSON()).toEqual({ txInput: txid, userBid: lowest.fee });
    expect((await accepted).status()).toBe(200);
    const success = panel.locator(".services-alert-success");
    await expect.poll(() => success.locator(".services-alert-text").textContent()).toBe(t("accelerator.panel.success", { bid: satsShown(lowest.fee) }));
    expect(await panel.getByRole("heading", { level: 2 }).textContent()).toBe(t("accelerator.panel.title-done"));
    expect(await bidRadios(panel).count()).toBe(0);
    expect(await chimeNotes(page)).toBeGreaterThan(0);
    await saveScreenshot(page, "accelerator-accelerated");
    const historyLink = success.getByRole("link", { name: t("accelerator.panel.history-link") });
    expect(await historyLink.getAttribute("href")).toBe("/services/accelerator/history");

    // The history lists it as pending; /acceleration lists it among the accelerations under way.
    await historyLink.click();
    await page.waitForURL(`${baseURL}/services/accelerator/history`);
    const historyRow = page.locator(".services-table tbody tr").filter({ has: page.locator(`a[href="/tx/${txid}"]`) });
    await expect.poll(() => historyRow.locator(".acceleration-badge").textContent()).toBe(t("accelerator.status.pending"));
    await openHydrated(page, `${baseURL}/acceleration`);
    const active = page.locator(".dashboard-active");
    await active.locator(`a[href="/tx/${txid}"]`).waitFor({ timeout: LIVE_TIMEOUT_MS });
    expect(await active.locator(".services-table tbody tr").filter({ has: page.locator(`a[href="/tx/${txid}"]`) }).locator("td").nth(2).textContent()).toBe(satsShown(lowest.fee));
    await saveScreenshot(page, "accelerator-dashboard");

    // Back on its page: the panel says it is being accelerated, and the timeline waits for the block.
    await openHydrated(page, `${baseURL}/tx/${txid}`);
    await expect.poll(() => panel.locator(".accelerate-line").textContent()).toBe(t("accelerator.panel.accelerated"));
    expect(await panel.getByRole("heading", { level: 2 }).textContent()).toBe(t("accelerator.panel.title-done"));
    expect((await timelineSteps(page)).filter((step) => step !== t("accelerator.timeline.first-seen"))).toEqual([t("accelerator.timeline.accelerated"), t("accelerator.timeline.pending")]);
    expect(await page.locator(".acceleration-step-pending").count()).toBe(1);

    // Blocks until one holds it; the services say whether a partner pool mined it.
    for (let blocks = 0; !(await apiJson<{ confirmed: boolean }>(baseURL, `/api/tx/${txid}/status`)).confirmed; blocks++) {
      if (blocks === MAX_BLOCKS_TO_CONFIRM) throw new Error(`The accelerated transaction ${txid} was not mined in ${blocks} blocks.`);
      await mineBlocks(baseURL, 1);
    }
    const record = await apiJson<AccelerationRecord>(baseURL, `/api/v1/services/accelerator/accelerations/${txid}`);
    expect(["completed", "failed"]).toContain(record.status);

    // The history, through the header's account menu, shows the outcome.
    await page.getByRole("button", { name: username }).click();
    await page.getByRole("list", { name: t("account.menu.label") }).getByRole("link", { name: t("account.menu.history") }).click();
    await page.waitForURL(`${baseURL}/services/accelerator/history`);
    const { kind } = accelerationBadge(record);
    await expect.poll(() => historyRow.locator(".acceleration-badge").textContent(), { timeout: LIVE_TIMEOUT_MS }).toBe(t(`accelerator.status.${kind}`));
    expect(await historyRow.locator(`a[href="/block/${record.blockHash}"]`).textContent()).toBe(formatNumber(record.blockHeight!, "1.0-0"));
    await screenshotAtWidths(page, "accelerator-history");

    // Its page: mined, with the timeline of the acceleration (canceled when another pool mined it).
    await openHydrated(page, `${baseURL}/tx/${txid}`);
    const expectedSteps = record.status === "completed" ? ["accelerated", "mined"] : ["accelerated", "canceled", "mined"];
    await expect
      .poll(async () => (await timelineSteps(page)).filter((step) => step !== t("accelerator.timeline.first-seen")), { timeout: LIVE_TIMEOUT_MS })
      .toEqual(expectedSteps.map((step) => t(`accelerator.timeline.${step as "accelerated" | "canceled" | "mined"}`)));
    expect(await page.locator("#accelerate section").count()).toBe(0);
    await page.locator(".acceleration-timeline").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "accelerator-timeline");

    expect(problems.list()).toEqual([]);
    await context.close();
  }, 300_000);
});

describe("the sign-in page", () => {
  it("says when the password is wrong", async () => {
    const username = freshUsername("wrong");
    await signUpThroughApi(baseURL, username);
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const problems = pageProblems(page);
    await openHydrated(page, `${baseURL}/login`);
    const form = page.locator("form.auth-form");
    await form.getByLabel(t("account.form.username")).fill(username);
    await form.getByLabel(t("account.form.password"), { exact: true }).fill(`${PASSWORD} or not`);
    await form.getByRole("button", { name: t("account.form.sign-in") }).click();
    const alert = form.getByRole("alert");
    await expect.poll(() => alert.textContent()).toBe(t("account.error.invalid_credentials"));
    expect(page.url()).toBe(`${baseURL}/login`);
    expect(await page.evaluate(() => localStorage.getItem("auth"))).toBeNull();
    await saveScreenshot(page, "accelerator-login-wrong-password");
    expect(problems.list()).toEqual([failedLoad(401, "Unauthorized")]);
    await context.close();
  });

  for (const offSite of ["//evil.example", "https://evil.example"]) {
    it(`goes home, not to ${offSite}, after signing in`, async () => {
      const username = freshUsername("away");
      await signUpThroughApi(baseURL, username);
      const context = await browser().newContext({ viewport: DESKTOP });
      const leftTheSite: string[] = [];
      await context.route("**://evil.example/**", (route) => {
        leftTheSite.push(route.request().url());
        return route.abort();
      });
      const page = await context.newPage();
      const problems = pageProblems(page);
      await openHydrated(page, `${baseURL}/login?redirectTo=${encodeURIComponent(offSite)}`);
      // The link to sign up keeps the target, made safe.
      expect(await page.locator(".auth-switch a").getAttribute("href")).toBe(signupPath("", "/"));
      const form = page.locator("form.auth-form");
      await form.getByLabel(t("account.form.username")).fill(username);
      await form.getByLabel(t("account.form.password"), { exact: true }).fill(PASSWORD);
      await form.getByRole("button", { name: t("account.form.sign-in") }).click();
      await page.waitForURL(`${baseURL}/`);
      await expect.poll(() => page.locator("header .account-name").textContent()).toBe(username);
      expect(leftTheSite).toEqual([]);
      expect(problems.list()).toEqual([]);
      await context.close();
    });
  }
});

/** The panel's facts, `<dt>label</dt><dd>value</dd>`. */
const fact = (page: Page, label: string): Promise<string | null> =>
  acceleratePanel(page).locator(".accelerate-facts").evaluate((facts, wanted) => {
    const term = [...facts.querySelectorAll("dt")].find((element) => element.textContent === wanted);
    return term?.nextElementSibling?.textContent ?? null;
  }, label);

/** The graph's bars that choose a bid, top (highest rate) first. */
const optionBars = (graph: Locator): Locator => graph.locator("button.bid-graph-option");
