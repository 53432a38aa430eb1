CREATE TABLE `principals` (
	`slot` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`line` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `cache_bump_principals_insert` AFTER INSERT ON `principals`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'site';
END;
--> statement-breakpoint
CREATE TRIGGER `cache_bump_principals_update` AFTER UPDATE ON `principals`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'site';
END;
--> statement-breakpoint
CREATE TRIGGER `cache_bump_principals_delete` AFTER DELETE ON `principals`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'site';
END;
