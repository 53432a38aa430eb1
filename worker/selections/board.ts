/**
 * The admin's decision board (issue 29, item 4): the pieces clients have seen (every status but
 * draft), across the studio's projects or one, each with its latest client decision, newest first
 * (the later of that decision and the piece's proposal). Filters: room (by name, so "Kitchen"
 * spans projects), status, and whom it waits on (the studio after changes asked or a decline; the
 * client while proposed); `q` searches the piece, its vendor, the project, the room and the latest
 * decision's author and comment. Paged on the server like the other admin lists
 * (worker/http/list-query.ts). One row per piece rather than per decision: "waiting on whom" is a
 * piece's state, and its earlier decisions are in the Selections tab.
 */
import { and, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { projectDisplayName } from "../../src/shared/project";
import type { BoardPage, BoardRow, BoardWaiting } from "../../src/shared/selection-board";
import { WAITING_STATUSES, waitingOn } from "../../src/shared/selection-board";
import type { SelectionStatus } from "../../src/shared/selections";
import { projects, selectionDecisions, selectionItems, selectionOptions, selectionRooms } from "../db/schema";
import { pagingOf, searchAny } from "../http/list-query";
import type { Db } from "../types";

export type BoardQuery = {
  projectId?: number;
  room?: string;
  status?: SelectionStatus;
  waiting?: BoardWaiting;
  q?: string;
  page?: number;
  pageSize?: number;
};

/** The latest decision of a piece (any round): its id, or null. */
const latestDecisionId = sql`(SELECT d2.id FROM selection_decisions d2 WHERE d2.item_id = ${selectionItems.id} ORDER BY d2.created_at DESC, d2.id DESC LIMIT 1)`;

export async function boardPage(db: Db, query: BoardQuery): Promise<BoardPage> {
  const { page, pageSize, offset, q } = pagingOf(query);
  const scope: SQL[] = [ne(selectionItems.status, "draft")];
  if (query.projectId !== undefined) scope.push(eq(selectionItems.projectId, query.projectId));
  const filters: SQL[] = [...scope];
  if (query.room) filters.push(sql`lower(${selectionRooms.name}) = lower(${query.room})`);
  if (query.status) filters.push(eq(selectionItems.status, query.status));
  if (query.waiting) filters.push(inArray(selectionItems.status, [...WAITING_STATUSES[query.waiting]]));
  if (q) {
    filters.push(
      searchAny(q, [
        selectionItems.name,
        selectionItems.vendor,
        projects.title,
        projects.clientProjectName,
        selectionRooms.name,
        selectionDecisions.authorName,
        selectionDecisions.comment,
      ]),
    );
  }
  const at = sql<string>`max(coalesce(${selectionDecisions.createdAt}, ''), coalesce(${selectionItems.proposedAt}, ''), coalesce(${selectionItems.approvedAt}, ''))`;
  const base = () =>
    db
      .select({
        itemId: selectionItems.id,
        projectId: selectionItems.projectId,
        title: projects.title,
        clientProjectName: projects.clientProjectName,
        roomName: selectionRooms.name,
        name: selectionItems.name,
        vendor: selectionItems.vendor,
        status: selectionItems.status,
        decision: selectionDecisions.decision,
        authorName: selectionDecisions.authorName,
        comment: selectionDecisions.comment,
        optionName: selectionOptions.name,
        decidedAt: selectionDecisions.createdAt,
        at,
      })
      .from(selectionItems)
      .innerJoin(selectionRooms, eq(selectionRooms.id, selectionItems.roomId))
      .innerJoin(projects, eq(projects.id, selectionItems.projectId))
      .leftJoin(selectionDecisions, eq(selectionDecisions.id, latestDecisionId))
      .leftJoin(selectionOptions, eq(selectionOptions.id, selectionDecisions.optionId));
  // Not one D1 batch: a batch maps joined rows by column name, and these share names ("name").
  const [rows, total, rooms] = await Promise.all([
    base()
      .where(and(...filters))
      .orderBy(desc(at), desc(selectionItems.id))
      .limit(pageSize)
      .offset(offset)
      .all(),
    db
      .select({ n: count() })
      .from(selectionItems)
      .innerJoin(selectionRooms, eq(selectionRooms.id, selectionItems.roomId))
      .innerJoin(projects, eq(projects.id, selectionItems.projectId))
      .leftJoin(selectionDecisions, eq(selectionDecisions.id, latestDecisionId))
      .where(and(...filters))
      .all(),
    db
      .selectDistinct({ name: selectionRooms.name })
      .from(selectionItems)
      .innerJoin(selectionRooms, eq(selectionRooms.id, selectionItems.roomId))
      .where(and(...scope))
      .orderBy(selectionRooms.name)
      .all(),
  ]);
  const items: BoardRow[] = rows.map((r) => ({
    itemId: r.itemId,
    projectId: r.projectId,
    projectName: projectDisplayName(r),
    roomName: r.roomName,
    name: r.name,
    vendor: r.vendor,
    status: r.status,
    waitingOn: waitingOn(r.status),
    latest:
      r.decision && r.authorName && r.decidedAt
        ? {
            decision: r.decision,
            authorName: r.authorName,
            comment: r.comment,
            optionName: r.optionName,
            createdAt: r.decidedAt,
          }
        : null,
    at: r.at,
  }));
  // Room names compared without case: one choice per name.
  const seen = new Set<string>();
  const roomNames = rooms
    .map((r) => r.name)
    .filter((name) => {
      const k = name.toLowerCase();
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  return { items, total: total[0]?.n ?? 0, page, pageSize, rooms: roomNames };
}
