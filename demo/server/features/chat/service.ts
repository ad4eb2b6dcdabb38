/**
 * What a conversation event does to its booking request (docs/rules.md#chat-status): the agent's
 * booking-complete message books it; a disconnect or "no agent" hands it back to the patient
 * (type PATIENT). The status has one owner, the booking-requests feature: BOOKED goes through its
 * rule (a cancelled request stays cancelled, 409); chat owns only the type, which a request already
 * BOOKED keeps (a late disconnect does not undo the booking).
 */
import type { ChatEventName, ChatEventResult } from '../../../../src/api/schemas/chat.schema';
import type { Db } from '../../db/db';
import { ApiError } from '../../http/errors';
import { updateBookingRequestStatus } from '../booking-requests/queries';
import { chatState, handBackToPatient } from './queries';

export async function applyChatEvent(db: Db, bookingKey: string, event: ChatEventName): Promise<ChatEventResult | undefined> {
  if (event !== 'BOOKING_COMPLETE') return handBackToPatient(db, bookingKey);
  if (!(await updateBookingRequestStatus(db, bookingKey, 'BOOKED'))) {
    if (!(await chatState(db, bookingKey))) return undefined;
    throw new ApiError(409, 'booking_requests.already_cancelled', 'status_refused');
  }
  return chatState(db, bookingKey);
}
