import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { Badge } from "../../components/ui/badge";
import { BusyButton } from "../../components/ui/busy-button";
import { Field, FormError, Select, TextField } from "../../components/ui/field";
import { errorMessage, HttpError, sendJson } from "../../lib/api";
import { type AuthUser, type Role, safeReturnTo } from "../../shared/auth";
import { devLoginSchema } from "../../shared/dev-login";
import { fieldErrors, withoutFieldErrors } from "../../shared/field-errors";
import { authUserQuery } from "./auth-query";

type DevLoginResponse = { user: AuthUser; redirectTo: string };

/**
 * Local sign-in for development and tests (shown only when the Worker reports DEV_LOGIN on
 * localhost): POST /api/dev/login, then the same destination a real sign-in would reach.
 */
export function DevLoginForm({ returnTo, email: initialEmail = "" }: { returnTo?: string; email?: string }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [email, setEmail] = useState(initialEmail);
  const [firstName, setFirstName] = useState("");
  const [role, setRole] = useState<Role>("client");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  /** A field's onChange: its message goes as it is edited. */
  const edit =
    (name: string, set: (value: string) => void) =>
    (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      setErrors((current) => withoutFieldErrors(current, name));
      set(e.target.value);
    };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = devLoginSchema.safeParse({ email, firstName: firstName || undefined, role });
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      // Keyboard and screen-reader users land on the field to fix.
      if (found.email) emailRef.current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await sendJson<DevLoginResponse>("POST", "/api/dev/login", parsed.data);
      // The guards read the cached user: refresh it before navigating, or they would see the old one.
      await queryClient.invalidateQueries({ queryKey: authUserQuery.queryKey, refetchType: "all" });
      await router.navigate({ href: safeReturnTo(returnTo) ?? result.redirectTo, replace: true });
    } catch (error) {
      if (error instanceof HttpError) setErrors(error.fieldErrors);
      setFormError(errorMessage(error, "Local sign-in failed. Please try again."));
      setBusy(false);
    }
  }

  return (
    <section
      aria-labelledby="dev-login-title"
      className="mt-14 border border-dashed border-[var(--color-line)] bg-[var(--color-surface)] p-6 md:p-7"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="dev-login-title" className="font-sans text-sm font-medium tracking-normal">
          Local sign-in (development only)
        </h2>
        <Badge tone="accent">Dev</Badge>
      </div>
      <p className="mt-2 text-sm text-[var(--color-muted)]">
        Signs in any e-mail address without a provider. Available on localhost with DEV_LOGIN=true only.
      </p>
      <form className="mt-6 grid gap-5" onSubmit={onSubmit} noValidate>
        <TextField
          label="Email"
          error={errors.email}
          required
          ref={emailRef}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={edit("email", setEmail)}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First name"
            error={errors.firstName}
            name="firstName"
            autoComplete="given-name"
            value={firstName}
            onChange={edit("firstName", setFirstName)}
          />
          <Field label="Role" error={errors.role}>
            {(props) => (
              <Select
                {...props}
                name="role"
                value={role}
                onChange={edit("role", (value) => setRole(value as Role))}
              >
                <option value="client">Client</option>
                <option value="admin">Admin</option>
              </Select>
            )}
          </Field>
        </div>
        <FormError message={formError} />
        <div>
          <BusyButton busy={busy} busyLabel="Signing in" type="submit" variant="outline">
            Sign in locally
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
