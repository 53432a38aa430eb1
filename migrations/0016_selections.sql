-- Issue 29: selections. Written by hand. The studio's schedule per project: rooms (with an
-- optional budget), pieces (items) with options the client picks from, and every client decision
-- kept per approval round. `cost_cents` is the studio's own cost: admin answers only.
CREATE TABLE `selection_settings` (
	`project_id` integer PRIMARY KEY NOT NULL,
	`approval_rule` text DEFAULT 'any' NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `selection_rooms` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`name` text NOT NULL,
	`budget_cents` integer,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "selection_rooms_budget_non_negative" CHECK("selection_rooms"."budget_cents" IS NULL OR "selection_rooms"."budget_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `selection_rooms_project` ON `selection_rooms` (`project_id`,`sort_order`);
--> statement-breakpoint
CREATE TABLE `selection_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`room_id` integer NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`name` text NOT NULL,
	`vendor` text,
	`url` text,
	`sku` text,
	`dimensions` text,
	`finish` text,
	`quantity` integer DEFAULT 1 NOT NULL,
	`unit_price_cents` integer DEFAULT 0 NOT NULL,
	`cost_cents` integer,
	`currency` text DEFAULT 'usd' NOT NULL,
	`lead_time` text,
	`notes` text,
	`photos` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`chosen_option_id` integer,
	`round` integer DEFAULT 0 NOT NULL,
	`last_change` text,
	`source` text DEFAULT 'manual' NOT NULL,
	`product_id` integer,
	`proposed_at` text,
	`approved_at` text,
	`declined_at` text,
	`changes_requested_at` text,
	`ordered_at` text,
	`shipped_at` text,
	`delivered_at` text,
	`installed_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`room_id`) REFERENCES `selection_rooms`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "selection_items_quantity_positive" CHECK("selection_items"."quantity" >= 1),
	CONSTRAINT "selection_items_price_non_negative" CHECK("selection_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `selection_items_room` ON `selection_items` (`room_id`,`sort_order`);
--> statement-breakpoint
CREATE INDEX `selection_items_project` ON `selection_items` (`project_id`);
--> statement-breakpoint
CREATE TABLE `selection_options` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`item_id` integer NOT NULL,
	`name` text NOT NULL,
	`unit_price_cents` integer,
	`cost_cents` integer,
	`finish` text,
	`photo_url` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`item_id`) REFERENCES `selection_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `selection_options_item` ON `selection_options` (`item_id`,`sort_order`);
--> statement-breakpoint
CREATE TABLE `selection_decisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`item_id` integer NOT NULL,
	`round` integer NOT NULL,
	`decision` text NOT NULL,
	`option_id` integer,
	`comment` text,
	`user_id` integer,
	`author_name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`item_id`) REFERENCES `selection_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `selection_decisions_item` ON `selection_decisions` (`item_id`,`round`);
