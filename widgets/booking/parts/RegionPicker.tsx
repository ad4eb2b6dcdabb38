import { useId } from 'react';
import { SELECT_REGION } from '../../../src/constants';
import { useT } from '../../../src/element/hooks';
import type { BookingModel } from '../booking.model';

/**
 * The regions as toggle buttons (`regionSlug`). Buttons, not a select: choosing
 * a region moves focus to what it changed, and a select would move it on every arrow key
 * (WCAG 3.2.2). `select-region` (no region yet) presses "All regions".
 */
export function RegionPicker({ model }: { model: BookingModel }) {
  const t = useT();
  const id = useId();
  const regions = model.catalogue.value!.regions;
  const current = model.url.value.regionSlug;
  const chosen = current && current !== SELECT_REGION && !model.regionUnknown.value ? current : null;
  if (regions.length === 0) return null;
  return (
    <div className="regions" role="group" aria-labelledby={`${id}-label`} part="regions">
      <span id={`${id}-label`} className="regions__label">
        {t('booking.region_label')}
      </span>
      <div className="chips">
        <button type="button" className="chip" aria-pressed={chosen === null} onClick={() => model.chooseRegion(null)}>
          {t('booking.region_all')}
        </button>
        {regions.map((region) => (
          <button
            key={region.slug}
            type="button"
            className="chip"
            aria-pressed={chosen === region.slug}
            data-region={region.slug}
            onClick={() => model.chooseRegion(region.slug)}
          >
            {region.name}
          </button>
        ))}
      </div>
    </div>
  );
}
