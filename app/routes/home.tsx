import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta({ title: "home", description: "home", path: "/" });

export default function Page() {
  return <h1 className="container-page py-16 text-4xl font-bold">home</h1>;
}
