/**
 * /portal for a signed-in client (SPEC section 2): their projects as cards when there are several
 * (the most recent chosen first), the chosen project's header and tabs, or 'No Project Assigned'.
 */
import { useQuery } from "@tanstack/react-query";
import { usePageTitle } from "../../lib/use-page-title";
import { useAuth } from "../auth/auth-query";
import { clientProjectsQuery, type PortalAccess, portalViewQuery } from "./portal-api";
import { NoProjectAssigned, PortalLoadError, PortalLoading } from "./portal-states";
import { PortalHeader, PortalTabs, ProjectPicker } from "./portal-view";
import { usePortalHead } from "./use-portal-head";

export function ClientPortalPage({
  selectedId,
  onSelect,
}: {
  /** From the address (?project=), so a reload or a shared tab keeps the choice. */
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  usePortalHead();
  const { user } = useAuth();
  const projects = useQuery(clientProjectsQuery);
  const list = projects.data ?? [];
  const selected = list.find((p) => p.id === selectedId) ?? list[0];
  usePageTitle(selected?.clientProjectName ?? "Client Portal");

  if (projects.isPending) return <PortalLoading />;
  if (projects.isError) return <PortalLoadError onRetry={() => void projects.refetch()} />;
  if (!selected) return <NoProjectAssigned firstName={user?.firstName ?? null} email={user?.email ?? null} />;
  return (
    <>
      <PortalHeader name={selected.clientProjectName} welcomeName={user?.firstName ?? null}>
        {list.length > 1 ? (
          <ProjectPicker projects={list} selectedId={selected.id} onSelect={onSelect} />
        ) : null}
      </PortalHeader>
      <ClientProject key={selected.id} access={{ mode: "client", projectId: selected.id }} />
    </>
  );
}

function ClientProject({ access }: { access: PortalAccess }) {
  const query = useQuery(portalViewQuery(access));
  return <PortalTabs access={access} query={query} />;
}
