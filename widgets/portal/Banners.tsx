import type { Config } from '../../src/api/schemas/config.schema';
import { SafeHtml } from '../../src/ui/SafeHtml';

interface BannersProps {
  config: Config;
  bannerClosed: boolean;
  onCloseBanner: () => void;
  t: (key: string, values?: Record<string, string | number>) => string;
}

/**
 * The shell's banners (spec 000 §2): the provider's dismissible banner in one of four corners
 * (close button only when closeBanner is set), the environment banner (top-left, non-production
 * builds only) and the read-only banner. Top corners sit in a strip above the header so they
 * never cover the navigation; bottom corners float above the page (z-index 1500).
 */
export function Banners({ config, bannerClosed, onCloseBanner, t }: BannersProps) {
  const { radiology, application } = config;
  const showEnvironment = !application.production && application.activeProfiles.length > 0;
  return (
    <>
      {radiology.bannerMessage && !bannerClosed && (
        <aside className={`shell-banner shell-banner--${radiology.bannerPositionCss}`} part="banner" aria-label={t('banner.label')}>
          <SafeHtml html={radiology.bannerMessage} className="shell-banner__text" />
          {radiology.closeBanner && (
            <button type="button" className="shell-banner__close" onClick={onCloseBanner} aria-label={t('banner.close')}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </aside>
      )}
      {showEnvironment && (
        <aside
          className="shell-banner shell-banner--top-left shell-banner--environment"
          part="environment-banner"
          aria-label={t('banner.environment_label')}
        >
          {t('banner.environment', { profiles: application.activeProfiles.join(', ') })}
        </aside>
      )}
      {application.readOnly && (
        <div className="shell-readonly" part="read-only-banner" role="status">
          {t('message.access_read_only')}
        </div>
      )}
    </>
  );
}
