import { useCopy } from "~/lib/locale";

export function SkipLink() {
  const layoutCopy = useCopy("layout").layoutCopy;
  return (
    <a
      href="#main"
      className="sr-only z-[100] rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:px-4 focus:py-2"
    >
      {layoutCopy.skipLink}
    </a>
  );
}
