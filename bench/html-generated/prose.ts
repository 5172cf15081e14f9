/**
 * Seeded news prose for the generated-page bench (generate.ts): a small grammar of reporting
 * sentences over a topic's actors, things and places, plus quotes, list items, table rows and
 * headlines. Deterministic: the same seed writes the same article. The vocabulary keeps clear of
 * the chrome's words (cookies, newsletter, comments, share, advertisement …) so that a chrome
 * snippet found in the output is a leak and not a coincidence; the test checks it.
 */
import { rng } from '../../scripts/demo-corpus.ts';

export type Rand = () => number;
export { rng };
export const pick = <T>(r: Rand, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];
export const between = (r: Rand, lo: number, hi: number): number => lo + Math.floor(r() * (hi - lo + 1));

export interface Topic {
  /** Headline stems; a place is appended. */
  headlines: readonly string[];
  actors: readonly string[];
  things: readonly string[];
  changes: readonly string[];
  places: readonly string[];
  /** Sub-heading texts. */
  sections: readonly string[];
  /** Table: caption, column heads, row labels (values are numbers). */
  table: { caption: string; head: readonly string[]; rows: readonly string[] };
}

export const TOPICS: readonly Topic[] = [
  {
    headlines: [
      'Flood defences to be rebuilt after record rainfall',
      'River levels force new planning rules',
    ],
    actors: [
      'the regional water board',
      'engineers from the coastal agency',
      'the mayor',
      'residents of the lower town',
    ],
    things: ['the river embankment', 'the pumping station', 'the storm drains', 'the reservoir gates'],
    changes: [
      'failed twice during the winter',
      'held back most of the water',
      'needed urgent repairs',
      'underwent repairs costing millions',
    ],
    places: ['Westbrook', 'Harlow Vale', 'Millford', 'the Ouse valley'],
    sections: ['What went wrong in January', 'How the new barrier works', 'Who pays for the repairs'],
    table: {
      caption: 'Rainfall by month, in millimetres',
      head: ['Month', '2024', '2025'],
      rows: ['November', 'December', 'January', 'February'],
    },
  },
  {
    headlines: [
      'Hospital waiting times fall for the first time in years',
      'Clinics trial evening hours to cut queues',
    ],
    actors: ['the health trust', 'senior nurses', 'the hospital director', 'patient groups'],
    things: [
      'the emergency department',
      'the outpatient clinics',
      'the booking system',
      'the surgical wards',
    ],
    changes: [
      'treated more patients than planned',
      'cut average waits by a third',
      'struggled with staff shortages',
      'opened two extra theatres',
    ],
    places: ['Northgate', 'St Albury', 'Kingsmere', 'the eastern district'],
    sections: ['Fewer patients waiting', 'Staffing remains the hard part', 'What patients can expect'],
    table: {
      caption: 'Median wait in weeks, by service',
      head: ['Service', 'Last year', 'This year'],
      rows: ['Orthopaedics', 'Cardiology', 'Dermatology', 'Ophthalmology'],
    },
  },
  {
    headlines: [
      'Rail operator orders quieter trains for commuter lines',
      'Timetable overhaul promises faster journeys',
    ],
    actors: ['the rail operator', 'the transport minister', 'drivers on the night shift', 'passenger groups'],
    things: ['the signalling system', 'the new rolling stock', 'the branch line', 'the station platforms'],
    changes: [
      'ran late on most weekdays',
      'carried a record number of passengers',
      'closed for upgrades',
      'saved eleven minutes per journey',
    ],
    places: ['Ashby Junction', 'Redcliffe', 'Porthaven', 'the northern corridor'],
    sections: ['A timetable built from scratch', 'Older trains retired early', 'Reaction from passengers'],
    table: {
      caption: 'Punctuality by route, per cent on time',
      head: ['Route', 'Spring', 'Autumn'],
      rows: ['Main line', 'Branch line', 'Airport link', 'Coastal route'],
    },
  },
  {
    headlines: [
      'Farmers switch crops as dry summers become the norm',
      'Vineyards spread north as growing season lengthens',
    ],
    actors: [
      'the farmers union',
      'agronomists at the research station',
      'a family of growers',
      'the agriculture department',
    ],
    things: ['the wheat harvest', 'the irrigation scheme', 'the orchard trials', 'the soil survey'],
    changes: [
      'yielded less than forecast',
      'doubled over a decade',
      'relied on groundwater for the first time',
      'showed early signs of recovery',
    ],
    places: ['Dunmore', 'the Brackley plain', 'Elmstead', 'the southern uplands'],
    sections: ['Drier summers, new crops', 'The cost of irrigation', 'Looking to next season'],
    table: {
      caption: 'Harvest in tonnes per hectare',
      head: ['Crop', '2015', '2025'],
      rows: ['Wheat', 'Barley', 'Sunflower', 'Grapes'],
    },
  },
  {
    headlines: [
      'Museum returns carved panels to their island of origin',
      'Archive opens letters sealed for a century',
    ],
    actors: [
      'the museum trustees',
      'curators',
      'historians from the university',
      'descendants of the carvers',
    ],
    things: ['the collection', 'the carved panels', 'the restoration workshop', 'the catalogue'],
    changes: [
      'had been stored out of sight since 1931',
      'drew visitors from across the country',
      'drew scholars for the first time',
      'needed careful cleaning',
    ],
    places: ['Lowther Island', 'the old harbour', 'Castleford', 'the capital'],
    sections: ['A long campaign for return', 'Inside the restoration', 'What happens to the gallery'],
    table: {
      caption: 'Visitors per year, in thousands',
      head: ['Gallery', '2023', '2025'],
      rows: ['Main hall', 'Maritime wing', 'Print room', 'Garden pavilion'],
    },
  },
  {
    headlines: [
      'City council approves plan for car-free centre',
      'Cycle lanes extended after trial exceeds targets',
    ],
    actors: ['the city council', 'shop owners', 'the planning committee', 'campaigners for cleaner air'],
    things: ['the high street', 'the bus network', 'the cycle lanes', 'the parking levy'],
    changes: [
      'saw footfall rise by a fifth',
      'got a redesign after a public consultation',
      'raised more than expected',
      'met fierce opposition at first',
    ],
    places: ['Bramwell', 'the old market square', 'Fenton', 'the inner ring'],
    sections: ['How the plan changed', 'Traders are divided', 'The next phase'],
    table: {
      caption: 'Journeys into the centre per day',
      head: ['Mode', 'Before', 'After'],
      rows: ['Car', 'Bus', 'Bicycle', 'On foot'],
    },
  },
];

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'the weekend'];
const SOURCES = [
  'figures published this week',
  'a report seen by this paper',
  'the latest official data',
  'an independent review',
];
const LINKERS = ['However', 'Even so', 'By contrast', 'At the same time', 'For now', 'In the meantime'];
const VERBS = ['said', 'argued', 'warned', 'conceded', 'insisted', 'explained'];
const FIRST = ['Maria', 'Tomas', 'Aisha', 'Peter', 'Ingrid', 'Kwame', 'Sofia', 'Daniel', 'Helen', 'Rafael'];
const LAST = [
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Hartley',
  'Nakamura',
  'Brennan',
  'Castillo',
  'Whitfield',
  'Adeyemi',
  'Novak',
];
const ROLES = [
  'who chairs the review panel',
  'a spokesperson for the group',
  'who has studied the problem for years',
  'an adviser to the board',
];
const QUOTES = [
  'We knew this would take time, but the results speak for themselves',
  'Nobody expected the numbers to move this quickly',
  'There is still a great deal of work ahead of us',
  'People deserve a straight answer about what happens next',
  'We would rather get this right than get it done fast',
];

