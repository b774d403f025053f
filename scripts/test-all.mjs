// `npm test`: the type check, then every test suite in order, then one closing line
// "N passed, N failed" summed over the suites from vitest's JSON reports.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildClient, CLIENT_BUILT_ENV, OFFLINE_ENV } from "./dev-server.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const REPORTS = fileURLToPath(new URL("../test-results/", import.meta.url));
const BIN = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const CHROMIUM = [process.env.CHROMIUM_PATH, "/usr/lib/chromium/chromium", "/usr/bin/chromium"];

// The workers config's projects run one after the other: three workerd deployments at once stall on two cores.
const SUITES = [
  { name: "unit", config: "vitest.unit.config.ts", args: [] },
  { name: "workers", config: "vitest.workers.config.ts", args: ["--project", "workers"] },
  { name: "workers-sharded", config: "vitest.workers.config.ts", args: ["--project", "workers-sharded"] },
  { name: "workers-manual-clock", config: "vitest.workers.config.ts", args: ["--project", "workers-manual-clock"] },
  { name: "browser", config: "vitest.browser.config.ts", args: [] },
];

function step(title, command, args, env = {}) {
  console.log(`\n── ${title}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...OFFLINE_ENV, ...env } });
  return result.status === 0;
}

/** A step run beside others: its output is printed whole when it ends, so steps do not interleave. */
function parallelStep(title, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...OFFLINE_ENV } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", (error) => (output += String(error)));
    child.once("close", (code) => {
      console.log(`\n── ${title}${output === "" ? "" : `\n${output.trimEnd()}`}`);
      resolve(code === 0);
    });
  });
}

function ensureChromium() {
  if (CHROMIUM.some((path) => path && existsSync(path))) return;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium is missing: installing Debian's chromium package for the browser tests.");
    if (step("apt-get install chromium", "sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation"])) return;
  }
  console.error("Chromium is missing. Install it with `apt-get install -y chromium` (or set CHROMIUM_PATH), then run `npm test` again.");
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
// The type checks and the bundle do not depend on each other: on two cores they run side by side.
const prepared = await Promise.all([
  parallelStep("type check", BIN("tsc"), ["-p", "tsconfig.json"]),
  parallelStep("type check shared/ (pure: no DOM, no Workers)", BIN("tsc"), ["-p", "shared/tsconfig.json"]),
  buildClient().then(
    () => (console.log("\n── build the client bundle: done"), true),
    (error) => (console.error(`\n── build the client bundle\n${String(error)}`), false),
  ),
]);
let ok = prepared.every(Boolean);
ensureChromium();

let passed = 0;
let failed = 0;
for (const suite of SUITES) {
  const report = `${REPORTS}${suite.name}.json`;
  // The bundle was built above: the browser suite's setup need not build it again.
  const suiteOk = step(`${suite.name} tests`, BIN("vitest"), ["run", "--config", suite.config, ...suite.args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], { [CLIENT_BUILT_ENV]: "1" });
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, "utf8"));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    if (result.numTotalTests === 0) {
      console.error(`The ${suite.name} suite ran no test.`);
      ok = false;
    }
  } else {
    console.error(`The ${suite.name} suite wrote no report.`);
    failed += 1;
  }
  ok &&= suiteOk;
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
