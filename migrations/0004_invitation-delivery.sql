ALTER TABLE `client_invitations` ADD `sent_at` text;--> statement-breakpoint
ALTER TABLE `client_invitations` ADD `send_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `client_invitations` ADD `accepted_at` text;--> statement-breakpoint
ALTER TABLE `client_invitations` ADD `accepted_by_user_id` integer REFERENCES users(id) ON DELETE set null;