CREATE TABLE `cache_versions` (
	`scope` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The row every edge-cache key reads (worker/http/edge-cache.ts), and the triggers that bump it
-- whenever something the public site shows changes. Written by hand: drizzle-kit has no triggers.
INSERT INTO `cache_versions` (`scope`, `version`) VALUES ('site', 1);
--> statement-breakpoint
-- Projects count only while published (before or after the change), and only their public columns:
-- a client link being used or a private contact being edited purges nothing.
CREATE TRIGGER `cache_bump_projects_insert` AFTER INSERT ON `projects`
  WHEN NEW.`published` = 1
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'site';
END;
--> statement-breakpoint
CREATE TRIGGER `cache_bump_projects_update` AFTER UPDATE OF `title`, `portfolio_title`, `description`, `category`, `year`, `location`, `published`, `featured`, `sort_order` ON `projects`
  WHEN OLD.`published` = 1 OR NEW.`published` = 1
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'site';
END;
--> statement-breakpoint
CREATE TRIGGER `cache_bump_projects_delete` AFTER DELETE ON `projects`
  WHEN OLD.`published` = 1
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'site';
END;
--> statement-breakpoint
CREATE TRIGGER `cache_bump_project_images_insert` AFTER INSERT ON `project_images`
  WHEN EXISTS (SELECT 1 FROM `projects` WHERE `id` = NEW.`project_id` AND `published` = 1)
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'site';
END;
--> statement-breakpoint
CREATE TRIGGER `cache_bump_project_images_update` AFTER UPDATE ON `project_images`
  WHEN EXISTS (SELECT 1 FROM `projects` WHERE `id` = OLD.`project_id` AND `published` = 1) OR EXISTS (SELECT 1 FROM `projects` WHERE `id` = NEW.`project_id` AND `published` = 1)
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'site';
END;
--> statement-breakpoint
CREATE TRIGGER `cache_bump_project_images_delete` AFTER DELETE ON `project_images`
  WHEN EXISTS (SELECT 1 FROM `projects` WHERE `id` = OLD.`project_id` AND `published` = 1)
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'site';
END;
--> statement-breakpoint
CREATE TRIGGER `cache_bump_products_insert` AFTER INSERT ON `products`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'site';
END;
--> statement-breakpoint
CREATE TRIGGER `cache_bump_products_update` AFTER UPDATE ON `products`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'site';
END;
--> statement-breakpoint
CREATE TRIGGER `cache_bump_products_delete` AFTER DELETE ON `products`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'site';
END;
--> statement-breakpoint
CREATE TRIGGER `cache_bump_product_images_insert` AFTER INSERT ON `product_images`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'site';
END;
--> statement-breakpoint
CREATE TRIGGER `cache_bump_product_images_update` AFTER UPDATE ON `product_images`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'site';
END;
--> statement-breakpoint
CREATE TRIGGER `cache_bump_product_images_delete` AFTER DELETE ON `product_images`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'site';
END;
--> statement-breakpoint
CREATE TRIGGER `cache_bump_brand_assets_insert` AFTER INSERT ON `brand_assets`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'site';
END;
--> statement-breakpoint
CREATE TRIGGER `cache_bump_brand_assets_update` AFTER UPDATE ON `brand_assets`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'site';
END;
--> statement-breakpoint
CREATE TRIGGER `cache_bump_brand_assets_delete` AFTER DELETE ON `brand_assets`
BEGIN
  UPDATE `cache_versions` SET `version` = `version` + 1 WHERE `scope` = 'site';
END;
