/**
 * `npm run accelerator -- <command> [args] [--local | --remote] [--persist-to <dir>]`: the
 * operator's hand on the accelerator's accounts (issue 14). It runs `wrangler d1 execute DB` on the
 * local D1 that `npm start` uses (.wrangler/state, or --persist-to) or, with --remote, on the
 * deployed one. The statements are built by pure functions below (tested in
 * tests/shared/scripts/accelerator.test.ts); only `main` touches wrangler.
 *
 * @example
 * npm run accelerator -- grant alice
 * npm run accelerator -- credit '#7' 100000 welcome bonus   # quote #7: a shell reads # as a comment
 * npm run accelerator -- list --remote
 */
import { spawn } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { OFFLINE_ENV } from "./dev-server.mjs";
import { availableAccount, creditJournal } from "../worker/services/ledger.ts";
import { type SqlStatement, inlineSql, sql } from "../worker/services/sql.ts";

/** Ledger lines `show` prints. */
export const SHOWN_LEDGER_LINES = 20;
const DEFAULT_MEMO = "Operator credit";

export const HELP = `Usage: npm run accelerator -- <command> [args] [--local | --remote] [--persist-to <dir>]

Commands (<user> is a username, or #<id> quoted as '#7'):
  list                          every account: id, username, status, access, balances
  show <user>                   one account and its last ${SHOWN_LEDGER_LINES} ledger lines
  grant <user>                  let the account accelerate (out of the waitlist)
  revoke <user>                 put it back on the waitlist
  verify <user>                 mark a pending account verified
  disable <user>                disable it and end its sessions
  enable <user>                 re-enable a disabled account (verified)
  credit <user> <sats> [memo]   credit whole sats from the operator (memo: "Operator credit")
  help                          this text

Where: --local (default) is the D1 of \`npm start\` in .wrangler/state, or --persist-to <dir>;
--remote is the deployed database (wrangler must be logged in).`;

export type UserRef = { readonly id: number } | { readonly username: string };
export type StatusChange = "grant" | "revoke" | "verify" | "disable" | "enable";
export type Command =
  | { readonly name: "help" }
  | { readonly name: "list" }
  | { readonly name: "show"; readonly user: UserRef }
  | { readonly name: StatusChange; readonly user: UserRef }
  | { readonly name: "credit"; readonly user: UserRef; readonly sats: number; readonly memo: string };
export type Target = { readonly where: "local"; readonly persistTo?: string } | { readonly where: "remote" };
export interface Invocation {
  readonly command: Command;
  readonly target: Target;
}

/** A malformed command line: the message says what was wrong, and the exit code is 2. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

const STATUS_CHANGES: readonly StatusChange[] = ["grant", "revoke", "verify", "disable", "enable"];

/**
 * Reads the command line (after `--`).
 *
 * @throws UsageError naming the problem
 * @example
 * parseArguments(["credit", "#7", "5000", "sorry", "--remote"]);
 * // { command: { name: "credit", user: { id: 7 }, sats: 5000, memo: "sorry" }, target: { where: "remote" } }
 */
export function parseArguments(argv: readonly string[]): Invocation {
  const words: string[] = [];
  let remote = false;
  let local = false;
  let persistTo: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--remote") remote = true;
    else if (arg === "--local") local = true;
    else if (arg === "--persist-to") {
      persistTo = argv[++i];
      if (persistTo === undefined || persistTo === "" || persistTo.startsWith("--")) throw new UsageError("--persist-to needs a directory.");
    } else if (arg.startsWith("--persist-to=")) persistTo = arg.slice("--persist-to=".length);
    else if (arg === "--help" || arg === "-h") words.unshift("help");
    else if (arg.startsWith("--")) throw new UsageError(`Unknown option ${arg}.`);
    else words.push(arg);
  }
  if (remote && local) throw new UsageError("Choose --local or --remote, not both.");
  if (remote && persistTo !== undefined) throw new UsageError("--persist-to is for the local database; --remote has none.");
  const target: Target = remote ? { where: "remote" } : persistTo === undefined ? { where: "local" } : { where: "local", persistTo };
  return { command: readCommand(words), target };
}

