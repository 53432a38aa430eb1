import { Link } from "@tanstack/react-router";
import { Button, buttonClass } from "../../components/ui/button";
import { useAuth } from "../auth/auth-query";
import { clearPortalMode, usePortalMode } from "../portal/portal-mode";
import { InternalLink } from "./internal-link";

/** Logout is a full-page navigation (SPEC section 2); portal mode ends with the session. */
export function logout() {
  clearPortalMode();
  window.location.assign("/api/logout");
}

/**
 * The right side of the navigation by state (SPEC section 2), in the spec's order of precedence:
 * token-portal mode, loading, signed in, signed out. `layout="sheet"` stacks the buttons full
 * width for the phone menu.
 */
export function NavAccount({
  layout = "bar",
  onNavigate,
}: {
  layout?: "bar" | "sheet";
  /** Called when one of the links is chosen (the phone menu closes). */
  onNavigate?: () => void;
}) {
  const portal = usePortalMode();
  const { user, isLoading } = useAuth();
  const sheet = layout === "sheet";
  const size = sheet ? "lg" : "sm";
  const wrap = sheet ? "flex flex-col gap-3 [&>*]:w-full" : "flex items-center gap-2";

  if (portal) {
    return (
      <div className={wrap} data-nav-state="portal">
        <InternalLink href={portal.url} className={buttonClass("primary", size)} onClick={onNavigate}>
          My Project
        </InternalLink>
      </div>
    );
  }

  if (isLoading) {
    return (
      <div className={wrap} data-nav-state="loading">
        <Button variant="outline" size={size} disabled>
          Loading
        </Button>
      </div>
    );
  }

  if (user) {
    const name = user.firstName?.trim() || "User";
    return (
      <div className={wrap} data-nav-state="signed-in">
        <span
          className={`truncate text-sm text-[var(--color-muted)] ${sheet ? "py-1 text-center" : "max-w-[11rem] pr-1"}`}
        >
          Welcome, {name}
        </span>
        {user.role === "admin" ? (
          <Link to="/admin" className={buttonClass("outline", size)} onClick={onNavigate}>
            Admin
          </Link>
        ) : null}
        {user.role === "client" ? (
          <Link to="/portal" className={buttonClass("outline", size)} onClick={onNavigate}>
            Client Portal
          </Link>
        ) : null}
        <Button variant={sheet ? "outline" : "ghost"} size={size} onClick={logout}>
          Logout
        </Button>
      </div>
    );
  }

  return (
    <div className={wrap} data-nav-state="signed-out">
      <Link to="/client-portal" className={buttonClass("outline", size)} onClick={onNavigate}>
        Client Portal
      </Link>
      <Link to="/services" className={buttonClass("primary", size)} onClick={onNavigate}>
        Work With Us
      </Link>
    </div>
  );
}
