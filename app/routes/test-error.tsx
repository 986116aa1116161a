import type { Route } from "./+types/test-error";
import { data } from "react-router";
import { configOf } from "~/runtime/context.server";

// Lets the browser tests prove the "Unexpected Application Error!" screen and its 500 status.
// Outside test mode this path is as unknown as any other.
export function loader({ context }: Route.LoaderArgs) {
  if (configOf(context).ILIMI_TEST_ROUTES === "1") throw new Error("Deliberate failure for the error-screen test");
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function TestError() {
  return null;
}
