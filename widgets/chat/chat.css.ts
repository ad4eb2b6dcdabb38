/** rad-chat: a launcher and a panel in the page's corner (custom properties move and size them). */
export const chatCss = /* css */ `
/* The element itself sits in the corner: every widget's host has contain: content, which would
   make a fixed child fixed to the (empty) host instead of the window. */
:host { position: fixed; inset-block-end: var(--rad-chat-inset, 1rem); inset-inline-end: var(--rad-chat-inset, 1rem);
  z-index: var(--rad-chat-z-index, 1000); max-width: calc(100vw - 2rem); }
.chat { display: grid; justify-items: end; gap: 0.5rem; }
.chat__launcher { min-height: 44px; box-shadow: 0 2px 8px rgb(0 0 0 / 0.2); }
.chat__panel { display: grid; gap: 0.75rem; width: min(var(--rad-chat-width, 24rem), calc(100vw - 2rem));
  max-height: min(36rem, calc(100vh - 2rem)); overflow: auto; padding: 1rem; box-sizing: border-box;
  background: var(--rad-color-background, #ffffff); color: var(--rad-color-text, #1b2733);
  border: 1px solid var(--rad-color-border, #c8d0da); border-radius: var(--rad-radius-large, 12px); box-shadow: 0 4px 16px rgb(0 0 0 / 0.2); }
.chat__header { display: flex; align-items: center; justify-content: space-between; gap: 0.75rem; }
.chat__title { margin: 0; font-size: 1.125rem; }
.chat__log { padding: 0.5rem; min-height: 6rem; max-height: 16rem; overflow-y: auto;
  background: var(--rad-color-surface, #f3f6fa); border-radius: var(--rad-radius, 6px); }
.chat__messages { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.5rem; }
.chat__message { display: grid; gap: 0.125rem; max-width: 85%; padding: 0.5rem 0.75rem; border-radius: var(--rad-radius, 6px);
  background: var(--rad-color-background, #ffffff); border: 1px solid var(--rad-color-border, #c8d0da); white-space: pre-wrap; overflow-wrap: anywhere; }
.chat__message--patient { justify-self: end; }
.chat__sender { font-size: 0.8125rem; font-weight: 600; color: var(--rad-color-text-muted, #4d5b69); }
.chat__empty { color: var(--rad-color-text-muted, #4d5b69); }
.chat__compose { display: grid; gap: 0.375rem; }
.chat__input { font: inherit; padding: 0.5rem; border: 1px solid var(--rad-color-border, #8795a5); border-radius: var(--rad-radius, 6px); resize: vertical; }
.chat__compose .rad-button { justify-self: end; }
.chat__uploads { display: grid; gap: 0.375rem; }
.chat__file-input { font: inherit; min-height: 24px; }
.chat__progress { display: grid; gap: 0.25rem; }
.chat__progress progress { width: 100%; }
.chat__upload-list { margin: 0; padding-inline-start: 1.25rem; display: grid; gap: 0.25rem; }
.chat__upload-name { font-weight: 600; overflow-wrap: anywhere; }
.chat__upload--failed, .chat__upload--refused-type, .chat__upload--refused-size { color: var(--rad-color-danger, #b3261e); }
`;
