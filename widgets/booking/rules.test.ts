import { describe, expect, it } from 'vitest';
import { greatCircleKm } from '../../src/api/geo';
import { bodyFigureCss, bodyFigureStyle, isCssColour, isCssTime, isSafeStylesheet } from './css-values';
import { limitDistance, onGeolocationFailure } from './location-rules';

const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };
const PARRAMATTA = { latitude: -33.815, longitude: 151.0011 };
const PERTH = { latitude: -31.9523, longitude: 115.8613 };

describe('distance', () => {
  it('is the great-circle distance in kilometres', () => {
    expect(greatCircleKm(SYDNEY, SYDNEY)).toBe(0);
    expect(greatCircleKm(SYDNEY, PARRAMATTA)).toBeCloseTo(20.2, 0);
    // Sydney–Perth is about 3,290 km by air.
    expect(greatCircleKm(SYDNEY, PERTH)).toBeGreaterThan(3250);
    expect(greatCircleKm(SYDNEY, PERTH)).toBeLessThan(3320);
    expect(greatCircleKm(SYDNEY, PERTH)).toBeCloseTo(greatCircleKm(PERTH, SYDNEY), 9);
  });
});

describe('kiosk location rules', () => {
  it('keeps a point within the maximum and resets one beyond it to the default', () => {
    expect(limitDistance(PARRAMATTA, SYDNEY, 500)).toEqual({ point: PARRAMATTA, reset: false });
    expect(limitDistance(PERTH, SYDNEY, 500)).toEqual({ point: SYDNEY, reset: true });
    expect(limitDistance(PARRAMATTA, SYDNEY, 10)).toEqual({ point: SYDNEY, reset: true });
  });

  it.each([
    [{ kiosk: true, atDefault: true, hidePostCodeDialog: false }, 'open-postcode-dialog'],
    [{ kiosk: true, atDefault: true, hidePostCodeDialog: true }, 'use-default'],
    [{ kiosk: true, atDefault: false, hidePostCodeDialog: false }, 'use-default'],
    [{ kiosk: false, atDefault: true, hidePostCodeDialog: false }, 'use-default'],
  ] as const)('geolocation failure %o → %s', (input, action) => {
    expect(onGeolocationFailure(input)).toBe(action);
  });
});

describe('body-figure CSS values', () => {
  it.each(['#0b5cab', '#fff', 'rebeccapurple', 'rgb(11, 92, 171)', 'rgba(0 0 0 / 50%)', 'hsl(210deg 88% 36%)'])(
    'accepts the colour %s',
    (value) => expect(isCssColour(value)).toBe(true),
  );
  it.each(['red; background: url(//evil)', 'url(x)', '#12', 'var(--x)', 'expression(alert(1))', '}', 'rgb(1,2)'])(
    'refuses %s as a colour',
    (value) => expect(isCssColour(value)).toBe(false),
  );
  it('accepts times up to 10 s', () => {
    expect(['0.2s', '200ms', '.5s'].every(isCssTime)).toBe(true);
    expect(['0.2', '20s', '1s;', 'fast'].some(isCssTime)).toBe(false);
  });
  it('accepts a stylesheet that loads nothing and refuses one that would', () => {
    expect(isSafeStylesheet('.part:hover { fill: #c00; } @media (min-width: 40em) { .figure { max-width: 20rem } }')).toBe(true);
    expect(isSafeStylesheet('@import "https://evil.example/x.css";')).toBe(false);
    expect(isSafeStylesheet('.part { background: url(https://evil.example/beacon) }')).toBe(false);
    expect(isSafeStylesheet('.part { fill: red } } :host { display: none }')).toBe(false);
    expect(isSafeStylesheet('</style><script>')).toBe(false);
  });
  it('writes only the checked values into the figure’s rule', () => {
    const style = bodyFigureStyle({
      bodyPartHoverColor: '#0b5cab',
      bodyPartHoverTransitionTime: '1s; color: red',
      gradientColor: 'url(x)',
    });
    expect(style).toEqual({ hoverColour: '#0b5cab', transitionTime: null, gradientColour: null });
    expect(bodyFigureCss(style)).toBe('.figure { --booking-part-hover: #0b5cab; }');
    expect(bodyFigureCss(bodyFigureStyle({}))).toBe('');
  });
});

describe('exam search', () => {
  const exam = (name: string, modalityName: string) => ({ name, modalityName });
  it('finds an exam by the start of any word of its name or modality, accents and case ignored', async () => {
    const { matchesSearch } = await import('./exam-filter');
    expect(matchesSearch(exam('MRI knee', 'MRI'), 'kn')).toBe(true);
    expect(matchesSearch(exam('Knee X-ray', 'X-ray'), 'x-ray knee')).toBe(true);
    expect(matchesSearch(exam('Abdominal ultrasound', 'Ultrasound'), 'ULTRA')).toBe(true);
    expect(matchesSearch(exam('Chest X-ray', 'X-ray'), 'nee')).toBe(false);
    expect(matchesSearch(exam('Épaule', 'IRM'), 'epa')).toBe(true);
    expect(matchesSearch(exam('Chest X-ray', 'X-ray'), '  ')).toBe(true);
  });
});

describe('map view', () => {
  it('fits the five nearest clinics and the patient’s point; nothing to fit without clinics or a point', async () => {
    const { viewBounds } = await import('./map/view-bounds');
    const clinic = (latitude: number, longitude: number) => ({ latitude, longitude });
    expect(viewBounds([clinic(-33.79, 151.18), clinic(-33.92, 150.92)], null)).toEqual([
      [150.92, -33.92],
      [151.18, -33.79],
    ]);
    // The sixth clinic (far away, last in a nearest-first list) does not stretch the view.
    const six = [-33.81, -33.82, -33.83, -33.84, -33.85].map((lat) => clinic(lat, 151)).concat(clinic(-31.95, 115.86));
    expect(viewBounds(six, clinic(-33.7, 151.1))).toEqual([
      [151, -33.85],
      [151.1, -33.7],
    ]);
    // Without a point the list is by name: every clinic is shown.
    expect(viewBounds(six, null)![0]).toEqual([115.86, -33.85]);
    expect(viewBounds([], null)).toBeNull();
  });
});

describe('map markers', () => {
  it('groups markers that would overlap on screen, in the list’s order', async () => {
    const { groupNear } = await import('./map/view-bounds');
    const points = [
      { x: 100, y: 100 },
      { x: 400, y: 100 },
      { x: 110, y: 120 }, // 22 px from the first: overlaps it
      { x: 130, y: 100 }, // 30 px from the first: apart
    ];
    expect(groupNear(points, 30)).toEqual([[0, 2], [1], [3]]);
    expect(groupNear([], 30)).toEqual([]);
  });
});
