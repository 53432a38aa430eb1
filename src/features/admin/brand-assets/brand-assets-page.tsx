/**
 * Brand Assets (/upload): the images the public site uses outside projects — the logo, the home
 * hero slideshow, 'Collected Bath Details' and the shop's 'Examples from Past Projects'. Replacing
 * one makes web sizes in the browser, uploads them to R2 with progress, and points the slot at
 * them (PUT /api/admin/brand-assets/{slot}); Remove goes back to the slot's default (DELETE, e.g.
 * the studio name instead of the logo). The public site reads them from GET /api/site.
 */
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { TextField } from "../../../components/ui/field";
import { ResponsiveImage } from "../../../components/ui/responsive-image";
import { ProgressBar } from "../../../components/ui/spinner";
import { principals } from "../../../content/about";
import { bathDetails } from "../../../content/bath-details";
import { shopExamples } from "../../../content/shop-examples";
import { apiRequest, errorMessage, getJson, sendJson } from "../../../lib/api";
import { usePrivateStyles } from "../../../lib/private-styles";
import { toast } from "../../../lib/toast-store";
import type { BrandImage, SiteInfo } from "../../../shared/api-types";
import { BRAND_ASSET_GROUPS } from "../../../shared/brand-assets";
import { TITLE_BRAND_ASSETS } from "../../../shared/pages";
import { siteInfoQuery } from "../../site/use-site-info";
import { AdminShell } from "../dashboard/admin-shell";
import { MAX_ORIGINAL_BYTES, makeVariants } from "../project-manager/image-variants";
import { uploadErrorMessage, uploadVariants } from "../project-manager/upload-image";
import { DangerButton } from "../shared/danger-button";
import { toastError } from "../shared/toast-failure";
import { PrincipalWords, usePrincipalText } from "./principal-words";

const brandAssetsQuery = queryOptions({
  queryKey: ["admin", "brand-assets"],
  queryFn: () => getJson<BrandImage[]>("/api/admin/brand-assets"),
  staleTime: 0,
});

function slotLabel(slot: string): string {
  if (slot === "logo") return "Logo";
  const [kind, n] = slot.split("-");
  if (kind === "hero") return `Slide ${n}`;
  if (kind === "principal") return principals[Number(n) - 1]?.name ?? `Principal ${n}`;
  if (kind === "bath") return bathDetails.find((b) => b.image === slot)?.caption ?? `Bath detail ${n}`;
  if (kind === "example") return shopExamples.find((e) => e.id === slot)?.title ?? `Example ${n}`;
  return slot;
}

const ASPECT: Record<string, string> = {
  logo: "aspect-[3/1] bg-[var(--color-subtle)]",
  hero: "aspect-[16/9] bg-[var(--color-subtle)]",
  // One to a row on a phone: a portrait-sized frame, not a screen-wide one.
  principal: "aspect-[4/5] w-full max-w-56 sm:max-w-none bg-[var(--color-subtle)]",
  bath: "aspect-[4/5] bg-[var(--color-subtle)]",
  example: "aspect-square bg-[var(--color-subtle)]",
};

const GRID: Record<string, string> = {
  logo: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
  hero: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
  // Room for the name, role and line under each portrait.
  principal: "grid-cols-1 sm:grid-cols-2 lg:grid-cols-3",
  bath: "grid-cols-2 md:grid-cols-3",
  example: "grid-cols-2 md:grid-cols-3 lg:grid-cols-4",
};

type Progress = { phase: "preparing" | "uploading" | "saving"; value: number };

/** What the public site shows once a slot's image is removed. */
const REMOVED_DEFAULT: Record<string, string> = {
  logo: "The navigation bar shows the studio name again.",
  hero: "The slide shows a plain dark background until a new photo is added.",
  principal: "The About page shows the principal's initials in place of the portrait.",
  bath: "The photo is left out of 'Collected Bath Details'.",
  example: "The piece is shown without a photo.",
};

