export {
  createIdleWatcher,
  isIgnoredActivity,
  IGNORE_ACTIVITY_ATTRIBUTE,
  KIOSK_ACTIVITY_EVENTS,
  type IdlePhase,
  type IdleStorage,
  type IdleWatcher,
  type IdleWatcherOptions,
} from './idle-watcher';
export {
  resetKioskSession,
  leaveToKioskHome,
  KIOSK_HOME_PATH,
  KIOSK_TIMEOUT_URL,
  KIOSK_DEVICE_STORAGE_KEYS,
  KIOSK_PATIENT_COOKIES,
  type ResettableRuntime,
  type ResetKioskSessionOptions,
} from './reset-session';
export { createKioskModel, type KioskModel } from './kiosk.model';
export { InactivityDialog, INACTIVITY_TITLE_KEY, type InactivityDialogProps } from './InactivityDialog';
export { useKioskInactivity, type UseKioskInactivityOptions, type KioskInactivity } from './useKioskInactivity';
export {
  resolveKioskHome,
  validKioskHome,
  kioskHomeLink,
  kioskResetUrl,
  DEFAULT_KIOSK_HOME,
  KIOSK_HOME_QUERY,
  type KioskHome,
  type KioskHomeSources,
} from './kiosk-home';
