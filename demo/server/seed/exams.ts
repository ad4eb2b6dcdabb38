/**
 * Modalities and exams of the seeded provider: names as an Australian practice writes them, exam
 * codes in the style of the Medicare Benefits Schedule item groups, and the preparation a patient
 * is actually told. Walk-in exams carry prep time and how early to arrive.
 */
export interface SeedModality {
  slug: string;
  name: string;
}

export interface SeedExam {
  slug: string;
  name: string;
  modality: string;
  examCode: string;
  priority: number;
  /** What the exam is, shown when it is chosen. */
  notes: string;
  /** Preparation, shown on the confirmation. */
  examNotes: string;
  durationMinutes: number;
  showBookingRequestInfoModal?: boolean;
  walkIn?: { prepTime: string; minutesPrior: number };
}

export const seedModalities: SeedModality[] = [
  { slug: 'xray', name: 'X-ray' },
  { slug: 'ultrasound', name: 'Ultrasound' },
  { slug: 'ct', name: 'CT' },
  { slug: 'mri', name: 'MRI' },
  { slug: 'mammography', name: 'Mammography' },
  { slug: 'nuclear-medicine', name: 'Nuclear medicine' },
  { slug: 'bone-densitometry', name: 'Bone densitometry' },
];

export const seedExams: SeedExam[] = [
  {
    slug: 'xray-chest',
    name: 'Chest X-ray',
    modality: 'xray',
    examCode: 'XR-CHEST',
    priority: 10,
    notes: 'Two pictures of your chest, front and side. Takes about 10 minutes.',
    examNotes: 'No preparation. Wear a top you can remove easily and leave jewellery at home.',
    durationMinutes: 10,
    walkIn: { prepTime: 'None', minutesPrior: 10 },
  },
  {
    slug: 'xray-knee',
    name: 'Knee X-ray',
    modality: 'xray',
    examCode: 'XR-KNEE',
    priority: 20,
    notes: 'Usually both standing and lying views of the knee.',
    examNotes: 'No preparation. Shorts or loose trousers make it quicker.',
    durationMinutes: 10,
    walkIn: { prepTime: 'None', minutesPrior: 10 },
  },
  {
    slug: 'xray-lumbar-spine',
    name: 'Lumbar spine X-ray',
    modality: 'xray',
    examCode: 'XR-LSPINE',
    priority: 30,
    notes: 'Pictures of the lower back, standing and lying.',
    examNotes: 'Tell the radiographer if you could be pregnant.',
    durationMinutes: 15,
    walkIn: { prepTime: 'None', minutesPrior: 10 },
  },
  {
    slug: 'us-abdomen',
    name: 'Abdominal ultrasound',
    modality: 'ultrasound',
    examCode: 'US-ABDO',
    priority: 10,
    notes: 'Looks at the liver, gallbladder, pancreas, kidneys and spleen.',
    examNotes: 'Nothing to eat or drink except water for 6 hours before. Take your usual medicines with water.',
    durationMinutes: 30,
  },
  {
    slug: 'us-pelvis',
    name: 'Pelvic ultrasound',
    modality: 'ultrasound',
    examCode: 'US-PELV',
    priority: 20,
    notes: 'An ultrasound of the bladder and pelvic organs; an internal scan may be offered.',
    examNotes: 'Drink 1 litre of water, finishing 1 hour before your appointment, and do not empty your bladder.',
    durationMinutes: 30,
  },
  {
    slug: 'us-obstetric-12-week',
    name: 'Obstetric ultrasound, 12 weeks (nuchal translucency)',
    modality: 'ultrasound',
    examCode: 'US-OB-NT',
    priority: 30,
    notes: 'Checks the baby’s growth and measures the nuchal translucency, between 11 weeks 3 days and 13 weeks 6 days.',
    examNotes: 'Drink 500 ml of water an hour before. Bring your blood test results if you have them.',
    durationMinutes: 45,
    showBookingRequestInfoModal: true,
  },
  {
    slug: 'us-shoulder',
    name: 'Shoulder ultrasound',
    modality: 'ultrasound',
    examCode: 'US-SHLD',
    priority: 40,
    notes: 'Looks at the tendons and bursa of the shoulder while you move your arm.',
    examNotes: 'No preparation. Wear a singlet or a top you can remove.',
    durationMinutes: 20,
  },
  {
    slug: 'ct-brain',
    name: 'CT brain',
    modality: 'ct',
    examCode: 'CT-BRAIN',
    priority: 10,
    notes: 'A quick scan of the head, usually without contrast.',
    examNotes: 'No preparation unless your doctor has asked for contrast.',
    durationMinutes: 15,
    walkIn: { prepTime: 'None', minutesPrior: 15 },
  },
  {
    slug: 'ct-abdomen-pelvis',
    name: 'CT abdomen and pelvis with contrast',
    modality: 'ct',
    examCode: 'CT-AP-C',
    priority: 20,
    notes: 'Contrast is injected into a vein; you may also drink contrast beforehand.',
    examNotes:
      'Nothing to eat for 4 hours before. Bring a kidney function (eGFR) result from the last 3 months if you are over 60 or have diabetes.',
    durationMinutes: 30,
  },
  {
    slug: 'ct-coronary-calcium',
    name: 'CT coronary calcium score',
    modality: 'ct',
    examCode: 'CT-CACS',
    priority: 30,
    notes: 'Measures calcium in the heart’s arteries. Not covered by Medicare.',
    examNotes: 'No caffeine for 12 hours before. Wear a top you can remove.',
    durationMinutes: 15,
  },
  {
    slug: 'mri-knee',
    name: 'MRI knee',
    modality: 'mri',
    examCode: 'MR-KNEE',
    priority: 10,
    notes: 'About 25 minutes lying still, knee inside a coil. Medicare rebate for patients under 50 with a GP referral.',
    examNotes: 'Complete the MRI safety questionnaire. Tell us about any pacemaker, implant or metal fragments.',
    durationMinutes: 30,
  },
  {
    slug: 'mri-brain',
    name: 'MRI brain',
    modality: 'mri',
    examCode: 'MR-BRAIN',
    priority: 20,
    notes: 'About 30 minutes; contrast may be injected part-way through.',
    examNotes: 'Complete the MRI safety questionnaire. Remove make-up, hair clips and hearing aids.',
    durationMinutes: 40,
  },
  {
    slug: 'mri-lumbar-spine',
    name: 'MRI lumbar spine',
    modality: 'mri',
    examCode: 'MR-LSPINE',
    priority: 30,
    notes: 'About 30 minutes lying on your back.',
    examNotes: 'Complete the MRI safety questionnaire. Take pain relief beforehand if lying flat is hard.',
    durationMinutes: 35,
  },
  {
    slug: 'mammogram-screening',
    name: 'Screening mammogram',
    modality: 'mammography',
    examCode: 'MG-SCREEN',
    priority: 10,
    notes: 'For women without symptoms. BreastScreen offers free screening from age 40.',
    examNotes: 'Do not use deodorant, talcum powder or body lotion on the day. Bring previous mammograms.',
    durationMinutes: 20,
  },
  {
    slug: 'mammogram-diagnostic',
    name: 'Diagnostic mammogram and breast ultrasound',
    modality: 'mammography',
    examCode: 'MG-DIAG',
    priority: 20,
    notes: 'For a lump, pain or other change; a radiologist reviews the images while you wait.',
    examNotes: 'No deodorant or powder on the day. Allow an hour.',
    durationMinutes: 60,
    showBookingRequestInfoModal: true,
  },
  {
    slug: 'nm-bone-scan',
    name: 'Whole body bone scan',
    modality: 'nuclear-medicine',
    examCode: 'NM-BONE',
    priority: 10,
    notes: 'An injection, then a scan about 3 hours later. You can leave between the two parts.',
    examNotes: 'Drink plenty of water after the injection. Tell us if you are pregnant or breastfeeding.',
    durationMinutes: 60,
  },
  {
    slug: 'dexa',
    name: 'Bone mineral densitometry (DEXA)',
    modality: 'bone-densitometry',
    examCode: 'BMD-DEXA',
    priority: 10,
    notes: 'Measures bone density at the hip and spine. About 15 minutes lying on your back.',
    examNotes: 'No calcium supplements for 24 hours before. Wear clothes without metal zips or buttons.',
    durationMinutes: 15,
  },
];
