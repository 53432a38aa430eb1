/**
 * Preview before publishing: the portfolio card and the project page as the public site draws
 * them, from the unsaved form and image list. The gallery, card and text helpers are the public
 * site's own components (src/features/project, src/features/portfolio), so the layout is the same.
 */
import { Badge } from "../../../components/ui/badge";
import { Dialog } from "../../../components/ui/dialog";
import type { PublicProject } from "../../../shared/api-types";
import type { ProjectFormValues } from "../../../shared/project";
import { ProjectCard } from "../../portfolio/project-card";
import { yearAndLocation } from "../../portfolio/year-and-location";
import { ProjectGallery } from "../../project/project-gallery";
import { splitParagraphs } from "../../project/project-page";
import type { ImageItem } from "./image-list";

export function previewProject(
  values: ProjectFormValues,
  items: ImageItem[],
  id: number | null,
): PublicProject {
  const year = Number(values.year);
  return {
    id: id ?? 0,
    portfolioTitle: values.portfolioTitle.trim() || "Untitled project",
    category: values.category || "Category",
    description: values.description,
    year: Number.isInteger(year) && values.year.trim() !== "" ? year : null,
    location: values.location.trim() || null,
    published: true,
    sortOrder: null,
    featured: values.featured,
    images: items.map((item, index) => ({
      // Unsaved images have no id yet; negative ids keep React keys unique.
      id: item.serverId ?? -(index + 1),
      imagePath: item.previewUrl,
      altText: item.altText || null,
      caption: item.caption || null,
      isHero: item.isHero,
      sortOrder: index,
      width: item.width,
      height: item.height,
      layout: item.layout,
      // Local files have only their preview URL; stored images keep their sizes.
      variants: item.file ? [] : item.variants,
    })),
  };
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="border-t border-[var(--color-line)] pt-4">
      <dt className="eyebrow">{label}</dt>
      <dd className="mt-2 font-serif text-xl">{value}</dd>
    </div>
  );
}

/** The project page's content, laid out like /projects/{id}. */
function PagePreview({ project }: { project: PublicProject }) {
  const meta = yearAndLocation(project);
  const count = project.images.length;
  return (
    <article data-testid="preview-page">
      <header className="grid gap-8 lg:grid-cols-12 lg:gap-10">
        <div className="lg:col-span-5">
          <Badge>{project.category}</Badge>
          <h2 className="mt-5 text-[2.5rem] leading-[1.04] tracking-[-0.03em] text-balance md:text-5xl">
            {project.portfolioTitle}
          </h2>
          {meta ? <p className="mt-5 text-sm tracking-[0.04em] text-[var(--color-muted)]">{meta}</p> : null}
        </div>
        <div className="grid gap-5 text-[1.05rem] leading-[1.75] text-[var(--color-ink)]/85 lg:col-span-6 lg:col-start-7 lg:pt-12">
          {splitParagraphs(project.description).map((p, i) => (
            <p key={i} className="prose-measure">
              {p}
            </p>
          ))}
        </div>
      </header>
      <div className="mt-14">
        {count > 0 ? (
          <ProjectGallery images={project.images} title={project.portfolioTitle} />
        ) : (
          <p className="border-y border-[var(--color-line)] py-16 text-center text-[var(--color-muted)]">
            Photographs of this project are coming soon.
          </p>
        )}
      </div>
      <dl className="mt-16 grid grid-cols-2 gap-x-6 gap-y-8 md:grid-cols-4 md:gap-x-10">
        <Fact label="Category" value={project.category} />
        <Fact label="Year" value={project.year !== null ? String(project.year) : "—"} />
        <Fact label="Location" value={project.location ?? "—"} />
        <Fact label="Photographs" value={`${count} ${count === 1 ? "photo" : "photos"}`} />
      </dl>
    </article>
  );
}

export function ProjectPreviewDialog({
  open,
  onOpenChange,
  project,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project: PublicProject;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title="Preview"
      description="How this project will look on the public site once it is published."
    >
      <div className="grid gap-12">
        <section aria-labelledby="preview-card-heading" className="grid gap-4">
          <h3 id="preview-card-heading" className="eyebrow">
            Portfolio card
          </h3>
          {/* The card is a link on the public site; here it only shows. */}
          <div className="pointer-events-none w-full max-w-[20rem]" inert data-testid="preview-card">
            <ProjectCard project={project} />
          </div>
        </section>
        <section
          aria-labelledby="preview-page-heading"
          className="grid gap-6 border-t border-[var(--color-line)] pt-10"
        >
          <h3 id="preview-page-heading" className="eyebrow">
            Project page
          </h3>
          <PagePreview project={project} />
        </section>
      </div>
    </Dialog>
  );
}
