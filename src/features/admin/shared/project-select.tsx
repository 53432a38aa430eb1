import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Field, Select } from "../../../components/ui/field";
import { projectDisplayName } from "../../../shared/project";
import { adminProjectsQuery } from "./queries";

/**
 * The project picker of the operation tabs: every project (drafts included), by name. Loading
 * and load failure are shown in the field itself.
 */
export function ProjectSelect({
  value,
  onChange,
  label = "Project",
  required = false,
  placeholder = "Select a project",
  className,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  label?: string;
  required?: boolean;
  placeholder?: string;
  className?: string;
}) {
  const projects = useQuery(adminProjectsQuery);
  const options = [...(projects.data ?? [])].sort((a, b) =>
    projectDisplayName(a).localeCompare(projectDisplayName(b)),
  );
  const known = value !== null && options.some((p) => p.id === value);
  // A remembered project that has since been deleted is forgotten rather than shown as an error.
  const stale = projects.isSuccess && value !== null && !known;
  useEffect(() => {
    if (stale) onChange(null);
  }, [stale, onChange]);
  return (
    <Field
      label={label}
      required={required}
      className={className}
      error={projects.isError ? "Failed to fetch projects" : null}
    >
      {(props) => (
        <Select
          {...props}
          value={known ? String(value) : ""}
          disabled={projects.isPending}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{projects.isPending ? "Loading projects..." : placeholder}</option>
          {options.map((p) => (
            <option key={p.id} value={p.id}>
              {projectDisplayName(p)}
              {p.status === "draft" ? " (draft)" : p.status === "archived" ? " (archived)" : ""}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