/** A principal's slot is named by the name the About page shows (edited or about.ts's). */
function PrincipalSlotCard({ slot, asset }: { slot: string; asset: BrandImage | undefined }) {
  const fallback = principals[Number(slot.split("-")[1]) - 1];
  const text = usePrincipalText(fallback ?? { name: slot, role: "", line: "", portraitSlot: "principal-1" });
  return (
    <SlotCard slot={slot} group="principal" asset={asset} label={text.name}>
      {fallback ? <PrincipalWords fallback={fallback} /> : null}
    </SlotCard>
  );
}

function SlotCard({
  slot,
  group,
  asset,
  label = slotLabel(slot),
  children,
}: {
  slot: string;
  group: string;
  asset: BrandImage | undefined;
  label?: string;
  children?: ReactNode;
}) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [altText, setAltText] = useState(asset?.altText ?? "");
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [removing, setRemoving] = useState(false);

  async function remove() {
    setError(null);
    setRemoving(true);
    try {
      await apiRequest("DELETE", `/api/admin/brand-assets/${slot}`);
      queryClient.setQueryData(siteInfoQuery.queryKey, (site: SiteInfo | undefined) => {
        if (!site) return site;
        const { [slot]: _removed, ...assets } = site.assets;
        return { ...site, assets };
      });
      toast({ title: "Image removed", description: REMOVED_DEFAULT[group] ?? `${label} has no image now.` });
    } catch (err) {
      const message = errorMessage(err, "The image could not be removed. Please try again.");
      setError(message);
      toastError("Remove failed", message);
    } finally {
      await queryClient.invalidateQueries({ queryKey: brandAssetsQuery.queryKey });
      setRemoving(false);
    }
  }

  async function replace(file: File) {
    if (!file.type.startsWith("image/")) {
      toastError("Only images can be added", `${file.name} is not an image.`);
      return;
    }
    if (file.size > MAX_ORIGINAL_BYTES) {
      toastError("Photo too large", "Please export a copy under 60 MB.");
      return;
    }
    setError(null);
    try {
      setProgress({ phase: "preparing", value: 0 });
      const made = await makeVariants(file, (value) => setProgress({ phase: "preparing", value }));
      setProgress({ phase: "uploading", value: 0 });
      const uploaded = await uploadVariants(
        file.name,
        made.variants,
        (f) =>
          sendJson<{ uploadUrl: string; objectPath: string }>("POST", "/api/admin/brand-assets/upload-url", {
            slot,
            ...f,
          }),
        (value) => setProgress({ phase: "uploading", value }),
      );
      setProgress({ phase: "saving", value: 1 });
      const saved = await sendJson<BrandImage>("PUT", `/api/admin/brand-assets/${slot}`, {
        variants: uploaded,
        width: made.width,
        height: made.height,
        altText,
      });
      // The public pages of this session show the new image at once.
      queryClient.setQueryData(siteInfoQuery.queryKey, (site: SiteInfo | undefined) =>
        site ? { ...site, assets: { ...site.assets, [slot]: saved } } : site,
      );
      await queryClient.invalidateQueries({ queryKey: brandAssetsQuery.queryKey });
      toast({ title: "Image replaced", description: `${label} now uses the new image.` });
    } catch (err) {
      const message = uploadErrorMessage(err, "There was an error uploading the image.");
      setError(message);
      toastError("Upload failed", message);
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null || removing;
  return (
    <li className="grid content-start gap-3" data-testid="brand-slot" data-slot={slot}>
      <div className={`relative overflow-hidden ${ASPECT[group] ?? "aspect-square"}`}>
        {asset ? (
          <ResponsiveImage
            image={asset}
            sizes="(min-width: 1024px) 360px, 50vw"
            className={`h-full w-full ${group === "logo" ? "object-contain p-4" : "object-cover"}`}
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-[var(--color-muted)]">
            {group === "logo" ? "No logo: the studio name is shown" : "No image"}
          </div>
        )}
      </div>
      {/* Wraps the buttons under the label in a narrow card (two to a row on a phone) rather
          than squeezing a long label into a column a word wide. */}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
        <p className="min-w-0 flex-[1_1_7rem] text-sm leading-snug">{label}</p>
        <div className="flex shrink-0 flex-wrap justify-end gap-1">
          {asset ? (
            <DangerButton
              onClick={() => setConfirmRemove(true)}
              disabled={busy}
              aria-label={`Remove ${label}`}
            >
              Remove
            </DangerButton>
          ) : null}
          <Button
            variant="outline"
            size="sm"
            onClick={() => input.current?.click()}
            disabled={busy}
            aria-label={`Replace ${label}`}
          >
            Replace
          </Button>
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-label={`New image for ${label}`}
          data-testid={`brand-input-${slot}`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void replace(file);
          }}
        />
      </div>
      {group === "logo" ? (
        // The navigation names the logo by the studio's name: no alt text to write here.
        <p className="text-xs text-[var(--color-muted)]">Screen readers hear the studio name.</p>
      ) : (
        <TextField
          label="Alt text"
          hint="Used with the next replacement."
          value={altText}
          maxLength={300}
          onChange={(e) => setAltText(e.target.value)}
          aria-label={`Alt text for ${label}`}
          className="h-9 text-sm"
        />
      )}
      {progress ? (
        <div className="grid gap-1.5">
          <ProgressBar value={progress.value * 100} label={`Upload of ${label}`} />
          <p className="text-xs text-[var(--color-muted)]">
            {progress.phase === "preparing"
              ? "Preparing web sizes…"
              : progress.phase === "uploading"
                ? `Uploading… ${Math.round(progress.value * 100)}%`
                : "Saving…"}
          </p>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-xs text-[var(--color-danger)]">
          {error}
        </p>
      ) : null}
      {children}
      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={`Remove ${group === "logo" ? "the logo" : "this image"}?`}
        description={`${REMOVED_DEFAULT[group] ?? ""} The stored file is deleted; you can upload a new image at any time.`.trim()}
        confirmLabel="Remove"
        onConfirm={() => void remove()}
      />
    </li>
  );
}

