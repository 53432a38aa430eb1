import { createFileRoute, Outlet } from "@tanstack/react-router";
import { noindexWhileMatched } from "../../lib/use-noindex";

/** Every /portal page (signed-in and private-link) is private: never indexed. */
export const Route = createFileRoute("/_site/portal")({
  ...noindexWhileMatched,
  component: () => <Outlet />,
});
