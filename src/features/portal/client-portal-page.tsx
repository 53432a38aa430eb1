/**
 * /portal for a signed-in client (SPEC section 2): their projects as cards when there are several
 * (the most recent chosen first), the chosen project's header and tabs, or 'No Project Assigned'.
 */
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { usePrivateStyles } from "../../lib/private-styles";
import { usePageTitle } from "../../lib/use-page-title";
import { TITLE_CLIENT_PORTAL } from "../../shared/pages";
import { useAuth } from "../auth/auth-query";
import { clientProjectsQuery, type PortalAccess, portalViewQuery } from "./portal-api";
import { NoProjectAssigned, PortalLoadError, PortalLoading } from "./portal-states";
import { PortalProject, ProjectPicker } from "./portal-view";
import { usePortalHead } from "./use-portal-head";

export function ClientPortalPage({
  selectedId,
  onSelect,
}: {
  /** From the address (?project=), so a reload or a shared tab keeps the choice. */
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  usePrivateStyles();
  usePortalHead();
  const { user } = useAuth();
  const projects = useQuery(clientProjectsQuery);
  const list = projects.data ?? [];
  const selected = list.find((p) => p.id === selectedId) ?? list[0];
  usePageTitle(selected?.clientProjectName ?? TITLE_CLIENT_PORTAL);

  if (projects.isPending) return <PortalLoading />;
  if (projects.isError) return <PortalLoadError onRetry={() => void projects.refetch()} />;
  if (!selected) return <NoProjectAssigned firstName={user?.firstName ?? null} email={user?.email ?? null} />;
  return (
    <ClientProject
      key={selected.id}
      access={{ mode: "client", projectId: selected.id }}
      name={selected.clientProjectName}
      welcomeName={user?.firstName ?? null}
      picker={
        list.length > 1 ? (
          <ProjectPicker projects={list} selectedId={selected.id} onSelect={onSelect} />
        ) : null
      }
    />
  );
}

/** One assigned project: a short wait while its view loads, so it opens on its photo at once. */
function ClientProject({
  access,
  ...header
}: {
  access: PortalAccess;
  name: string;
  welcomeName: string | null;
  picker: ReactNode;
}) {
  const query = useQuery(portalViewQuery(access));
  if (query.isPending) return <PortalLoading />;
  return <PortalProject access={access} query={query} {...header} />;
}
