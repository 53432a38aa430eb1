/**
 * The admin side of inquiries (SPEC sections 2, 4, 5 and 8): statuses, the status-change schema,
 * the list shape and messages. The inquiry's own fields and option lists are in ./inquiry.ts.
 */
import { z } from "zod";
import type { InquiryInput } from "./inquiry";

export const INQUIRY_STATUSES = [
  { value: "new", label: "New" },
  { value: "contacted", label: "Contacted" },
  { value: "converted", label: "Converted" },
  { value: "archived", label: "Archived" },
] as const;

export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]["value"];

export const INQUIRY_STATUS_VALUES = INQUIRY_STATUSES.map((s) => s.value) as [
  InquiryStatus,
  ...InquiryStatus[],
];

export function inquiryStatusLabel(status: string): string {
  return INQUIRY_STATUSES.find((s) => s.value === status)?.label ?? status;
}

export const INQUIRY_ADMIN_MESSAGES = {
  status: "Please choose a status: new, contacted, converted or archived.",
  confirmDelete: "Are you sure you want to delete this inquiry? This action cannot be undone.",
  deleted: "Inquiry deleted",
  deleteFailed: "Failed to delete inquiry",
  statusUpdated: "Status updated",
  statusFailed: "Failed to update status",
  fetchFailed: "Failed to fetch inquiries",
  converted: "Project created from inquiry",
  convertFailed: "Failed to create project",
  alreadyConverted: "This inquiry has already been converted to a project.",
} as const;

/** PUT /api/admin/inquiries/:id (any status to any status, SPEC section 4). */
export const inquiryStatusSchema = z.object({
  status: z.enum(INQUIRY_STATUS_VALUES, { error: INQUIRY_ADMIN_MESSAGES.status }),
});

export const inquiryStatusFilterSchema = z.object({
  status: z.enum(INQUIRY_STATUS_VALUES, { error: INQUIRY_ADMIN_MESSAGES.status }).optional(),
});

/**
 * GET /api/admin/inquiries: the fields of the public form's schema (./inquiry.ts), stored as sent
 * (the option values as plain strings), and the studio's own.
 */
export type AdminInquiry = { [K in keyof InquiryInput]: string } & {
  id: number;
  status: InquiryStatus;
  convertedProjectId: number | null;
  createdAt: string;
  updatedAt: string;
};

/** POST /api/admin/inquiries/:id/convert */
export type ConvertInquiryResult = {
  inquiry: AdminInquiry;
  project: { id: number; title: string; clientProjectName: string };
};

/** The project name a converted inquiry gets: "<First> <Last> Residence". */
export function residenceName(firstName: string, lastName: string): string {
  return `${`${firstName.trim()} ${lastName.trim()}`.trim()} Residence`;
}

/** Project category from the inquiry's project type, where one follows from it. */
export function categoryForProjectType(projectType: string): string | null {
  return projectType === "full-service" ? "Full Home" : null;
}
