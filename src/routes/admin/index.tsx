import { createFileRoute } from "@tanstack/react-router";
import { DashboardPage } from "../../features/admin/dashboard/dashboard-page";
import { type AdminTab, DEFAULT_ADMIN_TAB, isAdminTab } from "../../features/admin/dashboard/admin-tabs";

/** The open tab lives in the URL (?tab=meetings), so a reload or a shared link opens it again. */
export const Route = createFileRoute("/admin/")({
  validateSearch: (search: Record<string, unknown>): { tab?: AdminTab } =>
    isAdminTab(search.tab) ? { tab: search.tab } : {},
  component: Page,
});

function Page() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DashboardPage
      tab={tab ?? DEFAULT_ADMIN_TAB}
      // resetScroll: false, so a tab change leaves the page where it is, and the router's scroll
      // restoration does not put the tab row back where it was (undoing the scroll that brings
      // the chosen tab into view on a phone).
      onTabChange={(next) => navigate({ search: { tab: next }, replace: true, resetScroll: false })}
    />
  );
}
