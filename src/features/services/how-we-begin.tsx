import { howWeBegin } from "../../content/how-we-begin";
import { StepTitle } from "./step-title";

/** The three first steps with every new client (SPEC: Discovery Call, Initial Consultation, Proposal). */
export function HowWeBegin({ titleId = "how-we-begin-title" }: { titleId?: string }) {
  return (
    <div className="grid gap-12 md:grid-cols-12 md:gap-10">
      <div className="md:col-span-4">
        <p className="eyebrow">Getting Started</p>
        <h2 id={titleId} className="mt-4 text-4xl md:text-5xl">
          How We Begin
        </h2>
        <p className="mt-6 max-w-sm text-[var(--color-muted)]">
          Every project starts the same way: a conversation, a visit and a clear proposal, so you know what
          working together looks like before anything is decided.
        </p>
      </div>
      <ol className="grid gap-10 md:col-span-8 md:grid-cols-3 md:gap-8">
        {howWeBegin.map((step) => (
          <li key={step.step} className="flex flex-col border-t border-[var(--color-line)] pt-6">
            <span aria-hidden="true" className="font-serif text-5xl leading-none text-[var(--color-accent)]">
              {step.step}
            </span>
            <StepTitle
              step={step}
              className="mt-6 text-2xl"
              badgeClassName="mt-3 text-[0.7rem] font-medium tracking-[0.14em] text-[var(--color-muted)] uppercase"
            />
            <p className="mt-4 text-[0.95rem] leading-relaxed">{step.body}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
