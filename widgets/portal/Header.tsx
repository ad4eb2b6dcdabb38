import { useId, useState } from 'react';
import type { Config } from '../../src/api/schemas/config.schema';
import type { BookingRequestSummary } from '../../src/store/booking-request.model';
import type { User } from '../../src/store/user.model';
import { SafeHtml } from '../../src/ui/SafeHtml';
import { TABLET_MEDIA } from '../../src/router/page-kind';
import { adminLink, menuLinks, type NavLink } from './links';
import { ReferralLink } from './ReferralLink';
import { showBookingInfoButton, type ShellState } from './shell-state';
import { UserMenu } from './UserMenu';

interface HeaderProps {
  config: Config;
  shell: ShellState;
  user: User | null;
  /** A session exists without a loaded user (a patient signed in by a secure link): offer Sign out. */
  signedIn: boolean;
  bookingRequest: BookingRequestSummary | null;
  assetUrl: (name: string) => string;
  t: (key: string, values?: Record<string, string | number>) => string;
  has: (key: string) => boolean;
  onLogout: () => void;
  /** Home clicks (logo and menu) clear questionnaire and exam state (widgets/portal/README.md#behaviour). */
  onHome: () => void;
  onBookingInfo: () => void;
  loadReferralLink: (id: string) => Promise<string>;
}

function MenuLink({ link, t, onHome }: { link: NavLink; t: HeaderProps['t']; onHome: () => void }) {
  return link.external ? (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {t(link.labelKey)}
      <span className="rad-visually-hidden"> {t('a11y.opens_in_new_tab')}</span>
    </a>
  ) : (
    <a href={link.href} onClick={link.id === 'home' ? onHome : undefined}>
      {t(link.labelKey)}
    </a>
  );
}

/**
 * Navigation bar. One markup for all widths, always ONE row (portal.css.ts): up to
 * NAV_COLLAPSE_MAX_WIDTH_PX the links collapse behind a toggle whose list drops down over the
 * page; the header message shows only with the custom header/footer and from 1120 px.
 */
export function Header(props: HeaderProps) {
  const { config, shell, user, bookingRequest, assetUrl, t, has, onHome } = props;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const { radiology, application } = config;
  const links = shell.showMenu
    ? menuLinks({ radiology, homeLink: shell.homeLink, kioskMode: shell.kioskMode, hasText: has, tree: shell.tree })
    : [];
  const admin = adminLink(radiology, application.showLinkToAdminPanel, shell.kioskMode);
  const doctor = user && !user.organization && user.currentDoctor ? user.currentDoctor : null;
  const referral = config.bookingRequest.bookingRequestsDownloadReferralEnabled ? bookingRequest?.referral : null;

  return (
    <header className="shell-header" part="header">
      <div className="shell-header__bar">
        <a className="shell-header__logo" href={shell.homeLink} part="logo" onClick={onHome}>
          <img src={assetUrl('logo')} alt={t('nav.logo_alt', { name: radiology.name })} width="180" height="48" />
        </a>
        {radiology.showCustomHeaderAndFooter && radiology.headerMessage && (
          <div className="shell-header__message" part="header-message">
            <SafeHtml html={radiology.headerMessage} />
          </div>
        )}
        {links.length > 0 && (
          <nav className="shell-nav" aria-label={t('nav.label')} part="nav">
            <button
              type="button"
              className="shell-nav__toggle"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((value) => !value)}
            >
              <span aria-hidden="true">☰</span> <span className="shell-nav__toggle-label">{t('nav.menu')}</span>
            </button>
            <ul id={menuId} className={open ? 'shell-nav__list shell-nav__list--open' : 'shell-nav__list'} onClick={() => setOpen(false)}>
              {links.map((link) => (
                <li key={link.id}>
                  <MenuLink link={link} t={t} onHome={onHome} />
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="shell-header__account">
          {showBookingInfoButton(shell, bookingRequest) && (
            <button type="button" className="rad-button rad-button--secondary shell-header__booking-info" onClick={props.onBookingInfo}>
              {t('nav.booking_info')}
            </button>
          )}
          {referral && <ReferralLink referral={referral} t={t} loadLink={props.loadReferralLink} />}
          {doctor && (
            <span className="shell-header__doctor">{t('nav.doctor', { firstName: doctor.firstName, lastName: doctor.lastName })}</span>
          )}
          {user ? (
            <UserMenu username={user.username} admin={admin} t={t} onLogout={props.onLogout} />
          ) : props.signedIn ? (
            <button type="button" className="shell-header__sign-out" onClick={props.onLogout}>
              {t('nav.sign_out')}
            </button>
          ) : (
            admin && (
              <a className="shell-header__admin" href={admin} aria-label={t('nav.admin_login')}>
                <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                  <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
                </svg>
              </a>
            )
          )}
        </div>
      </div>
      <picture className="shell-header__image" part="header-image">
        {shell.headerImage === 'header' && <source media={TABLET_MEDIA} srcSet={assetUrl('header_tablet')} />}
        <img src={assetUrl(shell.headerImage)} alt="" width="1440" height="240" />
      </picture>
    </header>
  );
}
