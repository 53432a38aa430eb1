/**
 * vitest globalSetup (runs in Node, before the workerd pool starts): a local OpenID Connect
 * provider (oauth2-mock-server) on a free port. Its URL reaches the Worker as OIDC_ISSUER through
 * `provide` / `inject` (see vitest.config.ts), so tests/worker/oauth.test.ts drives the real
 * sign-in code: discovery, authorization redirect, PKCE-checked code exchange, ID token.
 *
 * Per-test claims: the test appends `test_claims=<base64url JSON>` to the authorization URL; the
 * claims are remembered for the code issued there and merged into the tokens minted for that
 * code. `test_error=<code>` makes the authorization endpoint answer with that error instead
 * (e.g. access_denied, as when the visitor cancels).
 */

import type { IncomingMessage } from "node:http";
import { Events, type MutableRedirectUri, type MutableToken, OAuth2Server } from "oauth2-mock-server";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    oidcIssuer: string;
  }
}

export default async function setup(project: TestProject) {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  const claimsByCode = new Map<string, Record<string, unknown>>();

  server.service.on(Events.BeforeAuthorizeRedirect, (redirect: MutableRedirectUri, req: IncomingMessage) => {
    const query = new URL(req.url ?? "/", "http://localhost").searchParams;
    const error = query.get("test_error");
    if (error) {
      redirect.url.searchParams.delete("code");
      redirect.url.searchParams.set("error", error);
      return;
    }
    const code = redirect.url.searchParams.get("code");
    const encoded = query.get("test_claims");
    if (code && encoded) {
      claimsByCode.set(code, JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")));
    }
  });
  server.service.on(
    Events.BeforeTokenSigning,
    (token: MutableToken, req: IncomingMessage & { body?: unknown }) => {
      const body = req.body as { code?: unknown } | undefined;
      const claims = typeof body?.code === "string" ? claimsByCode.get(body.code) : undefined;
      if (claims) Object.assign(token.payload, claims);
    },
  );

  await server.start(0, "127.0.0.1");
  // The default issuer says "localhost", which may resolve to ::1 while we listen on IPv4 only.
  const issuer = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = issuer;
  project.provide("oidcIssuer", issuer);

  return async () => {
    await server.stop();
  };
}
