/**
 * The slot grid's props, grouped by what each is for. SlotGrid takes them flat (every caller
 * passes them so); the groups say which ones go together.
 */
import type { SlotSearch } from '../api/schemas/slots.schema';
import type { SlotSearchRequest } from './slots.api';
import type { PlacedSlot, SlotsView, TimeOfDay } from './slot-time';

export interface SlotGridState {
  view: SlotsView;
  /** The view's start day (a week's Monday or any day of the month). */
  start: string;
  /** The chosen day, when one is. */
  day: string | null;
  timeOfDay: TimeOfDay[];
}

/** Which slots are asked for, and how. */
export interface SlotQueryProps {
  clinics: readonly string[];
  examSlug: string;
  appointmentSlug?: string | undefined;
  /** Changes to fetch again (after the slot error dialog). */
  reloadKey?: number | undefined;
  /**
   * True while the page is on a `booking` path: the request in flight is dropped, none is
   * made, so no late answer shows times the patient has left; false again fetches fresh times.
   */
  paused?: boolean | undefined;
  /** How slots are fetched; default `getSlots` on the page's API client (tests and stories pass their own). */
  load?: ((search: SlotSearchRequest, signal: AbortSignal) => Promise<SlotSearch>) | undefined;
}

/** Where the grid stands (from the URL), reported back as the patient moves. */
export interface SlotPlaceProps {
  view?: SlotsView | undefined;
  /** Week start; today when absent. */
  start?: string | undefined;
  day?: string | null | undefined;
  timeOfDay?: TimeOfDay[] | undefined;
  onNavigate?(state: SlotGridState): void;
}

/** Which times may be offered at all. */
export interface SlotLimitProps {
  startTime?: string | undefined;
  endTime?: string | undefined;
  /** No day before this clinic-local day (a questionnaire outcome's restrictMinDate): the view starts no earlier. */
  minDate?: string | null | undefined;
}

/** The patient's choice. */
export interface SlotChoiceProps {
  onSelect(slot: PlacedSlot): void;
  /** The slot chosen before (scrolled to after SCROLL_TO_SLOT_MS). */
  selected?: { clinicSlug: string; start: string } | null | undefined;
}

/** How the grid presents itself in its page. */
export interface SlotLookProps {
  /** Level of the grid's heading, 1–6. */
  headingLevel?: number | undefined;
  /** The browser's zone; a story or test may pin one. */
  browserZone?: string | undefined;
}

export interface SlotGridProps extends SlotQueryProps, SlotPlaceProps, SlotLimitProps, SlotChoiceProps, SlotLookProps {}
