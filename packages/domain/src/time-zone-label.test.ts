import { describe, expect, it } from 'vitest';
import { timeZoneLabel, utcOffsetLabel } from './time-zone-label.ts';

const WINTER = Date.UTC(2026, 0, 15, 12);
const SUMMER = Date.UTC(2026, 6, 15, 12);

describe('time zones as people read them', () => {
  it('names Russia’s zones as people call them, with the offset', () => {
    expect(timeZoneLabel('Europe/Moscow', WINTER)).toBe('московское время (UTC+3)');
    expect(timeZoneLabel('Europe/Kaliningrad', SUMMER)).toBe('калининградское время (UTC+2)');
    expect(timeZoneLabel('Asia/Novosibirsk', WINTER)).toBe('новосибирское время (UTC+7)');
    expect(timeZoneLabel('Asia/Kamchatka', WINTER)).toBe('камчатское время (UTC+12)');
  });

  it('elsewhere gives the language’s name and the offset in force, summer time included', () => {
    expect(timeZoneLabel('Europe/Berlin', WINTER)).toMatch(/^Центральная Европа.* \(UTC\+1\)$/);
    expect(timeZoneLabel('Europe/Berlin', SUMMER)).toMatch(/\(UTC\+2\)$/);
    expect(timeZoneLabel('UTC', WINTER)).toBe('время UTC');
  });

  it('writes half hours and a real minus sign', () => {
    expect(utcOffsetLabel('Asia/Kolkata', WINTER)).toBe('UTC+5:30');
    expect(utcOffsetLabel('America/St_Johns', WINTER)).toBe('UTC−3:30');
    expect(utcOffsetLabel('Etc/UTC', WINTER)).toBe('UTC');
  });

  it('never shows a Latin zone name', () => {
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      expect(timeZoneLabel(zone, WINTER), zone).not.toContain('/');
      expect(timeZoneLabel(zone, WINTER), zone).not.toContain(zone);
    }
  });
});
