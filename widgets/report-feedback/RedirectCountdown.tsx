import { useEffect, useState } from 'react';
import { useT } from '../../src/element/hooks';

interface RedirectCountdownProps {
  message: string;
  /** A same-origin path (feedback-state.ts returnPathOf). */
  target: string;
  delayMs: number;
  /** Asked first; false when the host takes the navigation over (a cancelled event). */
  onRedirect: () => boolean;
}

/**
 * "Thank you" with the seconds left before the page moves on and a link to go now (4 s:
 * docs/rules.md#questionnaire-report-feedback). The seconds are shown, not announced every tick (a screen reader hears the thank-you
 * once). The answer is stored before the countdown starts, so leaving early or late loses nothing.
 */
export function RedirectCountdown({ message, target, delayMs, onRedirect }: RedirectCountdownProps) {
  const t = useT();
  const [left, setLeft] = useState(Math.ceil(delayMs / 1000));

  useEffect(() => {
    const started = Date.now();
    const tick = setInterval(() => setLeft(Math.max(0, Math.ceil((delayMs - (Date.now() - started)) / 1000))), 250);
    const leave = setTimeout(() => {
      clearInterval(tick);
      if (onRedirect()) location.assign(target);
    }, delayMs);
    return () => {
      clearInterval(tick);
      clearTimeout(leave);
    };
    // The countdown starts once; a re-render must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="report-feedback__success" part="success">
      <p role="status">{message}</p>
      <p aria-hidden="true" part="countdown">
        {t('report_feedback.redirect_in', { seconds: left })}
      </p>
      <a className="rad-button" href={target} part="continue">
        {t('action.continue')}
      </a>
    </div>
  );
}
