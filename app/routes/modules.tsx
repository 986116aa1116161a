import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "modules", description: "modules", path: "/" });

export default function Page() {
  return <h1 className="container-page py-16 text-4xl font-bold">modules</h1>;
}