function readCommand(words: readonly string[]): Command {
  const [name, ...args] = words;
  const arity = (count: number): void => {
    if (args.length !== count) throw new UsageError(`"${name}" takes ${count === 0 ? "no arguments" : "<user>"}; got ${args.length === 0 ? "none" : args.join(" ")}.`);
  };
  if (name === undefined || name === "help") return { name: "help" };
  if (name === "list") {
    arity(0);
    return { name };
  }
  if (name === "show") {
    arity(1);
    return { name, user: readUser(args[0]!) };
  }
  const change = STATUS_CHANGES.find((candidate) => candidate === name);
  if (change !== undefined) {
    arity(1);
    return { name: change, user: readUser(args[0]!) };
  }
  if (name === "credit") {
    if (args.length < 2) throw new UsageError('"credit" takes <user> <sats> [memo...], e.g. credit alice 100000 welcome bonus.');
    const memo = args.slice(2).join(" ").trim();
    return { name, user: readUser(args[0]!), sats: readSats(args[1]!), memo: memo === "" ? DEFAULT_MEMO : memo };
  }
  throw new UsageError(`Unknown command "${name}". Commands: list, show, grant, revoke, verify, disable, enable, credit, help.`);
}

/**
 * `#7` is account 7, anything else a username.
 *
 * @example
 * readUser("#7");    // { id: 7 }
 * readUser("alice"); // { username: "alice" }
 */
export function readUser(text: string): UserRef {
  if (text.startsWith("#")) {
    const id = /^\d+$/.test(text.slice(1)) ? Number(text.slice(1)) : Number.NaN;
    if (!Number.isSafeInteger(id) || id < 1) throw new UsageError(`"${text}" is no account id: write # and a whole number, e.g. '#7'.`);
    return { id };
  }
  if (text.trim() === "") throw new UsageError("The username is empty.");
  return { username: text };
}

/** Whole sats, more than zero and exact as a JavaScript number. */
export function readSats(text: string): number {
  const sats = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(sats) || sats <= 0) {
    throw new UsageError(`"${text}" is not an amount: give whole sats, more than 0 and at most ${Number.MAX_SAFE_INTEGER} (no decimals or separators).`);
  }
  return sats;
}

/// The statements. Users are selected by id or, case-insensitively (the column's collation), by name.

const userWhere = (user: UserRef, alias = ""): SqlStatement =>
  "id" in user ? sql(`${alias}id = ?`, user.id) : sql(`${alias}username = ?`, user.username);

const USER_COLUMNS = `u.id, u.username, u.status, u.has_access,
  (SELECT balance FROM ledger_accounts WHERE user_id = u.id AND kind = 'available') AS available,
  (SELECT balance FROM ledger_accounts WHERE user_id = u.id AND kind = 'held') AS held`;

/** One statement whose text has `where`'s condition spliced in, with its parameters. */
function withWhere(text: string, where: SqlStatement, before: SqlStatement["params"] = []): SqlStatement {
  return sql(text.replace("{where}", where.sql), ...before, ...where.params);
}

/** Every account with its balances. */
export const listStatements = (): SqlStatement[] => [sql(`SELECT ${USER_COLUMNS} FROM users u ORDER BY u.id`)];

/** The user's row (one result), then its last ledger lines, newest first (a second result). */
export function showStatements(user: UserRef): SqlStatement[] {
  return [
    withWhere(
      `SELECT ${USER_COLUMNS}, u.email, u.created_at, u.failed_logins, u.locked_until,
  (SELECT COUNT(*) FROM sessions WHERE user_id = u.id) AS sessions FROM users u WHERE {where}`,
      userWhere(user, "u."),
    ),
    withWhere(
      `SELECT e.id, j.created_at, j.kind, a.kind AS account, e.amount, e.balance_after, j.txid, j.memo
  FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN journals j ON j.id = e.journal_id
  WHERE a.user_id = (SELECT id FROM users WHERE {where}) ORDER BY e.id DESC LIMIT ${SHOWN_LEDGER_LINES}`,
      userWhere(user),
    ),
  ];
}

/**
 * The change, then the user's row as it is afterwards: an empty last result means no such user.
 * `verify` leaves a disabled account disabled (that is `enable`'s job); `disable` counts the
 * sessions it ends, in a result before the row.
 */
export function statusChangeStatements(change: StatusChange, user: UserRef): SqlStatement[] {
  const where = userWhere(user);
  const row = withWhere(`SELECT ${USER_COLUMNS} FROM users u WHERE {where}`, userWhere(user, "u."));
  switch (change) {
    case "grant":
    case "revoke":
      return [withWhere("UPDATE users SET has_access = ? WHERE {where}", where, [change === "grant" ? 1 : 0]), row];
    case "verify":
      return [withWhere("UPDATE users SET status = 'verified' WHERE {where} AND status = 'pending'", where), row];
    case "enable":
      return [withWhere("UPDATE users SET status = 'verified' WHERE {where}", where), row];
    case "disable": {
      const ofUser = "user_id IN (SELECT id FROM users WHERE {where})";
      return [
        withWhere(`SELECT COUNT(*) AS ended FROM sessions WHERE ${ofUser}`, where),
        withWhere("UPDATE users SET status = 'disabled' WHERE {where}", where),
        withWhere(`DELETE FROM sessions WHERE ${ofUser}`, where),
        row,
      ];
    }
  }
}

