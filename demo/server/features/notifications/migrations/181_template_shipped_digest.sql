-- The digest of the text the product last wrote into each template row. The start rewrites a row
-- (features/notifications/templates/upsert.ts) only while it still holds that text, so a provider
-- who rewords a template in the database keeps their words when the product's wording changes.
-- Null: written before this column existed, when every start rewrote every row: the product's.
alter table email_template add column shipped_digest text;
