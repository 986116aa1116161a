import { Writable } from "node:stream";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
// Both editions' copy, for every page the server renders (ADR 023).
import "~/content/catalogue.server";
import { builtClientAssets } from "~/lib/client-assets.server";
import { inlineStylesheet } from "~/lib/inline-stylesheet.server";
import { NonceContext } from "~/lib/nonce";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before sending it: every page is small and its data is ready when
 * rendering starts (no deferred loaders), so streaming would win nothing, while a finished document
 * can carry its stylesheet inline for a fast first paint (app/lib/inline-stylesheet.server.ts,
 * ADR 026). Prerendering goes through here too, so the HTML files in the build already do.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // A form posted by the page script (ADR 008) asks for JSON: it gets its action's answer, with the
  // action's status, instead of the page (see app/enhance/newsletter-box.ts).
  const answer = jsonActionAnswer(request, routerContext);
  if (answer !== undefined) {
    responseHeaders.set("Content-Type", "application/json; charset=utf-8");
    return new Response(JSON.stringify(answer), { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const options: RenderToPipeableStreamOptions = {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        const chunks: Buffer[] = [];
        const collect = new Writable({
          write(chunk: Buffer | string, _encoding, callback) {
            chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            let html = Buffer.concat(chunks).toString("utf8");
            if (!import.meta.env.DEV) html = inlineStylesheet(html, builtClientAssets());
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            callback();
          },
        });
        pipe(collect);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell are logged by React Router's handleDocumentRequest.
        if (shellRendered) console.error(error);
      },
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      options,
    );
  });
}

/** The action's data of a POST that accepts JSON; undefined for everything else (pages, errors). */
function jsonActionAnswer(request: Request, { staticHandlerContext }: EntryContext): unknown {
  const actionData = staticHandlerContext.actionData;
  if (request.method.toUpperCase() !== "POST" || !actionData) return undefined;
  if (!/\bapplication\/json\b/.test(request.headers.get("Accept") ?? "")) return undefined;
  return Object.values(actionData)[0] ?? undefined;
}
