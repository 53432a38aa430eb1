import { Link } from "@tanstack/react-router";
import { Button } from "../../components/ui/button";
import { usePageTitle } from "../../lib/use-page-title";
import { signInErrorMessage } from "../../shared/auth";
import { TITLE_SIGN_IN } from "../../shared/pages";
import { useSiteInfo } from "../site/use-site-info";
import { DevLoginForm } from "./dev-login-form";

/** The address that starts the provider flow (a full-page navigation, SPEC section 2). */
export function signInHref(provider?: string, returnTo?: string): string {
  const params = new URLSearchParams();
  if (provider) params.set("provider", provider);
  if (returnTo) params.set("returnTo", returnTo);
  const query = params.toString();
  return query ? `/api/login?${query}` : "/api/login";
}

/**
 * /login: one 'Sign In' button (one per provider when several are configured), the reason a
 * previous attempt failed, and, on a developer's machine, the local sign-in form.
 */
export function LoginPage({
  returnTo,
  error,
  invited,
}: {
  returnTo?: string;
  error?: string;
  invited?: boolean;
}) {
  usePageTitle(TITLE_SIGN_IN);
  const { data: site } = useSiteInfo();
  const providers = site?.features.signInProviders ?? [];
  const message = signInErrorMessage(error);

  return (
    <section aria-labelledby="login-title" className="section">
      <div className="container-page">
        <div className="mx-auto max-w-[30rem]">
          <p className="eyebrow">Clients and studio</p>
          <h1 id="login-title" className="mt-4 text-4xl md:text-5xl">
            Sign In
          </h1>
          <p className="mt-5 leading-relaxed text-[var(--color-muted)]">
            Sign in to see your project and its documents, or to manage the studio. We use your existing
            account with our sign-in provider: there is no separate password to remember.
          </p>

          {invited ? (
            // From an invitation e-mail: the project appears for the address it was sent to (named in
            // the e-mail, never in the link).
            <p className="mt-8 border-l-2 border-[var(--color-accent)] bg-[var(--color-surface)] px-4 py-3 text-sm leading-relaxed">
              You were invited by e-mail. Sign in with the address the invitation was sent to and your project
              opens.
            </p>
          ) : null}

          {message ? (
            <div
              role="alert"
              className="mt-8 border-l-2 border-[var(--color-danger)] bg-[color-mix(in_srgb,var(--color-danger)_6%,transparent)] px-4 py-3 text-sm text-[var(--color-ink)]"
            >
              {message}
            </div>
          ) : null}

          <div className="mt-8 grid gap-3">
            {providers.length > 1 ? (
              providers.map((p) => (
                <Button
                  key={p.id}
                  size="lg"
                  className="w-full"
                  onClick={() => window.location.assign(signInHref(p.id, returnTo))}
                >
                  Sign in with {p.name}
                </Button>
              ))
            ) : (
              <Button
                size="lg"
                className="w-full"
                onClick={() => window.location.assign(signInHref(undefined, returnTo))}
              >
                Sign In
              </Button>
            )}
          </div>

          <p className="mt-8 border-t border-[var(--color-line)] pt-6 text-sm leading-relaxed text-[var(--color-muted)]">
            Have a private link from us? Open it directly: no account is needed.{" "}
            <Link to="/client-portal" className="link-underline text-[var(--color-ink)]">
              About the client portal
            </Link>
          </p>

          {site?.features.devLogin ? <DevLoginForm returnTo={returnTo} /> : null}
        </div>
      </div>
    </section>
  );
}
