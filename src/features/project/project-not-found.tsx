import { Link } from "@tanstack/react-router";
import { buttonClass } from "../../components/ui/button";
import { usePageTitle } from "../../lib/use-page-title";
import { TITLE_PROJECT_NOT_FOUND } from "../../shared/pages";
import { ArrowLeftIcon } from "../layout/icons";

/** An unknown or unpublished project (the Worker answers its address with 404 and this screen). */
export function ProjectNotFound() {
  usePageTitle(TITLE_PROJECT_NOT_FOUND);
  return (
    <div className="container-page flex min-h-[60dvh] flex-col items-start justify-center gap-6 py-24">
      <p className="eyebrow">Portfolio</p>
      <h1 className="text-4xl tracking-[-0.025em] md:text-6xl">Project Not Found</h1>
      <p className="prose-measure text-[var(--color-muted)]">
        The project you're looking for doesn't exist or may have been removed.
      </p>
      <Link to="/portfolio" className={buttonClass("primary", "lg")}>
        <ArrowLeftIcon size={16} />
        Back to Portfolio
      </Link>
    </div>
  );
}
