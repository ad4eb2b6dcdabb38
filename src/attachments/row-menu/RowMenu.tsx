/**
 * A document row's menu (issue 23): the actions that do not fit beside "Show" on a phone, in a
 * list placed by @floating-ui/react under its button (flipped above, shifted sideways to stay on
 * the screen, following a scroll). Keyboard as the APG menu pattern has it: focus on the first
 * item, arrows, Home and End move, Escape closes and gives the button the focus back, Tab and a
 * press outside close. Loaded with its styles the first time a patient opens a menu.
 */
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { adopt, sheet } from '../../element/stylesheets';
import { useWidget } from '../../element/widget-context';
import { nextIndex, type RowMenuItem } from './row-menu';
import { rowMenuCss } from './row-menu.css';

export interface RowMenuProps {
  id: string;
  /** The button that opened the menu: what it is placed against and gives the focus back to. */
  anchor: HTMLElement;
  label: string;
  items: readonly RowMenuItem[];
  onClose: (focusAnchor: boolean) => void;
}

export default function RowMenu({ id, anchor, label, items, onClose }: RowMenuProps) {
  const { shadowRoot } = useWidget();
  const list = useRef<HTMLUListElement | null>(null);
  const { refs, floatingStyles } = useFloating({
    elements: { reference: anchor },
    placement: 'bottom-end',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
  });

  useEffect(() => adopt(shadowRoot, [sheet(rowMenuCss)]), [shadowRoot]);
  useEffect(() => list.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus(), []);
  // A press anywhere but the menu and its button closes it (inside the shadow root too: composedPath).
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const path = event.composedPath();
      if (!path.includes(list.current!) && !path.includes(anchor)) onClose(false);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [anchor, onClose]);

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>): void {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation(); // the menu closes, not a dialog around it
      onClose(true);
      return;
    }
    if (event.key === 'Tab') {
      onClose(false);
      return;
    }
    const entries = [...list.current!.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const next = nextIndex(event.key, entries.indexOf(shadowRoot.activeElement as HTMLElement), entries.length);
    if (next === null) return;
    event.preventDefault();
    entries[next]!.focus();
  }

  return (
    <ul
      id={id}
      ref={(node) => {
        list.current = node;
        refs.setFloating(node);
      }}
      className="rad-row-menu"
      role="menu"
      aria-label={label}
      style={floatingStyles}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <li key={item.id} role="none">
          {item.kind === 'link' ? (
            <a
              role="menuitem"
              tabIndex={-1}
              className="rad-row-menu__item"
              href={item.href}
              download={item.download}
              onClick={() => onClose(true)}
            >
              {item.label}
            </a>
          ) : (
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="rad-row-menu__item"
              onClick={() => {
                onClose(false);
                item.run();
              }}
            >
              {item.label}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
