/** The booking's state above its exams: cancelled, an exam moved or changed, or still a request. */
import type { AppointmentItem } from '../../../src/api/schemas/appointments.schema';
import { Banner } from '../../../src/ui/Banner';

type Translate = (key: string) => string;

export interface StatusBannerProps {
  t: Translate;
  cancelled: boolean;
  changed: AppointmentItem | undefined;
  pending: boolean;
}

export function StatusBanner({ t, cancelled, changed, pending }: StatusBannerProps) {
  if (cancelled)
    return (
      <Banner tone="warning">
        <p>{t('appointments.status_cancelled')}</p>
      </Banner>
    );
  if (changed)
    return (
      <Banner tone="info">
        <p>{t(`appointments.status_${changed.status.toLowerCase()}`)}</p>
      </Banner>
    );
  if (pending)
    return (
      <Banner tone="info">
        <p>{t('appointments.pending_notice')}</p>
      </Banner>
    );
  return null;
}
