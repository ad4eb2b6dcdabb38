/**
 * Chat with an agent (src/api/API.md#chat, docs/rules.md#chat-status): the booking
 * summary the agent receives as conversation attributes, and the conversation events that change
 * the booking request. Shared by rad-chat and the reference server.
 */
import * as v from 'valibot';

const text = v.optional(v.string(), '');

/** The chat booking summary: exactly these fields, nothing clinical beyond them (docs/rules.md#privacy). */
export const ChatBookingSummarySchema = v.object({
  exams: v.array(v.object({ name: v.string(), nameWithModality: v.string(), slug: v.string() })),
  clinicName: text,
  patient: v.object({
    postalCode: text,
    title: text,
    firstName: text,
    lastName: text,
    /** ISO date (yyyy-mm-dd). */
    dateOfBirth: text,
    email: text,
    contactNumber: text,
  }),
  bookingRequests: v.array(v.object({ slug: v.string(), patientNotes: text })),
});
export type ChatBookingSummary = v.InferOutput<typeof ChatBookingSummarySchema>;

/**
 * What the conversation told the widget (docs/rules.md#chat-status): the agent's booking-complete message
 * (the booking request becomes BOOKED), or the conversation ended without a booking, by a
 * disconnect or because no agent answered (the request's type becomes PATIENT: the patient books
 * it themselves).
 */
export const CHAT_EVENTS = ['BOOKING_COMPLETE', 'DISCONNECTED', 'NO_AGENT'] as const;
export type ChatEventName = (typeof CHAT_EVENTS)[number];
export const ChatEventRequestSchema = v.object({ event: v.picklist(CHAT_EVENTS) });
export type ChatEventRequest = v.InferOutput<typeof ChatEventRequestSchema>;

/** The booking request after the event: its status (PENDING, BOOKED, …) and type (null or PATIENT). */
export const ChatEventResultSchema = v.object({ status: v.string(), type: v.nullable(v.string()) });
export type ChatEventResult = v.InferOutput<typeof ChatEventResultSchema>;
