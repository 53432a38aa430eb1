/**
 * One pin in the list beside the drawing: its number, badges and first message; selected, its
 * replies, the reply form, and Mark resolved / Reopen.
 */
import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Textarea } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { formatDateTime } from "../../lib/format";
import { PIN_MESSAGES, PIN_TEXT_MAX, type Pin, type PinStatus } from "../../shared/pins";
import { NameField } from "./name-field";
import { type PinApi, rememberedName, rememberName } from "./pin-api";

export function PinCard({
  api,
  pin,
  pages,
  isNew,
  selected,
  onSelect,
  onChanged,
  onStatus,
  timeZone,
}: {
  api: PinApi;
  pin: Pin;
  pages: number;
  isNew: boolean;
  selected: boolean;
  onSelect: () => void;
  onChanged: () => Promise<unknown>;
  /** Resolve or reopen: the viewer changes the list at once and sends the request. */
  onStatus: (next: PinStatus, authorName?: string) => void;
  timeZone?: string;
}) {
  const ref = useRef<HTMLElement | null>(null);
  const [reply, setReply] = useState("");
  const [name, setName] = useState(rememberedName);
  const [error, setError] = useState<string | null>(null);
  const replyId = useId();
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView({ block: "nearest" });
  }, [selected]);
  const authorName = api.needsName ? { authorName: name.trim() } : {};
  const send = useMutation({
    mutationFn: () => api.reply(pin.id, { text: reply.trim(), ...authorName }),
    onSuccess: async () => {
      if (api.needsName) rememberName(name.trim());
      setReply("");
      setError(null);
      await onChanged();
    },
    onError: (err) => setError(errorMessage(err, "Your reply could not be sent. Please try again.")),
  });
  const first = pin.messages[0];
  const replies = pin.messages.length - 1;
  return (
    <article
      ref={ref}
      aria-label={`Pin ${pin.number}`}
      data-pin-number={pin.number}
      className={`rounded-[var(--radius-md)] border bg-[var(--color-surface)] transition-colors ${
        selected ? "border-[var(--color-accent)]" : "border-[var(--color-line)]"
      }`}
    >
      <button
        type="button"
        onClick={onSelect}
        aria-expanded={selected}
        data-pin-header
        className="flex w-full items-start gap-3 p-4 text-left focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-[var(--color-accent)]"
      >
        <span
          aria-hidden="true"
          className={`mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums ${
            pin.status === "resolved"
              ? "border border-[var(--color-line)] text-[var(--color-muted)]"
              : "bg-[var(--color-ink)] text-[var(--color-bg)]"
          }`}
        >
          {pin.number}
        </span>
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex flex-wrap items-center gap-1.5">
            <span className="sr-only">Pin {pin.number}. </span>
            {pin.status === "resolved" ? <Badge tone="success">Resolved</Badge> : null}
            {isNew ? <Badge tone="accent">New</Badge> : null}
            {pin.fromPreviousVersion ? <Badge tone="neutral">From the previous version</Badge> : null}
            {pages > 1 ? <span className="text-xs text-[var(--color-muted)]">Page {pin.page}</span> : null}
          </span>
          <span className={`text-sm break-words ${selected ? "" : "line-clamp-2"}`}>{first?.text}</span>
          <span className="text-xs text-[var(--color-muted)]">
            {first?.authorName}, {first ? formatDateTime(first.createdAt, timeZone) : ""}
            {replies > 0 ? ` · ${replies} ${replies === 1 ? "reply" : "replies"}` : ""}
          </span>
        </span>
      </button>
      {selected ? (
        <div className="grid gap-3 border-t border-[var(--color-line)] p-4">
          {pin.messages.slice(1).map((m) => (
            <div
              key={m.id}
              className={`rounded-[var(--radius-sm)] p-3 text-sm ${m.authorKind === "studio" ? "bg-[var(--color-subtle)]" : "border border-[var(--color-line)]"}`}
            >
              <p className="break-words whitespace-pre-wrap">{m.text}</p>
              <p className="mt-1 text-xs text-[var(--color-muted)]">
                {m.authorName}, {formatDateTime(m.createdAt, timeZone)}
              </p>
            </div>
          ))}
          <form
            className="grid gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (!reply.trim()) return setError("Please write a reply.");
              if (api.needsName && !name.trim()) return setError(PIN_MESSAGES.nameEmpty);
              send.mutate();
            }}
          >
            <label htmlFor={replyId} className="text-xs font-medium">
              Reply
            </label>
            <Textarea
              id={replyId}
              rows={2}
              maxLength={PIN_TEXT_MAX}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
            />
            {api.needsName && !rememberedName() ? <NameField value={name} onChange={setName} /> : null}
            {error ? (
              <p role="alert" className="text-sm text-[var(--color-danger)]">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onStatus(pin.status === "open" ? "resolved" : "open", authorName.authorName)}
              >
                {pin.status === "open" ? "Mark resolved" : "Reopen"}
              </Button>
              <Button type="submit" size="sm" disabled={send.isPending}>
                {send.isPending ? <Spinner label="Sending" /> : null}
                Send reply
              </Button>
            </div>
          </form>
        </div>
      ) : null}
    </article>
  );
}
