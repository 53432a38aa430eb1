import type { HowWeBeginStep } from "../../content/how-we-begin";

/** A How We Begin step's title ("Step 2: " for a screen reader, the number being shown apart) and its badge. */
export function StepTitle({
  step,
  className,
  badgeClassName,
}: {
  step: HowWeBeginStep;
  className: string;
  badgeClassName: string;
}) {
  return (
    <>
      <h3 className={className}>
        <span className="sr-only">Step {step.step}: </span>
        {step.title}
      </h3>
      <p className={badgeClassName}>{step.badge}</p>
    </>
  );
}
