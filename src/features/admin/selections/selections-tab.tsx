/**
 * The admin's Selections tab (issue 29), per project: the approval rule, rooms with budgets and
 * running totals, pieces added by hand, from the shop or from a product link, options, propose (a
 * piece or a whole room), reorder, move, duplicate, fulfilment status, and each client's decision.
 * Every call answers with the whole schedule, which replaces the cached one.
 */
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Field, Input, Select, Textarea } from "../../../components/ui/field";
import { getJson } from "../../../lib/api";
import { projectDisplayName } from "../../../shared/project";
import {
  type AdminSelectionItem,
  type AdminSelectionRoom,
  type AdminSelectionsView,
  DECISION_LABELS,
  FULFILMENT_STATUSES,
  formatCents,
  SELECTION_STATUS_LABELS,
  type SelectionStatus,
  type SelectionTotals,
} from "../../../shared/selections";
import { EmptyNote, LoadError, LoadingNote, Panel } from "../shared/panel";
import { ProjectSelect } from "../shared/project-select";
import { adminProjectsQuery } from "../shared/queries";
import { rememberProject, useSelectedProject } from "../shared/selected-project";
import { adminProductsQuery } from "../shop/queries";
import { DecisionBoard } from "./decision-board";
import { ExportsBar } from "./exports-bar";
import { ProjectInvoicesPanel } from "./invoices-panel";
import { PiecePhotos } from "./piece-photos";
import { PiecePins } from "./piece-pins";
import { type Change, selectionsKey as key, useChange } from "./use-change";

const STATUS_TONE: Record<SelectionStatus, BadgeTone> = {
  draft: "draft",
  proposed: "accent",
  approved: "success",
  declined: "danger",
  changes_requested: "info",
  ordered: "published",
  shipped: "published",
  delivered: "published",
  installed: "published",
};

/** Dollars as typed ("1,250.50") to cents; null when empty, NaN when unreadable. */
function toCents(value: string): number | null {
  const v = value.replace(/[$,\s]/g, "");
  if (v === "") return null;
  const n = Number(v);
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
}

const dollars = (cents: number | null) => (cents === null ? "" : String(cents / 100));

export function SelectionsTab() {
  const [projectId, setProjectId] = useSelectedProject();
  // The schedule of one project, or the decision board across projects (issue 29, item 4).
  const [mode, setMode] = useState<"schedule" | "board">("schedule");
  const navigate = useNavigate({ from: "/admin/" });
  const projects = useQuery(adminProjectsQuery);
  const project = projects.data?.find((p) => p.id === projectId);
  const query = useQuery({
    queryKey: key(projectId ?? 0),
    queryFn: () => getJson<AdminSelectionsView>(`/api/projects/${projectId}/selections`),
    enabled: projectId !== null,
  });
  return (
    <Panel
      title={project ? `Selections for ${projectDisplayName(project)}` : "Selections"}
      description="Rooms and pieces proposed to the client, their decisions, and what is ordered."
      actions={
        <div className="flex flex-wrap items-end gap-3">
          <ModeSwitch mode={mode} onChange={setMode} />
          <div className="w-64 max-w-full">
            <ProjectSelect value={projectId} onChange={setProjectId} label="Show project" />
          </div>
        </div>
      }
    >
      {mode === "board" ? (
        <DecisionBoard
          key={projectId ?? 0}
          projectId={projectId}
          onOpen={(row) => {
            rememberProject(row.projectId);
            setMode("schedule");
            void navigate({
              search: { tab: "selections", projectId: row.projectId, item: row.itemId },
              resetScroll: false,
            });
          }}
        />
      ) : projectId === null ? (
        <EmptyNote>Select a project to see its selections</EmptyNote>
      ) : query.isPending ? (
        <LoadingNote label="Loading selections..." />
      ) : query.isError ? (
        <LoadError message="Failed to load selections" onRetry={() => void query.refetch()} />
      ) : (
        <Schedule view={query.data} projectId={projectId} />
      )}
    </Panel>
  );
}

