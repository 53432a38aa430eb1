/**
 * The decision board's own filters (zod; worker/selections/router-exports.ts), with
 * selection-board.ts's statuses and messages. Apart from selection-board.ts so that the portal,
 * which reads the exports' addresses there, does not load zod (issue 29).
 */
import { z } from "zod";
import { BOARD_MESSAGES, BOARD_STATUSES, BOARD_WAITING } from "./selection-board";
import type { SelectionStatus } from "./selections";

/** The board's own filters (paging and `q` come from worker/http/list-query.ts). */
export const boardFilters = {
  projectId: z.coerce
    .number({ error: BOARD_MESSAGES.project })
    .int()
    .positive(BOARD_MESSAGES.project)
    .optional(),
  room: z
    .string()
    .trim()
    .max(200, BOARD_MESSAGES.room)
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  status: z
    .union([z.enum(BOARD_STATUSES as [SelectionStatus, ...SelectionStatus[]]), z.literal("")], {
      error: BOARD_MESSAGES.status,
    })
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  waiting: z
    .union([z.enum(BOARD_WAITING), z.literal("")], { error: BOARD_MESSAGES.waiting })
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
};
