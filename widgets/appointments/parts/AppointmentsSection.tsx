/**
 * The page's section with its heading: every state has one, so a screen-reader user lands on it
 * whatever the load did.
 */
import type { ReactNode, Ref } from 'react';

export interface AppointmentsSectionProps {
  kiosk: boolean;
  title: string;
  /** The heading's id (each view names its own). */
  titleId: string;
  /** The heading takes the focus when a view returns to it. */
  headingRef?: Ref<HTMLHeadingElement>;
  status?: string;
  children: ReactNode;
}

export function AppointmentsSection({ kiosk, title, titleId, headingRef, status, children }: AppointmentsSectionProps) {
  return (
    <section
      className={kiosk ? 'appointments appointments--kiosk' : 'appointments'}
      part="appointments"
      aria-labelledby={titleId}
      data-status={status}
    >
      <h1 id={titleId} {...(headingRef ? { ref: headingRef, tabIndex: -1 } : {})}>
        {title}
      </h1>
      {children}
    </section>
  );
}
