/** The credentials the S3 stand-in (s3-stand-in.ts) accepts; imported by it and by the worker tests. */
export const S3_STAND_IN_ACCESS_KEY = "AKIASTANDIN000000000";
export const S3_STAND_IN_SECRET = "s3-stand-in-secret-0123456789abcdefghij";
