import { type Config, isLocalOrigin } from "../env";

/**
 * Local sign-in is possible only with DEV_LOGIN=true, a localhost APP_URL and a request that came
 * to localhost: a production deployment answers 404 even if DEV_LOGIN were set by mistake. The
 * same rule decides whether /api/site (and the HTML it is inlined into) offers the form.
 */
export function devLoginAllowed(config: Config, requestUrl: string): boolean {
  return config.devLogin && isLocalOrigin(config.appOrigin) && isLocalOrigin(new URL(requestUrl).origin);
}
