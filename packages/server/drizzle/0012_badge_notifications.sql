-- Issue 13: a badge earned or a new level of it is kept as a notification of its own kind.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('follow', 'upvote', 'comment', 'reply', 'submission', 'submission_returned', 'submission_published', 'member_joined', 'member_left', 'role_changed', 'invitation', 'invitation_accepted', 'report_decided', 'content_moderated', 'badge_earned'));
