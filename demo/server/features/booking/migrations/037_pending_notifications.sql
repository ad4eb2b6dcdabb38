-- Pending appointments (docs/rules.md#booking-pending): when the provider makes bookings pending,
-- staff confirm them and the patient is told once, by e-mail and (with a phone) SMS. The time it
-- was sent keeps a repeat from sending again.
alter table appointment add column pending_notified_at timestamptz;
