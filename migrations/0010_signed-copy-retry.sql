ALTER TABLE `signature_requests` ADD `signed_copy_error` text;--> statement-breakpoint
ALTER TABLE `signature_requests` ADD `signed_copy_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `signature_requests` ADD `signed_copy_failed_at` text;--> statement-breakpoint
CREATE INDEX `signature_requests_signed_copy_pending` ON `signature_requests` (`signed_copy_failed_at`) WHERE `signed_copy_error` IS NOT NULL;--> statement-breakpoint
ALTER TABLE `documents` ADD `page_count` integer;
