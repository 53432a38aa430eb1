/**
 * zod compiles object parsers with `new Function` when it may; the site's CSP forbids eval, so
 * zod's probe for it would be reported as a CSP violation on every page that validates a form.
 * jitless skips the probe (zod's documented setting for strict CSPs). Imported first by main.tsx.
 */
import { z } from "zod";

z.config({ jitless: true });
