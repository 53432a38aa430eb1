/**
 * The fields a meeting is made of (title, date and time, duration, notes), shared by the schedule
 * form and the edit dialog, and the draft state behind them.
 */
import { useState } from "react";
import { Field, optionsOf, Select, TextareaField, TextField } from "../../../components/ui/field";
import {
  DEFAULT_MEETING_DURATION,
  MEETING_DURATIONS,
  MEETING_LIMITS,
  type MeetingUpdateInput,
} from "../../../shared/meetings";
import { durationLabel } from "./meeting-format";

/** `when` is the studio's wall-clock time as a datetime-local input holds it. */
export type MeetingDraft = { title: string; when: string; duration: number; notes: string };

export const EMPTY_DRAFT: MeetingDraft = {
  title: "",
  when: "",
  duration: DEFAULT_MEETING_DURATION,
  notes: "",
};

export function useDraft(initial: MeetingDraft | (() => MeetingDraft)) {
  const [draft, setDraft] = useState<MeetingDraft>(initial);
  const update = (patch: Partial<MeetingDraft>) => setDraft((d) => ({ ...d, ...patch }));
  return [draft, update, setDraft] as const;
}

/** What the API is sent for a checked draft, its time already in UTC. */
export function draftBody(draft: MeetingDraft, scheduledFor: string) {
  return {
    title: draft.title.trim(),
    scheduledFor,
    // SPEC: optional notes are sent as null when empty.
    notes: draft.notes.trim() ? draft.notes.trim() : null,
    durationMinutes: draft.duration,
  } satisfies MeetingUpdateInput;
}

function DurationSelect({ value, onChange }: { value: number; onChange: (minutes: number) => void }) {
  const options: number[] = MEETING_DURATIONS.includes(value as (typeof MEETING_DURATIONS)[number])
    ? [...MEETING_DURATIONS]
    : [...MEETING_DURATIONS, value].sort((a, b) => a - b);
  return (
    <Field label="Duration">
      {(props) => (
        <Select
          {...props}
          value={String(value)}
          onChange={(e) => onChange(Number(e.target.value))}
          options={optionsOf(options, durationLabel)}
        />
      )}
    </Field>
  );
}

export function MeetingFields({
  draft,
  onChange,
  fresh = false,
}: {
  draft: MeetingDraft;
  onChange: (patch: Partial<MeetingDraft>) => void;
  /** A new meeting: an example title and a hint for the notes. */
  fresh?: boolean;
}) {
  return (
    <>
      <TextField
        label="Title"
        required
        value={draft.title}
        maxLength={MEETING_LIMITS.title}
        placeholder={fresh ? "e.g. Concept presentation" : undefined}
        onChange={(e) => onChange({ title: e.target.value })}
      />
      <div className="grid gap-5 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <TextField
          label="Date and time"
          required
          type="datetime-local"
          value={draft.when}
          onChange={(e) => onChange({ when: e.target.value })}
        />
        <DurationSelect value={draft.duration} onChange={(duration) => onChange({ duration })} />
      </div>
      <TextareaField
        label="Notes"
        hint={fresh ? "Optional. Agenda, address or what to bring." : undefined}
        rows={fresh ? 3 : 4}
        value={draft.notes}
        maxLength={MEETING_LIMITS.notes}
        onChange={(e) => onChange({ notes: e.target.value })}
      />
    </>
  );
}
