import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { AdminLink } from "../../../shared/activity-labels";

/**
 * A link to where an outbox kind or an audit entry is handled (src/shared/activity-labels.ts), or
 * its words alone when there is no such place (`link` null): a deleted thing, a studio notice.
 */
export function AdminLinkTo({
  link,
  className = "",
  children,
}: {
  link: AdminLink | null;
  className?: string;
  children: ReactNode;
}) {
  const linked = `${className} underline decoration-[var(--color-line)] underline-offset-4 transition-colors hover:decoration-[var(--color-accent)]`;
  if (!link) return <span className={className}>{children}</span>;
  if (link.to === "/admin/projects")
    return (
      <Link to="/admin/projects" search={link.search} className={linked}>
        {children}
      </Link>
    );
  if (link.to === "/upload")
    return (
      <Link to="/upload" className={linked}>
        {children}
      </Link>
    );
  return (
    <Link to="/admin" search={link.search} className={linked}>
      {children}
    </Link>
  );
}
