import { describe, expect, it } from "vitest";
import { authRequest } from "../../../../client/pages/account/auth-form.tsx";

describe("authRequest (services-wire.ts LoginRequest, SignupRequest)", () => {
  it("sends the username trimmed and the password as typed", () => {
    expect(authRequest("login", { username: " satoshi ", password: " pass word ", email: "a@b.example" })).toEqual({ username: "satoshi", password: " pass word " });
  });

  it("adds the email to a sign-up only when one was given", () => {
    expect(authRequest("signup", { username: "satoshi", password: "p", email: " a@b.example " })).toEqual({ username: "satoshi", password: "p", email: "a@b.example" });
    expect(authRequest("signup", { username: "satoshi", password: "p", email: "  " })).toEqual({ username: "satoshi", password: "p" });
  });
});
