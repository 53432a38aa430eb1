/**
 * The admin's Selections tab (issue 29), per project: the approval rule, rooms with budgets and
 * running totals, pieces added by hand, from the shop or from a product link, options, propose (a
 * piece or a whole room), reorder, move, duplicate, fulfilment status, and each client's decision.
 * Every call answers with the whole schedule, which replaces the cached one.
 */
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import {
  Choices,
  Field,
  optionsOf,
  Select,
  type SelectOption,
  TextareaField,
  TextField,
} from "../../../components/ui/field";
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
import { SmallField } from "../shared/list-table";
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
  return (
    <NameAmountForm
      labels={{
        name: "New room",
        placeholder: "Living room",
        amount: "Budget ($, optional)",
        submit: "Add room",
      }}
      className="pt-6"
      change={change}
      messages={{ name: "Please name the room.", amount: "Please enter the budget in dollars." }}
      request={(name, budgetCents) => ({
        method: "POST",
        url: `/api/projects/${projectId}/selection-rooms`,
        body: { name, budgetCents },
        done: "Room added",
      })}
    />
  );
}

/**
 * A name and an amount in dollars, added in one step: a room and its budget, an option and its
 * price. With `messages` a wrong field is named under the name; without them the form just waits.
 * The `quiet` form (inside a piece) has the outline button, which stays on while a change is sent.
 */
