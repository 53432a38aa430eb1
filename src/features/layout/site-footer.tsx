import { Link } from "@tanstack/react-router";
import { useSiteInfo } from "../site/use-site-info";

export const TAGLINE = "thoughtful design, layered for living";

/** Minimal footer; the public-site issue completes it. */
export function SiteFooter() {
  const { data: site } = useSiteInfo();
  return (
    <footer className="border-t border-[var(--color-line)] py-12 text-sm text-[var(--color-muted)]">
      <div className="container-page flex flex-col gap-2">
        <p className="font-serif text-lg text-[var(--color-ink)]">
          {site?.studio.name ?? "Layered Interiors"}
        </p>
        <p>{TAGLINE}</p>
        <p>
          © 2024 {site?.studio.name ?? "Layered Interiors"} · <Link to="/privacy">Privacy Policy</Link> ·{" "}
          <Link to="/terms">Terms of Service</Link>
        </p>
      </div>
    </footer>
  );
}
