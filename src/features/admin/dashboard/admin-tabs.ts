/** The dashboard's tabs: SPEC's six first, then the extra ones; the value is kept in the URL. */
export const ADMIN_TABS = [
  { value: "projects", label: "Projects" },
  { value: "documents", label: "Documents" },
  { value: "clients", label: "Client Assignment" },
  { value: "meetings", label: "Meetings" },
  { value: "inquiries", label: "Inquiries" },
  { value: "upload", label: "Upload Document" },
  { value: "products", label: "Products" },
  { value: "orders", label: "Orders" },
  { value: "activity", label: "Activity" },
  { value: "setup", label: "Setup" },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["value"];

export const DEFAULT_ADMIN_TAB: AdminTab = "projects";

export function isAdminTab(value: unknown): value is AdminTab {
  return typeof value === "string" && ADMIN_TABS.some((t) => t.value === value);
}
