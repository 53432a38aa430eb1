/** The user list of the admin dashboard (client picker). */
import { asc, eq } from "drizzle-orm";
import type { AdminUser } from "../../src/shared/clients";
import { users } from "../db/schema";
import type { Db } from "../types";

export async function listUsers(db: Db, role?: "admin" | "client"): Promise<AdminUser[]> {
  const query = db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      createdAt: users.createdAt,
      lastSignInAt: users.lastSignInAt,
    })
    .from(users);
  return (role ? query.where(eq(users.role, role)) : query).orderBy(asc(users.email)).all();
}
