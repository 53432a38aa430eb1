/** 'Designer Admin Dashboard' (SPEC section 2): Create Project and the tabs, the tab in the URL. */
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "../../../components/ui/button";
import { Tabs } from "../../../components/ui/tabs";
import { usePrivateStyles } from "../../../lib/private-styles";
import { TITLE_ADMIN_DASHBOARD } from "../../../shared/pages";
import { ActivityTab } from "../audit/activity-tab";
import { ClientAssignmentTab } from "../clients/client-assignment-tab";
import { DocumentsTab } from "../documents/documents-tab";
import { DocumentsTabLabel } from "../documents/documents-tab-label";
import { UploadDocumentTab } from "../documents/upload-document-tab";
import { InquiriesTab } from "../inquiries/inquiries-tab";
import { InquiriesTabLabel } from "../inquiries/inquiries-tab-label";
import { MeetingsTab } from "../meetings/meetings-tab";
import { useProjectDialog } from "../projects/project-dialog";
import { ProjectsTab } from "../projects/projects-tab";
import { SelectionsTab } from "../selections/selections-tab";
import { SelectionsTabLabel } from "../selections/selections-tab-label";
import { SetupTab } from "../setup/setup-tab";
import { OrdersTab } from "../shop/orders-tab";
import { ProductsTab } from "../shop/products-tab";
import { TodayTab } from "../today/today-tab";
import { AdminShell } from "./admin-shell";
import { ADMIN_TABS, type AdminTab } from "./admin-tabs";

export function DashboardPage({ tab, onTabChange }: { tab: AdminTab; onTabChange: (tab: AdminTab) => void }) {
  usePrivateStyles();
  const { openDialog, element } = useProjectDialog();
  const tabsRef = useRef<HTMLDivElement>(null);
  // On a phone the tab row scrolls: bring the open tab into view (e.g. after a reload on ?tab=).
  useEffect(() => {
    const active = tabsRef.current?.querySelector<HTMLElement>(`[role="tab"][aria-selected="true"]`);
    const list = active?.parentElement;
    if (!active || !list || list.scrollWidth <= list.clientWidth) return;
    const offset = active.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - (list.clientWidth - active.offsetWidth) / 2;
  }, [tab]);
  const content: Record<AdminTab, ReactNode> = {
    today: <TodayTab />,
    projects: <ProjectsTab onEdit={openDialog} onCreate={() => openDialog()} />,
    documents: <DocumentsTab />,
    clients: <ClientAssignmentTab />,
    meetings: <MeetingsTab />,
    inquiries: <InquiriesTab />,
    upload: <UploadDocumentTab />,
    selections: <SelectionsTab />,
    products: <ProductsTab />,
    orders: <OrdersTab />,
    activity: <ActivityTab />,
    setup: <SetupTab />,
  };
  return (
    <AdminShell title={TITLE_ADMIN_DASHBOARD}>
      {/* A compact title row (issue 28): the page's name and its one action on one line, also on a phone. */}
      <div className="container-page py-3 md:py-5">
        <div className="flex items-center justify-between gap-x-3 gap-y-2">
          <h1 className="min-w-0 text-[0.9375rem] leading-tight md:text-lg">Designer Admin Dashboard</h1>
          <Button size="sm" className="shrink-0" onClick={() => openDialog()}>
            <svg aria-hidden="true" width="12" height="12" viewBox="0 0 14 14">
              <path d="M7 2v10M2 7h10" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            Create Project
          </Button>
        </div>
        <div className="mt-3 md:mt-4" ref={tabsRef}>
          <Tabs
            variant="compact"
            label="Dashboard sections"
            value={tab}
            onValueChange={(v) => {
              const next = ADMIN_TABS.find((t) => t.value === v);
              if (next) onTabChange(next.value);
            }}
            tabs={ADMIN_TABS.map((t) => ({
              value: t.value,
              label:
                t.value === "inquiries" ? (
                  <InquiriesTabLabel label={t.label} />
                ) : t.value === "documents" ? (
                  <DocumentsTabLabel label={t.label} />
                ) : t.value === "selections" ? (
                  <SelectionsTabLabel label={t.label} />
                ) : (
                  t.label
                ),
              content: content[t.value],
            }))}
          />
        </div>
      </div>
      {element}
    </AdminShell>
  );
}
