/**
 * Every path of the acceleration panel's flow (spec §4.2) and every code of the error catalogue
 * (spec §8) in Chromium, for a signed-in account with a balance, on a waiting transaction of its own.
 * The devnet cannot refuse an acceleration or an estimate with a chosen code on demand, so these
 * answers are the test's (playwright routes, as the services send them: a status and the bare code
 * as text); the account, its balance, the transaction and every other call are real.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext, Page, Route } from "playwright-core";
import { servicesAlert } from "../../client/components/accelerator/services-alert.ts";
import { ERROR_CATALOGUE, type ErrorCode } from "../../shared/tables/error-catalogue.ts";
import { TEST_COINS_SATS } from "../../worker/services/services-config.ts";
import {
  ACCELERATE_PATH, ESTIMATE_PATH, acceleratePanel, acceleratePress, bidRadios, estimateOf, failedLoad, freshUsername, fundThroughAccountPage, isDimmed,
  isInViewport, nextEstimate, panelAlert, signUpThroughForm, t, waitlistNotice,
} from "./accelerator-pages.ts";
import { broadcastLowFeePayment } from "./accelerator-wallet.ts";
import { useChromium } from "./chromium.ts";
import { pageProblems } from "./explorer-pages.ts";
import { openHydrated, saveScreenshot } from "./page-helpers.ts";

const baseURL = inject("baseURL");
const browser = useChromium();

/** A code no table knows: spec §8 shows it as given, as a danger. */
const UNKNOWN_CODE = "pool_gone_fishing";
/**
 * waitlisted, as any code, puts the panel on the waitlist (no Accelerate any more), so it comes last;
 * the rest are pressed for one after another on the same page.
 */
const PRESSED_CODES: readonly string[] = [...(Object.keys(ERROR_CATALOGUE) as ErrorCode[]).filter((code) => code !== "waitlisted"), UNKNOWN_CODE];

/** Chromium's line for each answer that is not ok (statusText as a fulfilled route gets it). */
const STATUS_TEXT: Readonly<Record<number, string>> = { 400: "Bad Request", 403: "Forbidden", 500: "Internal Server Error", 503: "Service Unavailable" };

let context: BrowserContext;
/** The funded account's waiting transaction: no test here steps the devnet, so it waits throughout. */
let txid: string;

beforeAll(async () => {
  context = await browser().newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await openHydrated(page, `${baseURL}/signup?redirectTo=${encodeURIComponent("/services/accelerator")}`);
  await signUpThroughForm(page, freshUsername("codes"));
  await page.waitForURL(`${baseURL}/services/accelerator`);
  await fundThroughAccountPage(page, baseURL);
  await page.close();
  txid = await broadcastLowFeePayment(baseURL);
}, 180_000);

afterAll(async () => {
  await context?.close();
});

/** Opens the transaction's page and waits for the panel's first answer (estimate or refusal). */
async function openPanel(page: Page): Promise<void> {
  const answered = nextEstimate(page);
  await openHydrated(page, `${baseURL}/tx/${txid}`);
  await answered;
}

/** Scrolls so the Accelerate button is at the top of the viewport: the panel's alert, above it, is then out of view. */
async function scrollAlertOutOfView(page: Page): Promise<void> {
  const panel = acceleratePanel(page);
  await acceleratePress(panel).evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().top - 8));
  expect(await panel.evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(0);
}

/** What the panel's alert shows: the text, its role and colour, and whether it links to the deposit page. */
async function shownAlert(page: Page): Promise<{ message: string | null; role: string | null; severity: string; depositLink: boolean }> {
  const alert = panelAlert(acceleratePanel(page));
  return {
    message: await alert.locator(".services-alert-text").textContent(),
    role: await alert.getAttribute("role"),
    severity: (await alert.getAttribute("class"))?.includes("services-alert-info") ? "info" : "danger",
    depositLink: (await alert.getByRole("link", { name: t("account.deposit-link") }).count()) === 1,
  };
}

const expectedAlert = (code: string) => {
  const alert = servicesAlert(code, t);
  return { message: alert.message, role: alert.severity === "danger" ? "alert" : "status", severity: alert.severity, depositLink: alert.depositLink };
};

/** Waits until the panel's alert shows `code`'s text, in view, over dimmed content. */
async function expectAlertFor(page: Page, code: string): Promise<void> {
  const panel = acceleratePanel(page);
  const expected = expectedAlert(code);
  await expect.poll(() => panelAlert(panel).locator(".services-alert-text").textContent(), { message: code }).toBe(expected.message);
  expect(await shownAlert(page), code).toEqual(expected);
  // spec §8: "Every error scrolls the error block into view" (smoothly: polled until it is there).
  await expect.poll(() => isInViewport(panelAlert(panel)), { message: `${code} scrolled into view` }).toBe(true);
  expect(await isDimmed(panel), `${code} dims the panel`).toBe(true);
}

