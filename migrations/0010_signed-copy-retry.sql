ALTER TABLE `signature_requests` ADD `signed_copy_error` text;--> statement-breakpoint
ALTER TABLE `signature_requests` ADD `signed_copy_attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `signature_requests` ADD `signed_copy_failed_at` text;--> statement-breakpoint
ALTER TABLE `documents` ADD `page_count` integer;
