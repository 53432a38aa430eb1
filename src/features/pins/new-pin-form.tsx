/** The form of a pin being placed: its first message (and a private-link visitor's name). */
import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../components/ui/button";
import { Textarea } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { errorMessage } from "../../lib/api";
import { PIN_MESSAGES, PIN_TEXT_MAX, type Pin } from "../../shared/pins";
import { NameField } from "./name-field";
import { type PinApi, rememberedName, rememberName } from "./pin-api";

export type PinPoint = { page: number; x: number; y: number };

export function NewPinForm({
  api,
  documentId,
  point,
  number,
  pages,
  onCancel,
  onSaved,
}: {
  api: PinApi;
  documentId: number;
  point: PinPoint;
  number: number;
  pages: number;
  onCancel: () => void;
  onSaved: (pin: Pin) => Promise<void>;
}) {
  const [text, setText] = useState("");
  const [name, setName] = useState(rememberedName);
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const save = useMutation({
    mutationFn: () =>
      api.create(documentId, {
        ...point,
        text: text.trim(),
        ...(api.needsName ? { authorName: name.trim() } : {}),
      }),
    onSuccess: async (pin) => {
      if (api.needsName) rememberName(name.trim());
      await onSaved(pin);
    },
    onError: (err) => setError(errorMessage(err, "Your pin could not be saved. Please try again.")),
  });
  return (
    <form
      className="grid gap-3 rounded-[var(--radius-md)] border border-[var(--color-accent)] bg-[var(--color-surface)] p-4"
      aria-label={`New pin ${number}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return setError(PIN_MESSAGES.textEmpty);
        if (api.needsName && !name.trim()) return setError(PIN_MESSAGES.nameEmpty);
        setError(null);
        save.mutate();
      }}
    >
      <p className="text-sm font-medium">
        New pin {number}
        {pages > 1 ? (
          <span className="font-normal text-[var(--color-muted)]"> · page {point.page}</span>
        ) : null}
      </p>
      <label htmlFor={textId} className="sr-only">
        Your message
      </label>
      <Textarea
        id={textId}
        rows={3}
        maxLength={PIN_TEXT_MAX}
        value={text}
        placeholder="What about this spot?"
        onChange={(e) => setText(e.target.value)}
        // The form opens on the visitor's own tap: focus follows it.
        autoFocus
      />
      {api.needsName ? <NameField value={name} onChange={setName} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-[var(--color-danger)]">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? <Spinner label="Saving" /> : null}
          Place pin
        </Button>
      </div>
    </form>
  );
}
