import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Field, Select } from "../../../components/ui/field";
import { projectDisplayName } from "../../../shared/project";
import { archivedProjectsQuery } from "../projects/queries";
import { adminProjectsQuery } from "./queries";

/**
 * The project picker of the operation tabs: every project (drafts included), by name, and the
 * archived ones in their own group at the end (issue 25: their documents and signed proposals stay
 * reachable for the studio). Loading and load failure are shown in the field itself.
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
  const archived = useQuery(archivedProjectsQuery);
  const byName = (a: { clientProjectName: string; title: string }, b: typeof a) =>
    projectDisplayName(a).localeCompare(projectDisplayName(b));
  const options = [...(projects.data ?? [])].sort(byName);
  const archivedOptions = [...(archived.data ?? [])].sort(byName);
  const known = value !== null && [...options, ...archivedOptions].some((p) => p.id === value);
  // A remembered project that has since been deleted is forgotten rather than shown as an error.
  const stale = projects.isSuccess && !archived.isPending && value !== null && !known;
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
          {archivedOptions.length > 0 ? (
            <optgroup label="Archived">
              {archivedOptions.map((p) => (
                <option key={p.id} value={p.id}>
                  {projectDisplayName(p)} (archived)
                </option>
              ))}
            </optgroup>
          ) : null}
        </Select>
      )}
    </Field>
  );
}
