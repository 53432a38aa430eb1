/**
 * A public page's head: title, description, canonical, Open Graph and Twitter tags, JSON-LD and the
 * LCP image preload. Pure functions of the page's data, so they are easy to test. Each public
 * route's `head` builds its own from what its loader loaded (src/first-load/route-head.ts), in the Worker's
 * render only: the builders are not in the browser's bundle. The Worker writes the tags into the
 * page's HTML (worker/pages/rewrite-html.ts), and builds the head of the 404 page itself.
 */
import type {
  BrandImage,
  ImageVariant,
  PublicImage,
  PublicProduct,
  PublicProject,
  SiteInfo,
} from "./api-types";
import { PROJECT_HERO_SIZES } from "./gallery-layout";
import {
  ABOUT_IMAGE_SLOT,
  aboutImageSizes,
  cardImageSizes,
  FIRST_HERO_SLOT,
  heroImageSizes,
  PRODUCT_IMAGE_SIZES,
} from "./image-sizes";
// The same srcset builder as the SPA's ResponsiveImage, so a preload names the <img>'s candidates.
import { srcsetOf } from "./image-srcset";
import {
  DEFAULT_TAGLINE,
  type PublicPageKey,
  publicPage,
  TITLE_PAGE_NOT_FOUND,
  TITLE_PROJECT_NOT_FOUND,
} from "./pages";

export type HeadImage = { url: string; width: number | null; height: number | null; alt: string };

export type ImagePreload = { href: string; srcset: string | null; sizes: string };

export type PageHead = {
  status: 200 | 404;
  title: string;
  description: string;
  /** Absolute canonical URL (APP_URL + path). */
  canonical: string;
  ogType: "website" | "article";
  image: HeadImage | null;
  jsonLd: Record<string, unknown>[];
  preload: ImagePreload | null;
  noindex: boolean;
};

export type PageContext = {
  /** APP_URL's origin, without a trailing slash. */
  origin: string;
  site: SiteInfo;
};

/** The painted pages with a fixed head (every public page but a project's). */
export type StaticPage = Exclude<PublicPageKey, "project">;

/** A static page's title and description, from its entry in src/shared/pages.ts. */
function staticHead(page: StaticPage) {
  const { title, description } = publicPage(page);
  if (!description) throw new Error(`The public page "${page}" has no description in src/shared/pages.ts`);
  return { title, description };
}

/** Same rule as the SPA: "{page} | {studio}", or "{studio} | {tagline}" on the home page. */
export function pageTitle(studio: string, page: string | null): string {
  return page ? `${page} | ${studio}` : `${studio} | ${DEFAULT_TAGLINE}`;
}

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString();
}

/** Descriptions for search results: whole words, at most about 160 characters. */
export function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), max * 0.6)).replace(/[\s,;:.-]+$/, "");
  return `${atWord}…`;
}

function sortedVariants(variants: ImageVariant[]): ImageVariant[] {
  return [...variants].sort((a, b) => a.width - b.width);
}

/** A share image: the largest variant up to 1600 px (link previews show about 1200 px). */
function shareImage(
  origin: string,
  image: { imagePath: string; variants: ImageVariant[]; width: number | null; height: number | null },
  alt: string,
): HeadImage {
  const variants = sortedVariants(image.variants);
  const fitting = variants.filter((v) => v.width <= 1600);
  const pick = fitting.at(-1) ?? variants[0];
  const width = pick?.width ?? image.width;
  const height =
    pick && image.width && image.height
      ? Math.round((image.height * pick.width) / image.width)
      : image.height;
  return {
    url: absoluteUrl(origin, pick?.path ?? image.imagePath),
    width: width ?? null,
    height: height ?? null,
    alt,
  };
}

function preloadOf(image: { imagePath: string; variants: ImageVariant[] }, sizes: string): ImagePreload {
  return { href: image.imagePath, srcset: srcsetOf(image.variants), sizes };
}

function firstHero(site: SiteInfo): BrandImage | null {
  return site.assets[FIRST_HERO_SLOT] ?? null;
}

/** The project's card and share image: the one flagged as hero, else the first (SPEC section 2). */
export function projectHeroImage(project: Pick<PublicProject, "images">): PublicImage | null {
  return project.images.find((i) => i.isHero) ?? project.images[0] ?? null;
}

