-- Hand-written (issue 19 item 5, decision 028): how long an uncommitted import preview waits before the
-- sweep expires it and drops its parsed rows. Data only; a value an administrator already set is kept.
INSERT INTO "system_parameter" ("key", "value", "type", "min_value", "max_value", "description", "description_zh", "modified_by") VALUES
  ('import.previewExpiryHours', '24', 'number', 1, 168,
   'Hours an import preview waits for its commit before it expires and its rows are removed',
   '匯入預覽等待確認的時數，逾時即告失效並刪除其資料列', 'migration')
ON CONFLICT ("key") DO UPDATE SET
  "type" = EXCLUDED."type", "min_value" = EXCLUDED."min_value", "max_value" = EXCLUDED."max_value",
  "description" = EXCLUDED."description", "description_zh" = EXCLUDED."description_zh";
