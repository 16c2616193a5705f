/** Phone numbers to E.164: what is accepted, how it is normalised, what is refused. */
import { describe, expect, it } from 'vitest';
import { checkPhoneNumber } from '../../../../core/identity/phone.ts';

describe('checkPhoneNumber', () => {
  it.each([
    ['+14155550100', '+14155550100'],
    ['+1 (415) 555-0100', '+14155550100'],
    [' +49 30.1234.5678 ', '+493012345678'],
    ['0044 20 7946 0958', '+442079460958'],
    ['＋４４２０７９４６０９５８', '+442079460958'],
    ['+2901234', '+2901234'],
    ['+123456789012345', '+123456789012345'],
  ])('normalises %j to %s', (input, number) => {
    expect(checkPhoneNumber(input)).toEqual({ ok: true, number });
  });

  it.each([
    [42, 'the number must be a string'],
    ['', 'the number is empty'],
    ['4155550100', 'the number must start with + and the country dial code'],
    ['+1 415 555 0100\r\nX-Evil: 1', 'the number may contain only digits after +'],
    ['+1415555O100', 'the number may contain only digits after +'],
    ['++14155550100', 'the number may contain only digits after +'],
    ['+012345678', 'the number must have 7 to 15 digits after + and no leading zero'],
    ['+1234567890123456', 'the number must have 7 to 15 digits after + and no leading zero'],
    ['+1'.padEnd(80, '1'), 'the number is too long'],
  ])('refuses %j: %s', (input, reason) => {
    expect(checkPhoneNumber(input)).toEqual({ ok: false, reason });
  });
});
