/**
 * The admin's downloads of a project's schedule (issue 29, item 4): the CSV for the studio's books
 * (with the studio's cost) and the PDF with photos for the client and contractors (without it).
 * Both are plain GETs that answer with a file (Content-Disposition: attachment); the PDF first
 * makes the photos' missing JPEG print copies in this browser (./print-copies.ts).
 */
import { useState } from "react";
import { Button, buttonClass } from "../../../components/ui/button";
import { selectionExportUrls } from "../../../shared/selection-board";
import { ensurePrintCopies } from "./print-copies";

function download(url: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

export function ExportsBar({ projectId }: { projectId: number }) {
  const [preparing, setPreparing] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="selection-exports">
      <a className={buttonClass("outline", "sm")} href={selectionExportUrls.csv(projectId)} download>
        Download CSV
      </a>
      <Button
        size="sm"
        variant="outline"
        disabled={preparing}
        aria-busy={preparing || undefined}
        onClick={async () => {
          setPreparing(true);
          try {
            await ensurePrintCopies(projectId);
            download(selectionExportUrls.pdf(projectId));
          } finally {
            setPreparing(false);
          }
        }}
      >
        {preparing ? "Preparing PDF..." : "Download PDF"}
      </Button>
      <p className="w-full text-xs text-[var(--color-muted)]">
        The CSV includes the studio's cost; the PDF is the client's copy, without it.
      </p>
    </div>
  );
}
