/**
 * The slot grid in happy-dom with an injected loader: grid semantics, one tab stop per grid,
 * arrow keys, paging, focus moving to the chosen day's times, complete slot names and selection.
 * (Axe runs on it in a real browser: test/browser/booking-slots.test.ts.)
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureSlots } from './fixtures';
import { SlotGrid } from './SlotGrid';
import type { SlotSearchRequest } from './slots.api';

afterEach(cleanup);

function setup(options: Parameters<typeof fixtureSlots>[1] = {}, props: Partial<Parameters<typeof SlotGrid>[0]> = {}) {
  const asked: SlotSearchRequest[] = [];
  const load = vi.fn((search: SlotSearchRequest) => {
    asked.push(search);
    return Promise.resolve(fixtureSlots(search, options));
  });
  const onSelect = vi.fn();
  const onNavigate = vi.fn();
  render(
    <SlotGrid
      clinics={['bondi-junction', 'brisbane-city']}
      examSlug="ct-brain"
      start="2026-10-14"
      browserZone="Australia/Perth"
      load={load}
      onSelect={onSelect}
      onNavigate={onNavigate}
      {...props}
    />,
  );
  return { asked, load, onSelect, onNavigate };
}

const dayGrid = () => screen.getAllByRole('grid')[0]!;

describe('SlotGrid', () => {
  it('asks for the Monday-to-Sunday week holding the start, and shows it as a grid with weekday headers and one tab stop', async () => {
    const { asked } = setup();
    await screen.findAllByRole('grid');
    expect(asked[0]).toMatchObject({ start: '2026-10-12', end: '2026-10-18', clinicSlugs: ['bondi-junction', 'brisbane-city'] });
    expect(within(dayGrid()).getAllByRole('columnheader')).toHaveLength(7);
    const buttons = within(dayGrid()).getAllByRole('button');
    expect(buttons.map((button) => button.tabIndex).filter((tab) => tab === 0)).toHaveLength(1);
  });

  it('choosing a day moves focus to its first time, whose name is complete and in the clinic zone', async () => {
    setup();
    await screen.findAllByRole('grid');
    const tuesday = within(dayGrid()).getAllByRole('button')[1]!;
    await act(async () => tuesday.click());
    const times = screen.getAllByRole('grid')[1]!;
    expect(
      within(times)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['Bondi Junction', 'Brisbane City']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Tuesday 13 October 2026, 8:00 am AEDT, Bondi Junction');
    expect(document.activeElement?.textContent).toBe('8:00 am AEDT');
    // Announced: the count of times that day.
    expect(screen.getAllByRole('status').some((status) => status.textContent !== '')).toBe(true);
  });

  it('arrow keys move through times and between clinics; Enter selects', async () => {
    const { onSelect } = setup();
    await screen.findAllByRole('grid');
    await act(async () => within(dayGrid()).getAllByRole('button')[1]!.click());
    const times = screen.getAllByRole('grid')[1]!;
    await act(async () => fireEvent.keyDown(times, { key: 'ArrowRight' }));
    expect(document.activeElement?.textContent).toBe('8:30 am AEDT');
    await act(async () => fireEvent.keyDown(times, { key: 'ArrowDown' }));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Tuesday 13 October 2026, 8:30 am AEST, Brisbane City');
    await act(async () => fireEvent.keyDown(times, { key: 'End' }));
    expect(document.activeElement?.textContent).toBe('11:30 am AEST');
    await act(async () => (document.activeElement as HTMLButtonElement).click());
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ clinicSlug: 'brisbane-city', day: '2026-10-13', time: '11:30' }));
  });

  it('PageDown loads the next week, PageUp the previous', async () => {
    const { asked, onNavigate } = setup();
    await screen.findAllByRole('grid');
    await act(async () => fireEvent.keyDown(dayGrid(), { key: 'PageDown' }));
    await screen.findAllByRole('grid');
    expect(asked).toContainEqual(expect.objectContaining({ start: '2026-10-19', end: '2026-10-25' }));
    expect(onNavigate).toHaveBeenLastCalledWith(expect.objectContaining({ start: '2026-10-19', view: 'WEEK', day: null }));
    await act(async () => fireEvent.keyDown(dayGrid(), { key: 'PageUp' }));
    await screen.findAllByRole('grid');
    expect(screen.getAllByRole('columnheader')[0]!.closest('table')?.textContent).toContain('12');
  });

  it('the month view asks for the whole weeks of the month', async () => {
    const { asked } = setup({}, { view: 'MONTH' });
    await screen.findAllByRole('grid');
    expect(asked[0]).toMatchObject({ start: '2026-09-28', end: '2026-11-01', view: 'MONTH' });
    expect(within(dayGrid()).getAllByRole('row')).toHaveLength(6); // header + 5 weeks
  });

  it('an empty week offers the next available day, which opens that week on that day', async () => {
    const { asked } = setup({ none: true, nextAvailableInDays: 10 });
    const next = await screen.findByRole('button', { name: /slots.next_available/ });
    await act(async () => next.click());
    await screen.findAllByRole('grid');
    expect(asked).toContainEqual(expect.objectContaining({ start: '2026-10-26', end: '2026-11-01' }));
  });

  it('asks for the next week while the patient reads, so Next week shows it without waiting', async () => {
    const { asked } = setup();
    await screen.findAllByRole('grid');
    await vi.waitFor(() => expect(asked.map((search) => search.start)).toEqual(['2026-10-12', '2026-10-19']));
    await act(async () => fireEvent.keyDown(dayGrid(), { key: 'PageDown' }));
    // Shown from what was fetched ahead: the week is not asked for a second time.
    expect(screen.getAllByRole('grid')).not.toHaveLength(0);
    expect(asked.filter((search) => search.start === '2026-10-19')).toHaveLength(1);
  });

  it('asks the server again, not memory, when told to reload (a time turned out to be taken)', async () => {
    const asked: string[] = [];
    const load = vi.fn((search: SlotSearchRequest) => (asked.push(search.start), Promise.resolve(fixtureSlots(search))));
    const grid = (reloadKey: number) => (
      <SlotGrid clinics={['bondi-junction']} examSlug="ct-brain" start="2026-10-14" load={load} onSelect={() => {}} reloadKey={reloadKey} />
    );
    const { rerender } = render(grid(0));
    await screen.findAllByRole('grid');
    rerender(grid(1));
    await vi.waitFor(() => expect(asked.filter((start) => start === '2026-10-12')).toHaveLength(2));
  });

  it('a failed load shows the error with a retry that asks again', async () => {
    const load = vi.fn().mockRejectedValueOnce(Object.assign(new Error('x'), { messageKey: 'error.server_error_message.503' }));
    load.mockImplementation((search: SlotSearchRequest) => Promise.resolve(fixtureSlots(search)));
    render(<SlotGrid clinics={['bondi-junction']} examSlug="ct-brain" start="2026-10-14" load={load} onSelect={() => {}} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('temporarily unavailable');
    await act(async () => within(alert).getByRole('button').click());
    await screen.findAllByRole('grid');
    const weeks = load.mock.calls.map(([search]) => (search as SlotSearchRequest).start);
    expect(weeks.filter((start) => start === '2026-10-12')).toHaveLength(2); // asked again, not shown from memory
  });

  it('drops the request in flight when the grid leaves (times step left, element removed): nothing lands later', async () => {
    const signals: AbortSignal[] = [];
    const load = vi.fn((_search: SlotSearchRequest, signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<never>(() => {});
    });
    const { unmount } = render(
      <SlotGrid clinics={['bondi-junction']} examSlug="ct-brain" start="2026-10-14" load={load} onSelect={() => {}} />,
    );
    expect(signals).toHaveLength(1);
    unmount();
    expect(signals[0]!.aborted).toBe(true);
  });

  it('paused (the page moved to a booking path) drops the request in flight and asks none; a late answer shows nothing; resumed, it asks afresh', async () => {
    const pending: Array<{ signal: AbortSignal; resolve: (value: ReturnType<typeof fixtureSlots>) => void; search: SlotSearchRequest }> =
      [];
    const load = vi.fn(
      (search: SlotSearchRequest, signal: AbortSignal) =>
        new Promise<ReturnType<typeof fixtureSlots>>((resolve) => pending.push({ signal, resolve, search })),
    );
    const grid = (paused: boolean) => (
      <SlotGrid clinics={['bondi-junction']} examSlug="ct-brain" start="2026-10-14" load={load} onSelect={() => {}} paused={paused} />
    );
    const { rerender } = render(grid(false));
    expect(pending).toHaveLength(1);
    rerender(grid(true));
    expect(pending[0]!.signal.aborted).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => pending[0]!.resolve(fixtureSlots(pending[0]!.search)));
    expect(screen.queryAllByRole('grid')).toHaveLength(0);
    rerender(grid(false));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => pending[1]!.resolve(fixtureSlots(pending[1]!.search)));
    expect(await screen.findAllByRole('grid')).not.toHaveLength(0);
  });
});
