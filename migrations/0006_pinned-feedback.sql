CREATE TABLE `document_thread_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`thread_id` integer NOT NULL,
	`author_kind` text NOT NULL,
	`author_name` text NOT NULL,
	`author_user_id` integer,
	`text` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`thread_id`) REFERENCES `document_threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `document_thread_messages_thread` ON `document_thread_messages` (`thread_id`,`id`);--> statement-breakpoint
CREATE INDEX `document_thread_messages_author` ON `document_thread_messages` (`author_user_id`);--> statement-breakpoint
CREATE TABLE `document_threads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_id` integer NOT NULL,
	`origin_document_id` integer NOT NULL,
	`chain_id` integer NOT NULL,
	`number` integer NOT NULL,
	`page` integer NOT NULL,
	`x` real NOT NULL,
	`y` real NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`resolved_at` text,
	`studio_notified_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "document_threads_point" CHECK("document_threads"."x" >= 0 AND "document_threads"."x" <= 1 AND "document_threads"."y" >= 0 AND "document_threads"."y" <= 1 AND "document_threads"."page" >= 1)
);
--> statement-breakpoint
CREATE INDEX `document_threads_document` ON `document_threads` (`document_id`,`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `document_threads_number` ON `document_threads` (`chain_id`,`number`);--> statement-breakpoint
CREATE TABLE `pin_digests` (
	`chain_id` integer PRIMARY KEY NOT NULL,
	`last_sent_at` text NOT NULL
);