export function BrandAssetsPage() {
  usePrivateStyles();
  const { data, isPending, isError, refetch } = useQuery(brandAssetsQuery);
  const bySlot = new Map((data ?? []).map((a) => [a.slot, a]));
  return (
    <AdminShell title={TITLE_BRAND_ASSETS}>
      <div className="container-page py-4 md:py-6">
        <h1 className="text-lg leading-tight md:text-xl">Brand Assets</h1>
        <p className="mt-1.5 max-w-2xl text-[0.8125rem] text-[var(--color-muted)]">
          The photographs and logo the public site shows outside your projects. Choose Replace to upload a new
          image: it is resized for the web in your browser, and the site uses it straight away.
        </p>
        {isPending ? (
          <p className="mt-10 text-[var(--color-muted)]" role="status">
            Loading images...
          </p>
        ) : isError ? (
          <div className="mt-10 grid justify-items-start gap-3">
            <p>The brand images could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className="mt-6 grid gap-10">
            {BRAND_ASSET_GROUPS.map((group) => (
              <section key={group.id} aria-labelledby={`brand-${group.id}`} className="grid gap-5">
                <div className="border-b border-[var(--color-line)] pb-2">
                  <h2 id={`brand-${group.id}`} className="text-base">
                    {group.title}
                  </h2>
                  <p className="mt-1 text-[0.8125rem] text-[var(--color-muted)]">{group.description}</p>
                </div>
                <ul className={`grid gap-x-5 gap-y-8 ${GRID[group.id] ?? "grid-cols-2"}`}>
                  {group.slots.map((slot) =>
                    group.id === "principal" ? (
                      <PrincipalSlotCard key={slot} slot={slot} asset={bySlot.get(slot)} />
                    ) : (
                      <SlotCard key={slot} slot={slot} group={group.id} asset={bySlot.get(slot)} />
                    ),
                  )}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </AdminShell>
  );
}
