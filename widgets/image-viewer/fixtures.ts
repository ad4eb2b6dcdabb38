/**
 * The image viewer's states: one source for the browser tests, the stories and the demo. `answer`
 * is what the fixture API answers GET /api/image_viewer with (a response, or a failure status or
 * 'never' for loading); `see` what a referrer sees in the shadow root. The fixture viewer and PACS
 * pages are on the page's own origin, as the reference server's demo pages are.
 */
import type { ImageViewerResponse } from '../../src/api/schemas/image-viewer.schema';

export type ImageViewerAnswer = ImageViewerResponse | 'never' | number;

export interface ImageViewerCase {
  name: string;
  /** The element's attributes. */
  attributes: Record<string, string>;
  answer: ImageViewerAnswer;
  /** Merged over the provider's application settings. */
  application?: { referrerReportQualityFeedbackEnabled?: boolean };
  see: { selector: string; text?: string }[];
  absent?: string[];
  /** The browser is sent on: the event's reason. */
  redirect?: 'expired' | 'pacs';
}

/** Root-relative on purpose: the fixtures resolve them against the page (the browser test's or Storybook's origin). */
export const FIXTURE_VIEWER_PATH = '/demo-viewer/view/fixture-ticket';
export const FIXTURE_PACS_PATH = '/demo-viewer/pacs/HRAD-MR-1001';
export const FIXTURE_IMSEC = 'fixture-imsec-0000000000';

const active = (origin: string): ImageViewerResponse => ({
  url: `${origin}${FIXTURE_VIEWER_PATH}`,
  imageViewerLinkStatus: 'ACTIVE',
  redirectUrl: null,
  preference: null,
  pacsUrl: `${origin}${FIXTURE_PACS_PATH}`,
});

/** The cases, for a page at `origin` (the fixture answers carry absolute URLs, as the API's do). */
export function imageViewerCases(origin: string): ImageViewerCase[] {
  const imsec = { imsec: FIXTURE_IMSEC };
  return [
    {
      name: 'Viewer',
      attributes: imsec,
      answer: active(origin),
      see: [
        { selector: '[part="frame"]' },
        { selector: '[part="title"]', text: 'Image viewer' },
        { selector: '[part="open-pacs"]', text: 'Open PACS' },
        { selector: '[part="feedback"]', text: 'Report quality feedback' },
      ],
    },
    {
      name: 'Viewer without feedback',
      attributes: imsec,
      answer: active(origin),
      application: { referrerReportQualityFeedbackEnabled: false },
      see: [{ selector: '[part="frame"]' }],
      absent: ['[part="feedback"]'],
    },
    {
      name: 'Loading',
      attributes: imsec,
      answer: 'never',
      see: [{ selector: '[role="status"]', text: 'Loading the images' }],
      absent: ['[part="frame"]'],
    },
    {
      name: 'Images not available',
      attributes: imsec,
      answer: { ...active(origin), url: null, pacsUrl: null },
      see: [{ selector: '[role="status"]', text: 'Images are not available' }],
      absent: ['[part="frame"]', '[part="open-pacs"]'],
    },
    {
      name: 'Error generating URL',
      attributes: imsec,
      answer: 500,
      see: [{ selector: '[role="alert"]', text: 'We could not open the images' }],
      absent: ['[part="frame"]'],
    },
    {
      // The API knows no such link (404): trying again later would never work.
      name: 'Unknown link',
      attributes: imsec,
      answer: 404,
      see: [{ selector: '[role="alert"]', text: 'This image link is not valid' }],
      absent: ['[part="frame"]', '[part="feedback"]'],
    },
    {
      name: 'Missing imsec',
      attributes: {},
      answer: active(origin),
      see: [{ selector: '[role="alert"]', text: 'This image link is incomplete' }],
      absent: ['[part="frame"]', '[part="feedback"]'],
    },
    {
      name: 'Expired (redirect)',
      attributes: imsec,
      answer: {
        url: null,
        imageViewerLinkStatus: 'EXPIRED',
        redirectUrl: `${origin}/deny?status=EXPIRED`,
        preference: null,
        pacsUrl: null,
      },
      see: [{ selector: '[part="redirect"]', text: 'This image link has expired' }],
      absent: ['[part="frame"]'],
      redirect: 'expired',
    },
    {
      name: 'Expired, nowhere to go',
      attributes: imsec,
      answer: { url: null, imageViewerLinkStatus: 'EXPIRED', redirectUrl: null, preference: null, pacsUrl: null },
      see: [{ selector: '[role="alert"], [role="status"]', text: 'expired' }],
      absent: ['[part="frame"]', '[part="redirect"]'],
    },
    {
      name: 'PACS preference (redirect)',
      attributes: imsec,
      answer: { ...active(origin), preference: 'PACS' },
      see: [{ selector: '[part="redirect"]', text: 'Opening the study in your PACS' }],
      absent: ['[part="frame"]'],
      redirect: 'pacs',
    },
    {
      name: 'Unknown origin refused',
      attributes: imsec,
      answer: { ...active(origin), url: 'https://viewer.unknown-imaging.example/study/1' },
      see: [{ selector: '[role="alert"]', text: 'https://viewer.unknown-imaging.example' }],
      absent: ['[part="frame"]'],
    },
  ];
}
