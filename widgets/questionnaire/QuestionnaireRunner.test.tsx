/**
 * The runner as another widget uses it (README "For other widgets"): a host element renders
 * <QuestionnaireRunner> with callbacks and gets the outcome, the close and the navigation.
 */
import { denyMessageId } from '../../src/api/schemas/deny-message.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { defineWidget } from '../../src/element/define-widget';
import type { BaseWidgetProps } from '../../src/element/WidgetShell';
import { PAGED, loadOf, recordOf } from './fixtures';
import { QuestionnaireRunner, questionnaireCss, type QuestionnaireRunnerProps } from './index';

const CONFIG = { radiology: { name: 'Harbourside Radiology', code: 'HRAD' } };
const realFetch = globalThis.fetch;
let outcome: Record<string, unknown> = {};
let saveStatus = 200;
const saved: { path: string; body: Record<string, unknown> }[] = [];

beforeAll(() => {
  globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const path = new URL(request.url).pathname;
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/api/config') return json(CONFIG);
    if (path.startsWith('/api/assets/i18n/')) return json({});
    if (path.endsWith('/questionnaires') && request.method === 'GET')
      return json(loadOf([recordOf(PAGED, { questionnaireType: 'CANCEL_APPOINTMENT_PATIENT', title: 'Cancel your appointment' })]));
    if (path.endsWith('/questionnaires') && request.method === 'POST') {
      saved.push({ path, body: (await request.json()) as Record<string, unknown> });
      return saveStatus === 200 ? json({ saved: true, outcome: { ...outcome } }) : json({}, saveStatus);
    }
    return json({}, 404);
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

const calls: [string, unknown][] = [];
function CancelHost(_props: BaseWidgetProps) {
  const [open, setOpen] = useState(true);
  const record =
    (name: string) =>
    (detail?: unknown): void =>
      void calls.push([name, detail]);
  const props: QuestionnaireRunnerProps = {
    owner: { kind: 'appointment', bookingKey: 'DEMO-APPT-1001' },
    types: ['CANCEL_APPOINTMENT_PATIENT'],
    onCompleted: record('completed'),
    onDone: record('done'),
    onNavigate: record('navigate'),
    onClose: () => {
      calls.push(['close', undefined]);
      setOpen(false);
    },
  };
  return open ? <QuestionnaireRunner {...props} /> : <p>closed</p>;
}
defineWidget<BaseWidgetProps>('rad-test-cancel-host', CancelHost, { props: {}, styles: questionnaireCss });

async function host(): Promise<ShadowRoot> {
  document.body.innerHTML = '<rad-test-cancel-host></rad-test-cancel-host>';
  const element = document.body.firstElementChild as HTMLElement;
  await vi.waitFor(() => expect(element.shadowRoot?.querySelector('dialog form')).toBeTruthy());
  return element.shadowRoot!;
}

/** Yes / No of a boolean item, by position (Yes first): the test page has no translations loaded. */
function answer(root: ShadowRoot, linkId: string, value: boolean): void {
  root.querySelectorAll<HTMLInputElement>(`[data-link-id="${linkId}"] input[type="radio"]`)[value ? 0 : 1]!.click();
}

async function submitBothPages(root: ShadowRoot): Promise<void> {
  answer(root, 'knee', true);
  root.querySelector<HTMLButtonElement>('[part="next"]')!.click();
  await vi.waitFor(() => expect(root.querySelector('[data-link-id="back"]')).toBeTruthy());
  answer(root, 'back', false);
  root.querySelector<HTMLButtonElement>('[part="submit"]')!.click();
}

beforeEach(() => {
  calls.length = 0;
  saved.length = 0;
  outcome = {};
  saveStatus = 200;
  sessionStorage.clear();
});

describe('QuestionnaireRunner for other widgets', () => {
  it('opens the type asked for in the host’s dialog, saves it to the owner and reports the outcome, then done', async () => {
    const root = await host();
    expect(root.querySelector('dialog h2')?.textContent).toBe('Cancel your appointment');
    await submitBothPages(root);
    await vi.waitFor(() => expect(calls.map(([name]) => name)).toEqual(['completed', 'done']));
    expect(saved[0]!.path).toBe('/api/secured/appointments/DEMO-APPT-1001/questionnaires');
    expect(calls[0]![1]).toMatchObject({
      questionnaireId: 'paged',
      questionnaireType: 'CANCEL_APPOINTMENT_PATIENT',
      outcome: { denied: false },
    });
    expect(calls[1]![1]).toEqual({ answered: 1, alreadyAnswered: false });
    expect(root.querySelector('dialog')).toBeNull();
  });

  it('a denial goes through onNavigate to the deny page, and onDone is not called', async () => {
    outcome = { denied: true, message: 'Not safe' };
    const root = await host();
    await submitBothPages(root);
    await vi.waitFor(() => expect(calls.map(([name]) => name)).toEqual(['completed', 'navigate']));
    expect(calls[1]![1]).toBe(`/deny?messageId=${denyMessageId('Not safe')}`);
  });

  it('Close on a cancellation calls the host’s onClose (the host goes back), nothing is saved', async () => {
    const root = await host();
    root.querySelector<HTMLButtonElement>('[part="close"]')!.click();
    await vi.waitFor(() => expect(root.querySelector('p')?.textContent).toBe('closed'));
    expect(calls).toEqual([['close', undefined]]);
    expect(saved).toEqual([]);
  });

  it('a failed save keeps the dialog and the answers with message.error_answering_questionnaire', async () => {
    saveStatus = 500;
    const root = await host();
    await submitBothPages(root);
    await vi.waitFor(() => expect(root.querySelector('dialog [role="alert"]')).toBeTruthy());
    expect(calls).toEqual([]);
    expect(root.querySelector<HTMLInputElement>('[data-link-id="back"] input')).toBeTruthy();
  });
});