export const cap = (s: string): string => s[0].toUpperCase() + s.slice(1);
export const person = (r: Rand): string => `${pick(r, FIRST)} ${pick(r, LAST)}`;

/** One reporting sentence of about 15-35 words. */
export function sentence(r: Rand, t: Topic): string {
  const n = between(r, 2, 48);
  const clause = `${pick(r, t.things)} in ${pick(r, t.places)} ${pick(r, t.changes)}`;
  switch (between(r, 0, 5)) {
    case 0:
      return `${cap(pick(r, t.actors))} ${pick(r, VERBS)} on ${pick(r, DAYS)} that ${clause}.`;
    case 1:
      return `According to ${pick(r, SOURCES)}, ${clause}, and ${n} per cent of those asked expected further change.`;
    case 2:
      return `${pick(r, LINKERS)}, ${pick(r, t.actors)} ${pick(r, VERBS)} that ${pick(r, t.things)} ${pick(r, t.changes)} over the past ${n} months.`;
    case 3:
      return `"${pick(r, QUOTES)}," ${pick(r, VERBS)} ${person(r)}, ${pick(r, ROLES)}.`;
    case 4:
      return `${cap(clause)}, a change that ${pick(r, t.actors)} linked to a budget of ${n} million.`;
    default:
      return `For ${between(r, 3, 30)} years, ${pick(r, t.actors)} tracked how ${pick(r, t.things)} ${pick(r, t.changes)}, often with little public attention.`;
  }
}

export function paragraph(r: Rand, t: Topic): string[] {
  return Array.from({ length: between(r, 2, 4) }, () => sentence(r, t));
}

export function listItems(r: Rand, t: Topic): string[] {
  return Array.from(
    { length: between(r, 3, 5) },
    () => `${cap(pick(r, t.things))} in ${pick(r, t.places)} ${pick(r, t.changes)}`,
  );
}

export function quote(r: Rand): string {
  return `"${pick(r, QUOTES)}. ${pick(r, QUOTES)}."`;
}

export function headline(r: Rand, t: Topic): string {
  return `${pick(r, t.headlines)} in ${pick(r, t.places)}`;
}
