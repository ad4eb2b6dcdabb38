import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { emit } from '../../src/element/events';
import { useRuntime } from '../../src/element/hooks';
import { useWidget } from '../../src/element/widget-context';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { useProviderCss } from '../../src/config/provider-css';
import { Banner } from '../../src/ui/Banner';
import { Spinner } from '../../src/ui/Spinner';
import { createBookingModel, type BookingModel } from './booking.model';
import './booking.events';
import { bookingApi, geolocate, isOwnUrl, readPostalCookie, resolveUrlMode, watchUrl, writePostalCookie, writeUrl } from './browser-deps';
import { isSafeStylesheet } from './css-values';
import { finderDialogAsked } from './parts/finder-dialog-asked';
import { Heading } from './parts/Heading';
import { UrlProblems } from './parts/UrlProblems';
import { ClinicChosen } from './steps/ClinicChosen';
import { ClinicFinder } from './steps/ClinicFinder';
import { ExamCatalogue } from './steps/ExamCatalogue';
import { parseBookingUrl } from './url-state';

// The finder's modals are a chunk of their own, fetched the first time a patient opens one: most
// patients never do, and the finder alone stays small (test/bench/sizes.mjs).
const FinderDialogs = lazy(() => import('./parts/FinderDialogs').then((module) => ({ default: module.FinderDialogs })));

export interface BookingProps extends BaseWidgetProps {
  /** `kiosk` (the /kiosk route) or `advanced` (the advanced-booking route). */
  mode?: string;
  /** `select-region`: start by asking for a region. */
  view?: string;
  /** The kiosk query parameter, as the portal passes it. */
  kioskMode?: string;
  /** `auto` (default), `path`, `query` or `memory`. */
  urlMode?: string;
  /** `memory` mode: the URL (path and query) to start from. */
  startUrl?: string;
  /** Level of the widget's main heading, 1–6 (default 1, as a portal page; a CMS page with its own h1 sets 2). */
  headingLevel?: number;
  /** Staff book for a patient. */
  staffBooking?: boolean;
  /** A referrer books for a patient: every booking is an enquiry sent with this key (X-Api-Key). */
  apiKey?: string;
}

/** The booking finder (issues 10 and 12): exams, body figure, regions, clinics, map and location; times, form and confirmation. */
export function Booking(props: BookingProps) {
  const runtime = useRuntime();
  const { host } = useWidget();
  const config = runtime.store.config.config.value!;
  useProviderCss('bodyParts', isSafeStylesheet);
  const t = runtime.i18n.t;
  /** The URL this element wrote last: its own writes are not news to it. */
  const written = useRef('');
  const [model] = useState<BookingModel>(() => {
    const mode = resolveUrlMode(props.urlMode, location.pathname);
    const start = mode === 'memory' ? new URL(props.startUrl ?? '/', 'http://memory') : location;
    const initial = parseBookingUrl(start.pathname, start.search);
    if (props.view === 'select-region' && !initial.state.regionSlug) initial.state.regionSlug = 'select-region';
    return createBookingModel(
      {
        api: bookingApi(runtime.api()),
        geolocate,
        readPostalCookie,
        writePostalCookie,
        writeUrl: (state, push) => {
          if (mode !== 'memory') writeUrl(mode, state, push, (url) => (written.current = url));
        },
        clinicSelected: (detail) => emit(host, 'rad-booking-clinic-selected', detail),
        settings: {
          kiosk: props.mode === 'kiosk' || props.kioskMode === 'true',
          defaultLocation: config.maps.defaultLocation,
          maxLocationDistanceKm: config.maps.maxLocationDistanceKm,
          hidePostCodeDialog: config.maps.hidePostCodeDialog,
          mapsConfigured: !!config.maps.styleUrl,
        },
      },
      initial,
    );
  });

  useEffect(() => {
    void model.start();
    const mode = resolveUrlMode(props.urlMode, location.pathname);
    written.current = `${location.pathname}${location.search}`;
    const startPathname = location.pathname;
    // The URL moved (Back, Forward, or the host's router, e.g. the portal's Home link): follow it.
    const follow = () => {
      const here = `${location.pathname}${location.search}`;
      if (here === written.current || mode === 'memory' || !isOwnUrl(mode, location.pathname, startPathname)) return;
      written.current = here;
      model.urlChanged(location.pathname, parseBookingUrl(location.pathname, location.search));
    };
    const unwatch = mode === 'memory' ? () => undefined : watchUrl(follow);
    return () => {
      unwatch();
      model.dispose();
    };
    // The model is made once per element; props that shape it are read when it is made.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [model]);

  const level = Math.min(6, Math.max(1, Math.round(props.headingLevel ?? 1)));
  const said = model.announcement.value;
  // Mounted from the first opening on, so later closes and reopens keep the native dialog's focus return.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (!dialogsWanted && finderDialogAsked(model)) setDialogsWanted(true);
  const status = model.catalogueStatus.value;
  let content;
  if (status === 'error') {
    content = (
      <>
        <Heading level={level}>{t('booking.exams_heading')}</Heading>
        <Banner tone="error">
          <p>{t('booking.catalogue_failed')}</p>
          {/* The finder's problems are bare keys; rad-booking has no room for problemText's shared chunk. */}
          {model.catalogueProblem.value && <p>{t(model.catalogueProblem.value.key)}</p>}
          <button type="button" className="rad-button rad-button--secondary" onClick={() => void model.retryCatalogue()}>
            {t('action.retry')}
          </button>
        </Banner>
      </>
    );
  } else if (status !== 'ready') {
    // The page has its heading from the start (a portal page is never without an h1).
    content = (
      <>
        <Heading level={level}>{t('booking.exams_heading')}</Heading>
        <Spinner label={t('message.loading')} />
      </>
    );
  } else {
    const step = model.step.value;
    content = (
      <>
        <UrlProblems model={model} />
        {step === 'exams' && <ExamCatalogue model={model} level={level} askRegion={props.view === 'select-region'} />}
        {step === 'clinics' && <ClinicFinder model={model} level={level} styleUrl={config.maps.styleUrl} />}
        {step === 'chosen' && (
          <ClinicChosen
            model={model}
            level={level}
            staffBooking={props.staffBooking === true}
            apiKey={props.apiKey || undefined}
            apiBase={props.apiBase}
            locale={props.locale}
            onBooked={(result) =>
              emit(host, 'rad-booking-created', {
                status: result.status,
                booked: result.items.filter((item) => item.success).length,
                failed: result.items.filter((item) => !item.success).length,
              })
            }
          />
        )}
      </>
    );
  }
  return (
    <div className="booking" part="booking">
      {content}
      {/* What a choice did, said once (focus has moved to the next step's heading already). */}
      <p className="rad-visually-hidden" role="status">
        {said && <span key={said.n}>{t(said.key, said.values)}</span>}
      </p>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <FinderDialogs model={model} />
        </Suspense>
      )}
    </div>
  );
}
