import { expect } from 'vitest';

/** The properties of every event of our feeds, each exactly once (no more, no fewer). */
export const ICS_EVENT_PROPERTIES = [
  'CATEGORIES',
  'DESCRIPTION',
  'DTEND',
  'DTSTAMP',
  'DTSTART',
  'LAST-MODIFIED',
  'SEQUENCE',
  'SUMMARY',
  'TRANSP',
  'UID',
  'URL',
  'X-MICROSOFT-CDO-ALLDAYEVENT',
  'X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT',
  'X-TRIALYST-CATALYST-CONFIDENCE',
  'X-TRIALYST-CATALYST-KIND',
  'X-TRIALYST-SIGNAL',
  'X-TRIALYST-SIGNAL-REASON',
];

export interface ParsedIcs {
  calendar: Record<string, string>;
  events: Record<string, string>[];
}

/**
 * A strict RFC 5545 reader: lines end with CRLF and nothing else (no lone CR or LF anywhere), are at
 * most 75 octets, unfold into `NAME[;PARAMS]:value` content lines; components nest as
 * VCALENDAR > VEVENT, and a property appears at most once per component. Answers the properties by
 * name (parameters dropped, values still escaped).
 */
export function parseIcs(text: string): ParsedIcs {
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const raw = text.slice(0, -2).split('\r\n');
  for (const line of raw) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const lines: string[] = [];
  for (const line of raw) {
    if (line.startsWith(' ')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const calendar: Record<string, string> = {};
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines.slice(1, -1)) {
    expect(line).toMatch(/^[A-Z][A-Z0-9-]*(;[^:]*)?:/);
    if (line === 'BEGIN:VEVENT') {
      expect(current).toBeNull();
      current = {};
    } else if (line === 'END:VEVENT') {
      expect(current).not.toBeNull();
      events.push(current!);
      current = null;
    } else {
      expect(line.startsWith('BEGIN:') || line.startsWith('END:'), line).toBe(false);
      const i = line.indexOf(':');
      const key = line.slice(0, i).split(';')[0];
      const into = current ?? calendar;
      expect(into, `${key} twice`).not.toHaveProperty(key);
      into[key] = line.slice(i + 1);
    }
  }
  expect(current).toBeNull();
  return { calendar, events };
}

/** The text an escaped TEXT value stands for (RFC 5545 3.3.11). */
export function unescapeIcsText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
}
