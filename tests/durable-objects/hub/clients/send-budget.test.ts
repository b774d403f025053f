import { describe, expect, it } from "vitest";
import { SendBudget } from "../../../../durable-objects/hub/clients/send-budget.ts";

describe("SendBudget", () => {
  const limits = { capacityBytes: 1_000, drainBytesPerSecond: 100 };

  it("admits frames up to the capacity, then refuses the one that would pass it without counting it", () => {
    const budget = new SendBudget(limits, 0);
    expect(budget.admit(600, 0)).toBe(true);
    expect(budget.admit(400, 0)).toBe(true);
    expect(budget.admit(1, 0)).toBe(false);
    expect(budget.backlog).toBe(1_000);
  });

  it("drains the modelled backlog at the floor rate, never below zero", () => {
    const budget = new SendBudget(limits, 0);
    budget.admit(1_000, 0);
    expect(budget.admit(300, 2_000)).toBe(false);
    expect(budget.admit(300, 3_000)).toBe(true);
    expect(budget.backlog).toBe(1_000);
    expect(budget.admit(10, 60_000)).toBe(true);
    expect(budget.backlog).toBe(10);
  });

  it("does not refill when the clock goes back", () => {
    const budget = new SendBudget(limits, 10_000);
    budget.admit(1_000, 10_000);
    expect(budget.admit(1, 5_000)).toBe(false);
  });
});
