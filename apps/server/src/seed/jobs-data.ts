// Word lists for believable demo jobs (domain.md §4: shifts, durations, pay components, VMS names).

/** [state, city, ZIP of the city's centre] */
export const CITIES: [string, string, string][] = [
  ['AL', 'Birmingham', '35203'], ['AL', 'Huntsville', '35801'], ['AZ', 'Phoenix', '85004'], ['AZ', 'Tucson', '85701'],
  ['AR', 'Little Rock', '72201'], ['CA', 'Los Angeles', '90012'], ['CA', 'San Diego', '92101'], ['CA', 'Sacramento', '95814'],
  ['CA', 'Fresno', '93721'], ['CO', 'Denver', '80202'], ['CO', 'Colorado Springs', '80903'], ['CT', 'Hartford', '06103'],
  ['DE', 'Wilmington', '19801'], ['FL', 'Miami', '33130'], ['FL', 'Tampa', '33602'], ['FL', 'Orlando', '32801'],
  ['FL', 'Jacksonville', '32202'], ['GA', 'Atlanta', '30303'], ['GA', 'Savannah', '31401'], ['ID', 'Boise', '83702'],
  ['IL', 'Chicago', '60602'], ['IL', 'Peoria', '61602'], ['IN', 'Indianapolis', '46204'], ['IA', 'Des Moines', '50309'],
  ['KS', 'Wichita', '67202'], ['KY', 'Louisville', '40202'], ['KY', 'Lexington', '40507'], ['LA', 'New Orleans', '70112'],
  ['LA', 'Baton Rouge', '70802'], ['ME', 'Portland', '04101'], ['MD', 'Baltimore', '21202'], ['MA', 'Boston', '02108'],
  ['MI', 'Detroit', '48226'], ['MI', 'Grand Rapids', '49503'], ['MN', 'Minneapolis', '55401'], ['MS', 'Jackson', '39201'],
  ['MO', 'St. Louis', '63101'], ['MO', 'Kansas City', '64106'], ['MT', 'Billings', '59101'], ['NE', 'Omaha', '68102'],
  ['NV', 'Las Vegas', '89101'], ['NH', 'Manchester', '03101'], ['NJ', 'Newark', '07102'], ['NM', 'Albuquerque', '87102'],
  ['NY', 'New York', '10007'], ['NY', 'Buffalo', '14202'], ['NY', 'Rochester', '14604'], ['NC', 'Charlotte', '28202'],
  ['NC', 'Raleigh', '27601'], ['ND', 'Fargo', '58102'], ['OH', 'Columbus', '43215'], ['OH', 'Cleveland', '44113'],
  ['OH', 'Cincinnati', '45202'], ['OK', 'Oklahoma City', '73102'], ['OK', 'Tulsa', '74103'], ['OR', 'Portland', '97204'],
  ['PA', 'Philadelphia', '19107'], ['PA', 'Pittsburgh', '15222'], ['RI', 'Providence', '02903'], ['SC', 'Charleston', '29401'],
  ['SC', 'Columbia', '29201'], ['SD', 'Sioux Falls', '57104'], ['TN', 'Nashville', '37203'], ['TN', 'Memphis', '38103'],
  ['TN', 'Knoxville', '37902'], ['TX', 'Houston', '77002'], ['TX', 'Dallas', '75201'], ['TX', 'San Antonio', '78205'],
  ['TX', 'Austin', '78701'], ['TX', 'El Paso', '79901'], ['UT', 'Salt Lake City', '84111'], ['VT', 'Burlington', '05401'],
  ['VA', 'Richmond', '23219'], ['VA', 'Norfolk', '23510'], ['WA', 'Seattle', '98104'], ['WA', 'Spokane', '99201'],
  ['WV', 'Charleston', '25301'], ['WI', 'Milwaukee', '53202'], ['WI', 'Madison', '53703'], ['WY', 'Cheyenne', '82001'],
];

/** Which specialties an organisation mostly staffs and where it works (weights per specialty; states it favours). */
export type OrgProfile = { count: number; specialties: Record<string, number>; states?: string[] };

const NURSING = {
  ICU: 8, 'Med-Surg': 10, Telemetry: 8, 'Step-Down': 5, ER: 8, 'L&D': 5, 'Mother-Baby': 3, NICU: 3, PICU: 2, Pediatrics: 2,
  OR: 5, PACU: 3, 'Cath Lab': 2, Oncology: 3, Dialysis: 3, Psych: 3, 'Home Health': 2, 'Long-Term Care': 3, 'LPN/LVN': 4,
};
const SUPPORT = { PCT: 8, CNA: 9, 'Medical Assistant': 6, CMA: 5 };
const ALLIED = {
  'Surgical Tech': 4, 'Sterile Processing': 2, 'Pharmacy Tech': 2, 'Rad Tech': 4, 'CT Tech': 4, 'MRI Tech': 3, 'Ultrasound Tech': 3,
  'Mammography Tech': 1, 'Medical Lab Scientist': 3, Phlebotomist: 3, 'Respiratory Therapist': 4, 'Physical Therapist': 3,
  'Occupational Therapist': 2, 'Speech Language Pathologist': 1,
};

