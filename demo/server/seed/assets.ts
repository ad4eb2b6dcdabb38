/**
 * The seeded provider's images, drawn as small SVGs so the repository carries no binaries and the
 * names stay legible at any size. Presentation attributes only (no <style>, no script, no external
 * reference), so they render the same under any Content-Security-Policy.
 */
import { SEED_RADIOLOGY_NAME } from './provider';

export const APPLICATION_ASSET_NAMES = [
  'header',
  'header_tablet',
  'confirmation_header',
  'check_in_header',
  'image_viewer_banner',
  'patient_portal_background',
  'logo',
  'favicon',
] as const;
export type ApplicationAssetName = (typeof APPLICATION_ASSET_NAMES)[number];

const NAVY = '#0a3d73';
const BLUE = '#0b5cab';
const TEAL = '#0f7b6c';
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif';

function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A wave-like harbour line: the brand mark, repeated at any size. */
function waves(width: number, height: number, opacity: number): string {
  const y = height * 0.72;
  const step = width / 6;
  let d = `M0 ${y}`;
  for (let i = 0; i < 6; i++) {
    d += ` q${step / 2} ${-height * 0.12} ${step} 0`;
  }
  d += ` V${height} H0 Z`;
  return `<path d="${d}" fill="#ffffff" fill-opacity="${opacity}"/>`;
}

function banner(width: number, height: number, title: string, subtitle: string, from: string, to: string): string {
  const titleSize = Math.round(height * 0.26);
  const subtitleSize = Math.round(height * 0.13);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${xml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
${waves(width, height, 0.12)}
<text x="${Math.round(height * 0.3)}" y="${Math.round(height * 0.48)}" font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="#ffffff">${xml(title)}</text>
<text x="${Math.round(height * 0.3)}" y="${Math.round(height * 0.48 + subtitleSize * 1.6)}" font-family="${FONT}" font-size="${subtitleSize}" fill="#ffffff" fill-opacity="0.85">${xml(subtitle)}</text>
</svg>`;
}

function logo(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="${xml(SEED_RADIOLOGY_NAME)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BLUE}"/><stop offset="1" stop-color="${TEAL}"/></linearGradient></defs>
<circle cx="32" cy="32" r="28" fill="url(#g)"/>
<path d="M12 38 q5 -5 10 0 t10 0 t10 0 t10 0" fill="none" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>
<text x="32" y="29" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="700" fill="#ffffff">H</text>
<text x="70" y="29" font-family="${FONT}" font-size="18" font-weight="700" fill="${NAVY}">Harbourside</text>
<text x="70" y="49" font-family="${FONT}" font-size="14" fill="${TEAL}">Radiology</text>
</svg>`;
}

function favicon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${BLUE}"/><stop offset="1" stop-color="${TEAL}"/></linearGradient></defs>
<rect width="32" height="32" rx="7" fill="url(#g)"/>
<text x="16" y="22.5" text-anchor="middle" font-family="${FONT}" font-size="18" font-weight="700" fill="#ffffff">H</text>
</svg>`;
}

function background(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080">
<defs><radialGradient id="g" cx="0.2" cy="0.1" r="1.2"><stop offset="0" stop-color="#eaf2fb"/><stop offset="0.6" stop-color="#d3e4f5"/><stop offset="1" stop-color="#b9d5ee"/></radialGradient></defs>
<rect width="1920" height="1080" fill="url(#g)"/>
<path d="M0 820 q240 -70 480 0 t480 0 t480 0 t480 0 V1080 H0 Z" fill="${BLUE}" fill-opacity="0.08"/>
<path d="M0 900 q240 -60 480 0 t480 0 t480 0 t480 0 V1080 H0 Z" fill="${TEAL}" fill-opacity="0.08"/>
</svg>`;
}

/** Every application asset as `{ name, contentType, body }`, ready to insert. */
export function seedAssets(): { name: ApplicationAssetName; contentType: string; body: Uint8Array }[] {
  const svgs: Record<ApplicationAssetName, string> = {
    header: banner(1440, 160, SEED_RADIOLOGY_NAME, 'X-ray · Ultrasound · CT · MRI · Mammography', NAVY, BLUE),
    header_tablet: banner(1024, 140, SEED_RADIOLOGY_NAME, 'Book your scan online', NAVY, BLUE),
    confirmation_header: banner(1440, 200, 'Your appointment', SEED_RADIOLOGY_NAME, BLUE, TEAL),
    check_in_header: banner(1440, 200, 'Check in', `${SEED_RADIOLOGY_NAME} · save time at the front desk`, TEAL, BLUE),
    image_viewer_banner: banner(1200, 120, 'Image viewer', `${SEED_RADIOLOGY_NAME} for referrers`, NAVY, TEAL),
    patient_portal_background: background(),
    logo: logo(),
    favicon: favicon(),
  };
  return APPLICATION_ASSET_NAMES.map((name) => ({
    name,
    contentType: 'image/svg+xml',
    body: new TextEncoder().encode(svgs[name]),
  }));
}
