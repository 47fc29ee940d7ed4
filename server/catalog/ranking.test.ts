import { describe, expect, it } from 'vitest';
import { adjacent, FIELD_WEIGHT, MATCH_QUALITY, matchQuality, NAME_START_BONUS, READING_FACTOR } from './ranking';

describe('matchQuality', () => {
  it('tells a whole word (or it with a plural ending), a word start and a word inside', () => {
    expect(matchQuality('reten de ciguenal', 'reten')).toBe(MATCH_QUALITY.whole);
    expect(matchQuality('completa con rulemanes', 'ruleman')).toBe(MATCH_QUALITY.whole);
    expect(matchQuality('maza de rueda completa', 'ruedas')).toBe(0);
    expect(matchQuality('camioneta toyota', 'camion')).toBe(MATCH_QUALITY.start);
    expect(matchQuality('para motor perkins', 'moto')).toBe(MATCH_QUALITY.start);
    expect(matchQuality('amoladora angular', 'moladora')).toBe(MATCH_QUALITY.inside);
  });

  it('takes the best of several occurrences', () => {
    expect(matchQuality('camioneta para camion', 'camion')).toBe(MATCH_QUALITY.whole);
  });
});

describe('adjacent', () => {
  it('reads two words next to each other, across the rest of the first word and one joining word', () => {
    expect(adjacent('motor perkins 6354', 'motor', 'perkins')).toBe(true);
    expect(adjacent('rodamiento de maza skf', 'rodamiento', 'maza')).toBe(true);
    expect(adjacent('rodamientos de maza', 'rodamiento', 'maza')).toBe(true);
    expect(adjacent('motor de arranque bosch para perkins', 'motor', 'perkins')).toBe(false);
  });
});

describe('weights', () => {
  it('make any reading of a word in the name outweigh the exact word in the description', () => {
    const weakest = Math.min(...Object.values(READING_FACTOR));
    expect(FIELD_WEIGHT.name * MATCH_QUALITY.inside * weakest).toBeGreaterThan(FIELD_WEIGHT.description);
    expect(FIELD_WEIGHT.name).toBeGreaterThan(FIELD_WEIGHT.label);
    expect(NAME_START_BONUS.first).toBeGreaterThan(NAME_START_BONUS.other);
  });
});
