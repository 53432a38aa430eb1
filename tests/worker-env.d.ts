import type { D1Migration } from "@cloudflare/vitest-plugin";
import type { Bindings } from "../worker/env";

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
      /** Test only: generated inputs per endpoint and role in tests/worker/fuzz.test.ts. */
      FUZZ_RUNS?: string;
      /** Test only: the S3 stand-in's URL (tests/global-setup/s3-stand-in.ts), for R2_ENDPOINT. */
      S3_STAND_IN: string;
    }
  }
}
