-- Issue 29 item 2: pins on a selection piece's photo. Written by hand (decision 0011, "Targets").
-- A pin's target is now a document chain (document_id, origin_document_id, chain_id, as before)
-- or a selection piece's photo (selection_item_id, photo); exactly one of the two is set.
-- SQLite cannot drop NOT NULL in place, so `document_threads` is rebuilt, and with it
-- `document_thread_messages`: D1 enforces foreign keys, and dropping the pins' table would cascade
-- to the messages. Both are copied with their ids into new tables (the messages' copy refers to the
-- pins' copy), the old ones dropped (messages first: nothing refers to them), the copies renamed
-- to the old names (a rename rewrites the reference in the messages' table) and the indexes made
-- again under their old names. Foreign keys are checked at the end of the migration's transaction.
PRAGMA defer_foreign_keys = on;
--> statement-breakpoint
CREATE TABLE `document_threads_new` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_id` integer,
	`origin_document_id` integer,
	`chain_id` integer,
	`number` integer NOT NULL,
	`page` integer NOT NULL,
	`x` real NOT NULL,
	`y` real NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`resolved_at` text,
	`studio_notified_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`selection_item_id` integer,
	`photo` text,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`selection_item_id`) REFERENCES `selection_items`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "document_threads_point" CHECK("x" >= 0 AND "x" <= 1 AND "y" >= 0 AND "y" <= 1 AND "page" >= 1),
	CONSTRAINT "document_threads_target" CHECK(("document_id" IS NOT NULL AND "origin_document_id" IS NOT NULL AND "chain_id" IS NOT NULL AND "selection_item_id" IS NULL AND "photo" IS NULL) OR ("document_id" IS NULL AND "origin_document_id" IS NULL AND "chain_id" IS NULL AND "selection_item_id" IS NOT NULL AND "photo" IS NOT NULL))
);
--> statement-breakpoint
INSERT INTO `document_threads_new` (`id`, `document_id`, `origin_document_id`, `chain_id`, `number`, `page`, `x`, `y`, `status`, `resolved_at`, `studio_notified_at`, `created_at`, `updated_at`)
SELECT `id`, `document_id`, `origin_document_id`, `chain_id`, `number`, `page`, `x`, `y`, `status`, `resolved_at`, `studio_notified_at`, `created_at`, `updated_at` FROM `document_threads`;
--> statement-breakpoint
CREATE TABLE `document_thread_messages_new` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`thread_id` integer NOT NULL,
	`author_kind` text NOT NULL,
	`author_name` text NOT NULL,
	`author_user_id` integer,
	`text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`thread_id`) REFERENCES `document_threads_new`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `document_thread_messages_new` (`id`, `thread_id`, `author_kind`, `author_name`, `author_user_id`, `text`, `created_at`)
SELECT `id`, `thread_id`, `author_kind`, `author_name`, `author_user_id`, `text`, `created_at` FROM `document_thread_messages`;
--> statement-breakpoint
DROP TABLE `document_thread_messages`;
--> statement-breakpoint
DROP TABLE `document_threads`;
--> statement-breakpoint
ALTER TABLE `document_threads_new` RENAME TO `document_threads`;
--> statement-breakpoint
ALTER TABLE `document_thread_messages_new` RENAME TO `document_thread_messages`;
--> statement-breakpoint
CREATE INDEX `document_threads_document` ON `document_threads` (`document_id`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `document_threads_number` ON `document_threads` (`chain_id`,`number`);--> statement-breakpoint
CREATE INDEX `document_threads_item` ON `document_threads` (`selection_item_id`,`photo`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `document_threads_item_number` ON `document_threads` (`selection_item_id`,`number`);--> statement-breakpoint
CREATE INDEX `document_thread_messages_thread` ON `document_thread_messages` (`thread_id`,`id`);--> statement-breakpoint
CREATE INDEX `document_thread_messages_author` ON `document_thread_messages` (`author_user_id`);--> statement-breakpoint
CREATE TABLE `selection_pin_digests` (
	`item_id` integer PRIMARY KEY NOT NULL,
	`last_sent_at` text NOT NULL,
	FOREIGN KEY (`item_id`) REFERENCES `selection_items`(`id`) ON UPDATE no action ON DELETE cascade
);
