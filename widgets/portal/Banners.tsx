import type { Config } from '../../src/api/schemas/config.schema';
import { SafeHtml } from '../../src/ui/SafeHtml';

interface BannersProps {
  config: Config;
  bannerClosed: boolean;
  onCloseBanner: () => void;
  t: (key: string, values?: Record<string, string | number>) => string;
  /** `top`: above the header (top corners, environment, read-only); `bottom`: after the footer (bottom corners). */
  placement: 'top' | 'bottom';
}

/**
 * The shell's banners: the provider's dismissible banner in one of four corners
 * (close button only when closeBanner is set), the environment banner (top-left, non-production
 * builds only) and the read-only banner.
 *
 * Top corners and the environment badge share ONE full-width coloured row above the header
 * (badge first, the banner's text at its corner's side): no floating cards in a white strip, and
 * they never cover the navigation. Bottom corners come after the footer and stick to the
 * viewport's bottom while the page scrolls (position: sticky): mid-page they float over the
 * content, and at the end of the page they sit below the footer instead of covering its
 * copyright line, which matters when the banner has no close button.
 */
export function Banners({ config, bannerClosed, onCloseBanner, t, placement }: BannersProps) {
  const { radiology, application } = config;
  const position = radiology.bannerPositionCss;
  const atTop = position === 'top-left' || position === 'top-right';
  const providerBanner = radiology.bannerMessage && !bannerClosed && atTop === (placement === 'top') && (
    <aside className={`shell-banner shell-banner--${position}`} part="banner" aria-label={t('banner.label')}>
      <SafeHtml html={radiology.bannerMessage} className="shell-banner__text" />
      {radiology.closeBanner && (
        <button type="button" className="shell-banner__close" onClick={onCloseBanner} aria-label={t('banner.close')}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </aside>
  );
  if (placement === 'bottom') return providerBanner || null;

  const showEnvironment = !application.production && application.activeProfiles.length > 0;
  return (
    <>
      {(providerBanner || showEnvironment) && (
        <div className="shell-top-banners">
          {showEnvironment && (
            <aside
              className="shell-banner shell-banner--top-left shell-banner--environment"
              part="environment-banner"
              aria-label={t('banner.environment_label')}
            >
              {t('banner.environment', { profiles: application.activeProfiles.join(', ') })}
            </aside>
          )}
          {providerBanner}
        </div>
      )}
      {application.readOnly && (
        <div className="shell-readonly" part="read-only-banner" role="status">
          {t('message.access_read_only')}
        </div>
      )}
    </>
  );
}
