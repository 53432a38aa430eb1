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
-- admin's delete, a privacy delete, a future path): a project with a signature, a signed copy or
-- a paid deposit cannot be deleted (worker/db/queries/projects.ts maps this to a 409).
CREATE TRIGGER `projects_keep_signed_records` BEFORE DELETE ON `projects`
  WHEN EXISTS (
    SELECT 1 FROM `signature_requests` r
    WHERE r.`project_id` = OLD.`id` AND (
      r.`signed_copy_key` IS NOT NULL OR r.`deposit_paid_at` IS NOT NULL
      OR EXISTS (SELECT 1 FROM `signatures` s WHERE s.`request_id` = r.`id`)
      OR EXISTS (SELECT 1 FROM `proposal_payments` p WHERE p.`request_id` = r.`id` AND (p.`paid_at` IS NOT NULL OR p.`status` = 'paid'))
    )
  )
BEGIN
  SELECT RAISE(ABORT, 'signed_records_kept: this project has a signed proposal or a paid deposit');
END;
--> statement-breakpoint
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
