import { Switch as RadixSwitch } from "radix-ui";
import { useId } from "react";

/** On/off switch with a visible label (Radix Switch: role="switch", Space toggles). */
export function Switch({
  checked,
  onCheckedChange,
  label,
  disabled,
  id: givenId,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
  id?: string;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  return (
    <div className="flex items-center gap-3">
      <RadixSwitch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        className="relative h-6 w-11 shrink-0 rounded-full border border-[var(--color-line)] bg-[var(--color-subtle)] transition-colors duration-200 data-[state=checked]:border-[var(--color-olive)] data-[state=checked]:bg-[var(--color-olive)] disabled:opacity-50"
      >
        <RadixSwitch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow-sm transition-transform duration-200 data-[state=checked]:translate-x-[1.3rem]" />
      </RadixSwitch.Root>
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}
