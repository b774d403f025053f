/**
 * Raised when a block-template build is handed a mempool it cannot order: a malformed field, a
 * repeated uid, a parent that is not in the set, or a dependency cycle. The builder checks all of
 * it up front, so a bad transaction can never produce a block that spends an output it lacks.
 *
 * @example
 * try { buildBlockTemplates([{ uid: 1, fee: sats(500), weight: weightUnits(-4), sigops: 0, parents: [] }]); }
 * catch (error) { error instanceof TemplateInputError && error.problem; }  // "field"
 */
import { describeInput } from "../../../shared/errors/describe-input.ts";
import { InputError } from "../../../shared/errors/input-error.ts";

/** What was wrong, so callers can match without parsing the message. */
export type TemplateInputProblem = "field" | "duplicate-uid" | "unknown-parent" | "cycle";

export class TemplateInputError extends InputError {
  private constructor(
    readonly problem: TemplateInputProblem,
    /** Where the bad value sits, e.g. `txs[3].weight`. */
    readonly field: string,
    readonly input: unknown,
    message: string,
  ) {
    super(message);
    this.name = "TemplateInputError";
  }

  /**
   * A field outside its range.
   * @example
   * TemplateInputError.field("txs[3].weight", -4, "a whole number of weight units above 0");
   * // "Invalid txs[3].weight -4: expected a whole number of weight units above 0."
   */
  static field(field: string, input: unknown, expected: string): TemplateInputError {
    const message = `Invalid ${field} ${describeInput(input)}: expected ${expected}.`;
    return new TemplateInputError("field", field, input, message);
  }

  /**
   * Two transactions share a uid.
   * @example
   * TemplateInputError.duplicateUid(4, 9);  // "Duplicate uid 9 at txs[4]: …"
   */
  static duplicateUid(index: number, uid: number): TemplateInputError {
    return new TemplateInputError(
      "duplicate-uid",
      `txs[${index}].uid`,
      uid,
      `Duplicate uid ${describeInput(uid)} at txs[${index}]: give every transaction of one build its own uid.`,
    );
  }

  /**
   * A parent uid names no transaction of the set.
   * @example
   * TemplateInputError.unknownParent(2, 5, 77);  // "Unknown parent uid 77 of uid 5 (txs[2]): …"
   */
  static unknownParent(index: number, uid: number, parent: unknown): TemplateInputError {
    return new TemplateInputError(
      "unknown-parent",
      `txs[${index}].parents`,
      parent,
      `Unknown parent uid ${describeInput(parent)} of uid ${uid} (txs[${index}]): list only parents that are in the ` +
        "mempool, and include every unconfirmed parent in the set.",
    );
  }

  /**
   * The parent links loop back; a transaction cannot depend on itself.
   * @example
   * TemplateInputError.cycle(12);  // "Dependency cycle through uid 12: …"
   */
  static cycle(uid: number): TemplateInputError {
    return new TemplateInputError(
      "cycle",
      "parents",
      uid,
      `Dependency cycle through uid ${uid}: no transaction can spend its own outputs, even through others; ` +
        "check how parent uids were assigned.",
    );
  }
}
