import { z } from "zod";

export const ROLES = ["admin", "client"] as const;
export type Role = (typeof ROLES)[number];

/** What GET /api/auth/user returns. */
export type AuthUser = {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  profileImageUrl: string | null;
};

export const devLoginSchema = z.object({
  email: z.email({ message: "Please enter a valid email address" }).max(254),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
});
export type DevLoginInput = z.infer<typeof devLoginSchema>;

/** Where each role lands after signing in (SPEC section 2). */
export function homeForRole(role: Role | null | undefined): string {
  if (role === "admin") return "/admin";
  if (role === "client") return "/portal";
  return "/";
}

/** Only same-site relative paths are accepted as a return address (no open redirects). */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if (value.startsWith("/api/")) return null;
  return value.slice(0, 500);
}
