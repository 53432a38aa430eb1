import type { ReactNode } from "react";
import type { LegalDocument } from "../../content/legal";
import { withServiceArea } from "../../content/service-area";
import { usePageTitle } from "../../lib/use-page-title";
import { longDate } from "../../shared/long-date";
import { useServiceArea, useSiteInfo } from "../site/use-site-info";

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** "Inquiries. When you send ..." → the short lead-in set in medium weight, the rest as text. */
function Paragraph({ text }: { text: string }): ReactNode {
  const match = /^([A-Z][A-Za-z ]{1,24})\. (.+)$/s.exec(text);
  const lead = match?.[1];
  if (lead && lead.split(" ").length <= 3) {
    return (
      <p>
        <span className="font-medium text-[var(--color-ink)]">{lead}.</span> {match?.[2]}
      </p>
    );
  }
  return <p>{text}</p>;
}

/** Privacy Policy and Terms of Service: a readable 65ch column with a short contents list. */
export function LegalPage({ document: doc }: { document: LegalDocument }) {
  usePageTitle(doc.title);
  const { data: site } = useSiteInfo();
  const email = site?.studio.email;
  const serviceArea = useServiceArea();
  return (
    <article aria-labelledby="legal-title" className="section">
      <div className="container-page grid gap-12 lg:grid-cols-12 lg:gap-10">
        <header className="lg:col-span-4">
          <p className="eyebrow">Legal</p>
          <h1 id="legal-title" className="mt-4 text-4xl md:text-5xl">
            {doc.title}
          </h1>
          <p className="mt-5 text-sm text-[var(--color-muted)]">
            Last updated <time dateTime={doc.updated}>{longDate(doc.updated)}</time>
          </p>
          <nav aria-label="On this page" className="mt-10 hidden lg:sticky lg:top-28 lg:block">
            <p className="eyebrow">On this page</p>
            <ol className="mt-4 grid gap-2 text-sm">
              {doc.sections.map((s) => (
                <li key={s.heading}>
                  <a
                    href={`#${slug(s.heading)}`}
                    className="text-[var(--color-muted)] hover:text-[var(--color-ink)]"
                  >
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </header>
        <div className="prose-measure lg:col-span-8 lg:col-start-5">
          {doc.sections.map((section) => (
            <section
              key={section.heading}
              id={slug(section.heading)}
              aria-labelledby={`${slug(section.heading)}-title`}
              className="scroll-mt-24 border-t border-[var(--color-line)] py-10 first:border-t-0 first:pt-0"
            >
              <h2 id={`${slug(section.heading)}-title`} className="text-2xl md:text-[1.75rem]">
                {section.heading}
              </h2>
              <div className="mt-5 grid gap-4 leading-[1.75] text-[color-mix(in_srgb,var(--color-ink)_85%,var(--color-muted))]">
                {section.paragraphs.map((p) => (
                  <Paragraph key={p.slice(0, 40)} text={withServiceArea(p, serviceArea)} />
                ))}
              </div>
            </section>
          ))}
          {email ? (
            <p className="border-t border-[var(--color-line)] pt-8 text-sm text-[var(--color-muted)]">
              Our e-mail address for questions and requests:{" "}
              <a href={`mailto:${email}`} className="link-underline text-[var(--color-ink)]">
                {email}
              </a>
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
