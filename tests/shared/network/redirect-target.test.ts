import { describe, expect, it } from "vitest";
import { loginPath, safeRedirectTarget, signupPath } from "../../../shared/network/redirect-target.ts";

describe("safeRedirectTarget (spec §2.2 /login?redirectTo=)", () => {
  it.each(["/", "/tx/ab12#accelerate", "/testnet/tx/ab12?x=1#accelerate", "/de/services/accelerator/history", "/a//b"])("follows the path of this site %s", (path) => {
    expect(safeRedirectTarget(path)).toBe(path);
  });

  it.each([
    ["no target", null],
    ["an empty one", ""],
    ["another site", "https://evil.example/"],
    ["a scheme-relative URL", "//evil.example/tx"],
    ["a backslash read as a slash", "/\\evil.example"],
    ["a tab dropped before parsing", "/\t/evil.example"],
    ["a line break dropped before parsing", "/\n/evil.example"],
    ["a relative path", "tx/ab12"],
    ["a script URL", "javascript:alert(1)"],
  ])("goes home for %s", (_name, target) => {
    expect(safeRedirectTarget(target)).toBe("/");
  });
});

describe("loginPath and signupPath", () => {
  it("carry the target as one query parameter, its fragment included", () => {
    const target = "/testnet/tx/ab12#accelerate";
    const login = loginPath("/testnet", target);
    expect(login).toBe("/testnet/login?redirectTo=%2Ftestnet%2Ftx%2Fab12%23accelerate");
    expect(new URL(login, "https://x.test").searchParams.get("redirectTo")).toBe(target);
    expect(signupPath("", "/")).toBe("/signup?redirectTo=%2F");
  });
});
