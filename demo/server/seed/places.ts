/**
 * Regions and clinics of the seeded provider. Coordinates are the real centres of the suburbs
 * (the clinic finder's map must land in the right place) and each clinic carries its own IANA zone:
 * Brisbane has no daylight saving, Adelaide is half an hour off, Perth two hours behind Sydney.
 * Phone numbers are from ACMA's range reserved for fiction ((0x) 5550 xxxx).
 */
export interface SeedRegion {
  slug: string;
  name: string;
}

export interface SeedClinic {
  slug: string;
  name: string;
  region: string;
  suburb: string;
  state: 'NSW' | 'QLD' | 'WA' | 'SA';
  address: string;
  postcode: string;
  latitude: number;
  longitude: number;
  timeZone: 'Australia/Sydney' | 'Australia/Brisbane' | 'Australia/Perth' | 'Australia/Adelaide';
  phone: string;
  /** Modalities the clinic has machines for; it offers every seeded exam of those modalities. */
  modalities: string[];
}

export const seedRegions: SeedRegion[] = [
  { slug: 'sydney', name: 'Sydney' },
  { slug: 'brisbane-gold-coast', name: 'Brisbane & Gold Coast' },
  { slug: 'perth-adelaide', name: 'Perth & Adelaide' },
];

const GENERAL = ['xray', 'ultrasound', 'ct'];

export const seedClinics: SeedClinic[] = [
  {
    slug: 'parramatta',
    name: 'Harbourside Radiology Parramatta',
    region: 'sydney',
    suburb: 'Parramatta',
    state: 'NSW',
    address: 'Level 2, 160 Church Street',
    postcode: '2150',
    latitude: -33.815,
    longitude: 151.0011,
    timeZone: 'Australia/Sydney',
    phone: '(02) 5550 0101',
    modalities: [...GENERAL, 'mri', 'mammography', 'nuclear-medicine', 'bone-densitometry'],
  },
  {
    slug: 'chatswood',
    name: 'Harbourside Radiology Chatswood',
    region: 'sydney',
    suburb: 'Chatswood',
    state: 'NSW',
    address: 'Suite 3, 12 Help Street',
    postcode: '2067',
    latitude: -33.7969,
    longitude: 151.1803,
    timeZone: 'Australia/Sydney',
    phone: '(02) 5550 0102',
    modalities: [...GENERAL, 'mri', 'mammography'],
  },
  {
    slug: 'bondi-junction',
    name: 'Harbourside Radiology Bondi Junction',
    region: 'sydney',
    suburb: 'Bondi Junction',
    state: 'NSW',
    address: 'Shop 5, 9 Spring Street',
    postcode: '2022',
    latitude: -33.8915,
    longitude: 151.2477,
    timeZone: 'Australia/Sydney',
    phone: '(02) 5550 0103',
    modalities: [...GENERAL, 'mammography', 'bone-densitometry'],
  },
  {
    slug: 'liverpool',
    name: 'Harbourside Radiology Liverpool',
    region: 'sydney',
    suburb: 'Liverpool',
    state: 'NSW',
    address: 'Ground Floor, 45 Scott Street',
    postcode: '2170',
    latitude: -33.92,
    longitude: 150.923,
    timeZone: 'Australia/Sydney',
    phone: '(02) 5550 0104',
    modalities: [...GENERAL, 'mri'],
  },
  {
    slug: 'hornsby',
    name: 'Harbourside Radiology Hornsby',
    region: 'sydney',
    suburb: 'Hornsby',
    state: 'NSW',
    address: '21 Florence Street',
    postcode: '2077',
    latitude: -33.7025,
    longitude: 151.099,
    timeZone: 'Australia/Sydney',
    phone: '(02) 5550 0105',
    modalities: ['xray', 'ultrasound'],
  },
  {
    slug: 'brisbane-city',
    name: 'Harbourside Radiology Brisbane City',
    region: 'brisbane-gold-coast',
    suburb: 'Brisbane City',
    state: 'QLD',
    address: 'Level 4, 240 Queen Street',
    postcode: '4000',
    latitude: -27.4698,
    longitude: 153.0251,
    timeZone: 'Australia/Brisbane',
    phone: '(07) 5550 0201',
    modalities: [...GENERAL, 'mri', 'mammography', 'nuclear-medicine', 'bone-densitometry'],
  },
  {
    slug: 'chermside',
    name: 'Harbourside Radiology Chermside',
    region: 'brisbane-gold-coast',
    suburb: 'Chermside',
    state: 'QLD',
    address: '18 Gympie Road',
    postcode: '4032',
    latitude: -27.3856,
    longitude: 153.0316,
    timeZone: 'Australia/Brisbane',
    phone: '(07) 5550 0202',
    modalities: [...GENERAL, 'mammography'],
  },
  {
    slug: 'southport',
    name: 'Harbourside Radiology Southport',
    region: 'brisbane-gold-coast',
    suburb: 'Southport',
    state: 'QLD',
    address: '3 Scarborough Street',
    postcode: '4215',
    latitude: -27.967,
    longitude: 153.4,
    timeZone: 'Australia/Brisbane',
    phone: '(07) 5550 0203',
    modalities: [...GENERAL, 'mri'],
  },
  {
    slug: 'perth-cbd',
    name: 'Harbourside Radiology Perth',
    region: 'perth-adelaide',
    suburb: 'Perth',
    state: 'WA',
    address: 'Level 1, 200 St Georges Terrace',
    postcode: '6000',
    latitude: -31.9523,
    longitude: 115.8613,
    timeZone: 'Australia/Perth',
    phone: '(08) 5550 0301',
    modalities: [...GENERAL, 'mri', 'mammography', 'nuclear-medicine', 'bone-densitometry'],
  },
  {
    slug: 'joondalup',
    name: 'Harbourside Radiology Joondalup',
    region: 'perth-adelaide',
    suburb: 'Joondalup',
    state: 'WA',
    address: '60 Reid Promenade',
    postcode: '6027',
    latitude: -31.7448,
    longitude: 115.7661,
    timeZone: 'Australia/Perth',
    phone: '(08) 5550 0302',
    modalities: [...GENERAL],
  },
  {
    slug: 'fremantle',
    name: 'Harbourside Radiology Fremantle',
    region: 'perth-adelaide',
    suburb: 'Fremantle',
    state: 'WA',
    address: '14 Market Street',
    postcode: '6160',
    latitude: -32.0569,
    longitude: 115.7439,
    timeZone: 'Australia/Perth',
    phone: '(08) 5550 0303',
    modalities: ['xray', 'ultrasound'],
  },
  {
    slug: 'adelaide-cbd',
    name: 'Harbourside Radiology Adelaide',
    region: 'perth-adelaide',
    suburb: 'Adelaide',
    state: 'SA',
    address: 'Level 3, 33 King William Street',
    postcode: '5000',
    latitude: -34.9285,
    longitude: 138.6007,
    timeZone: 'Australia/Adelaide',
    phone: '(08) 5550 0401',
    modalities: [...GENERAL, 'mri', 'mammography', 'nuclear-medicine'],
  },
  {
    slug: 'glenelg',
    name: 'Harbourside Radiology Glenelg',
    region: 'perth-adelaide',
    suburb: 'Glenelg',
    state: 'SA',
    address: '8 Jetty Road',
    postcode: '5045',
    latitude: -34.9803,
    longitude: 138.515,
    timeZone: 'Australia/Adelaide',
    phone: '(08) 5550 0402',
    modalities: [...GENERAL, 'mri', 'bone-densitometry'],
  },
];