/** Schedule or decision board: two buttons, the current one pressed. */
function ModeSwitch({
  mode,
  onChange,
}: {
  mode: "schedule" | "board";
  onChange: (mode: "schedule" | "board") => void;
}) {
  return (
    <fieldset className="flex gap-1">
      <legend className="sr-only">Show</legend>
      {(
        [
          ["schedule", "Schedule"],
          ["board", "Client decisions"],
        ] as const
      ).map(([value, label]) => (
        <Button
          key={value}
          size="sm"
          variant={mode === value ? "primary" : "outline"}
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
        >
          {label}
        </Button>
      ))}
    </fieldset>
  );
}

function Schedule({ view, projectId }: { view: AdminSelectionsView; projectId: number }) {
  const change = useChange(projectId);
  const ruleId = useId();
  // A link to a piece (the studio's digest, the decision board): shown and focused once loaded.
  const { item: linked } = useSearch({ from: "/admin/" });
  useEffect(() => {
    if (linked === undefined) return;
    const piece = document.getElementById(`selection-piece-${linked}`);
    piece?.scrollIntoView({ block: "center" });
    piece?.focus({ preventScroll: true });
  }, [linked]);
  return (
    <div className="grid gap-8">
      <ExportsBar projectId={projectId} />
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-end">
        <div className="grid gap-1.5">
          <label htmlFor={ruleId} className="text-sm font-medium">
            Who must approve a piece
          </label>
          <Select
            id={ruleId}
            value={view.approvalRule}
            onChange={(e) =>
              change.mutate({
                method: "PUT",
                url: `/api/projects/${projectId}/selections/settings`,
                body: { approvalRule: e.target.value },
                done: "Approval rule saved",
              })
            }
          >
            <option value="any">One client's approval is enough</option>
            <option value="all">Every client on the project ({view.clients.length})</option>
          </Select>
        </div>
        <div>
          <p className="eyebrow">Whole project</p>
          <TotalsLine totals={view.totals} />
          <p className="text-xs text-[var(--color-muted)]">
            Studio cost of what is not declined: {formatCents(view.totals.costCents)}
          </p>
        </div>
      </div>
      {view.rooms.map((room, index) => (
        <RoomBlock
          key={room.id}
          room={room}
          rooms={view.rooms}
          index={index}
          projectId={projectId}
          change={change}
        />
      ))}
      <AddRoom projectId={projectId} change={change} />
      <ProjectInvoicesPanel view={view} projectId={projectId} />
    </div>
  );
}

function TotalsLine({ totals }: { totals: SelectionTotals }) {
  return (
    <p className="text-sm tabular-nums" data-testid="admin-totals">
      Approved {formatCents(totals.approvedCents)} · Pending {formatCents(totals.pendingCents)} · Declined{" "}
      {formatCents(totals.declinedCents)}
      {totals.budgetCents !== null ? ` · Budget ${formatCents(totals.budgetCents)}` : ""}
    </p>
  );
}

function AddRoom({ projectId, change }: { projectId: number; change: Change }) {
  const [name, setName] = useState("");
  const [budget, setBudget] = useState("");
  const [error, setError] = useState<string | null>(null);
  function submit(e: FormEvent) {
    e.preventDefault();
    const budgetCents = toCents(budget);
    if (!name.trim()) return setError("Please name the room.");
    if (Number.isNaN(budgetCents)) return setError("Please enter the budget in dollars.");
    setError(null);
    change.mutate(
      {
        method: "POST",
        url: `/api/projects/${projectId}/selection-rooms`,
        body: { name, budgetCents },
        done: "Room added",
      },
      {
        onSuccess: () => {
          setName("");
          setBudget("");
        },
      },
    );
  }
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 border-t border-[var(--color-line)] pt-6 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
    >
      <Field label="New room" error={error}>
        {(p) => (
          <Input {...p} value={name} onChange={(e) => setName(e.target.value)} placeholder="Living room" />
        )}
      </Field>
      <Field label="Budget ($, optional)">
        {(p) => (
          <Input {...p} inputMode="decimal" value={budget} onChange={(e) => setBudget(e.target.value)} />
        )}
      </Field>
      <Button type="submit" disabled={change.isPending}>
        Add room
      </Button>
    </form>
  );
}

