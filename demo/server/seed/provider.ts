/**
 * The seeded provider: an invented Australian radiology group. Everything a real provider would
 * configure through its back office is here, so every widget has something realistic to show.
 * `seedProviderConfig` is checked by ConfigSchema in the tests, like a provider's RAD_CONFIG.
 */
import type { ConfigInput } from '../../../src/api/schemas/config.schema';

export const SEED_RADIOLOGY_CODE = 'HRAD';
export const SEED_RADIOLOGY_NAME = 'Harbourside Radiology';

const about = `
<p>Harbourside Radiology is an Australian-owned imaging practice with clinics across Sydney,
Brisbane and the Gold Coast, Perth and Adelaide. Our radiologists, sonographers and radiographers
have looked after patients and their doctors since 1998.</p>
<p>We bulk bill most X-ray, ultrasound and CT examinations for Medicare card holders with a valid
referral. Where a gap applies, we tell you the fee before your appointment.</p>
<h2>What we offer</h2>
<ul>
  <li>X-ray, ultrasound and CT at every clinic, most without an appointment</li>
  <li>MRI, including Medicare-eligible MRI, at our larger sites</li>
  <li>Screening and diagnostic mammography with same-day results for your doctor</li>
  <li>Nuclear medicine and bone densitometry (DEXA)</li>
</ul>
<p>Your images and report are sent securely to your referring doctor, usually within one working day.</p>
`.trim();

const contact = `
<p>Call us on <a href="tel:+61255500100">(02) 5550 0100</a> or write to
<a href="mailto:bookings@harbourside-radiology.example">bookings@harbourside-radiology.example</a>.
For a clinic's own number, see its page in the clinic finder.</p>
<h2>Booking line hours</h2>
<table>
  <thead><tr><th scope="col">Day</th><th scope="col">Hours (local time)</th></tr></thead>
  <tbody>
    <tr><td>Monday to Friday</td><td>7:30 am – 7:00 pm</td></tr>
    <tr><td>Saturday</td><td>8:00 am – 12:30 pm</td></tr>
    <tr><td>Sunday and public holidays</td><td>Closed</td></tr>
  </tbody>
</table>
<p>Postal address: PO Box 5550, Parramatta NSW 2124</p>
`.trim();

export const seedTerms = `
<h2>1. About these terms</h2>
<p>These terms apply when you use the Harbourside Radiology patient portal to book, change or cancel
an appointment, send a booking request, check in, or view your images and results. By using the
portal you agree to them.</p>
<h2>2. Bookings</h2>
<p>A booking is confirmed when you receive a confirmation e-mail or SMS. Please bring your referral,
Medicare card and any previous imaging. If you are running late, call the clinic: we may need to
offer you a later time.</p>
<ul>
  <li>Cancel or reschedule at least 24 hours ahead where you can, so someone else can have the time.</li>
  <li>Some examinations need preparation (fasting, a full bladder); the instructions are part of your confirmation.</li>
</ul>
<h2>3. Fees</h2>
<p>Fees depend on the examination, your referral and your Medicare eligibility. Any out-of-pocket
cost is shown before you confirm, and is payable on the day.</p>
<h2>4. Your health information</h2>
<p>We collect and hold your health information in line with the <em>Privacy Act 1988</em> (Cth) and
the Australian Privacy Principles. Our privacy policy explains how to see or correct what we hold.</p>
<h2>5. Availability</h2>
<p>We aim to keep the portal available at all times but cannot promise it. In an emergency, call 000
or go to your nearest emergency department: the portal is not for urgent care.</p>
<h2>6. Changes</h2>
<p>We may update these terms. The version shown here is the one that applies to your booking.</p>
`.trim();

