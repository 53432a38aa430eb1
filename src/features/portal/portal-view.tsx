/**
 * One project in the portal: the header (name, welcome and Log Out when signed in, Email Us) and
 * the tabs Overview, Documents, Upload Files. Shared by the private link and the signed-in portal.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { Button, buttonClass } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { Tabs } from "../../components/ui/tabs";
import type { ClientProjectSummary, PortalProjectView } from "../../shared/portal";
import { useSiteInfo } from "../site/use-site-info";
import { DocumentSections } from "./document-sections";
import type { PortalAccess } from "./portal-api";
import { MailIcon } from "./portal-icons";
import { emailUsHref, logOut } from "./portal-states";
import { ProjectOverview } from "./project-overview";
import { UploadFiles } from "./upload-files";

export function PortalHeader({
  name,
  welcomeName,
  children,
}: {
  name: string;
  /** Signed-in mode only: the welcome line and Log Out. */
  welcomeName?: string | null;
  children?: ReactNode;
}) {
  const { data: site } = useSiteInfo();
  const email = site?.studio.email ?? null;
  const signedIn = welcomeName !== undefined;
  return (
    <header className="border-b border-[var(--color-line)] bg-[var(--color-surface)]">
      <div className="container-page pt-10 pb-8 md:pt-16 md:pb-12">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="min-w-0">
            <p className="eyebrow">
              {signedIn ? `Welcome, ${welcomeName?.trim() || "Client"}` : "Your private project portal"}
            </p>
            <h1 className="mt-3 text-[2.4rem] leading-[1.08] break-words md:text-6xl">{name}</h1>
          </div>
          <div className="grid grid-cols-2 gap-3 sm:flex sm:shrink-0">
            {email ? (
              <a
                href={emailUsHref(email, name)}
                className={buttonClass("outline", "md", signedIn ? "" : "col-span-2")}
              >
                <MailIcon size={18} />
                Email Us
              </a>
            ) : null}
            {signedIn ? (
              <Button variant="ghost" onClick={logOut} className="border border-[var(--color-line)]">
                Log Out
              </Button>
            ) : null}
          </div>
        </div>
        {children}
      </div>
    </header>
  );
}

export type PortalTab = "overview" | "documents" | "upload";

export function PortalTabs({
  access,
  query,
}: {
  access: PortalAccess;
  query: UseQueryResult<PortalProjectView>;
}) {
  const [tab, setTab] = useState<PortalTab>("overview");
  const { data: site } = useSiteInfo();
  const timeZone = site?.studio.timezone;
  const view = query.data;
  const pending = (label: string) => (
    <p className="flex items-center gap-3 py-10 text-sm text-[var(--color-muted)]">
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </p>
  );
  const failed = (label: string) => (
    <p role="alert" className="py-10 text-sm text-[var(--color-danger)]">
      {label}
    </p>
  );
  return (
    <div className="container-page pt-4 pb-20 md:pt-8 md:pb-28">
      <Tabs
        label="Project sections"
        value={tab}
        onValueChange={(v) => setTab(v as PortalTab)}
        tabs={[
          {
            value: "overview",
            label: "Overview",
            content: view ? (
              <ProjectOverview view={view} access={access} timeZone={timeZone} />
            ) : query.isError ? (
              failed("Failed to load project")
            ) : (
              pending("Loading project...")
            ),
          },
          {
            value: "documents",
            label: "Documents",
            content: view ? (
              <DocumentSections view={view} access={access} timeZone={timeZone} />
            ) : query.isError ? (
              failed("Failed to load documents")
            ) : (
              pending("Loading documents...")
            ),
          },
          {
            value: "upload",
            label: "Upload Files",
            content: <UploadFiles access={access} uploads={view?.uploads ?? []} timeZone={timeZone} />,
          },
        ]}
      />
    </div>
  );
}

const STATUS_TONE: Record<string, BadgeTone> = {
  draft: "draft",
  published: "published",
  archived: "archived",
};
const STATUS_LABEL: Record<string, string> = { draft: "Draft", published: "Published", archived: "Archived" };

/** A client with several projects picks one (status coloured as SPEC section 4, always labelled). */
export function ProjectPicker({
  projects,
  selectedId,
  onSelect,
}: {
  projects: ClientProjectSummary[];
  selectedId: number;
  onSelect: (id: number) => void;
}) {
  return (
    <nav aria-label="Your projects" className="mt-8 md:mt-10">
      <p className="eyebrow mb-3">Your projects</p>
      <ul className="-mx-5 flex snap-x scroll-px-5 gap-3 overflow-x-auto px-5 pb-2 [scrollbar-width:thin] md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0">
        {projects.map((p) => {
          const selected = p.id === selectedId;
          return (
            <li key={p.id} className="w-[72%] shrink-0 snap-start sm:w-64 md:w-auto">
              <button
                type="button"
                onClick={() => onSelect(p.id)}
                aria-current={selected ? "true" : undefined}
                data-project-card={p.id}
                className={`flex h-full w-full flex-col items-start gap-3 rounded-[var(--radius-md)] border p-4 text-left transition-colors duration-200 ${
                  selected
                    ? "border-[var(--color-ink)] bg-[var(--color-bg)]"
                    : "border-[var(--color-line)] bg-[var(--color-bg)]/40 hover:border-[color-mix(in_srgb,var(--color-ink)_40%,var(--color-line))]"
                }`}
              >
                <span className="font-serif text-lg leading-snug">{p.clientProjectName}</span>
                <span className="flex flex-wrap items-center gap-2 text-xs text-[var(--color-muted)]">
                  <Badge tone={STATUS_TONE[p.status] ?? "info"}>{STATUS_LABEL[p.status] ?? p.status}</Badge>
                  <span>
                    {p.category}
                    {p.year ? ` · ${p.year}` : ""}
                  </span>
                </span>
                {selected ? <span className="sr-only">(selected)</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
