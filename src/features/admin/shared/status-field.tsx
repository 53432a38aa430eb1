import type { ReactNode } from "react";
import { Field, optionsOf, Select } from "../../../components/ui/field";

/** A record's Status select (a project's, a product's): its statuses in order, each by its label. */
export function StatusField<S extends string>({
  value,
  statuses,
  labels,
  error,
  hint,
  onChange,
}: {
  value: S;
  statuses: readonly S[];
  labels: Record<S, string>;
  error?: string;
  hint?: ReactNode;
  onChange: (status: S) => void;
}) {
  return (
    <Field label="Status" error={error} hint={hint}>
      {(p) => (
        <Select
          {...p}
          value={value}
          onChange={(e) => onChange(e.target.value as S)}
          options={optionsOf(statuses, (s) => labels[s])}
        />
      )}
    </Field>
  );
}
