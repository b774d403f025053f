import { describe, expect, it } from "vitest";
import { parseClockStep } from "../../../../durable-objects/devnet/api/clock-step-body.ts";
import { InvalidBodyError } from "../../../../shared/params/api-bodies.ts";

describe("parseClockStep", () => {
  it("reads a step of blocks or of seconds, up to the bounds", () => {
    expect(parseClockStep('{"blocks": 1}')).toEqual({ blocks: 1 });
    expect(parseClockStep('{"blocks": 100}')).toEqual({ blocks: 100 });
    expect(parseClockStep(' {"seconds":86400} ')).toEqual({ seconds: 86_400 });
  });

  it.each([
    ["", /the body is not JSON/],
    ["blocks=1", /the body is not JSON/],
    ["null", /the body is null/],
    ["[1]", /the body is an array of 1 items/],
    ["2", /the body is 2/],
    ["{}", /the object has no field/],
    ['{"block": 1}', /the object has the field "block"/],
    ['{"blocks": 1, "seconds": 1}', /the object has 2 fields/],
    ['{"blocks": 0}', /"blocks" is 0; expected a whole number from 1 to 100/],
    ['{"blocks": 101}', /"blocks" is 101/],
    ['{"blocks": 1.5}', /"blocks" is 1.5/],
    ['{"blocks": "1"}', /"blocks" is "1"/],
    ['{"blocks": null}', /"blocks" is null/],
    ['{"seconds": -1}', /"seconds" is -1; expected a whole number from 1 to 86400/],
    ['{"seconds": 86401}', /"seconds" is 86401/],
    ['{"seconds": 1e400}', /"seconds" is Infinity/],
  ])("refuses %j, naming the form", (body, message) => {
    expect(() => parseClockStep(body)).toThrow(InvalidBodyError);
    expect(() => parseClockStep(body)).toThrow(message);
  });
});
