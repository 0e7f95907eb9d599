-- A reminder that no longer applies leaves the bell by itself: when its record's date is met
-- (a draft submitted, a publication made, a task done, a campaign over, a representation ended)
-- or the record is archived, the unread reminders of that date are removed in the same
-- transaction, whichever module made the change. Read ones stay, as the reader's history.
-- Arguments: the subject's kind and id, and the date kind (along notifications_subject_idx).
CREATE FUNCTION "dismiss_reminders"(text, integer, text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "notifications"
  WHERE "subject_kind" = $1 AND "subject_id" = $2 AND "read_at" IS NULL AND "kind" = 'reminder' AND "params"->>'date_kind' = $3;
$$;--> statement-breakpoint
CREATE FUNCTION "deliverables_dismiss_reminders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."status" NOT IN ('planned', 'awaiting_draft', 'changes_requested') THEN
    PERFORM "dismiss_reminders"('deliverable', NEW."id", 'draft_due');
  END IF;
  IF NEW."status" NOT IN ('planned', 'awaiting_draft', 'in_review', 'changes_requested', 'approved') THEN
    PERFORM "dismiss_reminders"('deliverable', NEW."id", 'publish_due');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "deliverables_dismiss_reminders" AFTER UPDATE OF "status" ON "deliverables"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "deliverables_dismiss_reminders"();--> statement-breakpoint
CREATE FUNCTION "tasks_dismiss_reminders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dismiss_reminders"('task', NEW."id", 'task_due');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tasks_dismiss_reminders" AFTER UPDATE OF "done_at", "archived_at" ON "tasks"
  FOR EACH ROW WHEN ((OLD."done_at" IS NULL AND NEW."done_at" IS NOT NULL) OR (OLD."archived_at" IS NULL AND NEW."archived_at" IS NOT NULL))
  EXECUTE FUNCTION "tasks_dismiss_reminders"();--> statement-breakpoint
CREATE FUNCTION "campaigns_dismiss_reminders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dismiss_reminders"('campaign', NEW."id", 'campaign_end');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "campaigns_dismiss_reminders" AFTER UPDATE OF "status", "archived_at" ON "campaigns"
  FOR EACH ROW WHEN ((NEW."status" IN ('completed', 'cancelled') AND OLD."status" IS DISTINCT FROM NEW."status") OR (OLD."archived_at" IS NULL AND NEW."archived_at" IS NOT NULL))
  EXECUTE FUNCTION "campaigns_dismiss_reminders"();--> statement-breakpoint
CREATE FUNCTION "creators_dismiss_reminders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dismiss_reminders"('creator', NEW."id", 'representation_end');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "creators_dismiss_reminders" AFTER UPDATE OF "status", "archived_at" ON "creators"
  FOR EACH ROW WHEN ((NEW."status" = 'offboarded' AND OLD."status" IS DISTINCT FROM NEW."status") OR (OLD."archived_at" IS NULL AND NEW."archived_at" IS NOT NULL))
  EXECUTE FUNCTION "creators_dismiss_reminders"();
