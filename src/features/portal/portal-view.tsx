/**
 * One project in the portal: the header (name, welcome and Log Out when signed in, Email Us) and
 * the tabs Overview, Documents, Upload Files. Shared by the private link and the signed-in portal.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, startTransition, useDeferredValue, useState } from "react";
import { Badge, type BadgeTone } from "../../components/ui/badge";
import { Button, buttonClass } from "../../components/ui/button";
import { ResponsiveImage } from "../../components/ui/responsive-image";
import { Spinner } from "../../components/ui/spinner";
import { Tabs } from "../../components/ui/tabs";
import { coverScale } from "../../shared/image-sizes";
import type { ClientProjectSummary, PortalCoverImage, PortalProjectView } from "../../shared/portal";
import { useSiteInfo } from "../site/use-site-info";
import { DocumentSections } from "./document-sections";
import { useLinkedDocument, useLinkedPiece } from "./linked-document";
import type { PortalAccess } from "./portal-api";
import { PortalHighlights } from "./portal-highlights";
import { MailIcon } from "./portal-icons";
import { emailUsHref, logOut } from "./portal-states";
import { ProjectOverview } from "./project-overview";
import { ProposalsPanel } from "./proposals-panel";
import { SelectionsTab } from "./selections-tab";
import { UploadFiles } from "./upload-files";

/** The cover is drawn across the viewport; on a phone the frame is taller than wide (about 0.9). */
function coverSizes(width: number | null, height: number | null): string {
  return `(max-width: 767px) ${Math.ceil(100 * coverScale(width, height, 0.9))}vw, 100vw`;
}

/**
 * The portal opens on the project's photo (its hero image), the project name over a soft
 * gradient at its foot, like the home page's hero; without a photo, a quiet band with the name.
 * Below it, what is new or awaits the client (PortalHighlights).
 */
export function PortalHeader({
  name,
  welcomeName,
  cover,
  children,
}: {
  name: string;
  /** Signed-in mode only: the welcome line and Log Out. */
  welcomeName?: string | null;
  cover?: PortalCoverImage | null;
  children?: ReactNode;
}) {
  const { data: site } = useSiteInfo();
  const email = site?.studio.email ?? null;
  const signedIn = welcomeName !== undefined;
  const eyebrow = signedIn ? `Welcome, ${welcomeName?.trim() || "Client"}` : "Your private project portal";
  const actions = (onPhoto: boolean) => (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:shrink-0">
      {email ? (
        <a
          href={emailUsHref(email, name)}
          className={
            onPhoto
              ? `${PHOTO_BUTTON} ${signedIn ? "" : "col-span-2"}`
              : buttonClass("outline", "md", signedIn ? "" : "col-span-2")
          }
        >
          <MailIcon size={18} />
          Email Us
        </a>
      ) : null}
      {signedIn ? (
        onPhoto ? (
          <button type="button" onClick={logOut} className={PHOTO_BUTTON}>
            Log Out
          </button>
        ) : (
          <Button variant="ghost" onClick={logOut} className="border border-[var(--color-line)]">
            Log Out
          </Button>
        )
      ) : null}
    </div>
  );

  if (cover) {
    return (
      <header data-portal-cover="photo">
        <div className="relative isolate h-[min(60svh,30rem)] min-h-[22rem] overflow-hidden bg-[#2b2724] md:h-[min(62vh,38rem)] md:min-h-[26rem]">
          <ResponsiveImage
            image={cover}
            sizes={coverSizes(cover.width, cover.height)}
            priority
            className="absolute inset-0 -z-10 h-full w-full object-cover"
          />
          <div className="absolute inset-x-0 bottom-0 bg-[linear-gradient(to_top,rgb(20_16_13/0.78)_0%,rgb(20_16_13/0.55)_calc(100%_-_7rem),rgb(20_16_13/0.2)_calc(100%_-_3.5rem),rgb(20_16_13/0)_100%)] pt-28">
            <div className="container-page flex flex-col gap-6 pb-8 md:flex-row md:items-end md:justify-between md:pb-12">
              <div className="min-w-0 text-[#faf7f2]">
                <p className="text-[0.7rem] font-medium tracking-[0.2em] uppercase md:text-xs">{eyebrow}</p>
                <h1 className="mt-3 font-serif text-[2.4rem] leading-[1.06] tracking-[-0.02em] text-balance break-words md:text-6xl">
                  {name}
                </h1>
              </div>
              {actions(true)}
            </div>
          </div>
        </div>
        {children ? <div className="container-page pb-2">{children}</div> : null}
      </header>
    );
  }

  return (
    <header
      data-portal-cover="none"
      className="border-b border-[var(--color-line)] bg-[var(--color-surface)]"
    >
      <div className="container-page pt-10 pb-8 md:pt-16 md:pb-12">
        <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
          <div className="min-w-0">
            <p className="eyebrow">{eyebrow}</p>
            <h1 className="mt-3 text-[2.4rem] leading-[1.08] break-words md:text-6xl">{name}</h1>
          </div>
          {actions(false)}
        </div>
        {children}
      </div>
    </header>
  );
}

/** Ivory outline on the photo, filling on hover (the home hero's secondary button). */
const PHOTO_BUTTON =
  "inline-flex h-11 items-center justify-center gap-2 rounded-[var(--radius-sm)] border border-[#faf7f2]/85 bg-[rgb(20_16_13/0.35)] px-5 text-sm font-medium tracking-wide whitespace-nowrap text-[#faf7f2] transition-colors duration-200 ease-out hover:bg-[#faf7f2] hover:text-[#2b2724]";