/** The user's id and available account, which `credit` needs before it writes a journal. */
export const creditTargetStatements = (user: UserRef): SqlStatement[] => [
  withWhere(
    "SELECT u.id, u.username, a.id AS account, a.balance FROM users u LEFT JOIN ledger_accounts a ON a.user_id = u.id AND a.kind = 'available' WHERE {where}",
    userWhere(user, "u."),
  ),
];

/** The credit's journal (worker/services/ledger.ts), then the user's row. */
export function creditStatements(input: { userId: number; sats: number; memo: string; at: number }): SqlStatement[] {
  return [
    ...creditJournal({ userId: input.userId, amount: input.sats, memo: input.memo, at: input.at }),
    sql(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ?`, input.userId),
  ];
}

/**
 * The text of one `--command`. Wrangler splits it on the `;` outside quotes and, with --local, runs
 * the statements as one D1 batch (wrangler 4.86's executeLocally): all of them or none.
 */
export const commandText = (statements: readonly SqlStatement[]): string => statements.map(inlineSql).join(";\n");

/**
 * The arguments of `node wrangler.js …` for one command.
 *
 * @example
 * wranglerArguments("SELECT 1", { where: "remote" }); // ["d1", "execute", "DB", "--remote", "--command", "SELECT 1", "--json"]
 */
export function wranglerArguments(command: string, target: Target): string[] {
  const where = target.where === "remote" ? ["--remote"] : ["--local", ...(target.persistTo === undefined ? [] : ["--persist-to", target.persistTo])];
  return ["d1", "execute", "DB", ...where, "--command", command, "--json"];
}

/// Output.

export type Row = Readonly<Record<string, unknown>>;

/** A table column; numbers and amounts read best right-aligned. */
export interface Column {
  readonly header: string;
  readonly right?: boolean;
}

/**
 * A plain-text table: a header, a rule, one line per row.
 *
 * @example
 * formatTable([{ header: "id", right: true }, { header: "name" }], [["7", "alice"]]); // "id  name\n--  -----\n 7  alice"
 */
export function formatTable(columns: readonly Column[], rows: readonly (readonly string[])[]): string {
  const widths = columns.map((column, i) => Math.max(column.header.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: readonly string[]): string =>
    cells.map((cell, i) => (columns[i]?.right ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join("  ").trimEnd();
  return [line(columns.map((column) => column.header)), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

const left = (header: string): Column => ({ header });
const right = (header: string): Column => ({ header, right: true });
const sats = (value: unknown): string => (typeof value === "number" ? value.toLocaleString("en-US") : "-");
const text = (value: unknown): string => (value === null || value === undefined ? "-" : String(value));
const time = (value: unknown): string => (typeof value === "number" && value > 0 ? new Date(value * 1000).toISOString().replace("T", " ").slice(0, 19) : "-");

/** The accounts as `list` prints them. */
export function formatUsers(rows: readonly Row[]): string {
  if (rows.length === 0) return "No accounts yet.";
  return formatTable(
    [right("id"), left("username"), left("status"), left("access"), right("available"), right("held")],
    rows.map((row) => [text(row.id), text(row.username), text(row.status), row.has_access === 1 ? "yes" : "waitlist", sats(row.available), sats(row.held)]),
  );
}

/** One account and its ledger lines, as `show` prints them. */
export function formatAccount(user: Row, lines: readonly Row[]): string {
  const details = [
    `email: ${text(user.email)}    created: ${time(user.created_at)} UTC    sessions: ${text(user.sessions)}`,
    `failed logins: ${text(user.failed_logins)}    locked until: ${time(user.locked_until)}`,
  ];
  const ledger =
    lines.length === 0
      ? "No ledger lines yet."
      : formatTable(
          [right("entry"), left("time (UTC)"), left("kind"), left("account"), right("amount"), right("balance after"), left("txid"), left("memo")],
          lines.map((line) => [text(line.id), time(line.created_at), text(line.kind), text(line.account), sats(line.amount), sats(line.balance_after), text(line.txid), text(line.memo)]),
        );
  return `${formatUsers([user])}\n${details.join("\n")}\n\nLast ${SHOWN_LEDGER_LINES} ledger lines, newest first:\n${ledger}`;
}

/**
 * The rows of each statement from `wrangler d1 execute --json`'s output.
 *
 * @throws Error with wrangler's message when it reports one, or when the output is no result list
 */
export function readWranglerJson(stdout: string): Row[][] {
  // The JSON starts a line; anything before it (a notice wrangler printed anyway) is skipped.
  const start = stdout.search(/^[[{]/m);
  let parsed: unknown;
  try {
    parsed = JSON.parse(start < 0 ? stdout : stdout.slice(start));
  } catch {
    throw new Error(`wrangler printed no JSON: ${stdout.trim().slice(0, 500) || "(nothing)"}`);
  }
  if (typeof parsed === "object" && parsed !== null && "error" in parsed) {
    const error = (parsed as { error: unknown }).error;
    const message = typeof error === "object" && error !== null && "text" in error ? String((error as { text: unknown }).text) : JSON.stringify(error);
    throw new Error(`wrangler: ${message}`);
  }
  if (!Array.isArray(parsed)) throw new Error("wrangler's JSON is not a list of results.");
  return parsed.map((result: unknown) => {
    const rows = typeof result === "object" && result !== null ? (result as { results?: unknown }).results : undefined;
    return Array.isArray(rows) ? rows.filter((row): row is Row => typeof row === "object" && row !== null) : [];
  });
}

/// Running it.

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const WRANGLER = fileURLToPath(new URL("../node_modules/wrangler/bin/wrangler.js", import.meta.url));

/** Runs the statements as one `wrangler d1 execute`, returning each statement's rows. */
async function execute(statements: readonly SqlStatement[], target: Target): Promise<Row[][]> {
  const child = spawn(process.execPath, [WRANGLER, ...wranglerArguments(commandText(statements), target)], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, ...OFFLINE_ENV },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  try {
    return readWranglerJson(stdout);
  } catch (error) {
    const detail = stderr.trim() === "" ? "" : `\n${stderr.trim()}`;
    throw new Error(`${(error as Error).message} (wrangler exited with ${code})${detail}`);
  }
}

const describeUser = (user: UserRef): string => ("id" in user ? `#${user.id}` : `"${user.username}"`);
const noSuchUser = (user: UserRef): Error => new Error(`No account ${describeUser(user)}; \`npm run accelerator -- list\` shows them.`);

/** Runs one command and returns what to print. */
async function run(command: Command, target: Target): Promise<string> {
  switch (command.name) {
    case "help":
      return HELP;
    case "list":
      return formatUsers((await execute(listStatements(), target))[0] ?? []);
    case "show": {
      const [users = [], lines = []] = await execute(showStatements(command.user), target);
      if (users[0] === undefined) throw noSuchUser(command.user);
      return formatAccount(users[0], lines);
    }
    case "credit": {
      const [matches = []] = await execute(creditTargetStatements(command.user), target);
      const found = matches[0];
      if (found === undefined) throw noSuchUser(command.user);
      const userId = Number(found.id);
      if (found.account !== availableAccount(userId)) {
        throw new Error(`Account #${userId} has no ledger accounts (they are opened at sign-up), so it cannot be credited.`);
      }
      const results = await execute(creditStatements({ userId, sats: command.sats, memo: command.memo, at: Math.floor(Date.now() / 1000) }), target);
      const after = results.at(-1)?.[0];
      return `Credited ${sats(command.sats)} sats to ${text(found.username)} (#${userId}): available ${sats(found.balance)} → ${sats(after?.available)}.\n\n${after ? formatUsers([after]) : ""}`;
    }
    default: {
      const results = await execute(statusChangeStatements(command.name, command.user), target);
      const after = results.at(-1)?.[0];
      if (after === undefined) throw noSuchUser(command.user);
      const ended = command.name === "disable" ? ` Ended ${text(results[0]?.[0]?.ended)} session(s).` : "";
      const outcome = command.name === "verify" && after.status === "disabled" ? "unchanged: the account is disabled; `enable` re-enables it." : `done.${ended}`;
      return `${command.name}: ${outcome}\n\n${formatUsers([after])}`;
    }
  }
}

async function main(argv: readonly string[]): Promise<void> {
  let invocation: Invocation;
  try {
    invocation = parseArguments(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\`npm run accelerator -- help\` lists the commands.`);
    process.exitCode = 2;
    return;
  }
  try {
    console.log(await run(invocation.command, invocation.target));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}

// Imported by the tests for its pure parts; run only as the script.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2));
