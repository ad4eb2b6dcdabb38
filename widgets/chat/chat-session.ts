/**
 * "The patient had the chat open in this tab": the messenger keeps its conversation across pages,
 * so the next page reloads the script at once and sets the attributes again (issue 16). A flag
 * only, per tab (sessionStorage), no personal data; cleared when the conversation ends.
 */
const KEY = 'rad-chat-open';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked: the chat simply does not resume
  }
}

export const chatSession = {
  wasOpen: (): boolean => storage()?.getItem(KEY) === '1',
  opened: (): void => storage()?.setItem(KEY, '1'),
  ended: (): void => storage()?.removeItem(KEY),
};
