/**
 * Typing into a widget's shadow root as a browser does for a person: the value through the native
 * setter, then the input event React hears. Storybook's userEvent.type types into
 * document.activeElement, which is the host element, so it left these fields empty.
 */
export function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The focus leaves a field for somewhere outside the widget (where a date field checks itself). */
export function leave(input: HTMLInputElement): void {
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true, composed: true, relatedTarget: null }));
}
