// The public face of <rad-chat>: the element and its props.
export { RadChat } from './chat.element';
export type { ChatProps } from './Chat';
