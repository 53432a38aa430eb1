ALTER TABLE `email_outbox` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `ref` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `claimed_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `email_outbox_ref` ON `email_outbox` (`ref`);--> statement-breakpoint
CREATE INDEX `email_outbox_status` ON `email_outbox` (`status`,`created_at`);
