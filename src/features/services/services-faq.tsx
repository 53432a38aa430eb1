import { withServiceArea } from "../../content/service-area";
import { servicesFaq } from "../../content/services-faq";
import { useServiceArea } from "../site/use-site-info";

/** The two questions asked most before an inquiry (project duration, service area). */
export function ServicesFaq() {
  const serviceArea = useServiceArea();
  return (
    <div>
      <h3 className="eyebrow">Good to Know</h3>
      <dl className="mt-5 grid gap-6">
        {servicesFaq.map((entry) => (
          <div key={entry.question}>
            <dt className="font-serif text-lg leading-snug">{entry.question}</dt>
            <dd className="mt-2 text-[0.95rem] leading-relaxed text-[var(--color-muted)]">
              {withServiceArea(entry.answer, serviceArea)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