function RoomBlock({
  room,
  rooms,
  index,
  projectId,
  change,
}: {
  room: AdminSelectionRoom;
  rooms: AdminSelectionRoom[];
  index: number;
  projectId: number;
  change: Change;
}) {
  const headingId = useId();
  const moveRoom = (delta: number) => {
    const ids = rooms.map((r) => r.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + delta, 0, moved);
    change.mutate({
      method: "POST",
      url: `/api/projects/${projectId}/selection-rooms/reorder`,
      body: { ids },
    });
  };
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 border-t border-[var(--color-line)] pt-6"
      data-admin-room={room.name}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-base">
            {room.name}
          </h3>
          <TotalsLine totals={room.totals} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={() =>
              change.mutate({
                method: "POST",
                url: `/api/admin/selection-rooms/${room.id}/propose`,
                done: `${room.name} proposed to the client`,
              })
            }
          >
            Propose room
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Move ${room.name} up`}
            disabled={index === 0}
            onClick={() => moveRoom(-1)}
          >
            ↑
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Move ${room.name} down`}
            disabled={index === rooms.length - 1}
            onClick={() => moveRoom(1)}
          >
            ↓
          </Button>
          <Button
            size="sm"
            variant="danger"
            onClick={() => {
              if (window.confirm(`Delete ${room.name} and its ${room.items.length} pieces?`)) {
                change.mutate({
                  method: "DELETE",
                  url: `/api/admin/selection-rooms/${room.id}`,
                  done: "Room deleted",
                });
              }
            }}
          >
            Delete room
          </Button>
        </div>
      </div>
      {room.items.length === 0 ? <EmptyNote>No pieces in this room yet</EmptyNote> : null}
      <ul className="grid gap-3">
        {room.items.map((item, i) => (
          <li key={item.id}>
            <PieceRow item={item} room={room} rooms={rooms} index={i} change={change} />
          </li>
        ))}
      </ul>
      <AddPiece room={room} change={change} />
    </section>
  );
}

