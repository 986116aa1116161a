import type { Route } from "./+types/bookings";
import { requireUser } from "~/auth/guard.server";
import { EmptyPanel } from "~/components/console/ui";
import { consoleCopy } from "~/content/sales-console";

// The place of the bookings views (agenda, availability, closed dates): the booking feature
// (issue #16) is built on another branch and fills this in once it has landed.
const t = consoleCopy.bookings;

export const meta: Route.MetaFunction = () => [{ title: `${t.title} | ${consoleCopy.meta}` }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, "sales");
  return null;
}

export default function Bookings() {
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-ink">{t.title}</h1>
      <EmptyPanel title={t.placeTitle} body={t.place} />
    </div>
  );
}
