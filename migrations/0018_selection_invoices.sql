-- Issue 29 item 3: the studio asks the client to pay for approved pieces. Written by hand.
-- An invoice snapshots each piece's name, chosen option, quantity and client price (integer
-- cents) when it is issued; its totals are computed once, in SQL, in the batch that issues it.
-- Payments are Stripe Checkout sessions settled exactly once, like the proposal deposit's.
CREATE TABLE `selection_invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`ref` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`deposit_percent` integer,
	`tax_rate_milli` integer,
	`subtotal_cents` integer DEFAULT 0 NOT NULL,
	`amount_cents` integer DEFAULT 0 NOT NULL,
	`tax_cents` integer DEFAULT 0 NOT NULL,
	`total_cents` integer DEFAULT 0 NOT NULL,
	`created_by_user_id` integer,
	`payment_id` integer,
	`payment_ref` text,
	`paid_at` text,
	`voided_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "selection_invoices_deposit_percent" CHECK("selection_invoices"."deposit_percent" IS NULL OR ("selection_invoices"."deposit_percent" >= 1 AND "selection_invoices"."deposit_percent" <= 100))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `selection_invoices_ref` ON `selection_invoices` (`ref`);
--> statement-breakpoint
CREATE INDEX `selection_invoices_project` ON `selection_invoices` (`project_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `selection_invoices_status` ON `selection_invoices` (`status`,`created_at`);
--> statement-breakpoint
CREATE TABLE `selection_invoice_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`item_id` integer,
	`room_name` text NOT NULL,
	`name` text NOT NULL,
	`option_name` text,
	`quantity` integer NOT NULL,
	`unit_price_cents` integer NOT NULL,
	`line_total_cents` integer NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `selection_invoices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`item_id`) REFERENCES `selection_items`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `selection_invoice_lines_invoice` ON `selection_invoice_lines` (`invoice_id`,`sort_order`);
--> statement-breakpoint
CREATE INDEX `selection_invoice_lines_item` ON `selection_invoice_lines` (`item_id`);
--> statement-breakpoint
CREATE TABLE `selection_invoice_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
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
	FOREIGN KEY (`invoice_id`) REFERENCES `selection_invoices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `selection_invoice_payments_session` ON `selection_invoice_payments` (`stripe_session_id`);
--> statement-breakpoint
CREATE INDEX `selection_invoice_payments_invoice` ON `selection_invoice_payments` (`invoice_id`,`status`);
