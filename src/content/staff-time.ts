// The time zones staff read a lead's times in: the company sells in India and Sri Lanka, and a
// lead is timed where it came from. Both zones are UTC+05:30, so the clock reads the same;
// the zone's name tells staff which market the lead is from.

export interface StaffTimeZone {
  /** The IANA zone the time is written in. */
  timeZone: string;
  /** Its short name, written after the time. */
  short: string;
  long: string;
}

export const STAFF_TIME_ZONES = {
  india: { timeZone: 'Asia/Kolkata', short: 'IST', long: 'India Standard Time' },
  sriLanka: { timeZone: 'Asia/Colombo', short: 'SLST', long: 'Sri Lanka Standard Time' },
} as const satisfies Record<string, StaffTimeZone>;

/** The region, language and address ending that mark a lead as Sri Lanka's. */
export const SRI_LANKA = { region: 'LK', language: 'si', hostSuffix: '.lk' } as const;
