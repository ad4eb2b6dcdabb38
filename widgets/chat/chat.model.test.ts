import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_OPEN_DELAY_MS } from '../../src/constants';
import { createChatModel, type ChatModelDeps } from './chat.model';
import { chatSummaryFixture, uploadRulesFixture } from './fixtures';
import type { MessengerAdapter, MessengerEvent, MessengerListener } from './messenger-adapter';

/** A messenger that records commands and lets the test play its events. */
function fakeAdapter(loads: 'ok' | 'fail' = 'ok') {
  const listeners = new Set<MessengerListener>();
  const commands: [string, unknown?][] = [];
  const play = (event: MessengerEvent) => listeners.forEach((l) => l(event));
  const adapter: MessengerAdapter = {
    load: vi.fn(async () => {
      if (loads === 'fail') {
        play({ type: 'failed' });
        throw new Error('no script');
      }
      play({ type: 'ready', upload: uploadRulesFixture });
    }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setAttributes: (attributes) => commands.push(['Database.set', attributes]),
    startConversation: () => commands.push(['startConversation']),
    resetConversation: () => commands.push(['resetConversation']),
    sendMessage: (text) => commands.push(['sendMessage', text]),
    requestUpload: (file) => commands.push(['requestUpload', file.name]),
  };
  return { adapter, commands, play };
}

function setup(options: { loads?: 'ok' | 'fail'; bookingKey?: string | null; reportFails?: boolean } = {}) {
  const fake = fakeAdapter(options.loads);
  const reported: string[] = [];
  const onBookingComplete = vi.fn();
  const deps: ChatModelDeps = {
    adapter: fake.adapter,
    bookingKey: options.bookingKey === undefined ? 'DEMO-BR-2001' : options.bookingKey,
    summary: async () => chatSummaryFixture,
    report: async (key, event) => {
      reported.push(`${key} ${event}`);
      if (options.reportFails) throw new Error('offline');
    },
    onBookingComplete,
    now: () => Date.now(),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  return { model: createChatModel(deps), reported, onBookingComplete, ...fake };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('chat model', () => {
  it('loads nothing until asked; then sets the attributes and opens the conversation 2000 ms later', async () => {
    const { model, adapter, commands } = setup();
    expect(model.phase.value).toBe('idle');
    expect(adapter.load).not.toHaveBeenCalled();
    const opening = model.open();
    expect(model.phase.value).toBe('loading');
    await opening;
    expect(model.phase.value).toBe('opening');
    expect(commands[0]![0]).toBe('Database.set');
    expect(commands[0]![1]).toMatchObject({
      bookingKey: 'DEMO-BR-2001',
      firstName: 'Mei',
      dateOfBirth: '1990-07-14',
      examNames: 'CT Brain',
    });
    vi.advanceTimersByTime(CHAT_OPEN_DELAY_MS - 1);
    expect(commands.map(([name]) => name)).toEqual(['Database.set']);
    vi.advanceTimersByTime(1);
    expect(commands.map(([name]) => name)).toEqual(['Database.set', 'startConversation']);
    expect(model.phase.value).toBe('open');
  });

  it('resumes at once on a later page, setting the attributes again', async () => {
    const { model, commands } = setup();
    await model.resume();
    vi.advanceTimersByTime(0);
    expect(model.phase.value).toBe('open');
    expect(commands.map(([name]) => name)).toEqual(['Database.set', 'startConversation']);
  });

  it('becomes unavailable when the script fails, and never opens', async () => {
    const { model, commands } = setup({ loads: 'fail' });
    await model.open();
    vi.advanceTimersByTime(CHAT_OPEN_DELAY_MS);
    expect(model.phase.value).toBe('unavailable');
    expect(commands).toEqual([]);
  });

  it('reports booking complete once: BOOKED on the server, then tells the host', async () => {
    const { model, play, reported, onBookingComplete } = setup();
    await model.open();
    vi.advanceTimersByTime(CHAT_OPEN_DELAY_MS);
    play({ type: 'booking-complete' });
    play({ type: 'booking-complete' });
    await vi.runAllTimersAsync();
    expect(model.bookingCompleteMessageSent.value).toBe(true);
    expect(reported).toEqual(['DEMO-BR-2001 BOOKING_COMPLETE']);
    expect(onBookingComplete).toHaveBeenCalledTimes(1);
    // A disconnect after the booking does not hand the request back to the patient.
    play({ type: 'disconnected' });
    await vi.runAllTimersAsync();
    expect(model.phase.value).toBe('ended');
    expect(reported).toEqual(['DEMO-BR-2001 BOOKING_COMPLETE']);
  });

  it.each([
    ['disconnected', 'DISCONNECTED'],
    ['no-agent', 'NO_AGENT'],
  ] as const)('%s ends the conversation and hands the request to the patient (%s)', async (event, reportedEvent) => {
    const { model, play, reported } = setup();
    await model.open();
    vi.advanceTimersByTime(CHAT_OPEN_DELAY_MS);
    play({ type: event });
    await vi.runAllTimersAsync();
    expect(model.phase.value).toBe('ended');
    expect(model.endReason.value).toBe(event);
    expect(reported).toEqual([`DEMO-BR-2001 ${reportedEvent}`]);
  });

  it('a dropped connection is "reconnecting", not an end: the same conversation goes on, nothing is reported', async () => {
    const { model, play, reported } = setup();
    await model.open();
    vi.advanceTimersByTime(CHAT_OPEN_DELAY_MS);
    play({ type: 'message', message: { id: '1', from: 'agent', text: 'Hi Mei' } });
    play({ type: 'reconnecting' });
    expect(model.phase.value).toBe('reconnecting');
    expect(model.send('while away')).toBe(false);
    play({ type: 'reconnected' });
    play({ type: 'message', message: { id: '2', from: 'agent', text: 'Said while you were away' } });
    await vi.runAllTimersAsync();
    expect(model.phase.value).toBe('open');
    expect(model.messages.value.map((m) => m.text)).toEqual(['Hi Mei', 'Said while you were away']);
    expect(reported).toEqual([]);
  });

  it('a conversation that could not be resumed ends as lost (the request goes back to the patient); only then may it start again', async () => {
    const { model, play, reported, commands } = setup();
    await model.startAgain(); // nothing to start again yet
    expect(commands).toEqual([]);
    await model.open();
    vi.advanceTimersByTime(CHAT_OPEN_DELAY_MS);
    play({ type: 'reconnecting' });
    play({ type: 'reconnect-failed' });
    await vi.runAllTimersAsync();
    expect(model.phase.value).toBe('ended');
    expect(model.endReason.value).toBe('lost');
    expect(reported).toEqual(['DEMO-BR-2001 DISCONNECTED']);

    commands.length = 0;
    const again = model.startAgain();
    expect(model.phase.value).toBe('loading');
    await again;
    expect(model.phase.value).toBe('opening');
    vi.advanceTimersByTime(CHAT_OPEN_DELAY_MS);
    expect(model.phase.value).toBe('open');
    expect(model.messages.value).toEqual([]);
    expect(commands.map(([name]) => name)).toEqual(['resetConversation', 'Database.set', 'startConversation']);
  });

  it.each(['disconnected', 'no-agent'] as const)('after %s there is no starting again', async (event) => {
    const { model, play, commands } = setup();
    await model.open();
    vi.advanceTimersByTime(CHAT_OPEN_DELAY_MS);
    play({ type: event });
    commands.length = 0;
    await model.startAgain();
    expect(model.phase.value).toBe('ended');
    expect(commands).toEqual([]);
  });

  it('without a booking request sets no summary and reports nothing', async () => {
    const { model, play, reported, commands } = setup({ bookingKey: null });
    await model.open();
    vi.advanceTimersByTime(CHAT_OPEN_DELAY_MS);
    play({ type: 'booking-complete' });
    await vi.runAllTimersAsync();
    expect(commands[0]).toEqual(['Database.set', {}]);
    expect(reported).toEqual([]);
  });

  it('says so when the server cannot be told', async () => {
    const { model, play, onBookingComplete } = setup({ reportFails: true });
    await model.open();
    vi.advanceTimersByTime(CHAT_OPEN_DELAY_MS);
    play({ type: 'booking-complete' });
    await vi.runAllTimersAsync();
    expect(model.reportFailed.value).toBe(true);
    expect(onBookingComplete).not.toHaveBeenCalled();
  });

  it('keeps messages in order, once each; sends only in an open conversation', async () => {
    const { model, play, commands } = setup();
    expect(model.send('too early')).toBe(false);
    await model.open();
    vi.advanceTimersByTime(CHAT_OPEN_DELAY_MS);
    expect(model.send('  Hello  ')).toBe(true);
    expect(model.send('   ')).toBe(false);
    play({ type: 'message', message: { id: '1', from: 'patient', text: 'Hello' } });
    play({ type: 'message', message: { id: '2', from: 'agent', text: 'Hi Mei' } });
    play({ type: 'message', message: { id: '2', from: 'agent', text: 'Hi Mei' } });
    expect(model.messages.value.map((m) => m.text)).toEqual(['Hello', 'Hi Mei']);
    expect(commands.filter(([name]) => name === 'sendMessage')).toEqual([['sendMessage', 'Hello']]);
  });

  it('uploads through the queue, confirmed by the messenger', async () => {
    const { model, play, commands } = setup();
    await model.open();
    vi.advanceTimersByTime(CHAT_OPEN_DELAY_MS);
    model.upload([new File(['a'], 'a.pdf', { type: 'application/pdf' }), new File(['b'], 'b.pdf', { type: 'application/pdf' })]);
    play({ type: 'uploaded', fileName: 'a.pdf' });
    vi.advanceTimersByTime(3000);
    play({ type: 'uploaded', fileName: 'b.pdf' });
    expect(commands.filter(([name]) => name === 'requestUpload')).toEqual([
      ['requestUpload', 'a.pdf'],
      ['requestUpload', 'b.pdf'],
    ]);
    expect(model.uploads.uploadCounter.value).toBe(2);
  });
});
