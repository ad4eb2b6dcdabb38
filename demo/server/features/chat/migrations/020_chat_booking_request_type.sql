-- Chat with an agent (docs/rules.md#chat-status): a booking request's type. Null is the request as it
-- was made; PATIENT means the patient books it themselves, set when a chat ends by a disconnect
-- or because no agent answered. The booking-complete message sets the existing status to BOOKED.
alter table booking_request add column if not exists type text check (type is null or type in ('PATIENT'));
