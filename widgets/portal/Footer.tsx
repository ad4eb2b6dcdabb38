import type { Config } from '../../src/api/schemas/config.schema';
import { SafeHtml } from '../../src/ui/SafeHtml';
import { footerLinks } from './links';
import type { ShellState } from './shell-state';

interface FooterProps {
  config: Config;
  shell: ShellState;
  version: string;
  t: (key: string, values?: Record<string, string | number>) => string;
  has: (key: string) => boolean;
  /** Home clicks clear questionnaire and exam state (widgets/portal/README.md#behaviour). */
  onHome: () => void;
}

/**
 * Footer: links, copyright with the current year, an optional version line and
 * provider branding, or the provider's custom footer HTML. Hidden on mobile and in advanced
 * booking (by CSS and the portal) unless the custom footer is used.
 */
export function Footer({ config, shell, version, t, has, onHome }: FooterProps) {
  const { radiology, application } = config;
  if (radiology.showCustomHeaderAndFooter && radiology.customFooter) {
    return (
      <footer className="shell-footer shell-footer--custom" part="footer">
        <SafeHtml html={radiology.customFooter} />
      </footer>
    );
  }
  const links = footerLinks({ radiology, homeLink: shell.homeLink, kioskMode: shell.kioskMode, hasText: has, tree: shell.tree });
  return (
    <footer className="shell-footer" part="footer">
      <nav aria-label={t('footer.label')}>
        <ul className="shell-footer__links">
          {links.map((link) => (
            <li key={link.id}>
              <a
                href={link.href}
                {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={link.id === 'home' ? onHome : undefined}
              >
                {t(link.labelKey)}
                {link.external && <span className="rad-visually-hidden"> {t('a11y.opens_in_new_tab')}</span>}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="shell-footer__copyright">
        {t('footer.copyright', { year: new Date().getFullYear(), name: radiology.longName || radiology.name })}
      </p>
      {application.versionOnPatientPortalEnabled && <p className="shell-footer__version">{t('footer.version', { version })}</p>}
      {radiology.includeProviderBranding && <p className="shell-footer__branding">{t('footer.branding')}</p>}
    </footer>
  );
}
