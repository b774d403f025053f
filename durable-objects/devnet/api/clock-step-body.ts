/**
 * The body of `POST /api/v1/devnet/clock`, read strictly: a JSON object with exactly one of
 * `blocks` or `seconds`, a whole number within the step's bounds. Anything else is a 400 that
 * names the form, and the clock does not move.
 *
 * @example
 * parseClockStep('{"blocks": 2}');   // { blocks: 2 }
 * parseClockStep('{"seconds": 30}'); // { seconds: 30 }
 * parseClockStep('{"blocks": 0}');   // throws InvalidBodyError
 */
import { describeInput } from "../../../shared/errors/describe-input.ts";
import { InvalidBodyError } from "../../../shared/params/api-bodies.ts";
import { type ClockStep, MAX_STEP_BLOCKS, MAX_STEP_SECONDS } from "../state/clock-step.ts";

const BOUNDS = { blocks: MAX_STEP_BLOCKS, seconds: MAX_STEP_SECONDS } as const;
type StepUnit = keyof typeof BOUNDS;

const FORM = `expected a JSON object with one of "blocks" (a whole number from 1 to ${MAX_STEP_BLOCKS}) or "seconds" (a whole number from 1 to ${MAX_STEP_SECONDS}), such as {"blocks": 1}.`;

/** @throws InvalidBodyError (400) naming the expected form. */
export function parseClockStep(text: string): ClockStep {
  const json = parseJson(text);
  if (typeof json !== "object" || json === null || Array.isArray(json)) throw new InvalidBodyError(`Invalid clock step: the body is ${describeInput(json)}; ${FORM}`);
  const keys = Object.keys(json);
  const [unit] = keys;
  if (keys.length !== 1 || !isStepUnit(unit)) throw new InvalidBodyError(`Invalid clock step: the object has ${fieldsOf(keys)}; ${FORM}`);
  const value: unknown = (json as Record<string, unknown>)[unit];
  if (!Number.isSafeInteger(value) || (value as number) < 1 || (value as number) > BOUNDS[unit]) {
    throw new InvalidBodyError(`Invalid clock step: "${unit}" is ${describeInput(value)}; expected a whole number from 1 to ${BOUNDS[unit]}.`);
  }
  return unit === "blocks" ? { blocks: value as number } : { seconds: value as number };
}

/** A lone wrong field is named (a typo is the likely cause); several are only counted. */
const fieldsOf = (keys: readonly string[]): string => (keys.length === 0 ? "no field" : keys.length === 1 ? `the field ${describeInput(keys[0])}` : `${keys.length} fields`);

const isStepUnit = (key: string | undefined): key is StepUnit => key === "blocks" || key === "seconds";

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidBodyError(`Invalid clock step: the body is not JSON; ${FORM}`);
  }
}
