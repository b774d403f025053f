// The pure parts of scripts/accelerator.ts (`npm run accelerator`). It lives under tests/shared/ because
// the unit suite (vitest.unit.config.ts) runs tests/shared, tests/client and tests/durable-objects only.
import { describe, expect, it } from "vitest";
import {
  type StatusChange,
  UsageError,
  commandText,
  creditStatements,
  creditTargetStatements,
  formatAccount,
  formatTable,
  formatUsers,
  listStatements,
  parseArguments,
  readWranglerJson,
  showStatements,
  statusChangeStatements,
  wranglerArguments,
} from "../../scripts/accelerator.ts";
import { inlineSql } from "../../worker/services/sql.ts";

/** The statements as wrangler receives them, whitespace folded so the assertions read as one line each. */
const texts = (statements: Parameters<typeof commandText>[0]): string[] => statements.map((s) => inlineSql(s).replace(/\s+/g, " "));
const USERS_WITH_BALANCES =
  "SELECT u.id, u.username, u.status, u.has_access, (SELECT balance FROM ledger_accounts WHERE user_id = u.id AND kind = 'available') AS available, " +
  "(SELECT balance FROM ledger_accounts WHERE user_id = u.id AND kind = 'held') AS held FROM users u";
const ROW_OF = (where: string): string => `${USERS_WITH_BALANCES} WHERE ${where}`;

describe("parseArguments", () => {
  it.each<[string[], ReturnType<typeof parseArguments>]>([
    [["list"], { command: { name: "list" }, target: { where: "local" } }],
    [[], { command: { name: "help" }, target: { where: "local" } }],
    [["--help"], { command: { name: "help" }, target: { where: "local" } }],
    [["show", "alice", "--remote"], { command: { name: "show", user: { username: "alice" } }, target: { where: "remote" } }],
    [["grant", "#7", "--local"], { command: { name: "grant", user: { id: 7 } }, target: { where: "local" } }],
    [["--persist-to", "/tmp/s", "disable", "bob"], { command: { name: "disable", user: { username: "bob" } }, target: { where: "local", persistTo: "/tmp/s" } }],
    [["enable", "bob", "--persist-to=/tmp/s"], { command: { name: "enable", user: { username: "bob" } }, target: { where: "local", persistTo: "/tmp/s" } }],
    [["credit", "#7", "5000"], { command: { name: "credit", user: { id: 7 }, sats: 5000, memo: "Operator credit" }, target: { where: "local" } }],
    [["credit", "alice", "100000", "welcome", "bonus"], { command: { name: "credit", user: { username: "alice" }, sats: 100_000, memo: "welcome bonus" }, target: { where: "local" } }],
  ])("reads %j", (argv, expected) => {
    expect(parseArguments(argv)).toEqual(expected);
  });

  it.each([
    [["frobnicate"], /Unknown command "frobnicate"/],
    [["list", "--force"], /Unknown option --force/],
    [["list", "extra"], /"list" takes no arguments; got extra/],
    [["grant"], /"grant" takes <user>; got none/],
    [["verify", "a", "b"], /"verify" takes <user>; got a b/],
    [["show", "#0"], /"#0" is no account id/],
    [["show", "#7a"], /"#7a" is no account id/],
    [["show", "#"], /is no account id/],
    [["show", " "], /username is empty/],
    [["credit", "alice"], /"credit" takes <user> <sats>/],
    [["credit", "alice", "0"], /"0" is not an amount/],
    [["credit", "alice", "-5"], /"-5" is not an amount/],
    [["credit", "alice", "1.5"], /not an amount/],
    [["credit", "alice", "1e5"], /not an amount/],
    [["credit", "alice", "100_000"], /not an amount/],
    [["credit", "alice", "9007199254740992"], /not an amount/],
    [["list", "--remote", "--local"], /--local or --remote, not both/],
    [["list", "--remote", "--persist-to", "/tmp/s"], /--persist-to is for the local database/],
    [["list", "--persist-to"], /--persist-to needs a directory/],
    [["list", "--persist-to", "--remote"], /--persist-to needs a directory/],
  ])("refuses %j with a UsageError (exit code 2)", (argv, reason) => {
    expect(() => parseArguments(argv)).toThrow(UsageError);
    expect(() => parseArguments(argv)).toThrow(reason);
  });

  it("takes the largest exact amount", () => {
    expect(parseArguments(["credit", "a", String(Number.MAX_SAFE_INTEGER)]).command).toMatchObject({ sats: Number.MAX_SAFE_INTEGER });
  });
});

