/** Where a code went, shown so the person knows which inbox or phone to check, and no more. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
}

export function maskPhone(phone: string): string {
  return `•••• ${phone.slice(-3)}`;
}
