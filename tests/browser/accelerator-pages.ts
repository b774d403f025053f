/**
 * What the accelerator's browser tests share: the English texts as the screens print them (the
 * accelerator's own tables over the main one), the panel and its alert, where an element sits in the
 * viewport, and an account made and funded the way a person does it: the sign-up form, then "Get test
 * coins" on the account page and the devnet stepped a block at a time until the coins are credited.
 *
 * @example
 * await signUpThroughForm(page, freshUsername("journey"));        // on /signup
 * const payment = await fundThroughAccountPage(page, baseURL);    // on /services/accelerator
 * expect(await isInViewport(panelAlert(acceleratePanel(page)))).toBe(true);
 */
import type { Locator, Page, Response } from "playwright-core";
import { expect } from "vitest";
import { formatAmount } from "../../shared/format/amount.ts";
import { servicesPath, type EstimateResponse, type TestCoinsPayment } from "../../shared/services/services-wire.ts";
import { satsText } from "../../client/components/transaction/transaction-texts.ts";
import { createAreaTranslator } from "../../client/i18n/area-translator.ts";
import { createTranslator } from "../../client/i18n/i18n.tsx";
import { ACCELERATOR_AREA } from "../../client/i18n/locales/accelerator-area.ts";
import { TEST_COINS_SATS } from "../../worker/services/services-config.ts";
import { mineBlocks } from "./devnet-clock.ts";
import { apiJson } from "./page-helpers.ts";

/** The accelerator's English texts, and the explorer's for every other key, as the screens print them. */
export const t = createAreaTranslator("en", ACCELERATOR_AREA, createTranslator("en"));

/** "0.01000000 BTC": mainnet amounts, as the account pages print them. */
export const btcText = (sats: number): string => formatAmount(sats, "");
/** "1,000,000 sats", as the panel prints them. */
export const satsShown = (sats: number): string => satsText(t, sats);

export const PASSWORD = "correct horse battery staple";
export const ESTIMATE_PATH = servicesPath("accelerator/estimate");
export const ACCELERATE_PATH = servicesPath("accelerator/accelerate");

/** A username no other test of this run has: 3 to 32 letters, digits, dots, dashes or underscores. */
export const freshUsername = (role: string): string => `${role}-${Date.now().toString(36)}${Math.floor(Math.random() * 1_000)}`;

/** How Chromium reports an answer that is not ok (one line per request; a fulfilled route's too). */
export const failedLoad = (status: number, statusText: string): string =>
  `error: Failed to load resource: the server responded with a status of ${status} (${statusText})`;

/** The acceleration panel of the transaction page (not the outline the server renders before it). */
export const acceleratePanel = (page: Page): Locator => page.locator("#accelerate section.accelerate-panel:not([aria-busy])");
/** The error alert the panel shows (spec §8), not the waitlist notice or the success banner. */
export const panelAlert = (panel: Locator): Locator => panel.locator(".services-alert:not(.waitlist-notice):not(.services-alert-success)");
export const waitlistNotice = (panel: Locator): Locator => panel.locator(".waitlist-notice");
export const bidRadios = (panel: Locator): Locator => panel.getByRole("radiogroup", { name: t("accelerator.bid.title") }).getByRole("radio");
export const acceleratePress = (panel: Locator): Locator => panel.getByRole("button", { name: t("accelerator.panel.accelerate"), exact: true });

/** The answer to the page's next estimate request. */
export const nextEstimate = (page: Page): Promise<Response> =>
  page.waitForResponse((response) => new URL(response.url()).pathname === ESTIMATE_PATH && response.request().method() === "POST");

export const estimateOf = async (response: Response): Promise<EstimateResponse> => (await response.json()) as EstimateResponse;

/** The whole element lies inside the viewport (where spec §8's scrolling should bring an alert). */
export const isInViewport = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
  });

/** The panel's content is dimmed under an error: its class, and the opacity it gives. */
export const isDimmed = (panel: Locator): Promise<boolean> =>
  panel.locator(".accelerate-body").evaluate((body) => body.classList.contains("accelerate-dimmed") && Number(getComputedStyle(body).opacity) < 1);

