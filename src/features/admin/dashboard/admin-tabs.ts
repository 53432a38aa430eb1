import { ADMIN_TAB_VALUES, type AdminTab } from "../../../shared/app-links";

export type { AdminTab } from "../../../shared/app-links";

const LABELS: Record<AdminTab, string> = {
  today: "Today",
  projects: "Projects",
  documents: "Documents",
  clients: "Client Assignment",
  meetings: "Meetings",
  inquiries: "Inquiries",
  upload: "Upload Document",
  selections: "Selections",
  products: "Products",
  orders: "Orders",
  activity: "Activity",
  setup: "Setup",
};

/**
 * The dashboard's tabs: Today (issue 28, the home), SPEC's six, then the extra ones; the value is kept in the URL
 * (`?tab=`, src/shared/app-links.ts, which e-mailed links are written with too).
 */
export const ADMIN_TABS = ADMIN_TAB_VALUES.map((value) => ({ value, label: LABELS[value] }));

/** The tabs that work on one project (the project picker's choice is kept in `?projectId=`). */
export const PROJECT_TABS: readonly AdminTab[] = ["documents", "clients", "meetings", "upload", "selections"];
