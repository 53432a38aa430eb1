import type { QueryClient } from "@tanstack/react-query";

export type RouterContext = {
  queryClient: QueryClient;
  /**
   * Set by the Worker's render only (src/first-load/render.tsx): the request came without a session
   * cookie, so the visitor is certainly signed out and the page can say so itself.
   */
  anonymous?: boolean;
  /**
   * Set by the Worker's render only: the site's public origin (APP_URL), for the head tags' absolute
   * URLs (canonical, Open Graph), which each public route's `head` builds (src/first-load/route-head.ts).
   */
  origin?: string;
};
