/**
 * Shares as the reference server answers them (demo/server/features/sharing): one source for the
 * browser tests, the stories and the results fixtures.
 */
import type { Shares, SharingRecord } from '../api/schemas/sharing.schema';

export const activeShare: SharingRecord = {
  id: 11,
  contactDetails: 'sam.kovac@example.com',
  contactDetailsType: 'EMAIL',
  contactName: 'Sam Kovac',
  type: 'RESULT',
  note: null,
  dateCreatedUTC: '2030-03-20T01:00:00Z',
  dateRevoked: null,
};

export const revokedShare: SharingRecord = {
  id: 10,
  contactDetails: '+61455667788',
  contactDetailsType: 'PHONE',
  contactName: 'Dr Lee',
  type: 'HISTORY',
  note: 'For the second opinion',
  dateCreatedUTC: '2030-03-18T01:00:00Z',
  dateRevoked: '2030-03-19T01:00:00Z',
};

export function sharesFixture(shares: SharingRecord[] = [], options: Partial<Pick<Shares, 'shareableTypes' | 'rules'>> = {}): Shares {
  return {
    shares,
    shareableTypes: options.shareableTypes ?? ['HISTORY', 'RESULT'],
    rules: options.rules ?? { smsEnabled: true, noteMaxLength: 150 },
  };
}
