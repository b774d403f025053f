import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

/** Debian's Chromium (`apt-get install chromium`); CHROMIUM_PATH overrides. */
const CANDIDATES = [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"];

export function chromiumPath(): string {
  const found = CANDIDATES.find((path): path is string => Boolean(path) && existsSync(path!));
  if (!found) {
    throw new Error("Chromium was not found. Install Debian's package (`apt-get install -y chromium`) or set CHROMIUM_PATH.");
  }
  return found;
}

/** Headless Chromium with the flags a closed network needs (no background fetches that fail). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
      "--disable-dev-shm-usage",
    ],
  });
}

/**
 * One Chromium for the calling test file: launched before its tests (and before the hooks the file
 * registers after this call), closed after them, with every page and context it opened.
 *
 * @example
 * const browser = useChromium();
 * it("…", async () => { const page = await browser().newPage(); });
 */
export function useChromium(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("Chromium is not running: call browser() inside a test or hook.");
    return browser;
  };
}
