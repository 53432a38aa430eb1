/**
 * A founding principal's name, role and line on /about (issue 28), edited under their portrait on
 * Brand Assets: PUT /api/admin/principals/{slot}. Until the studio saves them, the About page and
 * this form show src/content/about.ts. Saving updates this session's site info, so the public pages
 * open in this tab show the new words at once (other visitors: the Worker's cache is purged).
 */
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { SubmitRow } from "../../../components/ui/busy-button";
import { TextareaField, TextField } from "../../../components/ui/field";
import type { Principal } from "../../../content/about";
import { sendJson } from "../../../lib/api";
import { toast } from "../../../lib/toast-store";
import type { PrincipalText, SiteInfo } from "../../../shared/api-types";
import { PRINCIPAL_LIMITS, principalTextSchema } from "../../../shared/brand-assets";
import { siteInfoQuery, useSiteInfo } from "../../site/use-site-info";
import { attempt } from "../shared/toast-failure";

type Errors = Partial<Record<keyof PrincipalText, string>>;

/** The words the About page shows for `fallback`'s slot: the studio's, else about.ts's. */
/** The one-line fields, in order (the line about them is a textarea after them). */
const SHORT_FIELDS = [
  { key: "name", label: "Name" },
  { key: "role", label: "Role" },
] as const;

export function usePrincipalText(fallback: Principal): PrincipalText {
  const { data: site } = useSiteInfo();
  const edited = site?.principals?.[fallback.portraitSlot];
  return edited ?? { name: fallback.name, role: fallback.role, line: fallback.line };
}

/** The form, started afresh whenever the stored words change (site info loaded, or saved). */
export function PrincipalWords({ fallback }: { fallback: Principal }) {
  const current = usePrincipalText(fallback);
  return (
    <WordsForm
      key={`${current.name}\n${current.role}\n${current.line}`}
      fallback={fallback}
      current={current}
    />
  );
}

function WordsForm({ fallback, current }: { fallback: Principal; current: PrincipalText }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PrincipalText>(current);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const changed = draft.name !== current.name || draft.role !== current.role || draft.line !== current.line;

  function set(key: keyof PrincipalText, value: string) {
    setDraft((d) => ({ ...d, [key]: value }));
    // A message goes as soon as the field is being corrected (issue 28).
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = principalTextSchema.safeParse(draft);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof PrincipalText;
        next[key] ??= issue.message;
      }
      setErrors(next);
      // The first field to correct takes the focus (its message is read with it).
      const first = (["name", "role", "line"] as const).find((key) => next[key]);
      const control = first ? event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`) : null;
      control?.focus();
      return;
    }
    setSaving(true);
    await attempt(
      async () => {
        const saved = await sendJson<PrincipalText>(
          "PUT",
          `/api/admin/principals/${fallback.portraitSlot}`,
          parsed.data,
        );
        queryClient.setQueryData(siteInfoQuery.queryKey, (site: SiteInfo | undefined) =>
          site ? { ...site, principals: { ...site.principals, [fallback.portraitSlot]: saved } } : site,
        );
        toast({ title: "Principal saved", description: `The About page shows ${saved.name}.` });
      },
      "Not saved",
      "The principal could not be saved. Please try again.",
    );
    setSaving(false);
  }

  return (
    <form
      className="grid gap-3 border-t border-[var(--color-line)] pt-3"
      aria-label={`About page words for ${current.name}`}
      onSubmit={(e) => void save(e)}
      noValidate
    >
      {SHORT_FIELDS.map((f) => (
        <TextField
          key={f.key}
          label={f.label}
          error={errors[f.key]}
          required
          name={f.key}
          value={draft[f.key]}
          maxLength={PRINCIPAL_LIMITS[f.key]}
          autoComplete="off"
          onChange={(e) => set(f.key, e.target.value)}
          className="h-9 text-sm"
        />
      ))}
      <TextareaField
        label="A line about them"
        error={errors.line}
        required
        name="line"
        value={draft.line}
        rows={3}
        maxLength={PRINCIPAL_LIMITS.line}
        onChange={(e) => set("line", e.target.value)}
        className="text-sm"
      />
      <SubmitRow busy={saving} busyLabel="Saving" variant="outline" size="sm" disabled={saving || !changed}>
        Save words
      </SubmitRow>
    </form>
  );
}
