/**
 * Preview before publishing: the portfolio card and the project page as the public site draws
 * them, from the unsaved form and image list: the public site's own card and project body
 * (src/features/portfolio/project-card.tsx, src/features/project/project-body.tsx), so the two
 * cannot drift apart.
 */
import { Dialog } from "../../../components/ui/dialog";
import type { PublicProject } from "../../../shared/api-types";
import type { ProjectFormValues } from "../../../shared/project";
import { ProjectCard } from "../../portfolio/project-card";
import { ProjectBody } from "../../project/project-body";
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
          {/* The public page's own body, from the unsaved draft. */}
          <div data-testid="preview-page">
            <ProjectBody project={project} titleAs="h2" />
          </div>
        </section>
      </div>
    </Dialog>
  );
}