describe("the acceleration panel's refusals (spec §4.2, §8)", () => {
  it("shows every code of the catalogue, and an unknown one as given, scrolled into view over the dimmed estimate", async () => {
    const page = await context.newPage();
    const problems = pageProblems(page);
    let answer = { status: 400, code: "" };
    const refuse = (route: Route) => route.fulfill({ status: answer.status, contentType: "text/plain", body: answer.code });
    await page.route(`**${ACCELERATE_PATH}`, refuse);
    await openPanel(page);
    const panel = acceleratePanel(page);
    await expect.poll(() => bidRadios(panel).count()).toBe(3);
    expect(await panel.locator(".accelerate-balance").textContent()).toContain(t("accelerator.panel.balance"));

    for (const code of PRESSED_CODES) {
      answer = { status: 400, code };
      await scrollAlertOutOfView(page);
      const sent = page.waitForRequest((request) => new URL(request.url()).pathname === ACCELERATE_PATH);
      await acceleratePress(panel).click();
      await sent;
      await expectAlertFor(page, code);
      // Refused, the bid stays to be pressed again; the waitlist is not shown for these.
      expect(await acceleratePress(panel).isEnabled(), code).toBe(true);
      expect(await waitlistNotice(panel).count(), code).toBe(0);
      if (code === "not_enough_balance") await saveScreenshot(page, "accelerator-error-danger");
    }

    // waitlisted, as given: information, not danger, and the waitlist notice in place of Accelerate.
    answer = { status: 400, code: "waitlisted" };
    await scrollAlertOutOfView(page);
    await acceleratePress(panel).click();
    await expectAlertFor(page, "waitlisted");
    expect(await waitlistNotice(panel).textContent()).toBe(t("accelerator.waitlist.notice"));
    expect(await acceleratePress(panel).count()).toBe(0);

    expect(problems.list()).toEqual(Array.from({ length: PRESSED_CODES.length + 1 }, () => failedLoad(400, STATUS_TEXT[400]!)));
    await page.unroute(`**${ACCELERATE_PATH}`, refuse);
    await page.close();
  }, 120_000);

  it("turns a 403 not_available into the waitlisted information and the waitlist notice", async () => {
    const page = await context.newPage();
    const problems = pageProblems(page);
    const refuse = (route: Route) => route.fulfill({ status: 403, contentType: "text/plain", body: "not_available" });
    await page.route(`**${ACCELERATE_PATH}`, refuse);
    await openPanel(page);
    const panel = acceleratePanel(page);
    await scrollAlertOutOfView(page);
    await acceleratePress(panel).click();
    await expectAlertFor(page, "waitlisted");
    expect((await shownAlert(page)).message).toBe(ERROR_CATALOGUE.waitlisted.message);
    expect(await waitlistNotice(panel).textContent()).toBe(t("accelerator.waitlist.notice"));
    expect(await acceleratePress(panel).count()).toBe(0);
    await saveScreenshot(page, "accelerator-error-waitlisted");
    expect(problems.list()).toEqual([failedLoad(403, STATUS_TEXT[403]!)]);
    await page.close();
  });

  it("says it cannot accelerate a transaction the estimate answers 204 for", async () => {
    const page = await context.newPage();
    const problems = pageProblems(page);
    const empty = (route: Route) => route.fulfill({ status: 204 });
    await page.route(`**${ESTIMATE_PATH}`, empty);
    await openPanel(page);
    const panel = acceleratePanel(page);
    await expect.poll(() => panelAlert(panel).locator(".services-alert-text").textContent()).toBe(ERROR_CATALOGUE.cannot_accelerate_tx.message);
    expect(await shownAlert(page)).toEqual(expectedAlert("cannot_accelerate_tx"));
    await expect.poll(() => isInViewport(panelAlert(panel))).toBe(true);
    // No estimate ever came: nothing to bid on, nothing to press.
    expect(await bidRadios(panel).count()).toBe(0);
    expect(await acceleratePress(panel).count()).toBe(0);
    expect(problems.list()).toEqual([]);
    await page.close();
  });

  for (const { status, code } of [
    { status: 500, code: "internal_server_error" },
    { status: 503, code: "recommended_fees_not_available" },
  ] as const) {
    it(`shows the server's error when the estimate fails with ${status} ${code}`, async () => {
      const page = await context.newPage();
      const problems = pageProblems(page);
      const fail = (route: Route) => route.fulfill({ status, contentType: "text/plain", body: code });
      await page.route(`**${ESTIMATE_PATH}`, fail);
      await openPanel(page);
      const panel = acceleratePanel(page);
      await expect.poll(() => panelAlert(panel).locator(".services-alert-text").textContent()).toBe(ERROR_CATALOGUE[code].message);
      expect(await shownAlert(page)).toEqual(expectedAlert(code));
      await expect.poll(() => isInViewport(panelAlert(panel))).toBe(true);
      expect(await acceleratePress(panel).count()).toBe(0);
      // The estimate is asked again every 10 s: each refusal is one line.
      const lines = problems.list();
      expect(lines.length).toBeGreaterThan(0);
      expect(lines).toEqual(lines.map(() => failedLoad(status, STATUS_TEXT[status]!)));
      await page.close();
    });
  }

  it("shows the waitlist notice and no Accelerate to an account without access", async () => {
    const page = await context.newPage();
    const problems = pageProblems(page);
    const withoutAccess = async (route: Route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), hasAccess: false } });
    };
    await page.route(`**${ESTIMATE_PATH}`, withoutAccess);
    const answered = nextEstimate(page);
    await openHydrated(page, `${baseURL}/tx/${txid}`);
    expect(await estimateOf(await answered)).toMatchObject({ hasAccess: false, userBalance: TEST_COINS_SATS });
    const panel = acceleratePanel(page);
    await expect.poll(() => waitlistNotice(panel).textContent()).toBe(t("accelerator.waitlist.notice"));
    expect(await waitlistNotice(panel).getAttribute("role")).toBe("status");
    // The estimate shows, with the balance, but neither Accelerate nor Sign in, and no error.
    expect(await bidRadios(panel).count()).toBe(3);
    expect(await panel.locator(".accelerate-balance").count()).toBe(1);
    expect(await acceleratePress(panel).count()).toBe(0);
    expect(await panel.getByRole("link", { name: t("accelerator.panel.login") }).count()).toBe(0);
    expect(await panelAlert(panel).count()).toBe(0);
    await saveScreenshot(page, "accelerator-waitlist");
    expect(problems.list()).toEqual([]);
    await page.close();
  });
});
