/** Spec 001 section 9: a stream wallet address is shown as its first 9 and last 9 characters. */
export const STREAM_ADDRESS_VISIBLE_CHARACTERS = 9;

export function streamAddressDisplay(address: string): string {
  const visible = STREAM_ADDRESS_VISIBLE_CHARACTERS;
  if (address.length <= visible * 2 + 3) return address;
  return `${address.slice(0, visible)}...${address.slice(-visible)}`;
}
