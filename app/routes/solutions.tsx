import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "solutions", description: "solutions", path: "/" });

export default function Page() {
  return <h1 className="container-page py-16 text-4xl font-bold">solutions</h1>;
}
