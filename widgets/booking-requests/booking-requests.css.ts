import { attachmentsCss } from '../../src/attachments/attachments.css';

export const bookingRequestsCss = /* css */ `
.booking-requests { display: grid; gap: 1.25rem; }
.booking-requests__status { font-weight: 600; margin: 0; }
.booking-requests__status--canceled { color: var(--rad-color-warning, #8a5a00); }
.booking-requests__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.booking-requests__actions button { min-height: 44px; }
.booking-requests__error { color: var(--rad-color-danger, #b3261e); margin: 0; flex-basis: 100%; }
${attachmentsCss}
`;
