/** Styles of the upload control and the documents panel; a widget adds them to its own sheet. */
export const attachmentsCss = /* css */ `
.rad-upload__queue, .rad-attachments__list, .rad-attachments__entries { list-style: none; margin: 0 0 1em; padding: 0; display: grid; gap: 0.75em; }
.rad-upload__item, .rad-attachments__item, .rad-attachments__entry {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em 1em; padding: 0.75em; border-radius: var(--rad-radius, 6px);
  border: 1px solid var(--rad-color-border, #c8d0da); background: var(--rad-color-surface, #ffffff); }
.rad-attachments__entry { display: grid; justify-items: start; }
.rad-attachments__entry-title { margin: 0; }
.rad-attachments__description { margin: 0; color: var(--rad-color-muted, #4a5563); }
.rad-upload__name, .rad-attachments__name, .rad-answers__name { font-weight: 600; overflow-wrap: anywhere; }
.rad-attachments__type { color: var(--rad-color-muted, #4a5563); }
.rad-upload__item progress { flex: 1 1 8rem; min-width: 8rem; height: 0.75rem; }
.rad-upload__problem { color: var(--rad-color-danger, #b3261e); font-weight: 600; flex-basis: 100%; }
.rad-upload__actions, .rad-attachments__actions { display: flex; flex-wrap: wrap; gap: 0.5em; margin-inline-start: auto; }
.rad-upload__input { min-height: 44px; }
.rad-upload .rad-button, .rad-attachments .rad-button { min-height: 44px; }
.rad-attachments__info { display: grid; grid-template-columns: max-content 1fr; gap: 0.5em 1em; margin: 0; }
.rad-attachments__info dt { font-weight: 600; }
.rad-attachments__info dd { margin: 0; }
`;
