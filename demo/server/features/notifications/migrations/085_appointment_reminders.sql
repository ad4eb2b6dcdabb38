-- Appointment reminders: each exam is reminded once, the day before. The time it was handled
-- (sent, or skipped because the patient unsubscribed from notifications) keeps a later run from
-- sending it again, or from sending it after the patient subscribes again too late to matter.
alter table appointment_item add column reminder_handled_at timestamptz;
