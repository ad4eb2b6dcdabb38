/**
 * The appointment and attachment calls of the fixture API (fixture-api.ts): a summary, cancel and
 * confirm, and a documents list the fixture keeps in step with uploads and deletes, so a test
 * sees the list reload after each change. Uploads go by XMLHttpRequest (src/attachments/xhr-upload.ts),
 * so a stand-in XMLHttpRequest answers them from the same scenario.
 */
import type { AppointmentSummary } from '../../src/api/schemas/appointments.schema';
import type { BookingRequestSummary } from '../../src/api/schemas/booking-requests.schema';
import type { Attachment, AttachmentList } from '../../src/api/schemas/attachments.schema';
import { attachmentFixture } from '../../widgets/appointments/fixtures';
import type { Behaviour } from './fixture-api';

export interface AppointmentsScenario {
  summary: Behaviour | AppointmentSummary;
  /** What cancel answers (default: the summary, cancelled), or a failure. */
  cancel?: Behaviour | AppointmentSummary | { refuse: string };
  confirm?: Behaviour | AppointmentSummary;
  attachments?: Behaviour | AttachmentList;
  /** Each upload takes the next: 'ok' (default), a status, or 'network'. */
  uploads?: (Behaviour | 'network')[];
  /** GET …/booking_requests/{id}/summary; its status POST answers it with the new status. */
  bookingRequest?: Behaviour | BookingRequestSummary;
  /** Filled by the fixture: status bodies of the booking request. */
  statusChanges?: Record<string, unknown>[];
  /** Filled by the fixture: cancel bodies and uploaded file names. */
  cancelled?: Record<string, unknown>[];
  uploaded?: string[];
}

type Answer = (behaviour: Behaviour, body: () => unknown) => Promise<Response>;

const SUMMARY = /^\/api\/secured\/appointments\/([^/]+)\/(summary|cancel|confirm)$/;
const LIST = /^\/api\/secured\/(appointments|booking_requests)\/([^/]+)\/attachments\/response$/;
const ONE = /^\/api\/secured\/(appointments|booking_requests)\/([^/]+)\/attachments\/(\d+)$/;

export function appointmentsResponse(
  url: URL,
  method: string,
  body: Record<string, unknown>,
  scenario: AppointmentsScenario | undefined,
  answer: Answer,
): Promise<Response> | null {
  if (!scenario) return null;
  const path = url.pathname;
  const request = /^\/api\/secured\/booking_requests\/[^/]+\/(summary|status)$/.exec(path);
  if (request && scenario.bookingRequest !== undefined) {
    const current = scenario.bookingRequest;
    if (typeof current !== 'object') return answer(current, () => ({}));
    if (request[1] === 'status') {
      (scenario.statusChanges ??= []).push(body);
      scenario.bookingRequest = { ...current, status: body.status as BookingRequestSummary['status'] };
    }
    const next = scenario.bookingRequest;
    return answer('ok', () => next);
  }
  const summary = SUMMARY.exec(path);
  if (summary) {
    const current = scenario.summary;
    if (summary[2] === 'summary') return typeof current === 'object' ? answer('ok', () => current) : answer(current, () => ({}));
    if (summary[2] === 'cancel') {
      (scenario.cancelled ??= []).push(body);
      const next = scenario.cancel;
      if (next && typeof next === 'object' && 'refuse' in next) {
        return Promise.resolve(new Response(JSON.stringify({ message: next.refuse, code: 'cancel_refused' }), { status: 409 }));
      }
      if (next !== undefined && typeof next !== 'object') return answer(next, () => ({}));
      const base = typeof current === 'object' ? current : undefined;
      return answer(
        'ok',
        () => next ?? { ...base, status: 'CANCELED', items: base?.items.map((item) => ({ ...item, status: 'CANCELED' })) },
      );
    }
    const next = scenario.confirm;
    if (next !== undefined && typeof next !== 'object') return answer(next, () => ({}));
    return answer('ok', () => next ?? { ...(current as AppointmentSummary), confirmed: true });
  }
  if (LIST.test(path) && scenario.attachments !== undefined) {
    const list = scenario.attachments;
    return typeof list === 'object' ? answer('ok', () => list) : answer(list, () => ({}));
  }
  const one = ONE.exec(path);
  if (one && method === 'DELETE' && typeof scenario.attachments === 'object') {
    const list = scenario.attachments;
    list.attachments = list.attachments.filter((attachment) => attachment.id !== Number(one[3]));
    return Promise.resolve(new Response(null, { status: 204 }));
  }
  return null;
}

/** Replaces XMLHttpRequest with one that answers uploads from the scenario; returns a restore function. */
export function installFixtureUploads(scenario: AppointmentsScenario): () => void {
  const Real = window.XMLHttpRequest;
  let nextId = 100;
  class FixtureUpload {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'POST';
    private url = '';
    private aborted = false;
    open(method: string, url: string): void {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(): void {}
    abort(): void {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: FormData): void {
      const file = body.get('file') as File;
      const behaviour = scenario.uploads?.shift() ?? 'ok';
      setTimeout(() => {
        if (this.aborted) return;
        this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded: file.size / 2, total: file.size }));
      }, 10);
      setTimeout(() => {
        if (this.aborted) return;
        if (behaviour === 'network') return this.onerror?.();
        if (behaviour === 'never') return;
        if (typeof behaviour === 'number') {
          this.status = behaviour;
          this.responseText = JSON.stringify({ message: behaviour === 415 ? 'form.referral_file_types' : 'failed' });
          return this.onload?.();
        }
        const list = scenario.attachments;
        const path = new URL(this.url).pathname;
        const replaced = this.method === 'PUT' ? Number(path.split('/').pop()) : 0;
        const stored: Attachment = attachmentFixture(replaced || nextId++, file.name, file.type);
        if (typeof list === 'object') {
          list.attachments = replaced ? list.attachments.map((a) => (a.id === replaced ? stored : a)) : [...list.attachments, stored];
        }
        (scenario.uploaded ??= []).push(file.name);
        this.status = replaced ? 200 : 201;
        this.responseText = JSON.stringify(stored);
        this.onload?.();
      }, 40);
    }
  }
  window.XMLHttpRequest = FixtureUpload as unknown as typeof XMLHttpRequest;
  return () => {
    window.XMLHttpRequest = Real;
  };
}
