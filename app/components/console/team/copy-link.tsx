import { useState } from "react";
import { Button } from "~/components/ui/button";
import { usersCopy } from "~/content/sales-console-users";

const t = usersCopy.copyLink;

/**
 * A one-time link the admin must pass on by hand (no e-mail went out): shown whole, selectable
 * without JavaScript, and copied in one press with it. The result is announced, since a copy
 * changes nothing a screen reader would otherwise notice.
 */
export function CopyableLink({ link }: { link: string }) {
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  };
  return (
    <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
      <code className="block min-w-0 flex-1 break-all rounded bg-white px-2 py-1">{link}</code>
      <Button type="button" variant="secondary" onClick={copy}>
        {t.button}
      </Button>
      <span aria-live="polite" className="text-sm">
        {copied === "copied" ? t.copied : copied === "failed" ? t.failed : ""}
      </span>
    </div>
  );
}
