/**
 * The few texts a widget needs before (or without) its translations: the loading state and the
 * error shown when the settings or translations could not load. Everything else comes from the
 * API assets path, so these stay few to keep the runtime chunk small.
 */
export const FALLBACK_MESSAGES: Readonly<Record<string, string>> = {
  'message.loading': 'Loading…',
  'action.retry': 'Try again',
  'error.widget_failed': 'Sorry, this part of the page could not be shown.',
  'error.config_failed': 'This page could not load its settings. Please try again.',
  'error.network': 'We could not reach the server. Please check your internet connection and try again.',
  'error.malformed_response': 'The server sent an answer we could not read. Please try again later.',
  'error.request_failed': 'Something went wrong. Please try again.',
};
