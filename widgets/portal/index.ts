export { RadPortal } from './portal.element';
export { deriveShellState, showBookingInfoButton, type ShellState, type HeaderImage } from './shell-state';
export { menuLinks, footerLinks, adminLink, type NavLink } from './links';
