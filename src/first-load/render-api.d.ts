// What the Worker sees of src/first-load/render.tsx (package.json "imports" #first-paint): its type
// check covers worker/ and src/shared only, without JSX or the DOM, so it imports this signature;
// the app's type check covers render.tsx itself, which must match it (render.tsx says so below).

/** How the render's queries reach the API (src/lib/api.ts ApiFetch): the Worker's app in process. */
export type PageApiFetch = (url: string, init: RequestInit) => Promise<Response>;

import type { RouteHead } from "../shared/page-head";

export type RenderedPage = {
  /** The router's status for the page: 404 for an unknown address or project. */
  status: number;
  /** The router's rendered HTML for #root, its dehydrated state's inline scripts included. */
  html: string;
  /**
   * The page's head tags, from its routes' `head` (src/first-load/route-head.ts), merged as the router
   * merges them (a later route's title or meta replaces an earlier one's); null when none gave any.
   */
  head: RouteHead | null;
  /**
   * The page's early answers to a first tap (src/first-load/early-answers.tsx): closed dialogs for
   * before #root, which the inline boot script opens when a control is pressed before the SPA is in.
   */
  early: string;
};

export type RenderFirstPaint = (page: {
  /** The page's absolute URL, without a query string (the edge cache keys pages without it). */
  url: string;
  /** No session cookie came with the request: the page says "signed out" itself. */
  anonymous: boolean;
  /** The site's public origin (APP_URL), for the head tags' absolute URLs. */
  origin: string;
  fetchApi: PageApiFetch;
}) => Promise<RenderedPage>;

export declare const renderFirstPaint: RenderFirstPaint;

export type RenderedShell = {
  /** The page's frame and skeleton for #root (no scripts). */
  html: string;
  /** The site info the header was rendered with (GET /api/site's answer), or null. */
  site: unknown;
};

export type RenderShell = (page: {
  /** The page's path (no query string). */
  path: string;
  /** Which frame: the public site's navigation, or the admin's header. */
  area: "site" | "admin";
  fetchApi: PageApiFetch;
}) => Promise<RenderedShell>;

export declare const renderShell: RenderShell;
