/**
 * A document row's actions (issue 23): one primary action, "Show", always in view, and the rest
 * behind "More actions for …" in a menu (row-menu/RowMenu.tsx, loaded on first use), so a row on
 * a 375 px phone holds two buttons instead of six.
 */
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import type { RowMenuItem } from './row-menu/row-menu';

const RowMenu = lazy(() => import('./row-menu/RowMenu'));

export interface RowActionsProps {
  showLabel: string;
  moreLabel: string;
  onShow: () => void;
  items: readonly RowMenuItem[];
  /** Data attributes that let the panel find the buttons again (focus after a dialog). */
  id: number;
}

export function RowActions({ showLabel, moreLabel, onShow, items, id }: RowActionsProps) {
  const [open, setOpen] = useState(false);
  const more = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback((focusAnchor: boolean) => {
    setOpen(false);
    if (focusAnchor) more.current?.focus();
  }, []);
  return (
    <span className="rad-attachments__actions">
      <button type="button" className="rad-button rad-button--secondary" data-show-id={id} onClick={onShow}>
        {showLabel}
      </button>
      <button
        ref={more}
        type="button"
        className="rad-button rad-button--secondary"
        data-more-id={id}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {moreLabel}
      </button>
      {open && more.current && (
        <Suspense fallback={null}>
          <RowMenu id={menuId} anchor={more.current} label={moreLabel} items={items} onClose={close} />
        </Suspense>
      )}
    </span>
  );
}
