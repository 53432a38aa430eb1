import { Link } from "@tanstack/react-router";
import { buttonClass } from "../../components/ui/button";
import { usePageTitle } from "../../lib/use-page-title";
import { TITLE_PAGE_NOT_FOUND } from "../../shared/pages";

export function NotFoundPage() {
  usePageTitle(TITLE_PAGE_NOT_FOUND);
  return (
    <div className="container-page flex min-h-[70dvh] flex-col items-start justify-center gap-6 py-24">
      <p className="eyebrow">404</p>
      <h1 className="text-4xl md:text-6xl">This page could not be found</h1>
      <p className="prose-measure text-[var(--color-muted)]">
        The address may be mistyped, or the page may have moved. Everything we make is a click away from the
        home page.
      </p>
      <Link to="/" className={buttonClass("primary", "lg")}>
        Return Home
      </Link>
    </div>
  );
}
