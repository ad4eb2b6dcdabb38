import { defineWidget } from '../../src/element/define-widget';
import { denyCss } from './deny.css';
import { Deny, type DenyProps } from './Deny';

export const RadDeny = defineWidget<DenyProps>('rad-deny', Deny, {
  props: {
    status: 'string',
    revoked: 'boolean',
    maxAttempts: 'boolean',
    message: 'string',
    customMessage: 'string',
    resultsExpired: 'boolean',
    redirectUrl: 'string',
    showClose: 'boolean',
    headingLevel: 'number',
  },
  styles: denyCss,
});

declare global {
  interface HTMLElementTagNameMap {
    'rad-deny': HTMLElement & Partial<Omit<DenyProps, 'container'>>;
  }
}
