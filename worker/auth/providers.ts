import type { Config } from "../env";

/** Sign-in providers enabled by configuration (the OAuth issue implements the flows). */
export function enabledProviders(config: Config): { id: string; name: string }[] {
  const list: { id: string; name: string }[] = [];
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) list.push({ id: "google", name: "Google" });
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET) {
    list.push({ id: "oidc", name: config.OIDC_NAME ?? "Single sign-on" });
  }
  return list;
}
