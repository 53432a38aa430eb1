-- Issue 25, item 1: signed records are kept. Written by hand (drizzle-kit has no triggers).
-- A project can be archived instead of deleted: hidden from the admin's default list, the portal
-- and the public site, restorable. `archived_published` remembers whether it was in the portfolio,
-- so that Restore puts it back where it was.
ALTER TABLE `projects` ADD `archived_at` text;
--> statement-breakpoint
ALTER TABLE `projects` ADD `archived_published` integer DEFAULT false NOT NULL;
--> statement-breakpoint
-- An archived project is never public: publishing one is refused here as well as by the API.
CREATE TRIGGER `projects_archived_not_published` BEFORE UPDATE OF `published`, `archived_at` ON `projects`
  WHEN NEW.`archived_at` IS NOT NULL AND NEW.`published` = 1
BEGIN
  SELECT RAISE(ABORT, 'project_archived: an archived project cannot be published');
END;
--> statement-breakpoint
-- The record of an agreement or a payment outlives its project, whatever code deletes it (the
-- admin's delete, a privacy delete, a future path). The locks sit on the records themselves: a
-- project's delete cascades to its signature requests, so these triggers abort any delete of a
-- project holding a signature, a signed copy or a paid deposit, and the whole statement or batch
-- changes nothing (worker/db/queries/projects.ts maps the abort to a 409). Not a trigger on
-- `projects` itself: workerd's storage reset between worker test files cannot drop a `projects`
-- table that has a DELETE trigger (it fails with "no such table"), while these work the same.
CREATE TRIGGER `signature_requests_keep_signed_records` BEFORE DELETE ON `signature_requests`
  WHEN OLD.`signed_copy_key` IS NOT NULL OR OLD.`deposit_paid_at` IS NOT NULL
    OR EXISTS (SELECT 1 FROM `signatures` s WHERE s.`request_id` = OLD.`id`)
    OR EXISTS (SELECT 1 FROM `proposal_payments` p WHERE p.`request_id` = OLD.`id` AND (p.`paid_at` IS NOT NULL OR p.`status` = 'paid'))
BEGIN
  SELECT RAISE(ABORT, 'signed_records_kept: this proposal has a signature or a paid deposit');
END;
--> statement-breakpoint
CREATE TRIGGER `signatures_keep` BEFORE DELETE ON `signatures`
BEGIN
  SELECT RAISE(ABORT, 'signed_records_kept: a signature is never deleted');
END;
--> statement-breakpoint
CREATE TRIGGER `proposal_payments_keep_paid` BEFORE DELETE ON `proposal_payments`
  WHEN OLD.`paid_at` IS NOT NULL OR OLD.`status` = 'paid'
BEGIN
  SELECT RAISE(ABORT, 'signed_records_kept: a paid deposit is never deleted');
END;
