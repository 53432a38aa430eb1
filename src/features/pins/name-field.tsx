/** A private-link visitor's name, signed under what they write (remembered on this device). */
import { Field, Input } from "../../components/ui/field";
import { PIN_NAME_MAX } from "../../shared/pins";

export function NameField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Field label="Your name" hint="Shown to the studio with what you write; remembered on this device.">
      {(props) => (
        <Input
          {...props}
          value={value}
          maxLength={PIN_NAME_MAX}
          autoComplete="name"
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