export const seedProviderConfig = {
  application: {
    jsLocale: 'en-AU',
    metaTitle: 'Book an X-ray, ultrasound, CT or MRI online',
    metaDescription: 'Book imaging at Harbourside Radiology clinics in Sydney, Brisbane, the Gold Coast, Perth and Adelaide.',
    metaFbDescription: 'Book your scan online with Harbourside Radiology.',
    metaKeywords: 'radiology, x-ray, ultrasound, CT, MRI, mammogram, booking',
    googleVerificationEnabled: false,
    googleVerificationId: '',
    googleAnalyticsEnabled: false,
    googleTagManagerId: '',
    facebookTrackingEnabled: false,
    facebookTrackingId: '',
    kioskNoActivitySeconds: 1200,
    kioskCountdownSeconds: 10,
    questionnaireCss: '',
    showLinkToAdminPanel: true,
    versionOnPatientPortalEnabled: true,
    referrerReportQualityFeedbackEnabled: true,
    keepaliveUrl: '',
    readOnly: false,
    activeProfiles: ['demo'],
    production: false,
    contactNumberAuthEnabled: false,
    otpResendSeconds: 5,
    maxAuthenticationAttempts: 5,
    smsEnabled: true,
    shareNoteMaxLength: 150,
  },
  bodyFigure: {
    gradientColor: '#e8f1fb',
    bodyPartHoverColor: '#0b5cab',
    bodyPartHoverTransitionTime: '0.2s',
    bodyPartsCss: '',
  },
  radiology: {
    name: SEED_RADIOLOGY_NAME,
    longName: 'Harbourside Radiology Pty Ltd',
    code: SEED_RADIOLOGY_CODE,
    timeZone: 'Australia/Sydney',
    aboutUrl: '',
    about,
    contactUrl: '',
    contact,
    termsAndConditionsUrl: '',
    privacyPolicyUrl: 'https://example.org/privacy',
    showCustomHeaderAndFooter: false,
    headerMessage: '<p>Most X-rays and ultrasounds: <strong>walk in</strong>, no appointment needed.</p>',
    customFooter: '',
    showMenuOnConfirmationPage: false,
    confirmationHeaderUrl: '',
    domainAdmin: 'https://admin.example.org',
    includeProviderBranding: true,
    bannerMessage: '<p>Our Glenelg clinic now offers MRI on Saturdays.</p>',
    bannerPositionCss: 'top-right',
    closeBanner: true,
  },
  bookingRequest: {
    bookingRequestsDownloadReferralEnabled: true,
    creationErrorUrl: '/deny',
    creationErrorMessage:
      'We could not send your booking request. Please call us on 1300 555 010 and our team will arrange your scan with you.',
  },
  // The offline basemap the reference server ships (features/booking/map-style.ts).
  maps: {
    styleUrl: '/api/maps/style.json',
    defaultLocation: { latitude: -33.8688, longitude: 151.2093 },
    maxLocationDistanceKm: 500,
    hidePostCodeDialog: false,
  },
  theme: {
    properties: {
      colorPrimary: '#0b5cab',
      colorPrimaryContrast: '#ffffff',
      colorSecondary: '#0f7b6c',
      colorText: '#1b2530',
      colorTextMuted: '#4d5b69',
      colorBackground: '#ffffff',
      colorSurface: '#f3f6fa',
      colorBorder: '#c5d0dc',
      colorDanger: '#b3261e',
      colorSuccess: '#1e7b34',
      colorFocus: '#f2a900',
    },
    fontConfig: [],
  },
  integration: {
    sentryDSN: '',
    allowedParentOrigins: [],
    captchaProvider: 'local',
    // Image viewer (issue 15): the demo viewer and PACS pages are the server's own, always allowed.
    imageViewerOrigins: [],
    // 'local': the reference server's own OpenID Connect provider (features/image-viewer/work-account/).
    workAccount: { authority: 'local', clientId: 'rad-image-viewer', scopes: ['openid', 'profile', 'email'] },
    // Chat (issue 16): the reference server's local messenger (features/chat/), same command interface as Genesys.
    chat: { provider: 'genesys', deploymentId: 'demo-local-messenger', environment: 'local', scriptUrl: '/demo/chat/messenger.js' },
  },
} satisfies ConfigInput;
