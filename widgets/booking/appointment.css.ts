/** Styles of the booking's second half: the form, the hold countdown, the confirmation. */
export const appointmentCss = /* css */ `
.appointment { display: grid; gap: 1rem; }
.booking-form { display: grid; gap: 1rem; max-width: 40rem; }
.booking-form__title { margin: 0; }
.booking-form__chosen { margin: 0; padding-inline-start: 1.25rem; font-weight: 600; }
.booking-form__fields { display: grid; gap: 0.75rem; }
.booking-form__fields input:not([type="checkbox"]), .booking-form__fields textarea {
  min-height: 44px; width: 100%; padding: 0.5rem 0.75rem; box-sizing: border-box; font: inherit;
  border: 1px solid var(--rad-color-border-strong, #6b7480); border-radius: var(--rad-radius, 6px);
}
.booking-form__consent { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; }
.booking-form__consent input { width: 1.25rem; height: 1.25rem; }
.hold { padding: 0.5rem 0.75rem; border-inline-start: 4px solid var(--rad-color-primary, #0b5cab); background: var(--rad-color-surface, #f3f6f9); }
.hold__time { margin: 0; }
.hold__warning:empty { display: none; }
.hold__warning p { font-weight: 600; }
.confirmation__items { list-style: none; padding: 0; display: grid; gap: 0.75rem; }
.confirmation__item { padding: 0.75rem; border: 1px solid var(--rad-color-border, #c5d0dc); border-radius: var(--rad-radius, 6px); }
.confirmation__item p { margin: 0.25rem 0; }
.confirmation__exam { font-weight: 600; }
.confirmation__item--failed { border-color: var(--rad-color-error, #b3261e); }
.confirmation__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.confirmation__actions a { text-decoration: none; display: inline-flex; align-items: center; }
.appointment__status:empty { display: none; }
.appointment__status, .appointment__min-date, .booking-form__enquiry, .slots__enquiry {
  margin: 0; padding: 0.5rem 0.75rem; border-inline-start: 4px solid var(--rad-color-primary, #0b5cab);
  background: var(--rad-color-surface, #f3f6f9);
}
.booking-form__referral { display: grid; gap: 0.5rem; padding: 0.75rem; border: 1px solid var(--rad-color-border, #c5d0dc); border-radius: var(--rad-radius, 6px); }
.booking-form__referral-title { margin: 0; font-size: 1.1rem; }
.booking-form__referral p { margin: 0; }
.booking-questions { display: grid; gap: 0.5rem; max-width: 40rem; }
.booking-questions__done { margin: 0; }
.contact-team { margin-top: 1rem; padding-top: 1rem; border-top: 1px solid var(--rad-color-border, #c5d0dc); }
.contact-team__title { margin: 0 0 0.25rem; font-size: 1.1rem; }
.contact-team__actions, .denied__actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.contact-team__sent:empty { display: none; }
#booking-contact-form { display: grid; gap: 0.75rem; }
#booking-contact-form input, #booking-contact-form textarea, #booking-contact-form select {
  min-height: 44px; width: 100%; padding: 0.5rem 0.75rem; box-sizing: border-box; font: inherit;
  border: 1px solid var(--rad-color-border-strong, #6b7480); border-radius: var(--rad-radius, 6px);
}
`;
