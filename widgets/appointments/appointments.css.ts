import { attachmentsCss } from '../../src/attachments/attachments.css';

export const appointmentsCss = /* css */ `
.appointments { display: grid; gap: 1.25rem; }
.appointments__items { display: grid; gap: 1rem; }
.appointments__item { padding: 1.25rem; border-radius: var(--rad-radius-large, 12px); background: var(--rad-color-surface, #ffffff);
  border: 1px solid var(--rad-color-border, #c8d0da); }
.appointments__item--canceled { border-style: dashed; }
.appointments__exam { margin: 0 0 0.5rem; }
.appointments__status { display: inline-block; font-weight: 700; margin: 0 0 0.5rem; padding: 0.15rem 0.6rem; border-radius: 999px;
  border: 2px solid currentColor; color: var(--rad-color-info, #0b4f8a); }
.appointments__status--canceled { color: var(--rad-color-warning, #8a5a00); }
.appointments__item--canceled .appointments__when { text-decoration: line-through; }
.appointments__moved { margin: 0 0 0.5rem; color: var(--rad-color-muted, #4a5563); }
.appointments__consent { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; margin-top: 1rem;
  padding-top: 1rem; border-top: 1px solid var(--rad-color-border, #c8d0da); }
.appointments__consent p { margin: 0; }
.appointments__consent-state--needed { font-weight: 600; }
.appointments__consent button { min-height: 44px; }
.appointments__move { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1rem; }
.appointments__move dt { font-weight: 600; }
.appointments__move dd { margin: 0; }
.appointments__reschedule { display: grid; gap: 1rem; }
/* Kiosk (the /kiosk variant or kiosk-mode): every target at least 44 px, choices too. */
.appointments--kiosk { --rad-target-size: 44px; }
.appointments--kiosk :is(button, a.rad-button, select, textarea, input:not([type="radio"], [type="checkbox"])) { min-height: 44px; min-width: 44px; }
.appointments--kiosk :is(input[type="radio"], input[type="checkbox"]) { width: 44px; height: 44px; }
.appointments--kiosk .appointments__reason, .appointments--kiosk .rad-upload__input { min-height: 44px; }
.appointments__clinic { font-style: normal; margin: 0 0 1rem; }
.appointments__links, .appointments__actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
.appointments__links a, .appointments__links button, .appointments__actions button { min-height: 44px; }
.appointments__details { margin: 0; }
.appointments__details a { display: inline-flex; align-items: center; min-height: 44px; }
.appointments__links a { display: inline-flex; align-items: center; }
.appointments__reasons { border: 0; padding: 0; margin: 0 0 1rem; display: grid; gap: 0.5rem; }
.appointments__reasons legend { font-weight: 600; margin-bottom: 0.5rem; }
.appointments__reason { display: flex; align-items: center; gap: 0.5rem; min-height: 44px; }
.appointments__reason input { width: 1.25rem; height: 1.25rem; }
.appointments__notice { padding: 0.75rem 1rem; border-radius: var(--rad-radius, 6px); background: var(--rad-color-info-surface, #e8f1fb); }
.appointments__notice p { margin: 0; }
.appointments textarea { width: 100%; }
${attachmentsCss}
`;