export const ORG_PROFILES: Record<string, OrgProfile> = {
  MHS: { count: 360, specialties: { ...NURSING, ...SUPPORT, ...ALLIED } },
  D2D: { count: 220, specialties: { ...NURSING, ...ALLIED }, states: ['GA', 'FL', 'AL', 'TN', 'SC', 'NC'] },
  TLC: { count: 220, specialties: { ...NURSING, ...SUPPORT }, states: ['TX', 'OK', 'LA', 'NM', 'AR'] },
  RAD: { count: 200, specialties: { 'Rad Tech': 10, 'CT Tech': 10, 'MRI Tech': 8, 'Ultrasound Tech': 8, 'Mammography Tech': 4, 'Respiratory Therapist': 5, 'Medical Lab Scientist': 4, 'Surgical Tech': 4 } },
  LHS: { count: 220, specialties: { ...NURSING, ...SUPPORT, ...ALLIED }, states: ['IL', 'WI', 'MI', 'IN', 'OH', 'MN'] },
  N2N: { count: 220, specialties: { ...NURSING, PCT: 6, CNA: 6 }, states: ['NC', 'SC', 'VA', 'GA', 'TN'] },
  MYN: { count: 220, specialties: { ...NURSING, ...SUPPORT }, states: ['FL', 'TX', 'AZ', 'GA'] },
};

export const MODALITY_OF: Record<string, string> = {
  PCT: 'Nursing', CNA: 'Nursing', 'LPN/LVN': 'Nursing', 'Medical Assistant': 'Allied', CMA: 'Allied', 'Surgical Tech': 'Allied',
  'Sterile Processing': 'Allied', 'Pharmacy Tech': 'Allied', 'Rad Tech': 'Imaging', 'CT Tech': 'Imaging', 'MRI Tech': 'Imaging',
  'Ultrasound Tech': 'Imaging', 'Mammography Tech': 'Imaging', 'Medical Lab Scientist': 'Lab', Phlebotomist: 'Lab',
  'Respiratory Therapist': 'Respiratory', 'Physical Therapist': 'Therapy', 'Occupational Therapist': 'Therapy',
  'Speech Language Pathologist': 'Therapy',
};

/** Title of the role, and its hourly taxable rate range in US dollars. */
export const ROLES: Record<string, { title: string; rate: [number, number] }> = {
  PCT: { title: 'Patient Care Technician (PCT)', rate: [17, 24] },
  CNA: { title: 'Certified Nursing Assistant (CNA)', rate: [16, 23] },
  'LPN/LVN': { title: 'LPN / LVN', rate: [24, 34] },
  'Medical Assistant': { title: 'Medical Assistant', rate: [17, 24] },
  CMA: { title: 'Certified Medical Assistant (CMA)', rate: [19, 26] },
  'Surgical Tech': { title: 'Surgical Technologist', rate: [27, 38] },
  'Sterile Processing': { title: 'Sterile Processing Technician', rate: [20, 28] },
  'Pharmacy Tech': { title: 'Pharmacy Technician', rate: [19, 27] },
  'Rad Tech': { title: 'Radiologic Technologist', rate: [30, 42] },
  'CT Tech': { title: 'CT Technologist', rate: [34, 48] },
  'MRI Tech': { title: 'MRI Technologist', rate: [36, 50] },
  'Ultrasound Tech': { title: 'Ultrasound Technologist', rate: [35, 49] },
  'Mammography Tech': { title: 'Mammography Technologist', rate: [33, 45] },
  'Medical Lab Scientist': { title: 'Medical Laboratory Scientist', rate: [31, 44] },
  Phlebotomist: { title: 'Phlebotomist', rate: [18, 25] },
  'Respiratory Therapist': { title: 'Respiratory Therapist', rate: [32, 45] },
  'Physical Therapist': { title: 'Physical Therapist', rate: [42, 58] },
  'Occupational Therapist': { title: 'Occupational Therapist', rate: [40, 55] },
  'Speech Language Pathologist': { title: 'Speech-Language Pathologist', rate: [40, 56] },
};
/** Registered nurses by specialty; critical-care units pay more. */
export const RN_RATE: [number, number] = [36, 52];
export const RN_PREMIUM = new Set(['ICU', 'ER', 'L&D', 'NICU', 'PICU', 'OR', 'Cath Lab', 'PACU']);

