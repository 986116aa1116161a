// Requests per second and p99 for our server, side by side with nginx serving the same file.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

export async function load(url, { seconds = 10, connections = 50 } = {}) {
  const result = await autocannon({ url, duration: seconds, connections, pipelining: 1 });
  return {
    url,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Starts nginx (Debian's package) on `port`, serving `root`; returns a stop function, or null if nginx is missing. */
export async function startNginx(root, port) {
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => spawnSync("test", ["-x", p]).status === 0);
  if (!nginx) return null;
  const prefix = mkdtempSync(join(tmpdir(), "ilimi-nginx-"));
  const conf = join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  gzip on; gzip_types text/html text/css application/javascript;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  server { listen 127.0.0.1:${port}; root ${root}; location / { try_files $uri $uri/index.html =404; } }
}
`,
  );
  const child = spawn(nginx, ["-p", prefix, "-c", conf], { stdio: "ignore" });
  await new Promise((r) => setTimeout(r, 500));
  return async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  };
}
