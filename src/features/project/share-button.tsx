import { Button } from "../../components/ui/button";
import { toast } from "../../lib/toast-store";
import { ShareIcon } from "../layout/icons";

/**
 * Share a project: the system share sheet where the browser has one (phones), otherwise the
 * address is copied to the clipboard with a 'Link copied' toast (SPEC section 8).
 */
export function ShareButton({ title }: { title: string }) {
  async function share() {
    const url = `${window.location.origin}${window.location.pathname}`;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is not an error; anything else falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", description: "The project's address is on your clipboard." });
    } catch {
      toast({ title: "Could not copy the link", description: url, variant: "destructive" });
    }
  }

  return (
    <Button variant="ghost" size="sm" onClick={() => void share()} data-testid="button-share">
      <ShareIcon size={16} />
      Share
    </Button>
  );
}
