/**
 * Pinned feedback's input schemas (issue 19), used by worker/pins/router.ts with the limits and
 * messages of pins.ts. Apart from pins.ts so that the portal's pin viewer, which never validates
 * with zod, does not load it (issue 29).
 */
import { z } from "zod";
import { PIN_MESSAGES, PIN_NAME_MAX, PIN_STATUSES, PIN_TEXT_MAX } from "./pins";

/** Private-link access travels in the body of state-changing requests (never in a logged URL). */
const accessFields = {
  token: z.string().max(200).optional(),
  projectId: z.union([z.number(), z.string()]).optional(),
};

const text = z
  .string({ message: PIN_MESSAGES.textEmpty })
  .trim()
  .min(1, PIN_MESSAGES.textEmpty)
  .max(PIN_TEXT_MAX, PIN_MESSAGES.textLong);

/** A private-link visitor signs with a name (remembered on their device by the SPA). */
const authorName = z
  .string({ message: PIN_MESSAGES.nameEmpty })
  .trim()
  .min(1, PIN_MESSAGES.nameEmpty)
  .max(PIN_NAME_MAX, PIN_MESSAGES.nameLong)
  .optional();

const coordinate = z
  .number({ message: PIN_MESSAGES.point })
  .min(0, PIN_MESSAGES.point)
  .max(1, PIN_MESSAGES.point);

export const newPinSchema = z.object({
  ...accessFields,
  page: z.number({ message: PIN_MESSAGES.page }).int(PIN_MESSAGES.page).min(1, PIN_MESSAGES.page),
  x: coordinate,
  y: coordinate,
  text,
  authorName,
});

/**
 * A pin on a selection piece's photo (issue 29 item 2): the photo's address, one of the piece's
 * `photos` (a photo has one page).
 */
export const newPhotoPinSchema = z.object({
  ...accessFields,
  photo: z.string({ message: PIN_MESSAGES.photo }).min(1, PIN_MESSAGES.photo).max(500, PIN_MESSAGES.photo),
  x: coordinate,
  y: coordinate,
  text,
  authorName,
});

export const pinReplySchema = z.object({ ...accessFields, text, authorName });

export const pinStatusSchema = z.object({
  ...accessFields,
  status: z.enum(PIN_STATUSES, { message: PIN_MESSAGES.status }),
  authorName,
});
