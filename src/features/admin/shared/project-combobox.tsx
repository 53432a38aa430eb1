import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Input } from "../../../components/ui/field";
import { projectDisplayName } from "../../../shared/project";
import { adminProjectsQuery, type ProjectOption } from "./queries";

/**
 * A project picker with a text filter (ARIA 1.2 combobox with a list box): type to filter by name,
 * ArrowDown / ArrowUp to move, Enter to choose, Escape to close (again to clear). Projects with
 * news (`news`: a count per project id) come first, marked with a dot and their count, read out
 * as "(2 new)". Used by the Today view to jump to a project; the operation tabs keep their native
 * select (src/features/admin/shared/project-select.tsx), whose label tests and habits rely on.
 */
export function ProjectCombobox({
  label,
  onChoose,
  news,
  placeholder = "Search projects",
  className = "",
}: {
  label: string;
  onChoose: (project: ProjectOption) => void;
  news?: ReadonlyMap<number, number>;
  placeholder?: string;
  className?: string;
}) {
  const projects = useQuery(adminProjectsQuery);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;

  const options = useMemo(() => {
    const query = text.trim().toLowerCase();
    const newsOf = (p: ProjectOption) => news?.get(p.id) ?? 0;
    return [...(projects.data ?? [])]
      .filter((p) => !query || projectDisplayName(p).toLowerCase().includes(query))
      .sort((a, b) => newsOf(b) - newsOf(a) || projectDisplayName(a).localeCompare(projectDisplayName(b)));
  }, [projects.data, text, news]);
  const current = Math.min(active, Math.max(0, options.length - 1));
  const activeOption = open ? options[current] : undefined;

  // The option the arrows reach stays in view in a long list.
  const activeId = activeOption ? `${id}-option-${activeOption.id}` : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  function choose(project: ProjectOption | undefined) {
    if (!project) return;
    setOpen(false);
    setText("");
    onChoose(project);
  }

  return (
    <div className={`relative grid gap-1.5 ${className}`}>
      <label htmlFor={`${id}-input`} className="text-xs font-medium text-[var(--color-muted)]">
        {label}
      </label>
      <Input
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-describedby={hintId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        placeholder={projects.isPending ? "Loading projects..." : placeholder}
        className="h-10 py-1.5 text-sm"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            if (!open) setOpen(true);
            else setActive(Math.min(current + 1, options.length - 1));
          } else if (e.key === "ArrowUp") {
            e.preventDefault();
            setOpen(true);
            setActive(Math.max(current - 1, 0));
          } else if (e.key === "Enter") {
            if (open && activeOption) {
              e.preventDefault();
              choose(activeOption);
            }
          } else if (e.key === "Escape") {
            if (open) setOpen(false);
            else setText("");
          }
        }}
      />
      <p id={hintId} className="sr-only">
        Type to filter; arrow keys to move; Enter to open the project's documents.
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open || options.length === 0}
        className="absolute top-full right-0 left-0 z-30 mt-1 max-h-72 overflow-y-auto border border-[var(--color-line)] bg-[var(--color-surface)] py-1 shadow-[0_8px_24px_-12px_rgb(0_0_0/0.25)]"
      >
        {options.map((p) => {
          const count = news?.get(p.id) ?? 0;
          const selected = activeOption?.id === p.id;
          return (
            <div
              key={p.id}
              id={`${id}-option-${p.id}`}
              role="option"
              // Never focused (the input keeps focus and names the active option): -1 only.
              tabIndex={-1}
              aria-selected={selected}
              // Chosen on mousedown, before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                choose(p);
              }}
              onMouseMove={() => setActive(options.indexOf(p))}
              className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm ${selected ? "bg-[var(--color-subtle)] text-[var(--color-ink)]" : "text-[var(--color-ink)]"}`}
            >
              <span className="min-w-0 truncate">
                {projectDisplayName(p)}
                {p.status === "draft" ? <span className="text-[var(--color-muted)]"> (draft)</span> : null}
              </span>
              {count > 0 ? (
                <span className="inline-flex shrink-0 items-center gap-1.5 text-xs tabular-nums text-[var(--color-accent-ink)]">
                  <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-[var(--color-accent)]" />
                  {count}
                  <span className="sr-only"> new</span>
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      {open && options.length === 0 ? (
        <p className="absolute top-full right-0 left-0 z-30 mt-1 border border-[var(--color-line)] bg-[var(--color-surface)] px-3 py-2 text-sm text-[var(--color-muted)]">
          {projects.isPending ? "Loading projects..." : "No projects found"}
        </p>
      ) : null}
    </div>
  );
}
