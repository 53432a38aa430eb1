CREATE TABLE `signer_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`request_id` integer NOT NULL,
	`signer_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`created_by_user_id` integer,
	`last_used_at` text,
	`revoked_at` text,
	`revoked_reason` text,
	`revoked_by_user_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`request_id`) REFERENCES `signature_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`signer_id`) REFERENCES `signature_signers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`revoked_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `signer_links_token_hash_unique` ON `signer_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `signer_links_request` ON `signer_links` (`request_id`,`signer_id`);--> statement-breakpoint
CREATE INDEX `signer_links_project` ON `signer_links` (`project_id`,`revoked_at`);
