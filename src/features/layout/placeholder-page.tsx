import { usePageTitle } from "../../lib/use-page-title";

/** Temporary page body for routes whose issue has not landed yet. */
export function PlaceholderPage({ title, children }: { title: string; children?: React.ReactNode }) {
  usePageTitle(title);
  return (
    <div className="container-page section">
      <h1 className="text-4xl md:text-5xl">{title}</h1>
      {children}
    </div>
  );
}
