import type { ReactNode } from "react";

/** A public section's eyebrow and its heading, whose `id` labels the section. */
export function SectionHeading({
  id,
  eyebrow,
  className = "mt-4 text-4xl leading-[1.08] tracking-[-0.025em] md:text-5xl",
  children,
}: {
  id: string;
  eyebrow: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className={className}>
        {children}
      </h2>
    </>
  );
}
