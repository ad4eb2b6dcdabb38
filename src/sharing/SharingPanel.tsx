/**
 * Share results or history with a named contact (docs/rules.md#results-and-sharing): who the patient shared with, when, and whether
 * it still stands; a new share through the modal; stopping one behind a confirmation that names
 * the contact. A widget renders it with one line:
 *
 *   <SharingPanel bookingKey={summary.bookingKey} />
 */
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { problemKey } from '../api/errors';
import type { SharingRecord } from '../api/schemas/sharing.schema';
import { createShare, getShares, revokeShare } from '../api/sharing.api';
import { useRuntime } from '../element/hooks';
import { useResource } from '../element/use-resource';
import { adopt, sheet } from '../element/stylesheets';
import { useWidget } from '../element/widget-context';
import { Banner } from '../ui/Banner';
import { Dialog } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';
import { sharingCss } from './sharing.css';

// The share form and its checks load when the patient first asks to share: rad-appointments has
// no room for them (nor for the code prompt they may need) up front.
const ShareDialog = lazy(() => import('./ShareDialog').then((module) => ({ default: module.ShareDialog })));

export interface SharingPanelProps {
  /** The booking whose results are shared. */
  bookingKey: string;
  headingLevel?: 2 | 3;
}

export function SharingPanel({ bookingKey, headingLevel = 2 }: SharingPanelProps) {
  const runtime = useRuntime();
  const t = runtime.i18n.t;
  const intl = runtime.i18n.intl.value;
  // A reload keeps the list on screen (no spinner) until the new one arrives.
  const state = useResource(
    async (signal) => {
      try {
        return await getShares(runtime.api(), bookingKey, signal);
      } catch (error) {
        throw problemKey(error, runtime.i18n.has, 'sharing.load_failed');
      }
    },
    [runtime, bookingKey],
  );
  const reload = state.retry;
  const [sharing, setSharing] = useState(false);
  /** Mounted from the first "Share with someone" on, so closing it returns the focus as a dialog does. */
  const [shareMounted, setShareMounted] = useState(false);
  const [revoking, setRevoking] = useState<SharingRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { shadowRoot } = useWidget();

  // The panel brings its own styles into whichever widget renders it (before the first paint).
  useLayoutEffect(() => adopt(shadowRoot, [sheet(sharingCss)]), [shadowRoot]);

  async function confirmRevoke(): Promise<void> {
    if (!revoking || busy) return;
    setBusy(true);
    setRevokeError(null);
    try {
      const record = await revokeShare(runtime.api(), bookingKey, revoking.id);
      setRevoking(null);
      setNotice(t('sharing.revoked_notice', { name: record.contactName }));
      reload();
    } catch (error) {
      setRevokeError(t(problemKey(error, runtime.i18n.has, 'sharing.revoke_failed'), { name: revoking.contactName }));
    } finally {
      setBusy(false);
    }
  }

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const date = (iso: string) => intl.formatDate(new Date(iso), { day: 'numeric', month: 'long', year: 'numeric' });
  const ready = state.status === 'error' ? null : (state.data ?? null);
  const firstLoad = state.status === 'loading' && !ready;

  return (
    <section className="rad-sharing" part="sharing" aria-labelledby="rad-sharing-title" aria-busy={firstLoad}>
      <Heading id="rad-sharing-title">{t('sharing.title')}</Heading>
      {firstLoad && <Spinner label={t('sharing.loading')} />}
      {state.status === 'error' && (
        <Banner tone="error">
          <p>{t(String(state.error))}</p>
          <button type="button" className="rad-button rad-button--secondary" onClick={reload}>
            {t('action.retry')}
          </button>
        </Banner>
      )}
      {/* Always in the page, so the message is announced when it arrives. */}
      <div role="status" className="rad-sharing__status">
        {notice && <p className="rad-sharing__notice">{notice}</p>}
      </div>
      {ready && (
        <>
          {ready.shareableTypes.length === 0 ? (
            <p className="rad-sharing__not-ready">{t('sharing.not_ready')}</p>
          ) : (
            <>
              <p>{t('sharing.intro')}</p>
              <button
                type="button"
                className="rad-button"
                onClick={() => {
                  setNotice(null);
                  setSharing(true);
                  setShareMounted(true);
                }}
              >
                {t('sharing.open')}
              </button>
            </>
          )}
          {ready.shares.length > 0 && (
            <>
              <SubHeading>{t('sharing.list_title')}</SubHeading>
              <ul className="rad-sharing__list">
                {ready.shares.map((share) => (
                  <li key={share.id} className="rad-sharing__item" data-share-id={share.id}>
                    <span className="rad-sharing__name">{share.contactName}</span>
                    <span className="rad-sharing__details">{share.contactDetails}</span>
                    <span>{t(`sharing.shared_type.${share.type}`)}</span>
                    <span>
                      <time dateTime={share.dateCreatedUTC}>{t('sharing.created', { date: date(share.dateCreatedUTC) })}</time>
                    </span>
                    {share.dateRevoked ? (
                      <span className="rad-sharing__revoked">
                        <time dateTime={share.dateRevoked}>{t('sharing.revoked_on', { date: date(share.dateRevoked) })}</time>
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="rad-button rad-button--secondary"
                        onClick={() => {
                          setNotice(null);
                          setRevokeError(null);
                          setRevoking(share);
                        }}
                      >
                        {t('sharing.revoke_named', { name: share.contactName })}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
          {shareMounted && (
            <Suspense>
              <ShareDialog
                open={sharing}
                bookingKey={bookingKey}
                types={ready.shareableTypes}
                rules={ready.rules}
                t={t}
                send={(form) => createShare(runtime.api(), bookingKey, form, runtime.i18n.locale.value)}
                onClose={() => setSharing(false)}
                onShared={(record) => {
                  setSharing(false);
                  setNotice(t(`sharing.shared_notice.${record.contactDetailsType}`, { name: record.contactName }));
                  reload();
                }}
              />
            </Suspense>
          )}
        </>
      )}
      <Dialog
        open={revoking !== null}
        title={revoking ? t('sharing.revoke_title', { name: revoking.contactName }) : ''}
        onClose={() => setRevoking(null)}
        actions={
          <>
            <button type="button" className="rad-button" onClick={() => void confirmRevoke()} aria-disabled={busy || undefined}>
              {t('sharing.revoke_confirm')}
            </button>
            <button type="button" className="rad-button rad-button--secondary" onClick={() => setRevoking(null)}>
              {t('action.cancel')}
            </button>
          </>
        }
      >
        <p>{revoking ? t('sharing.revoke_question', { name: revoking.contactName }) : ''}</p>
        {revokeError && (
          <p className="rad-field__error" role="alert">
            {revokeError}
          </p>
        )}
      </Dialog>
    </section>
  );
}
