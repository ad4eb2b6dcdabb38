import type { BookingModel } from '../booking.model';
import { BookingRequestInfoDialog, ExamInfoDialog } from './ExamDialogs';
import { PostcodeDialog } from './PostcodeDialog';

/**
 * The finder's modals (exam info, booking request info, post-code locator) in one chunk, which the
 * widget fetches the first time a patient opens one of them: most patients never do.
 */
export function FinderDialogs({ model }: { model: BookingModel }) {
  return (
    <>
      <ExamInfoDialog model={model} />
      <BookingRequestInfoDialog model={model} />
      <PostcodeDialog model={model} />
    </>
  );
}
