import { describe, expect, it } from 'vitest';
import { dateTimeParts, dateTimeText, longDateTimeText, longDayText, paddedDayText, shortDayText } from './dates';

describe('dates in Paraná', () => {
  // 03:30 UTC is 00:30 in Paraná: the day is the Argentine one, whatever the machine's zone.
  const moment = new Date('2027-01-04T03:30:00Z');

  it('every format', () => {
    expect(dateTimeText(moment)).toBe('04/01/2027, 00:30');
    expect(paddedDayText(moment)).toBe('04/01/2027');
    expect(shortDayText(moment)).toBe('4/1/2027');
    expect(longDayText(moment)).toBe('4 de enero de 2027');
    expect(longDateTimeText(moment)).toBe('4 de enero de 2027 a las 00:30');
    expect(dateTimeParts(moment)).toEqual({ day: '04', month: '01', year: '2027', hour: '00', minute: '30' });
    expect(shortDayText(new Date('2027-01-04T02:59:00Z'))).toBe('3/1/2027');
  });
});
