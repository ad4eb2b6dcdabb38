/**
 * `defineWidget(tag, Component, { props, styles })` turns a React component into a custom element:
 * r2wc renders it into an open shadow root, our styles are adopted (never inline), and the
 * element is defined once, with a warning when another version already took the tag.
 */
import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import { runtime, RUNTIME_VERSION, type Runtime } from '../runtime';
import { uiCss } from '../ui/ui.css';
import { baseCss } from './base.css';
import './ssr-shim';
import { adopt, sheet } from './stylesheets';
import { WidgetShell, type BaseWidgetProps } from './WidgetShell';

/** r2wc's attribute types we allow. Never 'function': it would call a global named by an attribute. */
export type PropType = 'string' | 'number' | 'boolean' | 'json';

/**
 * What every widget shares, documented as a widget's own props are (README "Element docs"):
 * tools/manifest adds these attributes, events and part to every element's manifest entry.
 * @event rad-ready - the widget has its settings and translations and shows its content
 * @event rad-error - something failed; `messageKey` is the translation key the widget shows
 * @csspart root - the widget's outermost box
 * @csspart offline - the notice while the device is offline (gone by itself when it is back)
 * @csspart still-working - "Still working on it…", when an action has not answered after a second
 * @cssprop --rad-color-primary - the provider's main colour: buttons, links
 * @cssprop --rad-color-primary-contrast - text on the main colour
 * @cssprop --rad-color-text - body text colour
 * @cssprop --rad-color-background - the widget's background (transparent by default)
 * @cssprop --rad-color-link - link colour (else the main colour)
 * @cssprop --rad-color-heading - heading colour
 * @cssprop --rad-color-focus - the focus outline
 * @cssprop --rad-font-family - the text font
 * @cssprop --rad-heading-font-family - the headings' font
 * @cssprop --rad-font-size - the base text size
 * @cssprop --rad-color-surface - background of cards, dialogs and panels
 * @cssprop --rad-color-border - borders of cards and fields
 * @cssprop --rad-color-danger - error text and borders
 * @cssprop --rad-radius - corner radius of buttons and fields
 * @cssprop --rad-radius-large - corner radius of cards and dialogs
 */
export const BASE_PROPS = {
  /** where the API lives; else `<meta name="rad-api-base">`, else the page's origin */
  apiBase: 'string',
  /** `en-AU`, `en-NZ`, `en-CA`, `en-US` or `mk`; else the provider's `jsLocale`; anything else warns and uses `en-AU` */
  locale: 'string',
} as const satisfies Record<string, PropType>;

export interface WidgetOptions<P> {
  props?: Partial<Record<Exclude<keyof P & string, keyof BaseWidgetProps>, PropType>>;
  /** CSS text of the widget, adopted after the base and UI sheets. */
  styles?: string;
}

export interface RadElement extends HTMLElement {
  /** The shared runtime this element uses: one per page, whatever the number of widgets. */
  readonly runtime: Runtime;
}

// r2wc keeps its state under these global symbols; we reach them to mend its attribute handling.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type R2wcInternals = HTMLElement & {
  [PROPS]: Record<string, unknown>;
  [RENDER]: () => void;
  container: ShadowRoot;
  attributeChangedCallback?(name: string, oldValue: string | null, value: string | null): void;
};

function dashed(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export function defineWidget<P extends BaseWidgetProps>(
  tag: string,
  Component: ComponentType<P>,
  options: WidgetOptions<P> = {},
): CustomElementConstructor {
  const existing = customElements.get(tag) as (CustomElementConstructor & { radVersion?: string }) | undefined;
  if (existing) {
    if (existing.radVersion !== RUNTIME_VERSION) {
      console.warn(
        `[rad-widgets] <${tag}> is already defined by version ${existing.radVersion ?? 'unknown'}; version ${RUNTIME_VERSION} is not used.`,
      );
    }
    return existing;
  }

  const propTypes: Record<string, PropType> = { ...BASE_PROPS, ...(options.props as Record<string, PropType>) };
  const attributeToProp = new Map(Object.keys(propTypes).map((prop) => [dashed(prop), prop]));
  const sheets = () => [sheet(baseCss), sheet(uiCss), runtime.themeSheet(), options.styles ? sheet(options.styles) : null];

  function Rendered(props: P) {
    return <WidgetShell tag={tag} Component={Component} props={props} />;
  }
  const Base = r2wc(Rendered, { shadow: 'open', props: propTypes as never }) as unknown as new () => R2wcInternals;

  class Element extends Base {
    static radVersion = RUNTIME_VERSION;

    constructor() {
      super();
      adopt(this.container, sheets());
      // r2wc ignores empty attributes: a bare boolean attribute (`show-close`) means true.
      for (const [attribute, prop] of attributeToProp) {
        if (propTypes[prop] === 'boolean' && this.getAttribute(attribute) === '') this[PROPS][prop] = true;
      }
    }

    get runtime(): Runtime {
      return runtime;
    }

    /**
     * A React host that removes the element does so during its own commit; unmounting our
     * root synchronously there makes React warn. Waiting a microtask also lets an element that
     * is only moved in the DOM keep its state instead of remounting.
     */
    disconnectedCallback(): void {
      queueMicrotask(() => {
        if (!this.isConnected) (Base.prototype as { disconnectedCallback?: () => void }).disconnectedCallback?.call(this);
      });
    }

    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
      const prop = attributeToProp.get(name);
      if (prop && (value === null || value === '')) {
        // r2wc keeps the old value when an attribute is removed or emptied; the element must follow its attributes.
        this[PROPS][prop] = propTypes[prop] === 'boolean' ? value === '' : undefined;
        this[RENDER]();
        return;
      }
      try {
        super.attributeChangedCallback?.(name, oldValue, value);
      } catch (error) {
        console.error(`[rad-widgets] <${tag}> attribute ${name} has an invalid value`, error);
      }
    }
  }

  // React 19 hosts set properties, not attributes: `<rad-deny revoked="">` arrives as the
  // property value "" which, like the bare attribute, must mean true.
  for (const [prop, type] of Object.entries(propTypes)) {
    if (type !== 'boolean') continue;
    const inherited = Object.getOwnPropertyDescriptor(Base.prototype, prop);
    if (!inherited?.set) continue;
    Object.defineProperty(Element.prototype, prop, {
      ...inherited,
      set(value: unknown) {
        inherited.set!.call(this, value === '' ? true : value === 'false' ? false : value);
      },
    });
  }

  customElements.define(tag, Element);
  return Element;
}