/** The text of a `<th scope="row">` summary row's value (sats, then the fiat value when there is a price). */
export const summaryValue = (panel: Locator, label: string): Promise<string | null> =>
  panel.locator(".accelerate-summary tr").filter({ has: panel.page().getByRole("rowheader", { name: label, exact: true }) }).locator("td").textContent();

/**
 * Waits until `locator` reads exactly `text` (whitespace normalised, as Playwright compares text).
 * Usable in hooks too, where `expect.poll` is not.
 */
export async function waitForText(locator: Locator, text: string, timeout = 10_000): Promise<void> {
  const exactly = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  await locator.filter({ hasText: exactly }).waitFor({ timeout });
}

/**
 * Fills and sends the sign-up form of the page (on /signup) and waits for the services' answer.
 * The form cannot be sent until the page is live, so filling it waits for that. After an in-app
 * navigation from /login the address changes before the new page commits (a transition), so the
 * form is found by its confirmation field: typing into the sign-in form still shown would be lost.
 */
export async function signUpThroughForm(page: Page, username: string): Promise<void> {
  const form = page.locator("form.auth-form").filter({ has: page.getByLabel(t("account.form.confirm")) });
  await form.getByLabel(t("account.form.username")).fill(username);
  await form.getByLabel(t("account.form.password"), { exact: true }).fill(PASSWORD);
  await form.getByLabel(t("account.form.confirm")).fill(PASSWORD);
  // What was typed is still there: the form was not drawn anew under the fingers.
  expect(await form.locator("input").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual([username, "", PASSWORD, PASSWORD]);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === servicesPath("auth/signup"));
  await form.getByRole("button", { name: t("account.form.sign-up") }).click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(201);
}

/** Blocks stepped for test coins before a test gives up: the next block takes them unless its pool leaves them out. */
const MAX_FUNDING_BLOCKS = 5;
/** A stepped block reaches the page through the hub, which then reads the balance again. */
const CREDITED_TIMEOUT_MS = 30_000;

/** The "Available" figure of the account page: the amount, then the same in sats. */
export const availableFigure = (page: Page): Locator =>
  page.locator(".services-figure").filter({ has: page.locator("dt", { hasText: new RegExp(`^${t("account.balance.available")}$`) }) }).locator("dd");

/**
 * On /services/accelerator: presses "Get test coins", steps the devnet until the payment confirms,
 * and waits until the page shows the coins credited. Returns the payment.
 */
export async function fundThroughAccountPage(page: Page, baseURL: string): Promise<TestCoinsPayment> {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === servicesPath("accelerator/test-coins"));
  await page.getByRole("button", { name: t("account.test-coins.button") }).click();
  const payment = (await (await answered).json()) as TestCoinsPayment;
  expect(payment.amount).toBe(TEST_COINS_SATS);
  await waitForText(page.locator(".test-coins-sent"), `${t("account.test-coins.sent", { amount: btcText(payment.amount) })} ${payment.txid} ${t("account.test-coins.credited")}`);
  for (let blocks = 0; !(await apiJson<{ confirmed: boolean }>(baseURL, `/api/tx/${payment.txid}/status`)).confirmed; blocks++) {
    if (blocks === MAX_FUNDING_BLOCKS) throw new Error(`The test coins ${payment.txid} were not mined in ${blocks} blocks.`);
    await mineBlocks(baseURL, 1);
  }
  await waitForText(availableFigure(page), `${btcText(TEST_COINS_SATS)}${satsShown(TEST_COINS_SATS)}`, CREDITED_TIMEOUT_MS);
  return payment;
}

/**
 * An account made through the services API from the test itself (as a browser would: the
 * anti-forgery cookie and its header), for tests about signing in rather than signing up.
 */
export async function signUpThroughApi(baseURL: string, username: string): Promise<void> {
  const token = "t".repeat(43);
  const response = await fetch(`${baseURL}${servicesPath("auth/signup")}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `XSRF-TOKEN=${token}`, "x-xsrf-token": token },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  if (response.status !== 201) throw new Error(`Signing up ${username} answered ${response.status}: ${await response.text()}`);
}