export type PortalTab = "overview" | "documents" | "selections" | "upload";

const PORTAL_TABS: readonly PortalTab[] = ["overview", "documents", "selections", "upload"];

/**
 * The tab the address opens on: back from paying a selections invoice (`invoice=`), the Selections
 * tab; else a `tab=` naming one (the private link's "Sign in" to approve comes back with
 * `tab=selections`); else none.
 */
function tabOfAddress(): PortalTab | null {
  if (typeof window === "undefined") return null;
  const params = new URLSearchParams(window.location.search);
  if (params.has("invoice")) return "selections";
  const tab = params.get("tab");
  return PORTAL_TABS.find((t) => t === tab) ?? null;
}

/**
 * One project in the portal: its photo and name, what is new for the client, then the tabs. The
 * signed-in portal passes the welcome name and its project picker.
 */
export function PortalProject({
  access,
  query,
  name,
  welcomeName,
  picker,
}: {
  access: PortalAccess;
  query: UseQueryResult<PortalProjectView>;
  name: string;
  welcomeName?: string | null;
  picker?: ReactNode;
}) {
  // A link to a document's pins (the studio's reply e-mail) opens on the Documents tab.
  const [linked] = useLinkedDocument();
  // A link to a pin on a piece's photo (the studio's reply e-mail): the Selections tab; back from
  // paying a selections invoice (issue 29 item 3), or a `tab=`: that tab (tabOfAddress).
  const [linkedPiece] = useLinkedPiece();
  const { tab, setTab, openTab } = usePortalTab(
    linked.document !== undefined
      ? "documents"
      : linkedPiece.piece !== undefined
        ? "selections"
        : (tabOfAddress() ?? "overview"),
  );
  const { data: site } = useSiteInfo();
  const view = query.data;
  // The proposals and the tabs (with the open tab's content) follow the header and the highlights
  // in a render of their own that React slices and yields between (a deferred value: false in the
  // first render, true in the next, non-blocking one). Issue 29: the page's first render with its
  // view, all of it in one go, was one of the load's long tasks on the bench's phone (the tabs'
  // row measuring itself, the Overview's dates). The client sees the same page a moment later;
  // a "See what's new" pressed in that moment opens its tab once the tabs are there (without the
  // scroll and focus, which need the tabs on the page).
  const showTabs = useDeferredValue(true, false);
  return (
    <>
      <PortalHeader name={name} welcomeName={welcomeName} cover={view?.coverImage}>
        {picker}
      </PortalHeader>
      {view ? (
        <PortalHighlights
          view={view}
          access={access}
          timeZone={site?.studio.timezone}
          onOpenDocuments={() => openTab("documents")}
          onOpenSelections={() => openTab("selections")}
        />
      ) : null}
      {showTabs ? <PortalTabs access={access} query={query} tab={tab} onTabChange={setTab} /> : null}
    </>
  );
}

/**
 * The open tab, lifted above the header so that its "See what's new" and "Review now" can open
 * the Documents tab; `openTab` also brings the tabs into view and focuses the chosen one.
 */
export function usePortalTab(initial: PortalTab = "overview") {
  const [tab, setTab] = useState<PortalTab>(initial);
  const openTab = (next: PortalTab) => {
    setTab(next);
    requestAnimationFrame(() => {
      const trigger = document.querySelector<HTMLElement>(
        `#${PORTAL_TABS_ID} [role="tab"][data-state="active"]`,
      );
      const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      document.getElementById(PORTAL_TABS_ID)?.scrollIntoView({ behavior: reduced ? "auto" : "smooth" });
      trigger?.focus({ preventScroll: true });
    });
  };
  return { tab, setTab, openTab };
}

const PORTAL_TABS_ID = "portal-sections";

export function PortalTabs({
  access,
  query,
  tab,
  onTabChange,
}: {
  access: PortalAccess;
  query: UseQueryResult<PortalProjectView>;
  tab: PortalTab;
  onTabChange: (tab: PortalTab) => void;
}) {
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
    <>
      {/* Proposals out for signature come first: they are what the client is asked to act on. */}
      <ProposalsPanel access={access} timeZone={timeZone} />
      <div id={PORTAL_TABS_ID} className="container-page scroll-mt-20 pt-4 pb-20 md:pt-8 md:pb-28">
        <Tabs
          label="Project sections"
          value={tab}
          // A tab chosen in the row (a tap, or an arrow key moving along it) is shown in a
          // transition: React renders the new tab in slices, yielding to the browser between them,
          // instead of holding a phone's main thread for the whole switch (issue 29: the
          // Selections tab of 300 pieces; the old tab stays until the new one is ready, a moment
          // later). Not `openTab` (the page's own links to a tab): its focus step needs the new
          // tab on the page at once.
          onValueChange={(v) => startTransition(() => onTabChange(v as PortalTab))}
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
              // Issue 29: the pieces proposed for each room, to approve, decline or change.
              value: "selections",
              label: "Selections",
              content: <SelectionsTab access={access} timeZone={timeZone} />,
            },
            {
              value: "upload",
              label: "Upload Files",
              content: <UploadFiles access={access} uploads={view?.uploads ?? []} timeZone={timeZone} />,
            },
          ]}
        />
      </div>
    </>
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
