import type { BookingModel } from '../booking.model';

/** Whether any of the finder's modals is asked for (read inside a render, so the widget re-renders). */
export function finderDialogAsked(model: BookingModel): boolean {
  return model.examInfo.value !== null || model.bookingRequestInfo.value !== null || model.postcodeDialogOpen.value;
}
