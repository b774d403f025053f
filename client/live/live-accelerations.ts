/**
 * The active accelerations as the live feed tells them (research §3.3, shared/types/acceleration.ts):
 * `{accelerations: [...]}` is the whole list (the answer to `track-accelerations`), later
 * `{added, removed}` change it. The hub broadcasts the changes to every viewer, but only a page that
 * asked for the whole list can apply them, so the list lives with the page that shows it (the
 * /acceleration dashboard), not in the store every page carries. Newest request first.
 *
 * Pure: the previous list and a value give the next list.
 *
 * @example
 * let list = applyAccelerations(null, { accelerations: [a, b] });  // [b, a] when b is newer
 * list = applyAccelerations(list, { added: [c], removed: [a.txid] }); // [c, b]
 * applyAccelerations(null, { added: [c], removed: [] });          // null: no whole list yet
 */
import type { Acceleration } from "../../shared/types/acceleration.ts";
import { readAcceleration } from "../services/accelerator-readers.ts";
import { isRecord } from "./live-fields.ts";

/** The list after `value` (a frame's `accelerations`); `list` itself when the value says nothing it can use. */
export function applyAccelerations(list: readonly Acceleration[] | null, value: unknown): readonly Acceleration[] | null {
  if (!isRecord(value)) return list;
  if (Array.isArray(value.accelerations)) return newestFirst(readEach(value.accelerations));
  if (list === null || !Array.isArray(value.added) || !Array.isArray(value.removed)) return list;
  const added = readEach(value.added);
  // An added entry that is already listed is a change of it (a new bid): it replaces the old one.
  const gone = new Set([...value.removed.filter((txid): txid is string => typeof txid === "string").map((txid) => txid.toLowerCase()), ...added.map((a) => a.txid)]);
  if (gone.size === 0) return list;
  return newestFirst([...list.filter((acceleration) => !gone.has(acceleration.txid)), ...added]);
}

/** The readable entries; a bad one is dropped, not the list. */
function readEach(values: readonly unknown[]): Acceleration[] {
  return values.map(readAcceleration).filter((acceleration): acceleration is Acceleration => acceleration !== undefined);
}

const newestFirst = (list: Acceleration[]): readonly Acceleration[] => list.sort((a, b) => b.added - a.added || (a.txid < b.txid ? -1 : 1));
