/** Events of <rad-patient-details>; details name fields, never their values (hosts forward events to analytics). */
import type { ChangeOrigin, PatientDetailField } from '../../src/api/schemas/patient-details.schema';

declare module '../../src/element/events' {
  interface RadEventMap {
    /** The change request was received: where it was asked from, and which fields change. */
    'rad-patient-details-requested': { origin: ChangeOrigin; changedFields: PatientDetailField[] };
  }
}

export {};