describe("the statements", () => {
  it("list reads every user with both balances, by id", () => {
    expect(texts(listStatements())).toEqual([`${USERS_WITH_BALANCES} ORDER BY u.id`]);
  });

  it("show reads one user, then its last 20 lines on its own accounts, newest first", () => {
    const [user, lines] = texts(showStatements({ username: "o'hara" }));
    expect(user).toMatch(/^SELECT u\.id, .*\(SELECT COUNT\(\*\) FROM sessions WHERE user_id = u\.id\) AS sessions FROM users u WHERE u\.username = 'o''hara'$/);
    expect(lines).toBe(
      "SELECT e.id, j.created_at, j.kind, a.kind AS account, e.amount, e.balance_after, j.txid, j.memo FROM ledger_entries e " +
        "JOIN ledger_accounts a ON a.id = e.account_id JOIN journals j ON j.id = e.journal_id " +
        "WHERE a.user_id = (SELECT id FROM users WHERE username = 'o''hara') ORDER BY e.id DESC LIMIT 20",
    );
    expect(texts(showStatements({ id: 7 }))[1]).toContain("(SELECT id FROM users WHERE id = 7)");
  });

  it.each<[StatusChange, string[]]>([
    ["grant", ["UPDATE users SET has_access = 1 WHERE id = 7"]],
    ["revoke", ["UPDATE users SET has_access = 0 WHERE id = 7"]],
    // A disabled account stays disabled: re-enabling is enable's job.
    ["verify", ["UPDATE users SET status = 'verified' WHERE id = 7 AND status = 'pending'"]],
    ["enable", ["UPDATE users SET status = 'verified' WHERE id = 7"]],
    [
      "disable",
      [
        "SELECT COUNT(*) AS ended FROM sessions WHERE user_id IN (SELECT id FROM users WHERE id = 7)",
        "UPDATE users SET status = 'disabled' WHERE id = 7",
        "DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE id = 7)",
      ],
    ],
  ])("%s changes that one user, then reads its row", (change, expected) => {
    expect(texts(statusChangeStatements(change, { id: 7 }))).toEqual([...expected, ROW_OF("u.id = 7")]);
  });

  it("selects a username as a quoted literal, so no name can end the statement", () => {
    const [update, row] = texts(statusChangeStatements("grant", { username: "x'; DROP TABLE users; --" }));
    expect(update).toBe("UPDATE users SET has_access = 1 WHERE username = 'x''; DROP TABLE users; --'");
    expect(row).toBe(ROW_OF("u.username = 'x''; DROP TABLE users; --'"));
  });

  it("credit first finds the user's id and available account", () => {
    expect(texts(creditTargetStatements({ username: "alice" }))).toEqual([
      "SELECT u.id, u.username, a.id AS account, a.balance FROM users u LEFT JOIN ledger_accounts a ON a.user_id = u.id AND a.kind = 'available' WHERE u.username = 'alice'",
    ]);
  });

  it("credit writes one credit journal, operator −sats and the user's available +sats, then reads the row", () => {
    const statements = texts(creditStatements({ userId: 7, sats: 5000, memo: "it's; fine", at: 1_767_225_600 }));
    const journalId = /VALUES \('([0-9a-f-]{36})'/.exec(statements[0]!)?.[1];
    expect(journalId).toBeDefined();
    const normalised = statements.map((s) => s.replaceAll(journalId!, "J"));
    expect(normalised).toEqual([
      "INSERT INTO journals (id, kind, user_id, txid, acceleration_id, memo, created_at, dedupe_key) VALUES ('J', 'credit', 7, NULL, NULL, 'it''s; fine', 1767225600, NULL)",
      "UPDATE ledger_accounts SET balance = balance + -5000 WHERE id = 'system:operator'",
      "INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after) VALUES ('J', 'system:operator', -5000, (SELECT balance FROM ledger_accounts WHERE id = 'system:operator'))",
      "UPDATE ledger_accounts SET balance = balance + 5000 WHERE id = 'user:7:available'",
      "INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after) VALUES ('J', 'user:7:available', 5000, (SELECT balance FROM ledger_accounts WHERE id = 'user:7:available'))",
      ROW_OF("u.id = 7"),
    ]);
  });

  it("sends a command's statements as one text joined by ;\\n", () => {
    const statements = statusChangeStatements("disable", { id: 7 });
    expect(commandText(statements)).toBe(statements.map(inlineSql).join(";\n"));
    expect(commandText(statements).split(";\n")).toHaveLength(4);
  });
});

describe("wranglerArguments", () => {
  it.each<[Parameters<typeof wranglerArguments>[1], string[]]>([
    [{ where: "local" }, ["--local"]],
    [{ where: "local", persistTo: "/tmp/acc" }, ["--local", "--persist-to", "/tmp/acc"]],
    [{ where: "remote" }, ["--remote"]],
  ])("runs d1 execute DB on %j, as JSON", (target, where) => {
    expect(wranglerArguments("SELECT 1", target)).toEqual(["d1", "execute", "DB", ...where, "--command", "SELECT 1", "--json"]);
  });
});

describe("readWranglerJson", () => {
  it("returns each statement's rows", () => {
    const output = JSON.stringify([{ results: [], success: true, meta: {} }, { results: [{ id: 7 }], success: true, meta: {} }], null, 2);
    expect(readWranglerJson(output)).toEqual([[], [{ id: 7 }]]);
    expect(readWranglerJson(`a notice [with brackets]\n${output}\n`)).toEqual([[], [{ id: 7 }]]);
  });

  it("raises wrangler's own error", () => {
    const output = JSON.stringify({ error: { text: "CHECK constraint failed: balance >= 0" } });
    expect(() => readWranglerJson(output)).toThrow("wrangler: CHECK constraint failed: balance >= 0");
  });

  it("refuses output that is no result list", () => {
    expect(() => readWranglerJson("")).toThrow(/printed no JSON/);
    expect(() => readWranglerJson("✘ [ERROR] oops")).toThrow(/printed no JSON: ✘ \[ERROR\] oops/);
    expect(() => readWranglerJson('{"results": []}')).toThrow(/not a list of results/);
  });
});

describe("the tables", () => {
  it("pads columns and right-aligns the numeric ones", () => {
    expect(formatTable([{ header: "id", right: true }, { header: "name" }], [["7", "alice"], ["12", "bo"]])).toBe("id  name\n--  -----\n 7  alice\n12  bo");
  });

  it("lists users with access and grouped sats", () => {
    const rows = [
      { id: 7, username: "alice", status: "verified", has_access: 1, available: 102_500, held: 0 },
      { id: 8, username: "bob", status: "pending", has_access: 0, available: null, held: null },
    ];
    expect(formatUsers(rows)).toBe(
      [
        "id  username  status    access    available  held",
        "--  --------  --------  --------  ---------  ----",
        " 7  alice     verified  yes         102,500     0",
        " 8  bob       pending   waitlist          -     -",
      ].join("\n"),
    );
    expect(formatUsers([])).toBe("No accounts yet.");
  });

  it("shows an account with its ledger lines", () => {
    const user = { id: 7, username: "alice", status: "verified", has_access: 1, available: 5000, held: 0, email: null, created_at: 1_767_225_600, failed_logins: 0, locked_until: 0, sessions: 2 };
    const line = { id: 2, created_at: 1_767_225_600, kind: "credit", account: "available", amount: 5000, balance_after: 5000, txid: null, memo: "welcome" };
    const shown = formatAccount(user, [line]);
    expect(shown).toContain("email: -    created: 2026-01-01 00:00:00 UTC    sessions: 2");
    expect(shown).toContain("    2  2026-01-01 00:00:00  credit  available   5,000          5,000  -     welcome");
    expect(formatAccount(user, [])).toContain("No ledger lines yet.");
  });
});
