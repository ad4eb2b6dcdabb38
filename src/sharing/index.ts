/**
 * Sharing results or history with a named contact (issue 13): the panel (list, share modal,
 * revoke with a confirmation; it adopts its own styles into the widget's shadow root), and the
 * form's check. Widgets import from here; nothing in src/runtime does, so it stays out of the
 * shared runtime chunk.
 *
 *   <SharingPanel bookingKey={summary.bookingKey} />
 */
export { SharingPanel, type SharingPanelProps } from './SharingPanel';
// ShareDialog is not exported: the panel loads it on demand (and the code prompt with it, when asked).
export { sharingCss } from './sharing.css';
export { emptyShareForm, validateShareForm, SHARE_FIELDS, type ShareFormValues, type ShareFormErrors } from './share-form';
