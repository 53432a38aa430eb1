/**
 * Selections (issue 29): a piece's options (A / B / C); a change after the client has seen them
 * asks again.
 */
import { eq } from "drizzle-orm";
import { optionLabel, SELECTION_LIMITS, SELECTION_MESSAGES } from "../../src/shared/selections";
import type { OptionInput } from "../../src/shared/selections-schemas";
import { runBatch } from "../db/batch";
import { type SelectionItem, type SelectionOption, selectionOptions } from "../db/schema";
import type { Deps } from "../deps";
import { badRequest } from "../http/errors";
import { optionsOf } from "./queries";
import { type Actor, audit, type Statement } from "./service";
import { lockedAfterOrder, money, reopenStatement } from "./service-items";

function describeOptions(
  item: SelectionItem,
  options: readonly Pick<SelectionOption, "name" | "unitPriceCents" | "finish">[],
): string {
  if (options.length === 0) return "No options";
  return options
    .map(
      (o, i) =>
        `${optionLabel(i)}: ${o.name}${o.finish ? ` (${o.finish})` : ""} ${money(o.unitPriceCents ?? item.unitPriceCents)}`,
    )
    .join(" · ");
}

/**
 * Any change to the options of a piece the client has seen puts it before the client again, with
 * the options before and after; none once ordered.
 */
async function changeOptions(
  deps: Deps,
  actor: Actor,
  item: SelectionItem,
  change: Statement,
  after: (options: SelectionOption[]) => Pick<SelectionOption, "name" | "unitPriceCents" | "finish">[],
  action: string,
  detail: Record<string, unknown>,
) {
  lockedAfterOrder(item);
  const { db } = deps;
  const before = await optionsOf(db, item.id);
  const from = describeOptions(item, before);
  const to = describeOptions(item, after(before));
  const reopen = item.status !== "draft" && from !== to;
  const statements: Statement[] = [change];
  if (reopen) {
    statements.push(
      reopenStatement(db, item, [{ field: "options", label: "Options", from, to }], deps.now().toISOString()),
    );
  }
  statements.push(
    audit(db, actor, item.projectId, action, {
      itemId: item.id,
      name: item.name,
      ...detail,
      ...(reopen ? { reopened: true } : {}),
    }),
  );
  await runBatch(db, statements);
}

export async function addOption(deps: Deps, actor: Actor, item: SelectionItem, input: OptionInput) {
  const { db } = deps;
  const existing = await optionsOf(db, item.id);
  if (existing.length >= SELECTION_LIMITS.options) throw badRequest(SELECTION_MESSAGES.tooManyOptions);
  const sortOrder = (existing.at(-1)?.sortOrder ?? -1) + 1;
  const values = {
    itemId: item.id,
    name: input.name,
    unitPriceCents: input.unitPriceCents ?? null,
    costCents: input.costCents ?? null,
    finish: input.finish,
    photoUrl: input.photoUrl,
    sortOrder,
  };
  await changeOptions(
    deps,
    actor,
    item,
    db.insert(selectionOptions).values(values),
    (before) => [...before, values],
    "selection.option.create",
    { option: input.name },
  );
}

export async function updateOption(
  deps: Deps,
  actor: Actor,
  item: SelectionItem,
  option: SelectionOption,
  input: Partial<OptionInput>,
) {
  const { db } = deps;
  const set: Partial<typeof selectionOptions.$inferInsert> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) (set as Record<string, unknown>)[key] = value;
  }
  if (Object.keys(set).length === 0) return;
  await changeOptions(
    deps,
    actor,
    item,
    db.update(selectionOptions).set(set).where(eq(selectionOptions.id, option.id)),
    (before) => before.map((o) => (o.id === option.id ? { ...o, ...set } : o)),
    "selection.option.update",
    { optionId: option.id, option: option.name, fields: Object.keys(set) },
  );
}

export async function deleteOption(deps: Deps, actor: Actor, item: SelectionItem, option: SelectionOption) {
  const { db } = deps;
  await changeOptions(
    deps,
    actor,
    item,
    db.delete(selectionOptions).where(eq(selectionOptions.id, option.id)),
    (before) => before.filter((o) => o.id !== option.id),
    "selection.option.delete",
    { optionId: option.id, option: option.name },
  );
}
