import type { ReactNode } from 'react';

export type BannerTone = 'info' | 'warning' | 'error';

export interface BannerProps {
  tone?: BannerTone;
  children: ReactNode;
  /** Shown only when given: a banner without it cannot be dismissed. */
  onClose?: () => void;
  closeLabel?: string;
}

/**
 * A message strip. Errors are announced at once (role=alert), other tones politely (role=status).
 */
export function Banner({ tone = 'info', children, onClose, closeLabel = 'Close' }: BannerProps) {
  return (
    <div className={`rad-banner rad-banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'} part={`banner banner-${tone}`}>
      <div className="rad-banner__body">{children}</div>
      {onClose && (
        <button type="button" className="rad-banner__close" onClick={onClose} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