/** Splits "Los Angeles and Orange County" into the places it names. */
export function serviceAreas(area: string): string[] {
  return area
    .split(/\s*(?:,|\band\b|&)\s*/i)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** The studio as a local business (schema.org ProfessionalService), on every public page. */
export function studioJsonLd(ctx: PageContext): Record<string, unknown> {
  const { studio } = ctx.site;
  const hero = firstHero(ctx.site);
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": absoluteUrl(ctx.origin, "/#studio"),
    name: studio.name,
    description: staticHead("home").description(studio.serviceArea),
    url: absoluteUrl(ctx.origin, "/"),
    email: studio.email,
    telephone: studio.phone,
    areaServed: serviceAreas(studio.serviceArea).map((name) => ({ "@type": "AdministrativeArea", name })),
    address: { "@type": "PostalAddress", addressRegion: "CA", addressCountry: "US" },
    knowsAbout: ["Interior design", "Full-service interior design", "Design consultation"],
  };
  if (hero) ld.image = shareImage(ctx.origin, hero, hero.altText ?? studio.name).url;
  if (studio.socialUrl) ld.sameAs = [studio.socialUrl];
  return ld;
}

function projectJsonLd(ctx: PageContext, project: PublicProject, canonical: string): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    "@id": `${canonical}#project`,
    name: project.portfolioTitle,
    headline: project.portfolioTitle,
    description: clip(project.description, 300),
    url: canonical,
    genre: project.category,
    about: project.category,
    creator: { "@id": absoluteUrl(ctx.origin, "/#studio") },
    image: project.images.map((image) => {
      const share = shareImage(ctx.origin, image, image.altText ?? project.portfolioTitle);
      const object: Record<string, unknown> = {
        "@type": "ImageObject",
        contentUrl: share.url,
        url: share.url,
      };
      if (share.width) object.width = share.width;
      if (share.height) object.height = share.height;
      if (image.caption || image.altText) object.caption = image.caption ?? image.altText;
      return object;
    }),
  };
  if (project.year !== null) ld.dateCreated = String(project.year);
  if (project.location) ld.locationCreated = { "@type": "Place", name: project.location };
  return ld;
}

function base(ctx: PageContext, path: string): Pick<PageHead, "canonical" | "image" | "noindex" | "status"> {
  const hero = firstHero(ctx.site);
  return {
    status: 200,
    canonical: absoluteUrl(ctx.origin, path),
    image: hero ? shareImage(ctx.origin, hero, hero.altText ?? ctx.site.studio.name) : null,
    noindex: false,
  };
}

/** Home, portfolio, about, services, shop and contact. */
export function staticPageHead(
  ctx: PageContext,
  page: StaticPage,
  data: { projects?: PublicProject[]; products?: PublicProduct[] } = {},
): PageHead {
  const { studio } = ctx.site;

  let preload: ImagePreload | null = null;
  const hero = firstHero(ctx.site);
  if (page === "home" && hero) preload = preloadOf(hero, heroImageSizes(hero.width, hero.height));
  if (page === "portfolio" && data.projects?.[0]) {
    const card = projectHeroImage(data.projects[0]);
    if (card) preload = preloadOf(card, cardImageSizes(card.width, card.height));
  }
  const aboutImage = ctx.site.assets[ABOUT_IMAGE_SLOT];
  if (page === "about" && aboutImage) {
    preload = preloadOf(aboutImage, aboutImageSizes(aboutImage.width, aboutImage.height));
  }
  const product = data.products?.[0];
  if (page === "shop" && product?.coverImageUrl) {
    preload = preloadOf(
      { imagePath: product.coverImageUrl, variants: product.coverImageVariants },
      PRODUCT_IMAGE_SIZES,
    );
  }

  return {
    ...base(ctx, publicPage(page).path),
    title: pageTitle(studio.name, staticHead(page).title),
    description: staticHead(page).description(studio.serviceArea),
    ogType: "website",
    jsonLd: [studioJsonLd(ctx)],
    preload,
  };
}

