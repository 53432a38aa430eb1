CREATE TABLE `proposal_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`signer_id` integer,
	`type` text NOT NULL,
	`detail` text,
	`ip` text,
	`user_agent` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `signature_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `proposal_events_request` ON `proposal_events` (`request_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `proposal_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`stripe_session_id` text,
	`checkout_url` text,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`status` text DEFAULT 'created' NOT NULL,
	`payment_intent_id` text,
	`payer_email` text,
	`expires_at` text NOT NULL,
	`paid_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `signature_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `proposal_payments_stripe_session_id_unique` ON `proposal_payments` (`stripe_session_id`);--> statement-breakpoint
CREATE INDEX `proposal_payments_request` ON `proposal_payments` (`request_id`,`status`);--> statement-breakpoint
CREATE TABLE `signature_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`document_id` integer,
	`document_title` text NOT NULL,
	`document_file_name` text NOT NULL,
	`document_object_path` text NOT NULL,
	`document_sha256` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`message` text,
	`deposit_cents` integer,
	`currency` text DEFAULT 'usd' NOT NULL,
	`created_by_user_id` integer,
	`viewed_at` text,
	`reminded_at` text,
	`completed_at` text,
	`voided_at` text,
	`void_reason` text,
	`deposit_paid_at` text,
	`deposit_payment_id` integer,
	`deposit_payment_ref` text,
	`signed_copy_key` text,
	`signed_copy_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `documents`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "signature_requests_deposit_positive" CHECK("signature_requests"."deposit_cents" IS NULL OR "signature_requests"."deposit_cents" > 0)
);
--> statement-breakpoint
CREATE INDEX `signature_requests_project` ON `signature_requests` (`project_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `signature_requests_open_document` ON `signature_requests` (`document_id`) WHERE status = 'open';--> statement-breakpoint
CREATE TABLE `signature_signers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`emailed_at` text,
	`viewed_at` text,
	`signed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `signature_requests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `signature_signers_request_email` ON `signature_signers` (`request_id`,`email`);--> statement-breakpoint
CREATE TABLE `signatures` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`signer_id` integer NOT NULL,
	`full_name` text NOT NULL,
	`kind` text NOT NULL,
	`signature_data` text NOT NULL,
	`document_sha256` text NOT NULL,
	`identity_method` text NOT NULL,
	`consent_text` text NOT NULL,
	`ip` text,
	`user_agent` text,
	`signed_at` text NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `signature_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`signer_id`) REFERENCES `signature_signers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `signatures_signer_id_unique` ON `signatures` (`signer_id`);--> statement-breakpoint
CREATE INDEX `signatures_request` ON `signatures` (`request_id`);--> statement-breakpoint
CREATE TABLE `signer_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`signer_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`verified_at` text,
	`ticket_hash` text,
	`ticket_expires_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`signer_id`) REFERENCES `signature_signers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `signer_codes_ticket_hash_unique` ON `signer_codes` (`ticket_hash`);--> statement-breakpoint
CREATE INDEX `signer_codes_signer` ON `signer_codes` (`signer_id`,`created_at`);