CREATE TABLE `signer_code_guards` (
	`signer_id` integer PRIMARY KEY NOT NULL,
	`wrong_total` integer DEFAULT 0 NOT NULL,
	`day_started_at` text,
	`day_wrong` integer DEFAULT 0 NOT NULL,
	`locked_at` text,
	`unlocked_at` text,
	FOREIGN KEY (`signer_id`) REFERENCES `signature_signers`(`id`) ON UPDATE no action ON DELETE cascade
);
