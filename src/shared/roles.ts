/** The signed-in roles (SPEC section 2). */
export const ROLES = ["admin", "client"] as const;
export type Role = (typeof ROLES)[number];
