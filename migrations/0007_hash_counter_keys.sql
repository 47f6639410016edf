-- Counters and guests' idempotency keys are now keyed by a salted hash of who is counted, never by an
-- IP address or an e-mail. Rows kept under the old plain keys are dropped: every limit and allowance
-- simply starts a new window, and a guest's repeated request within the day runs once more.
DELETE FROM "rate_limits";
--> statement-breakpoint
DELETE FROM "idempotency_keys" WHERE "owner" LIKE 'address:%';
