import { describe, expect, it } from "vitest";
import { SingleFlight } from "../../../worker/og/single-flight.ts";

/** Work that finishes when the test says so. */
function gate<T>() {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => ((open = resolve), (fail = reject)));
  return { promise, open, fail };
}

describe("SingleFlight", () => {
  it("runs the work for a key once however many ask while it is under way", async () => {
    const flights = new SingleFlight<string>();
    const work = gate<string>();
    let calls = 0;
    const asks = Array.from({ length: 50 }, () => flights.run("card", () => (calls++, work.promise)));
    expect(flights.size).toBe(1);
    work.open("png");
    expect(await Promise.all(asks)).toEqual(Array(50).fill("png"));
    expect(calls).toBe(1);
    expect(flights.started).toBe(1);
  });

  it("forgets a settled flight, so the next ask starts anew", async () => {
    const flights = new SingleFlight<number>();
    let calls = 0;
    expect(await flights.run("k", async () => ++calls)).toBe(1);
    expect(flights.size).toBe(0);
    expect(await flights.run("k", async () => ++calls)).toBe(2);
    expect(flights.started).toBe(2);
  });

  it("keeps keys apart", async () => {
    const flights = new SingleFlight<string>();
    const [a, b] = await Promise.all([flights.run("a", async () => "A"), flights.run("b", async () => "B")]);
    expect([a, b]).toEqual(["A", "B"]);
    expect(flights.started).toBe(2);
  });

  it("gives every waiter the failure, then lets the next ask try again", async () => {
    const flights = new SingleFlight<string>();
    const work = gate<string>();
    const asks = [flights.run("k", () => work.promise), flights.run("k", () => work.promise)];
    work.fail(new Error("render failed"));
    for (const ask of asks) await expect(ask).rejects.toThrow("render failed");
    expect(await flights.run("k", async () => "ok")).toBe("ok");
  });

  it("turns work that throws before it is a promise into a rejected flight", async () => {
    const flights = new SingleFlight<string>();
    await expect(flights.run("k", () => { throw new Error("sync"); })).rejects.toThrow("sync");
    expect(flights.size).toBe(0);
  });
});