/** A published project's page. */
export function projectPageHead(ctx: PageContext, project: PublicProject): PageHead {
  const path = `/projects/${project.id}`;
  const canonical = absoluteUrl(ctx.origin, path);
  const hero = projectHeroImage(project);
  return {
    ...base(ctx, path),
    title: pageTitle(ctx.site.studio.name, project.portfolioTitle),
    description: clip(
      project.description ||
        `${project.portfolioTitle}: a ${project.category.toLowerCase()} by ${ctx.site.studio.name}.`,
    ),
    ogType: "article",
    image: hero
      ? shareImage(ctx.origin, hero, hero.altText ?? project.portfolioTitle)
      : base(ctx, path).image,
    jsonLd: [studioJsonLd(ctx), projectJsonLd(ctx, project, canonical)],
    // The page opens on the hero, full bleed and eager: its LCP image (src/features/project/project-body.tsx).
    preload: hero ? preloadOf(hero, PROJECT_HERO_SIZES) : null,
  };
}

/** An unknown or unpublished project: HTTP 404, the SPA renders its not-found screen. */
export function missingProjectHead(ctx: PageContext, path: string): PageHead {
  return notFound(
    ctx,
    path,
    TITLE_PROJECT_NOT_FOUND,
    "The project you're looking for doesn't exist or may have been removed.",
  );
}

/** Any path that is none of the SPA's pages (src/shared/pages.ts): HTTP 404 with the 404 page. */
export function notFoundHead(ctx: PageContext, path: string): PageHead {
  return notFound(
    ctx,
    path,
    TITLE_PAGE_NOT_FOUND,
    "The address may be mistyped, or the page may have moved.",
  );
}

/** A 404's head: its title and words, kept out of search results. */
function notFound(ctx: PageContext, path: string, title: string, description: string): PageHead {
  return {
    ...base(ctx, path),
    status: 404,
    title: pageTitle(ctx.site.studio.name, title),
    description,
    ogType: "website",
    jsonLd: [],
    preload: null,
    noindex: true,
  };
}

/** A route's head as TanStack Router's `head` option gives it: meta, links and JSON-LD scripts. */
export type RouteHead = {
  meta: RouteMeta[];
  links: RouteLink[];
  scripts: { type: "application/ld+json"; children: string }[];
};

/** A title, or a <meta> by name or property, with content. */
export type RouteMeta =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string };

/** The canonical link, or the LCP image's preload. */
export type RouteLink = {
  rel: "canonical" | "preload";
  as?: "image";
  fetchPriority?: "high";
  href: string;
  imageSrcSet?: string;
  imageSizes?: string;
};

/**
 * The page's head in the router's own terms: what a route's `head` returns. The order is the
 * page's: title, description, robots, Open Graph, Twitter; the LCP preload, canonical; JSON-LD.
 */
export function routeHead(head: PageHead, siteName: string): RouteHead {
  const property = (key: string, content: string) => ({ property: key, content });
  const name = (key: string, content: string) => ({ name: key, content });
  const meta: RouteMeta[] = [{ title: head.title }, name("description", head.description)];
  if (head.noindex) meta.push(name("robots", "noindex"));
  meta.push(
    property("og:type", head.ogType),
    property("og:site_name", siteName),
    property("og:title", head.title),
    property("og:description", head.description),
    property("og:url", head.canonical),
    property("og:locale", "en_US"),
  );
  if (head.image) {
    meta.push(property("og:image", head.image.url));
    if (head.image.width) meta.push(property("og:image:width", String(head.image.width)));
    if (head.image.height) meta.push(property("og:image:height", String(head.image.height)));
    if (head.image.alt) meta.push(property("og:image:alt", head.image.alt));
  }
  meta.push(
    name("twitter:card", head.image ? "summary_large_image" : "summary"),
    name("twitter:title", head.title),
    name("twitter:description", head.description),
  );
  if (head.image) {
    meta.push(name("twitter:image", head.image.url));
    if (head.image.alt) meta.push(name("twitter:image:alt", head.image.alt));
  }

  const links: RouteLink[] = [];
  const preload = head.preload;
  if (preload) {
    links.push({
      rel: "preload",
      as: "image",
      fetchPriority: "high",
      href: preload.href,
      ...(preload.srcset ? { imageSrcSet: preload.srcset, imageSizes: preload.sizes } : {}),
    });
  }
  links.push({ rel: "canonical", href: head.canonical });
  const scripts = head.jsonLd.map((ld) => ({
    type: "application/ld+json" as const,
    children: JSON.stringify(ld),
  }));
  return { meta, links, scripts };
}
