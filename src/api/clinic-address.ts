/**
 * A clinic's address as one line a calendar or map app can find: "Level 2, 160 Church Street,
 * Parramatta NSW 2150". The street alone ("Level 2, 160 Church Street") names a street in every
 * other town too. One rule for the server's answers and e-mails and the widgets' calendar files.
 */
export interface AddressParts {
  address: string;
  suburb: string;
  state: string;
  postcode: string;
}

export function clinicAddressLine({ address, suburb, state, postcode }: AddressParts): string {
  const locality = [suburb, state, postcode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  return [address.trim(), locality].filter(Boolean).join(', ');
}
