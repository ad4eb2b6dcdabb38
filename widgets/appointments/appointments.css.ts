import { attachmentsCss } from '../../src/attachments/attachments.css';

export const appointmentsCss = /* css */ `
.appointments { display: grid; gap: 1.25rem; }
.appointments__items { display: grid; gap: 1rem; }
.appointments__item { padding: 1.25rem; border-radius: var(--rad-radius-large, 12px); background: var(--rad-color-surface, #ffffff);
  border: 1px solid var(--rad-color-border, #c8d0da); }
.appointments__item--canceled { border-style: dashed; }
.appointments__exam { margin: 0 0 0.5rem; }
.appointments__status { font-weight: 600; color: var(--rad-color-warning, #8a5a00); }
.appointments__clinic { font-style: normal; margin: 0 0 1rem; }
.appointments__links, .appointments__actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
.appointments__links a, .appointments__links button, .appointments__actions button { min-height: 44px; }
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