function PieceRow({
  item,
  room,
  rooms,
  index,
  change,
}: {
  item: AdminSelectionItem;
  room: AdminSelectionRoom;
  rooms: AdminSelectionRoom[];
  index: number;
  change: Change;
}) {
  const [editing, setEditing] = useState(false);
  const moveId = useId();
  const statusId = useId();
  const others = rooms.filter((r) => r.id !== room.id);
  const reorder = (delta: number) => {
    const ids = room.items.map((x) => x.id);
    ids.splice(index, 1);
    ids.splice(index + delta, 0, item.id);
    change.mutate({ method: "POST", url: `/api/admin/selection-rooms/${room.id}/reorder`, body: { ids } });
  };
  const current = item.decisions.filter((d) => d.current);
  return (
    <article
      id={`selection-piece-${item.id}`}
      tabIndex={-1}
      className="grid gap-3 border border-[var(--color-line)] p-4 focus:outline-2 focus:outline-offset-2 focus:outline-[var(--color-accent)]"
      data-admin-piece={item.name}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex gap-3">
          {item.photos[0]?.startsWith("/") ? (
            <img src={item.photos[0]} alt="" className="h-16 w-16 shrink-0 object-cover" />
          ) : null}
          <div>
            <p className="font-medium">{item.name}</p>
            <p className="text-sm text-[var(--color-muted)]">
              {[item.vendor, item.finish, item.leadTime].filter(Boolean).join(" · ")}
            </p>
            <p className="text-sm tabular-nums">
              {item.quantity} × {formatCents(item.unitPriceCents, item.currency)}
              {item.costCents !== null ? ` · cost ${formatCents(item.costCents)}` : ""}
            </p>
          </div>
        </div>
        <Badge tone={STATUS_TONE[item.status]}>{SELECTION_STATUS_LABELS[item.status]}</Badge>
      </div>
      {item.options.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {item.options.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center gap-2">
              <span>
                {o.label}. {o.name} {formatCents(o.unitPriceCents)}
                {o.costCents !== null ? ` (cost ${formatCents(o.costCents)})` : ""}
                {item.chosenOptionId === o.id ? " · chosen" : ""}
              </span>
              <Button
                size="sm"
                variant="link"
                onClick={() =>
                  change.mutate({
                    method: "DELETE",
                    url: `/api/admin/selection-options/${o.id}`,
                    done: "Option removed",
                  })
                }
              >
                Remove {o.label}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {current.length > 0 || item.awaiting.length > 0 ? (
        <p className="text-sm text-[var(--color-muted)]">
          {current
            .map(
              (d) =>
                `${d.authorName}: ${DECISION_LABELS[d.decision]}${d.optionLabel ? ` ${d.optionLabel}` : ""}${d.comment ? ` “${d.comment}”` : ""}`,
            )
            .join(" · ")}
          {item.awaiting.length > 0 ? ` Waiting for ${item.awaiting.join(", ")}.` : ""}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <PiecePins item={item} />
        {["draft", "declined", "changes_requested"].includes(item.status) ? (
          <Button
            size="sm"
            onClick={() =>
              change.mutate({
                method: "POST",
                url: `/api/admin/selection-items/${item.id}/propose`,
                done: "Proposed to the client",
              })
            }
          >
            Propose
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
          {editing ? "Close" : "Edit"}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Move ${item.name} up`}
          disabled={index === 0}
          onClick={() => reorder(-1)}
        >
          ↑
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Move ${item.name} down`}
          disabled={index === room.items.length - 1}
          onClick={() => reorder(1)}
        >
          ↓
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() =>
            change.mutate({
              method: "POST",
              url: `/api/admin/selection-items/${item.id}/duplicate`,
              body: { roomId: room.id },
              done: "Piece duplicated",
            })
          }
        >
          Duplicate
        </Button>
        {others.length > 0 ? (
          <div className="grid gap-1">
            <label htmlFor={moveId} className="text-xs text-[var(--color-muted)]">
              Move to
            </label>
            <select
              id={moveId}
              className="h-9 border border-[var(--color-line)] bg-[var(--color-surface)] px-2 text-sm"
              value=""
              onChange={(e) =>
                e.target.value &&
                change.mutate({
                  method: "POST",
                  url: `/api/admin/selection-items/${item.id}/move`,
                  body: { roomId: Number(e.target.value) },
                  done: "Piece moved",
                })
              }
            >
              <option value="">Choose a room</option>
              {others.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="grid gap-1">
          <label htmlFor={statusId} className="text-xs text-[var(--color-muted)]">
            Record
          </label>
          <select
            id={statusId}
            className="h-9 border border-[var(--color-line)] bg-[var(--color-surface)] px-2 text-sm"
            value=""
            onChange={(e) =>
              e.target.value &&
              change.mutate({
                method: "POST",
                url: `/api/admin/selection-items/${item.id}/status`,
                body: { status: e.target.value },
                done: "Status saved",
              })
            }
          >
            <option value="">Status…</option>
            {FULFILMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {SELECTION_STATUS_LABELS[s]} today
              </option>
            ))}
            <option value="draft">Back to draft</option>
          </select>
        </div>
        <Button
          size="sm"
          variant="danger"
          onClick={() => {
            if (window.confirm(`Remove ${item.name}?`))
              change.mutate({
                method: "DELETE",
                url: `/api/admin/selection-items/${item.id}`,
                done: "Piece removed",
              });
          }}
        >
          Remove
        </Button>
      </div>
      {editing ? (
        <>
          <PiecePhotos item={item} change={change} />
          <PieceForm
            initial={item}
            submitLabel="Save piece"
            pending={change.isPending}
            onSubmit={(body) =>
              change.mutate(
                { method: "PUT", url: `/api/admin/selection-items/${item.id}`, body, done: "Piece saved" },
                { onSuccess: () => setEditing(false) },
              )
            }
          />
          <AddOption item={item} change={change} />
        </>
      ) : null}
    </article>
  );
}

type PieceBody = {
  name: string;
  vendor: string;
  url: string;
  finish: string;
  dimensions: string;
  quantity: number;
  unitPriceCents: number;
  costCents: number | null;
  leadTime: string;
  notes: string;
  photos?: string[];
};

function PieceForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial?: AdminSelectionItem;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: PieceBody) => void;
}) {
  const [f, setF] = useState({
    name: initial?.name ?? "",
    vendor: initial?.vendor ?? "",
    url: initial?.url ?? "",
    finish: initial?.finish ?? "",
    dimensions: initial?.dimensions ?? "",
    quantity: String(initial?.quantity ?? 1),
    price: dollars(initial?.unitPriceCents ?? null),
    cost: dollars(initial?.costCents ?? null),
    leadTime: initial?.leadTime ?? "",
    notes: initial?.notes ?? "",
    photo: initial?.photos[0] ?? "",
  });
  const [error, setError] = useState<string | null>(null);
  // The main photo changed meanwhile (uploaded, reordered or removed in piece-photos.tsx): the
  // address field follows it unless it was edited.
  const mainPhoto = initial?.photos[0] ?? "";
  const [shownMain, setShownMain] = useState(mainPhoto);
  if (shownMain !== mainPhoto) {
    setShownMain(mainPhoto);
    setF((v) => (v.photo === shownMain ? { ...v, photo: mainPhoto } : v));
  }
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF((v) => ({ ...v, [k]: e.target.value }));
  function submit(e: FormEvent) {
    e.preventDefault();
    const price = toCents(f.price);
    const cost = toCents(f.cost);
    const quantity = Number(f.quantity);
    if (!f.name.trim()) return setError("Please name the piece.");
    if (Number.isNaN(price) || Number.isNaN(cost)) return setError("Please enter prices in dollars.");
    if (!Number.isInteger(quantity) || quantity < 1) return setError("Please enter a quantity of 1 or more.");
    setError(null);
    onSubmit({
      name: f.name,
      vendor: f.vendor,
      url: f.url,
      finish: f.finish,
      dimensions: f.dimensions,
      quantity,
      unitPriceCents: price ?? 0,
      costCents: cost,
      leadTime: f.leadTime,
      notes: f.notes,
      // The photos are sent only when the address field changed: photos uploaded, reordered or
      // removed meanwhile (piece-photos.tsx) are never overwritten by the form's older copy.
      ...(f.photo !== mainPhoto
        ? {
            photos: f.photo
              ? [f.photo, ...(initial?.photos.slice(1) ?? [])]
              : (initial?.photos.slice(1) ?? []),
          }
        : {}),
    });
  }
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-2">
      <Field label="Piece" required className="sm:col-span-2" error={error}>
        {(p) => <Input {...p} value={f.name} onChange={set("name")} />}
      </Field>
      <Field label="Client price each ($)">
        {(p) => <Input {...p} inputMode="decimal" value={f.price} onChange={set("price")} />}
      </Field>
      <Field label="Quantity">
        {(p) => <Input {...p} inputMode="numeric" value={f.quantity} onChange={set("quantity")} />}
      </Field>
      <Field label="Studio cost each ($, never shown to the client)">
        {(p) => <Input {...p} inputMode="decimal" value={f.cost} onChange={set("cost")} />}
      </Field>
      <Field label="Lead time">
        {(p) => <Input {...p} value={f.leadTime} onChange={set("leadTime")} placeholder="8–10 weeks" />}
      </Field>
      <Field label="Vendor">{(p) => <Input {...p} value={f.vendor} onChange={set("vendor")} />}</Field>
      <Field label="Finish / colour">
        {(p) => <Input {...p} value={f.finish} onChange={set("finish")} />}
      </Field>
      <Field label="Dimensions">
        {(p) => <Input {...p} value={f.dimensions} onChange={set("dimensions")} />}
      </Field>
      <Field label="Link">{(p) => <Input {...p} type="url" value={f.url} onChange={set("url")} />}</Field>
      <Field
        label="Photo address"
        className="sm:col-span-2"
        hint="An image from the studio's media (/media/...) or a web address."
      >
        {(p) => <Input {...p} value={f.photo} onChange={set("photo")} />}
      </Field>
      <Field label="Notes for the client" className="sm:col-span-2">
        {(p) => <Textarea {...p} rows={2} value={f.notes} onChange={set("notes")} />}
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function AddOption({ item, change }: { item: AdminSelectionItem; change: Change }) {
  const [name, setName] = useState("");
  const [price, setPrice] = useState("");
  function submit(e: FormEvent) {
    e.preventDefault();
    const cents = toCents(price);
    if (!name.trim() || Number.isNaN(cents)) return;
    change.mutate(
      {
        method: "POST",
        url: `/api/admin/selection-items/${item.id}/options`,
        body: { name, unitPriceCents: cents },
        done: "Option added",
      },
      {
        onSuccess: () => {
          setName("");
          setPrice("");
        },
      },
    );
  }
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 border-t border-[var(--color-line)] pt-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
    >
      <Field label="New option">
        {(p) => <Input {...p} value={name} onChange={(e) => setName(e.target.value)} placeholder="Walnut" />}
      </Field>
      <Field label="Price each ($, blank: the piece's)">
        {(p) => <Input {...p} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />}
      </Field>
      <Button type="submit" variant="outline">
        Add option
      </Button>
    </form>
  );
}

function AddPiece({ room, change }: { room: AdminSelectionRoom; change: Change }) {
  const [open, setOpen] = useState<"hand" | "shop" | "link" | null>(null);
  const products = useQuery({ ...adminProductsQuery, enabled: open === "shop" });
  const [productId, setProductId] = useState("");
  const [link, setLink] = useState("");
  const productFieldId = useId();
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open === "hand"}
          onClick={() => setOpen(open === "hand" ? null : "hand")}
        >
          Add a piece to {room.name}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open === "shop"}
          onClick={() => setOpen(open === "shop" ? null : "shop")}
        >
          From the shop
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={open === "link"}
          onClick={() => setOpen(open === "link" ? null : "link")}
        >
          From a product link
        </Button>
      </div>
      {open === "hand" ? (
        <PieceForm
          submitLabel="Add piece"
          pending={change.isPending}
          onSubmit={(body) =>
            change.mutate(
              {
                method: "POST",
                url: `/api/admin/selection-rooms/${room.id}/items`,
                body,
                done: "Piece added",
              },
              { onSuccess: () => setOpen(null) },
            )
          }
        />
      ) : null}
      {open === "shop" ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!productId) return;
            change.mutate(
              {
                method: "POST",
                url: `/api/admin/selection-rooms/${room.id}/items/from-product`,
                body: { productId: Number(productId) },
                done: "Product added",
              },
              { onSuccess: () => setOpen(null) },
            );
          }}
        >
          <div className="grid min-w-64 gap-1.5">
            <label htmlFor={productFieldId} className="text-sm font-medium">
              Shop product
            </label>
            <Select id={productFieldId} value={productId} onChange={(e) => setProductId(e.target.value)}>
              <option value="">{products.isPending ? "Loading products..." : "Choose a product"}</option>
              {(products.data ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title} ({formatCents(p.priceCents)})
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" disabled={change.isPending || !productId}>
            Add product
          </Button>
        </form>
      ) : null}
      {open === "link" ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            change.mutate(
              {
                method: "POST",
                url: `/api/admin/selection-rooms/${room.id}/items/from-link`,
                body: { url: link },
                done: "Piece read from the link",
              },
              {
                onSuccess: () => {
                  setOpen(null);
                  setLink("");
                },
              },
            );
          }}
        >
          <Field
            label="Product page address"
            className="min-w-64 flex-1"
            hint="The name, photo, price and brand are read from the page; check them after."
          >
            {(p) => (
              <Input {...p} type="url" required value={link} onChange={(e) => setLink(e.target.value)} />
            )}
          </Field>
          <Button type="submit" disabled={change.isPending}>
            Read the page
          </Button>
        </form>
      ) : null}
    </div>
  );
}
