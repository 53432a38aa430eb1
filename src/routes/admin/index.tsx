import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";
import { PROJECT_TABS } from "../../features/admin/dashboard/admin-tabs";
import { DashboardPage } from "../../features/admin/dashboard/dashboard-page";
import { rememberedProject } from "../../features/admin/shared/selected-project";
import { DEFAULT_ADMIN_TAB, parseAdminSearch } from "../../shared/app-links";

/**
 * The dashboard's view lives in the URL (src/shared/app-links.ts): the tab, the project of the
 * operation tabs, and on Documents the document whose comments are open (on a pin) or a proposal
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
  // A project tab opened without a project (the header's Dashboard link, an old bookmark) opens
  // on the project last chosen in this tab of the browser, written into the address.
  const fallback = search.projectId === undefined && PROJECT_TABS.includes(tab) ? rememberedProject() : null;
  useEffect(() => {
    if (fallback !== null)
      void navigate({
        search: (prev) => ({ ...prev, projectId: fallback }),
        replace: true,
        resetScroll: false,
      });
  }, [fallback, navigate]);
  return (
    <DashboardPage
      tab={tab}
      // A new history entry per tab, so back returns to the previous tab. The project stays; what
      // was open on the Documents tab does not. resetScroll: false, so a tab change leaves the page
      // where it is, and the router's scroll restoration does not put the tab row back where it was
      // (undoing the scroll that brings the chosen tab into view on a phone).
      onTabChange={(next) =>
        navigate({
          search: (prev) => ({ tab: next, projectId: prev.projectId }),
          resetScroll: false,
        })
      }
    />
  );
}
