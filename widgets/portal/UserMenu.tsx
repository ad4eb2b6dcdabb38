import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

interface UserMenuProps {
  username: string;
  /** The admin link, when the provider offers it (never in kiosk mode). */
  admin: string | null;
  t: (key: string) => string;
  onLogout: () => void;
}

/**
 * The logged-in user's dropdown: a disclosure, not an ARIA menu, so screen readers
 * read it as a plain list of a link and a button. It closes on Escape (focus goes back to the
 * button, as the disclosure pattern asks), on a click outside and when focus moves out of it.
 */
export function UserMenu({ username, admin, t, onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // composedPath sees through the shadow root; event.target on document would be the portal element.
    const onOutside = (event: Event) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpen(false);
    };
    document.addEventListener('click', onOutside);
    return () => document.removeEventListener('click', onOutside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  }

  function onBlur(event: FocusEvent) {
    const next = event.relatedTarget as Node | null;
    if (next && !root.current?.contains(next)) setOpen(false);
  }

  return (
    <div className="shell-user" ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button type="button" ref={button} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        {username}
        <span aria-hidden="true"> ▾</span>
      </button>
      <ul id={listId} hidden={!open} className="shell-user__menu">
        {admin && (
          <li>
            <a href={admin}>{t('nav.admin')}</a>
          </li>
        )}
        <li>
          <button type="button" onClick={onLogout}>
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
