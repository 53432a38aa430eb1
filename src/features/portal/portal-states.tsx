/** The portal's non-project screens: loading, 'Link not valid.', 'No Project Assigned'. */
import type { ReactNode } from "react";
import { Button, buttonClass } from "../../components/ui/button";
import { PageSkeleton } from "../layout/page-skeleton";
import { useSiteInfo } from "../site/use-site-info";
import { clearPortalMode } from "./portal-mode";

/** mailto: with the subject 'Re: <project name>' (SPEC section 2; default 'Project'). */
export function emailUsHref(email: string, projectName: string | null | undefined): string {
  const subject = `Re: ${projectName?.trim() || "Project"}`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** Logout is a full-page navigation (SPEC section 2); token-portal mode ends with it. */
export function logOut() {
  clearPortalMode();
  window.location.assign("/api/logout");
}

function Panel({ children, eyebrow }: { children: ReactNode; eyebrow: string }) {
  return (
    <div className="container-page py-16 md:py-28">
      <div className="mx-auto max-w-xl rounded-[var(--radius-md)] border border-[var(--color-line)] bg-[var(--color-surface)] px-6 py-10 text-center md:px-12 md:py-14">
        <p className="eyebrow">{eyebrow}</p>
        {children}
      </div>
    </div>
  );
}

/** The page's skeleton, as the Worker sent it before the app's JavaScript (issue 28). */
export function PortalLoading({ label = "Loading your project" }: { label?: string }) {
  return <PageSkeleton label={`${label}...`} />;
}

/** SPEC section 8: a missing, wrong, revoked or expired link, and any fetch error. */
export function LinkNotValid() {
  const { data: site } = useSiteInfo();
  const email = site?.studio.email;
  return (
    <Panel eyebrow="Client Portal">
      <h1 className="mt-4 text-3xl md:text-4xl">Link not valid.</h1>
      <p className="mt-4 leading-relaxed text-[var(--color-muted)]">
        This link is missing or has expired. Please email{" "}
        {email ? (
          <a href={`mailto:${email}`} className="link-underline whitespace-nowrap text-[var(--color-ink)]">
            {email}
          </a>
        ) : (
          "the studio"
        )}{" "}
        and we'll resend your private access link.
      </p>
      {email ? (
        <a href={emailUsHref(email, null)} className={buttonClass("primary", "lg", "mt-8 w-full sm:w-auto")}>
          Email Us
        </a>
      ) : null}
    </Panel>
  );
}

/**
 * SPEC section 2: a signed-in client with no project. The debug block helps the studio help
 * them and shows nothing secret (a link token would be cut to its first 20 characters).
 */
export function NoProjectAssigned({
  firstName,
  email,
  tokenPreview,
}: {
  firstName: string | null;
  email: string | null;
  tokenPreview?: string | null;
}) {
  return (
    <Panel eyebrow="Client Portal">
      <h1 className="mt-4 text-3xl md:text-4xl">No Project Assigned</h1>
      <p className="mt-4 leading-relaxed text-[var(--color-muted)]">
        You don't have any projects assigned yet. Please contact your designer.
      </p>
      <div className="mx-auto mt-8 max-w-sm rounded-[var(--radius-sm)] bg-[var(--color-subtle)] px-4 py-3 text-left">
        <p className="eyebrow mb-2 text-[0.65rem]">Debug info</p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 font-mono text-xs text-[var(--color-muted)]">
          <dt>Signed in as</dt>
          <dd className="break-all">{firstName?.trim() || "Client"}</dd>
          {email ? (
            <>
              <dt>Account</dt>
              <dd className="break-all">{email}</dd>
            </>
          ) : null}
          <dt>Access</dt>
          <dd>{tokenPreview ? "Private link" : "Signed in"}</dd>
          <dt>Link</dt>
          <dd className="break-all">{tokenPreview ? `${tokenPreview.slice(0, 20)}…` : "none"}</dd>
          <dt>Projects</dt>
          <dd>0</dd>
        </dl>
      </div>
      <Button variant="outline" className="mt-8" onClick={logOut}>
        Log Out
      </Button>
    </Panel>
  );
}

export function PortalLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Panel eyebrow="Client Portal">
      <h1 className="mt-4 text-3xl md:text-4xl">We could not load your project</h1>
      <p className="mt-4 leading-relaxed text-[var(--color-muted)]">
        Please check your connection and try again. If this keeps happening, email us and we will help.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Try again</Button>
        <Button variant="outline" onClick={logOut}>
          Log Out
        </Button>
      </div>
    </Panel>
  );
}
