import type { AddressPlace } from '@ferry/contracts';

type Entry = [countryCode: string, country: string, addressLine1: string, city: string, state: string, postCode: string];

/** Sample places for the offline suggester: public landmarks, no one's home. */
const entries: Entry[] = [
  ['DE', 'Germany', 'Alexanderplatz 1', 'Berlin', 'Berlin', '10178'],
  ['DE', 'Germany', 'Marienplatz 8', 'München', 'Bayern', '80331'],
  ['DE', 'Germany', 'Domkloster 4', 'Köln', 'Nordrhein-Westfalen', '50667'],
  ['FR', 'France', '5 Avenue Anatole France', 'Paris', 'Île-de-France', '75007'],
  ['FR', 'France', '2 Place Bellecour', 'Lyon', 'Auvergne-Rhône-Alpes', '69002'],
  ['GB', 'United Kingdom', '221B Baker Street', 'London', 'England', 'NW1 6XE'],
  ['GB', 'United Kingdom', '10 Downing Street', 'London', 'England', 'SW1A 2AA'],
  ['GB', 'United Kingdom', '1 Princes Street', 'Edinburgh', 'Scotland', 'EH2 2EQ'],
  ['US', 'United States', '1600 Pennsylvania Avenue NW', 'Washington', 'DC', '20500'],
  ['US', 'United States', '350 Fifth Avenue', 'New York', 'NY', '10118'],
  ['US', 'United States', '1 Infinite Loop', 'Cupertino', 'CA', '95014'],
  ['US', 'United States', '400 Broad Street', 'Seattle', 'WA', '98109'],
  ['ES', 'Spain', 'Plaza Mayor 1', 'Madrid', 'Comunidad de Madrid', '28012'],
  ['IT', 'Italy', 'Piazza del Colosseo 1', 'Roma', 'Lazio', '00184'],
  ['NL', 'Netherlands', 'Dam 1', 'Amsterdam', 'Noord-Holland', '1012 JS'],
  ['IN', 'India', 'Rajpath, India Gate', 'New Delhi', 'Delhi', '110001'],
  ['SG', 'Singapore', '1 Raffles Place', 'Singapore', '', '048616'],
  ['CH', 'Switzerland', 'Bahnhofstrasse 1', 'Zürich', 'Zürich', '8001'],
  ['AU', 'Australia', 'Bennelong Point', 'Sydney', 'NSW', '2000'],
  ['CA', 'Canada', '290 Bremner Blvd', 'Toronto', 'ON', 'M5V 3L9'],
];

export type SandboxPlace = AddressPlace & { placeId: string; country: string };

export const SANDBOX_PLACES: SandboxPlace[] = entries.map(([countryCode, country, addressLine1, city, state, postCode], index) => ({
  placeId: `sandbox-${index + 1}`,
  country,
  countryCode,
  addressLine1,
  addressLine2: '',
  state,
  city,
  postCode,
}));
