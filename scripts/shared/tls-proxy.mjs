// The shipped nginx template (deploy/nginx/ilimi.conf) run for real in front of local servers, for
// the TLS proxy test (tests/integration/tls-proxy.test.ts) and `BENCH_PROXY=1 npm run bench`: a
// throwaway self-signed certificate, the template filled as docs/deploy.md fills it with envsubst,
// and an nginx of its own in a temporary folder.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./local-machine.mjs";

const nginxPath = () => ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));

/**
 * nginx's path, installing Debian's nginx-light first when it is missing and this is root
 * (scripts/ensure-nginx.sh); otherwise the reason it cannot be had.
 */
export function ensureNginx() {
  if (nginxPath()) return { path: nginxPath() };
  const installed = spawnSync("bash", ["scripts/ensure-nginx.sh"], { encoding: "utf8" });
  if (nginxPath()) return { path: nginxPath() };
  return { reason: (installed.stderr || "scripts/ensure-nginx.sh failed").trim().split("\n").at(-1) };
}

function waitForPort(port, ms) {
  const deadline = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing listens on ${port}`));
        else setTimeout(attempt, 50);
      });
    };
    attempt();
  });
}

/**
 * Starts nginx with deploy/nginx/ilimi.conf in front of `upstreams` (host:port each) on
 * https://localhost:<port>, the port chosen by the caller: the instances' SITE_URL names it
 * before nginx starts.
 */
export async function startTlsProxy(nginx, upstreams, port) {
  const dir = mkdtempSync(join(tmpdir(), "ilimi-nginx-"));
  // As root, nginx's workers run as nobody: they must be able to write their temporary files here.
  chmodSync(dir, 0o777);
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"],
      ...["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
      ...["-keyout", key, "-out", cert],
    ],
    { stdio: "ignore" },
  );
  const httpPort = await freePort();
  const values = {
    ILIMI_SERVER_NAME: "localhost",
    ILIMI_HTTPS_LISTEN: `127.0.0.1:${port}`,
    ILIMI_HTTP_LISTEN: `127.0.0.1:${httpPort}`,
    ILIMI_CERT: cert,
    ILIMI_CERT_KEY: key,
    ILIMI_UPSTREAMS: upstreams.map((u) => `server ${u};`).join(" "),
  };
  // What envsubst does with the list of names docs/deploy.md gives it; nginx's own $variables stay.
  const site = readFileSync("deploy/nginx/ilimi.conf", "utf8").replace(/\$\{(ILIMI_[A-Z_]+)\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`the template names ${name}, which is not filled here`);
    return values[name];
  });
  writeFileSync(join(dir, "ilimi.conf"), site);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `${t}_temp_path ${dir}/${t};`);
  writeFileSync(
    join(dir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      "events { worker_connections 512; }",
      `http { access_log off; include /etc/nginx/mime.types; ${temp.join(" ")} include ${dir}/ilimi.conf; }`,
    ].join("\n"),
  );
  const child = spawn(nginx, ["-p", dir, "-e", join(dir, "error.log"), "-c", join(dir, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const errors = () =>
    stderr + (existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "");
  try {
    await Promise.race([
      Promise.all([waitForPort(port, 15_000), waitForPort(httpPort, 15_000)]),
      new Promise((_, reject) =>
        child.once("exit", (code) => reject(new Error(`nginx exited with ${code}: ${errors()}`))),
      ),
    ]);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    url: `https://localhost:${port}`,
    httpUrl: `http://localhost:${httpPort}`,
    ca: readFileSync(cert),
    errors,
    stop: async () => {
      // SIGQUIT: nginx's graceful stop; its workers go with the master.
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