export const SHIFTS: { name: string; hours: number; weight: number; support?: boolean }[] = [
  { name: 'Days 3x12 (07:00-19:00)', hours: 36, weight: 10 },
  { name: 'Nights 3x12 (19:00-07:00)', hours: 36, weight: 10 },
  { name: 'Days 4x12 (07:00-19:00)', hours: 48, weight: 2 },
  { name: 'Days 5x8 (07:00-15:30)', hours: 40, weight: 5, support: true },
  { name: 'Evenings 5x8 (15:00-23:30)', hours: 40, weight: 3, support: true },
  { name: 'Days 4x10 (07:00-17:30)', hours: 40, weight: 3 },
  { name: 'Rotating days/nights 3x12', hours: 36, weight: 3 },
  { name: 'Variable', hours: 40, weight: 1 },
];

export const DURATIONS: [number, number][] = [[13, 30], [8, 6], [12, 5], [16, 4], [26, 5], [6, 2], [4, 2], [10, 2], [52, 1]];

export const VMS = ['ShiftWise Flex', 'Medefis', 'Beeline', 'SAP Fieldglass', 'Einstein II', 'Aya Connect'];

export const FACILITY_PATTERNS = [
  '{city} General Hospital', '{city} Regional Medical Center', 'St. {saint} Medical Center', 'Mercy {city} Hospital',
  '{region} Health {city} Campus', '{city} Memorial Hospital', 'University Hospital of {city}', 'Good Samaritan {city}',
];
export const FACILITY_BY_SPECIALTY: Record<string, string[]> = {
  'Long-Term Care': ['{city} Care and Rehabilitation Center', '{saint} Manor Skilled Nursing'],
  CNA: ['{city} Care and Rehabilitation Center', '{saint} Manor Skilled Nursing', '{city} General Hospital'],
  'Medical Assistant': ['{city} Family Medicine Clinic', '{region} Physician Partners', '{city} Urgent Care'],
  CMA: ['{city} Family Medicine Clinic', '{region} Physician Partners', '{city} Internal Medicine Associates'],
  Dialysis: ['{city} Kidney and Dialysis Center'],
  'Home Health': ['{region} Home Health Services'],
  Psych: ['{city} Behavioral Health Hospital'],
  NICU: ["{city} Children's Hospital", '{city} Regional Medical Center'],
  PICU: ["{city} Children's Hospital"],
  Pediatrics: ["{city} Children's Hospital"],
  'Physical Therapist': ['{city} Rehabilitation Hospital', '{region} Outpatient Therapy'],
  'Occupational Therapist': ['{city} Rehabilitation Hospital', '{region} Outpatient Therapy'],
  'Speech Language Pathologist': ['{city} Rehabilitation Hospital'],
  'Mammography Tech': ["{city} Women's Imaging Center"],
};
export const SAINTS = ['Joseph', 'Luke', 'Mary', 'Vincent', 'Francis', 'Anne', 'Elizabeth', 'Thomas', 'Catherine', 'John'];
export const REGIONS = ['Baptist', 'Methodist', 'Presbyterian', 'Adventist', 'Lakeside', 'Summit', 'Riverview', 'Heartland', 'Coastal', 'Valley'];

export const NOTES: Record<string, string[]> = {
  default: [
    '2 years of recent experience in the specialty required. BLS (AHA) required.',
    'Epic charting. Floats within the service line. Guaranteed 36 hours.',
    'Weekend rotation every third weekend. Holiday commitment: 1 of 3.',
    'Strong orientation: 2 paid days. Parking provided.',
    '',
  ],
  ICU: ['Level I trauma center, 24-bed mixed ICU. ACLS required; CCRN preferred.', '1:2 ratio. CRRT experience a plus.'],
  ER: ['48-bed ED, 70,000 visits a year. ACLS, PALS and TNCC required.', 'Level II trauma. Triage experience required.'],
  'L&D': ['LDRP unit, 3,000 deliveries a year. NRP, ACLS required. Inductions and circulating C-sections.'],
  Telemetry: ['32-bed tele unit, 1:4 ratio. ACLS required.'],
  PCT: ['Phlebotomy and EKG skills required. Current CPR.', 'Telemetry floor; vital signs, I&O, ambulation.'],
  CNA: ['State CNA registry in good standing. Long-term care experience preferred.', 'Skilled nursing unit, 1:10 assignments on days.'],
  'Medical Assistant': ['Busy family practice clinic; rooming, vitals, injections and EHR entry.'],
  CMA: ['CMA (AAMA) or RMA certification required. Clinic hours, no weekends.'],
};
