import { useEffect, useRef, useState } from 'react';
import type { PostalCodeLocation } from '../../../src/api/schemas/booking.schema';
import { POSTAL_CODE_SEARCH_MIN_CHARS } from '../../../src/constants';
import { useT } from '../../../src/element/hooks';
import { Dialog } from '../../../src/ui/Dialog';
import { Field } from '../../../src/ui/Field';
import type { BookingModel } from '../booking.model';

/** What the server accepts: 2–4 digits, or letters (a suburb); letters and digits mixed are neither. */
export function postcodeQueryProblem(query: string): 'too_short' | 'invalid' | null {
  const text = query.trim();
  if (text.length < POSTAL_CODE_SEARCH_MIN_CHARS) return 'too_short';
  return /^(\d{2,4}|[\p{L}][\p{L} '.-]*)$/u.test(text) ? null : 'invalid';
}

const SEARCH_DELAY_MS = 250;

/**
 * The post-code locator (docs/rules.md#booking-location): searches the server's postal code lookup as the
 * patient types, lists the places as buttons, and remembers the chosen one (postalCodeLocationId).
 */
export function PostcodeDialog({ model }: { model: BookingModel }) {
  const t = useT();
  const open = model.postcodeDialogOpen.value;
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<PostalCodeLocation[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [touched, setTouched] = useState(false);
  const api = useRef(model);
  api.current = model;
  const problem = postcodeQueryProblem(query);

  useEffect(() => {
    if (!open || problem) {
      setResults(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setBusy(true);
      setFailed(false);
      api.current.searchPostalCodes(query.trim(), controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setResults(found);
          setBusy(false);
        },
        () => {
          if (controller.signal.aborted) return;
          setBusy(false);
          setFailed(true);
        },
      );
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, query, problem]);

  const error = touched && problem ? t(problem === 'invalid' ? 'booking.postcode_invalid' : 'booking.postcode_too_short') : null;
  return (
    <Dialog
      open={open}
      title={t('booking.postcode_title')}
      onClose={() => model.closePostcodeDialog()}
      actions={
        <button type="button" className="rad-button rad-button--secondary" onClick={() => model.closePostcodeDialog()}>
          {t('action.cancel')}
        </button>
      }
    >
      <form className="postcode" onSubmit={(event) => event.preventDefault()} role="search">
        <Field label={t('booking.postcode_label')} hint={t('booking.postcode_hint')} error={error}>
          <input
            type="search"
            autoComplete="postal-code"
            value={query}
            maxLength={40}
            onChange={(event) => {
              setQuery(event.target.value);
              setTouched(event.target.value.trim().length >= POSTAL_CODE_SEARCH_MIN_CHARS || touched);
            }}
            onBlur={() => setTouched(query.length > 0)}
          />
        </Field>
      </form>
      <div className="postcode__status" role="status">
        {busy
          ? t('booking.postcode_searching')
          : results
            ? results.length
              ? t('booking.postcode_results', { count: results.length })
              : t('booking.postcode_none')
            : ''}
      </div>
      {failed && (
        <p className="postcode__failed" role="alert">
          {t('booking.postcode_failed')}
        </p>
      )}
      {results && results.length > 0 && (
        <ul className="postcode__results" aria-label={t('booking.postcode_label')}>
          {results.map((place) => (
            <li key={place.id}>
              <button type="button" className="postcode__place" onClick={() => model.choosePostalCode(place)}>
                {place.suburb} {place.state} {place.code}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
