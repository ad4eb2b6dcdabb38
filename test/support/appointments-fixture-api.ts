/**
 * The appointment and attachment calls of the fixture API (fixture-api.ts): a summary, cancel and
 * confirm, and a documents list the fixture keeps in step with uploads and deletes, so a test
 * sees the list reload after each change. Uploads go by XMLHttpRequest (src/attachments/xhr-upload.ts),
 * so a stand-in XMLHttpRequest answers them from the same scenario.
 */
import type { AppointmentSummary } from '../../src/api/schemas/appointments.schema';
import type { BookingRequestSummary } from '../../src/api/schemas/booking-requests.schema';
import type { Attachment, AttachmentList } from '../../src/api/schemas/attachments.schema';
import type { ConsentForms } from '../../src/api/schemas/check-in.schema';
import type { QuestionnaireRecord } from '../../src/api/schemas/questionnaire.schema';
import { attachmentFixture } from '../../widgets/appointments/fixtures';
import type { Behaviour } from './fixture-api';

export interface AppointmentsScenario {
  summary: Behaviour | AppointmentSummary;
  /** What cancel answers (default: the summary, cancelled), or a failure. */
  cancel?: Behaviour | AppointmentSummary | { refuse: string };
  confirm?: Behaviour | AppointmentSummary;
  attachments?: Behaviour | AttachmentList;
  /** Each upload takes the next: 'ok' (default), a status, 'network', or a server refusal's status and body. */
  uploads?: (Behaviour | 'network' | { status: number; message: string; code: string })[];
  /** GET …/booking_requests/{id}/summary; its status POST answers it with the new status. */
  bookingRequest?: Behaviour | BookingRequestSummary;
  /** Filled by the fixture: status bodies of the booking request. */
  statusChanges?: Record<string, unknown>[];
  /** Filled by the fixture: cancel bodies and uploaded file names. */
  cancelled?: Record<string, unknown>[];
  uploaded?: string[];
  /**
   * The booking's questionnaires by type (GET …/questionnaires?types=…); none by default. A save
   * (POST) takes the next of `questionnaireSaves`: an outcome, or a failure status with its message.
   */
  questionnaires?: QuestionnaireRecord[];
  questionnaireSaves?: (Record<string, unknown> | { status: number; message: string })[];
  /** Answers given before (listed as the booking's exam's answers by every load): a denial stands. */
  questionnaireAnswers?: { questionnaireId: string; denied: boolean; deniedMessage: string | null }[];
  /** Filled by the fixture: the saved questionnaire ids. */
  questionnairesSaved?: string[];
  /** Each item's consent forms (GET/POST …/appointments/{slug}/consent_forms); none by default. */
  consentForms?: ConsentForms;
  consentAnswers?: Record<string, unknown>[];
  /** What reschedule answers (default: the summary with the item at the held start), or a refusal. */
  reschedule?: AppointmentSummary | { refuse: string; status?: number };
  /** Filled by the fixture: the reschedule bodies, and the start of the last hold asked for. */
  rescheduled?: Record<string, unknown>[];
  lastHoldStart?: string;
}

type Answer = (behaviour: Behaviour, body: () => unknown) => Promise<Response>;

const SUMMARY = /^\/api\/secured\/appointments\/([^/]+)\/(summary|cancel|confirm|reschedule)$/;
const QUESTIONNAIRES = /^\/api\/secured\/(appointments|booking_requests)\/([^/]+)\/questionnaires$/;
const CONSENT = /^\/api\/secured\/appointments\/([^/]+)\/consent_forms$/;

const jsonAnswer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
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
  // Holds are answered by the booking fixture; the reschedule answer moves the item to the held start.
  if (path === '/api/slot_holds' && method === 'POST') scenario.lastHoldStart = String(body.start);
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
  const questionnaires = QUESTIONNAIRES.exec(path);
  if (questionnaires) {
    if (method === 'POST') {
      (scenario.questionnairesSaved ??= []).push(String(body.questionnaireId));
      const next = scenario.questionnaireSaves?.shift() ?? {};
      if ('status' in next && typeof next.status === 'number') return jsonAnswer({ message: next.message }, next.status);
      if ((next as { denied?: boolean }).denied !== true) {
        // Answered: a later load no longer lists it as open.
        scenario.questionnaires = (scenario.questionnaires ?? []).filter((record) => record.questionnaireId !== body.questionnaireId);
      }
      return jsonAnswer({ saved: true, outcome: next });
    }
    const types = (url.searchParams.get('types') ?? 'REQUIRED_ON_CONFIRMATION').split(',');
    const records = (scenario.questionnaires ?? []).filter((record) => types.includes(record.questionnaireType));
    return jsonAnswer({
      questionnaires: records,
      bookingKey: questionnaires[2],
      examQuestionnaireAnswers: (scenario.questionnaireAnswers ?? []).map((answer) => ({
        ...answer,
        questionnaireType: 'REQUIRED_ON_CONFIRMATION',
        examSlug: 'mri-knee',
        answeredAt: '2026-01-01T00:00:00Z',
      })),
      allQuestionnaireAnswers: [],
    });
  }
  const images = /^\/api\/secured\/(appointments|booking_requests)\/([^/]+)\/attachments\/(\d+)\/images$/.exec(path);
  if (images) return jsonAnswer({ pages: [{ number: 1, url: `${path}/1`, width: 400, height: 566 }] });
  const consent = CONSENT.exec(path);
  if (consent) {
    const forms = scenario.consentForms ?? { completed: true, notifyPatient: false, appointmentConsentForms: [] };
    if (method === 'POST') {
      (scenario.consentAnswers ??= []).push(body);
      const answers = new Map((body.consentFormAnswer as { id: number; answer: boolean }[]).map((entry) => [entry.id, entry.answer]));
      scenario.consentForms = {
        ...forms,
        completed: true,
        appointmentConsentForms: forms.appointmentConsentForms.map((form) => ({
          ...form,
          consentFormAnswer: answers.get(form.id) ?? null,
        })),
      };
      return jsonAnswer(scenario.consentForms);
    }
    return jsonAnswer(forms);
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
    if (summary[2] === 'reschedule') {
      (scenario.rescheduled ??= []).push(body);
      const next = scenario.reschedule;
      if (next && 'refuse' in next) return jsonAnswer({ message: next.refuse, code: 'reschedule_refused' }, next.status ?? 409);
      const base = current as AppointmentSummary;
      const start = scenario.lastHoldStart ?? base.items[0]!.startsAt;
      const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
      return jsonAnswer(
        next ?? {
          ...base,
          items: base.items.map((item) =>
            item.slug === body.itemSlug ? { ...item, startsAt: start, endsAt: end, rescheduledFrom: item.startsAt } : item,
          ),
        },
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
        if (typeof behaviour === 'object') {
          this.status = behaviour.status;
          this.responseText = JSON.stringify({ message: behaviour.message, code: behaviour.code });
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
