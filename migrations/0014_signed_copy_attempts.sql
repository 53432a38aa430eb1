ALTER TABLE `signature_requests` ADD `signed_copy_mode` text;
