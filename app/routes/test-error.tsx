import { data } from "react-router";
import { env } from "~/env.server";

// Lets the browser tests prove the "Unexpected Application Error!" screen and its 500 status.
// Outside test mode this path is as unknown as any other.
export function loader() {
  if (env().ILIMI_TEST_ROUTES === "1") throw new Error("Deliberate failure for the error-screen test");
  throw data(null, { status: 404, statusText: "Not Found" });
}

export default function TestError() {
  return null;
}
