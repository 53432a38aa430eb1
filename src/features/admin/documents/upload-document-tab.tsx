/** Placeholder: filled by its issue. */
export function UploadDocumentTab() {
  return <p className="text-sm text-[var(--color-muted)]">Document upload is coming soon.</p>;
}
