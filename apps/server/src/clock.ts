/** The time source of services whose rules depend on time (lockouts, token expiry), so tests can move it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** `date` moved by `seconds`, as an ISO-8601 UTC string (the form times are stored in). */
export function isoAfter(date: Date, seconds: number): string {
  return new Date(date.getTime() + seconds * 1000).toISOString();
}
