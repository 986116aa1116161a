import http from "node:http";
import https from "node:https";

// One POST to a message provider (ADR 077), on a connection of its own, that knows whether the
// request could have reached the provider when it failed. fetch hides that: a timeout or a reset
// reads the same whether the connection was never made or the provider had the whole request and
// was slow to say so. Here, once the connection is established (the TLS handshake done, for
// https), the request is taken as written: the headers and the small body follow at once, so a
// failure after that point means "maybe received". Before it (a DNS failure, a refused or
// unreachable connection, a connection that never completes) the provider has nothing.

/** The provider's answer: its status and, bounded, its body. */
export type PostAnswer = { status: number; text: string };

/** No answer. `written`: the connection was made, so the provider may have the request. */
export class UnansweredPost extends Error {
  override name = "UnansweredPost";
  constructor(
    message: string,
    readonly written: boolean,
  ) {
    super(message);
  }
}

// Providers answer a few hundred bytes; more is not read (the status decides alone).
const maxAnswerBytes = 64 * 1024;

export function postOnce(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<PostAnswer> {
  const target = new URL(url);
  const secure = target.protocol === "https:";
  return new Promise((resolve, reject) => {
    let written = false;
    let status: number | undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const answer = () => {
      if (settled || status === undefined) return;
      settled = true;
      clearTimeout(timer);
      resolve({ status, text: Buffer.concat(chunks).toString("utf8") });
    };
    const fail = (message: string) => {
      if (settled) return;
      // The answer's status arrived, its body did not end: the status is the answer.
      if (status !== undefined) return answer();
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(new UnansweredPost(message, written));
    };
    // agent: false: a connection of its own, so "connected" is this request's, never a reused
    // keep-alive socket's that the provider may be closing as the request goes out.
    const request = (secure ? https : http).request(
      target,
      {
        method: "POST",
        agent: false,
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
      },
      (response) => {
        status = response.statusCode ?? 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size <= maxAnswerBytes) chunks.push(chunk);
        });
        response.on("end", answer);
        response.on("error", answer);
        response.on("close", answer);
      },
    );
    const timer = setTimeout(
      () => fail(written ? `no answer within ${timeoutMs} ms` : `could not connect within ${timeoutMs} ms`),
      timeoutMs,
    );
    request.on("socket", (socket) => {
      if (!socket.connecting) written = true;
      else socket.once(secure ? "secureConnect" : "connect", () => (written = true));
    });
    request.on("error", (error: NodeJS.ErrnoException) =>
      fail(
        written
          ? `connection lost before an answer (${error.code ?? error.name})`
          : `could not connect (${error.code ?? error.name})`,
      ),
    );
    request.end(body);
  });
}
