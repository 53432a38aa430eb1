import type { ReactNode } from "react";
import { telHref } from "../../shared/phone";
import { useSiteInfo } from "../site/use-site-info";

/**
 * The studio's e-mail, phone, social profile and (optionally) service area, from configuration
 * (GET /api/site), as a quiet list of micro-labels and links.
 */
export function ContactDetails({ showServiceArea = false }: { showServiceArea?: boolean }) {
  const { data: site } = useSiteInfo();
  if (!site) return <div className="h-40" aria-hidden="true" />;
  const { email, phone, socialUrl, socialName, serviceArea } = site.studio;
  const rows: { label: string; content: ReactNode }[] = [
    {
      label: "Email",
      content: (
        <a href={`mailto:${email}`} className="link-underline break-all">
          {email}
        </a>
      ),
    },
    {
      label: "Phone",
      content: (
        <a href={telHref(phone)} className="link-underline">
          {phone}
        </a>
      ),
    },
  ];
  if (socialUrl) {
    rows.push({
      label: /instagram\.com/i.test(socialUrl) ? "Instagram" : "Social",
      content: (
        <a href={socialUrl} target="_blank" rel="noopener noreferrer" className="link-underline">
          {socialName ?? "Follow our work"}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ),
    });
  }
  if (showServiceArea) rows.push({ label: "Service area", content: serviceArea });
  return (
    <dl className="grid">
      {rows.map((row) => (
        <div
          key={row.label}
          className="grid grid-cols-[7.5rem_1fr] items-baseline gap-4 border-b border-[var(--color-line)] py-4 first:border-t"
        >
          <dt className="eyebrow">{row.label}</dt>
          <dd className="min-w-0">{row.content}</dd>
        </div>
      ))}
    </dl>
  );
}
