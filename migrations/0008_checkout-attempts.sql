CREATE TABLE `checkout_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scope` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`order_id` integer,
	`payment_id` integer,
	`stripe_session_id` text,
	`checkout_url` text,
	`reuse_until` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`closed_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkout_attempts_open_scope` ON `checkout_attempts` (`scope`) WHERE `status` = 'open';--> statement-breakpoint
CREATE INDEX `checkout_attempts_order` ON `checkout_attempts` (`order_id`);--> statement-breakpoint
CREATE INDEX `checkout_attempts_payment` ON `checkout_attempts` (`payment_id`);--> statement-breakpoint
CREATE TABLE `payment_refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`order_id` integer,
	`request_id` integer,
	`payment_id` integer,
	`label` text NOT NULL,
	`stripe_session_id` text NOT NULL,
	`payment_intent_id` text,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`stripe_refund_id` text,
	`last_error` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`refunded_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_refunds_session` ON `payment_refunds` (`stripe_session_id`);--> statement-breakpoint
CREATE INDEX `payment_refunds_order` ON `payment_refunds` (`order_id`);--> statement-breakpoint
CREATE INDEX `payment_refunds_request` ON `payment_refunds` (`request_id`);--> statement-breakpoint
CREATE INDEX `payment_refunds_status` ON `payment_refunds` (`status`,`created_at`);
