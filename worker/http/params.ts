import { notFound } from "./errors";

/** A positive integer id from a path segment; anything else is simply "not found". */
export function parseId(value: string | undefined, what = "Not found."): number {
  if (!value || !/^[1-9][0-9]{0,14}$/.test(value)) throw notFound(what);
  const id = Number(value);
  if (!Number.isSafeInteger(id)) throw notFound(what);
  return id;
}
