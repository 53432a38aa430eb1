/**
 * A /projects/{id} address's parameter to a project id; anything but a positive whole number is
 * no project at all. Shared by the project route's loader, its page and the Worker's head.
 */
export function parseProjectId(raw: string): number | null {
  if (!/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
