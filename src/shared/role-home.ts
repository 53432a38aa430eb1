import type { Role } from "./roles";

/** Where each role lands after signing in (SPEC section 2). */
export function homeForRole(role: Role | null | undefined): string {
  if (role === "admin") return "/admin";
  if (role === "client") return "/portal";
  return "/";
}
