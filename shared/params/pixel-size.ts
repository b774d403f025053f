/**
 * The check every layout rule makes of a size it is given: a finite number of pixels, 0 or more.
 *
 * @example
 * requirePixelSize("window width", 1920);   // passes
 * requirePixelSize("padding", -1);          // throws InvalidParamError
 */
import { InvalidParamError } from "./errors.ts";

export function requirePixelSize(name: string, value: number): void {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new InvalidParamError(name, value, "expected a finite number of pixels, 0 or more.");
  }
}
