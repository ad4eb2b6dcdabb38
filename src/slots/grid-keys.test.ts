import { describe, expect, it } from 'vitest';
import { moveInDays, moveInTimes } from './grid-keys';

describe('day picker keys', () => {
  it('moves by day and week, to the row ends, and turns the page past either end', () => {
    expect(moveInDays('ArrowRight', 3, 7)).toEqual({ index: 4 });
    expect(moveInDays('ArrowLeft', 3, 7)).toEqual({ index: 2 });
    expect(moveInDays('ArrowDown', 3, 35)).toEqual({ index: 10 });
    expect(moveInDays('ArrowUp', 10, 35)).toEqual({ index: 3 });
    expect(moveInDays('Home', 10, 35)).toEqual({ index: 7 });
    expect(moveInDays('End', 10, 35)).toEqual({ index: 13 });
    expect(moveInDays('ArrowLeft', 0, 7)).toEqual({ page: -1 });
    expect(moveInDays('ArrowDown', 3, 7)).toEqual({ page: 1 });
    expect(moveInDays('PageUp', 3, 7)).toEqual({ page: -1 });
    expect(moveInDays('PageDown', 3, 7)).toEqual({ page: 1 });
    expect(moveInDays('a', 3, 7)).toBeNull();
  });
});

describe('times grid keys', () => {
  const rows = [5, 2, 4];
  it('moves within a row and to the nearest column of the next, never out of the grid', () => {
    expect(moveInTimes('ArrowRight', [0, 4], rows)).toEqual([0, 4]);
    expect(moveInTimes('ArrowRight', [0, 1], rows)).toEqual([0, 2]);
    expect(moveInTimes('ArrowDown', [0, 4], rows)).toEqual([1, 1]);
    expect(moveInTimes('ArrowUp', [0, 2], rows)).toEqual([0, 2]);
    expect(moveInTimes('ArrowDown', [2, 2], rows)).toEqual([2, 2]);
    expect(moveInTimes('Home', [2, 3], rows)).toEqual([2, 0]);
    expect(moveInTimes('End', [0, 0], rows)).toEqual([0, 4]);
    expect(moveInTimes('Home', [2, 3], rows, true)).toEqual([0, 0]);
    expect(moveInTimes('End', [0, 0], rows, true)).toEqual([2, 3]);
    expect(moveInTimes('Tab', [0, 0], rows)).toBeNull();
  });
});
