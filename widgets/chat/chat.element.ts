import { defineWidget } from '../../src/element/define-widget';
import { chatCss } from './chat.css';
import { Chat, type ChatProps } from './Chat';

/**
 * Chat with the provider's booking agents: a launcher that loads the provider's messenger on its first click, then the conversation with file uploads. Renders nothing unless `integration.chat` names a deployment id and a script URL.
 * @event rad-chat-booking-complete - the agent's booking-complete message arrived and the booking request is now BOOKED
 * @event rad-ready - the widget has its settings and shows its content
 * @csspart chat - the corner container of the launcher and the panel
 * @csspart launcher - the 'Chat with us' button
 * @csspart panel - the conversation panel
 * @csspart close - the button that minimises the panel
 * @csspart log - the list of messages
 * @csspart message - one message (also `message-agent` or `message-patient`)
 * @csspart compose - the message form
 * @csspart input - the message box
 * @csspart send - the Send button
 * @csspart uploads - the file picker with each file's state
 * @csspart file-input - the file picker
 * @csspart upload-progress - the progress bar of the chosen files
 * @csspart upload-list - each chosen file and its state
 * @csspart start-again - the 'Start again' button, shown only when a dropped conversation could not be resumed
 * @cssprop --rad-chat-inset - distance of the launcher and panel from the window's corner (default 1rem)
 * @cssprop --rad-chat-width - width of the panel (default 24rem)
 * @cssprop --rad-chat-z-index - stacking level above the page (default 1000)
 */
export const RadChat = defineWidget<ChatProps>('rad-chat', Chat, {
  props: {
    /** The booking request the patient asks about: its summary goes to the agent as conversation attributes, and the agent's booking-complete message books it. Needs a session that opened it. Optional. */
    bookingKey: 'string',
  },
  styles: chatCss,
});