function NameAmountForm({
  labels,
  className,
  quiet = false,
  change,
  messages,
  request,
}: {
  labels: { name: string; placeholder: string; amount: string; submit: string };
  className: string;
  quiet?: boolean;
  change: Change;
  messages?: { name: string; amount: string };
  request: (name: string, cents: number | null) => Parameters<Change["mutate"]>[0];
}) {
  const [name, setName] = useState("");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  function submit(e: FormEvent) {
    e.preventDefault();
    const cents = toCents(amount);
    if (!name.trim() || Number.isNaN(cents)) {
      if (messages) setError(name.trim() ? messages.amount : messages.name);
      return;
    }
    setError(null);
    change.mutate(request(name, cents), {
      onSuccess: () => {
        setName("");
        setAmount("");
      },
    });
  }
  return (
    <form
      onSubmit={submit}
      className={`grid gap-3 border-t border-[var(--color-line)] ${className} sm:grid-cols-[2fr_1fr_auto] sm:items-end`}
    >
      <TextField
        label={labels.name}
        error={error}
        value={name}
        onChange={(e) => setName(e.target.value)}
        placeholder={labels.placeholder}
      />
      <TextField
        label={labels.amount}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <Button type="submit" variant={quiet ? "outline" : "primary"} disabled={!quiet && change.isPending}>
        {labels.submit}
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
          <ChangeButton
            change={change}
            request={{
              method: "POST",
              url: `/api/admin/selection-rooms/${room.id}/propose`,
              done: `${room.name} proposed to the client`,
            }}
          >
            Propose room
          </ChangeButton>
          <ArrowButtons name={room.name} index={index} total={rooms.length} onMove={moveRoom} />
          <ChangeButton
            change={change}
            variant="danger"
            confirm={`Delete ${room.name} and its ${room.items.length} pieces?`}
            request={{ method: "DELETE", url: `/api/admin/selection-rooms/${room.id}`, done: "Room deleted" }}
          >
            Delete room
          </ChangeButton>
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

const ARROWS = [
  { delta: -1, word: "up", arrow: "↑" },
  { delta: 1, word: "down", arrow: "↓" },
] as const;

/** ↑ and ↓ of a room or a piece ("Move {name} up"), each off at its end of the list. */
function ArrowButtons({
  name,
  index,
  total,
  onMove,
}: {
  name: string;
  index: number;
  total: number;
  onMove: (delta: number) => void;
}) {
  return ARROWS.map((a) => (
    <Button
      key={a.word}
      size="sm"
      variant="ghost"
      aria-label={`Move ${name} ${a.word}`}
      disabled={index === (a.delta < 0 ? 0 : total - 1)}
      onClick={() => onMove(a.delta)}
    >
      {a.arrow}
    </Button>
  ));
}

/** A small button that sends one change, once `confirm` (when given) is accepted. */
function ChangeButton({
  change,
  request,
  confirm,
  variant,
  children,
}: {
  change: Change;
  request: Parameters<Change["mutate"]>[0];
  confirm?: string;
  variant?: "ghost" | "danger";
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant={variant}
      onClick={() => {
        if (confirm === undefined || window.confirm(confirm)) change.mutate(request);
      }}
    >
      {children}
    </Button>
  );
}

/** A small labelled select that acts once a choice is made, and shows its placeholder again. */
function ActionSelect({
  label,
  placeholder,
  options,
  onChoose,
}: {
  label: string;
  placeholder: string;
  options: readonly SelectOption[];
  onChoose: (value: string) => void;
}) {
  return (
    <SmallField label={label}>
      {(id) => (
        <select
          id={id}
          className="h-9 border border-[var(--color-line)] bg-[var(--color-surface)] px-2 text-sm"
          value=""
          onChange={(e) => {
            if (e.target.value) onChoose(e.target.value);
          }}
        >
          <option value="">{placeholder}</option>
          <Choices options={options} />
        </select>
      )}
    </SmallField>
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
          <ChangeButton
            change={change}
            request={{
              method: "POST",
              url: `/api/admin/selection-items/${item.id}/propose`,
              done: "Proposed to the client",
            }}
          >
            Propose
          </ChangeButton>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => setEditing((v) => !v)} aria-expanded={editing}>
          {editing ? "Close" : "Edit"}
        </Button>
        <ArrowButtons name={item.name} index={index} total={room.items.length} onMove={reorder} />
        <ChangeButton
          change={change}
          variant="ghost"
          request={{
            method: "POST",
            url: `/api/admin/selection-items/${item.id}/duplicate`,
            body: { roomId: room.id },
            done: "Piece duplicated",
          }}
        >
          Duplicate
        </ChangeButton>
        {others.length > 0 ? (
          <ActionSelect
            label="Move to"
            placeholder="Choose a room"
            options={others.map((r) => ({ value: r.id, label: r.name }))}
            onChoose={(roomId) =>
              change.mutate({
                method: "POST",
                url: `/api/admin/selection-items/${item.id}/move`,
                body: { roomId: Number(roomId) },
                done: "Piece moved",
              })
            }
          />
        ) : null}
        <ActionSelect
          label="Record"
          placeholder="Status…"
          options={[
            ...optionsOf(FULFILMENT_STATUSES, (s) => `${SELECTION_STATUS_LABELS[s]} today`),
            { value: "draft", label: "Back to draft" },
          ]}
          onChoose={(status) =>
            change.mutate({
              method: "POST",
              url: `/api/admin/selection-items/${item.id}/status`,
              body: { status },
              done: "Status saved",
            })
          }
        />
        <ChangeButton
          change={change}
          variant="danger"
          confirm={`Remove ${item.name}?`}
          request={{ method: "DELETE", url: `/api/admin/selection-items/${item.id}`, done: "Piece removed" }}
        >
          Remove
        </ChangeButton>
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
      <TextField
        label="Piece"
        required
        fieldClassName="sm:col-span-2"
        error={error}
        value={f.name}
        onChange={set("name")}
      />
      <TextField label="Client price each ($)" inputMode="decimal" value={f.price} onChange={set("price")} />
      <TextField label="Quantity" inputMode="numeric" value={f.quantity} onChange={set("quantity")} />
      <TextField
        label="Studio cost each ($, never shown to the client)"
        inputMode="decimal"
        value={f.cost}
        onChange={set("cost")}
      />
      <TextField label="Lead time" value={f.leadTime} onChange={set("leadTime")} placeholder="8–10 weeks" />
      <TextField label="Vendor" value={f.vendor} onChange={set("vendor")} />
      <TextField label="Finish / colour" value={f.finish} onChange={set("finish")} />
      <TextField label="Dimensions" value={f.dimensions} onChange={set("dimensions")} />
      <TextField label="Link" type="url" value={f.url} onChange={set("url")} />
      <TextField
        label="Photo address"
        fieldClassName="sm:col-span-2"
        hint="An image from the studio's media (/media/...) or a web address."
        value={f.photo}
        onChange={set("photo")}
      />
      <TextareaField
        label="Notes for the client"
        fieldClassName="sm:col-span-2"
        rows={2}
        value={f.notes}
        onChange={set("notes")}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function AddOption({ item, change }: { item: AdminSelectionItem; change: Change }) {
  return (
    <NameAmountForm
      labels={{
        name: "New option",
        placeholder: "Walnut",
        amount: "Price each ($, blank: the piece's)",
        submit: "Add option",
      }}
      className="pt-3"
      quiet
      change={change}
      request={(name, unitPriceCents) => ({
        method: "POST",
        url: `/api/admin/selection-items/${item.id}/options`,
        body: { name, unitPriceCents },
        done: "Option added",
      })}
    />
  );
}

/** A one-line form: its fields and button side by side, wrapping on a narrow screen. */
function InlineForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** The ways to add a piece, each opening its form under the buttons (by hand: "Add a piece to {room}"). */
const ADD_WAYS = [
  { key: "hand", label: "Add a piece" },
  { key: "shop", label: "From the shop" },
  { key: "link", label: "From a product link" },
] as const;
type AddWay = (typeof ADD_WAYS)[number]["key"];

function AddPiece({ room, change }: { room: AdminSelectionRoom; change: Change }) {
  const [open, setOpen] = useState<AddWay | null>(null);
  const products = useQuery({ ...adminProductsQuery, enabled: open === "shop" });
  const [productId, setProductId] = useState("");
  const [link, setLink] = useState("");
  /** Adds a piece to the room in one of the ways; its form closes (and the link empties) once it is in. */
  const add = (path: string, body: unknown, done: string) =>
    change.mutate(
      { method: "POST", url: `/api/admin/selection-rooms/${room.id}/${path}`, body, done },
      {
        onSuccess: () => {
          setOpen(null);
          setLink("");
        },
      },
    );
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {ADD_WAYS.map((way) => (
          <Button
            key={way.key}
            size="sm"
            variant="outline"
            aria-expanded={open === way.key}
            onClick={() => setOpen(open === way.key ? null : way.key)}
          >
            {way.key === "hand" ? `Add a piece to ${room.name}` : way.label}
          </Button>
        ))}
      </div>
      {open === "hand" ? (
        <PieceForm
          submitLabel="Add piece"
          pending={change.isPending}
          onSubmit={(body) => add("items", body, "Piece added")}
        />
      ) : null}
      {open === "shop" ? (
        <InlineForm
          onSubmit={() => {
            if (productId) add("items/from-product", { productId: Number(productId) }, "Product added");
          }}
        >
          <Field label="Shop product" className="min-w-64">
            {(props) => (
              <Select
                {...props}
                value={productId}
                onChange={(e) => setProductId(e.target.value)}
                options={(products.data ?? []).map((p) => ({
                  value: p.id,
                  label: `${p.title} (${formatCents(p.priceCents)})`,
                }))}
              >
                <option value="">{products.isPending ? "Loading products..." : "Choose a product"}</option>
              </Select>
            )}
          </Field>
          <Button type="submit" disabled={change.isPending || !productId}>
            Add product
          </Button>
        </InlineForm>
      ) : null}
      {open === "link" ? (
        <InlineForm onSubmit={() => add("items/from-link", { url: link }, "Piece read from the link")}>
          <TextField
            label="Product page address"
            fieldClassName="min-w-64 flex-1"
            hint="The name, photo, price and brand are read from the page; check them after."
            type="url"
            required
            value={link}
            onChange={(e) => setLink(e.target.value)}
          />
          <Button type="submit" disabled={change.isPending}>
            Read the page
          </Button>
        </InlineForm>
      ) : null}
    </div>
  );
}
