import { createFileRoute } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { PROJECT_TABS } from "../../features/admin/dashboard/admin-tabs";
import { DashboardPage } from "../../features/admin/dashboard/dashboard-page";
import { rememberedProject, rememberProject } from "../../features/admin/shared/selected-project";
import { DEFAULT_ADMIN_TAB, parseAdminSearch } from "../../shared/app-links";

/**
 * The dashboard's view lives in the URL (src/shared/app-links.ts): the tab, the project of the
 * operation tabs, and on Documents the document whose pins are open (on one of them) or a proposal
 * request. So a reload, a shared or e-mailed link, and back / forward all open the same view.
 */
export const Route = createFileRoute("/admin/")({
  validateSearch: parseAdminSearch,
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const tab = search.tab ?? DEFAULT_ADMIN_TAB;
  // A project the address names (a link, back / forward) is the one to come back to.
  useEffect(() => {
    if (search.projectId !== undefined) rememberProject(search.projectId);
  }, [search.projectId]);
  // Opened on a project tab without a project (an old bookmark, a reload of one): the project last
  // chosen in this browser tab, written into the address. Only on arrival, so that back to a view
  // without a project stays without one.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    const fallback =
      search.projectId === undefined && PROJECT_TABS.includes(tab) ? rememberedProject() : null;
    if (fallback !== null)
      void navigate({
        search: (prev) => ({ ...prev, projectId: fallback }),
        replace: true,
        resetScroll: false,
      });
  }, [search.projectId, tab, navigate]);
  return (
    <DashboardPage
      tab={tab}
      // A new history entry per tab, so back returns to the previous tab. The project stays (or the
      // one last chosen, after the header's Dashboard link); what was open on the Documents tab does
      // not. resetScroll: false, so a tab change leaves the page where it is, and the router's scroll
      // restoration does not put the tab row back where it was (undoing the scroll that brings the
      // chosen tab into view on a phone).
      onTabChange={(next) =>
        navigate({
          search: (prev) => ({
            tab: next,
            projectId:
              prev.projectId ??
              (PROJECT_TABS.includes(next) ? (rememberedProject() ?? undefined) : undefined),
          }),
          resetScroll: false,
        })
      }
    />
  );
}
