import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OTP_METHODS, type LinkRequirements } from '../../src/api/schemas/auth.schema';
import { codeStep } from './code-step';

const requirements = fc.record({
  dateOfBirth: fc.constant(true),
  code: fc.boolean(),
  channels: fc.uniqueArray(fc.constantFrom(...OTP_METHODS), { maxLength: 2 }),
}) as fc.Arbitrary<LinkRequirements>;

describe('the code step follows the server', () => {
  it('a results link asks for a code even when the sign-in answer does not say so; an appointment link does not', () => {
    expect(codeStep({ dateOfBirth: true, code: true, channels: ['EMAIL', 'SMS'] }, 'EMAIL')).toEqual({ code: true, channel: 'EMAIL' });
    expect(codeStep({ dateOfBirth: true, code: false, channels: [] }, 'EMAIL')).toEqual({ code: false, channel: 'EMAIL' });
  });

  it('a share whose contact has a phone gets its code by SMS, whatever the link says', () => {
    expect(codeStep({ dateOfBirth: true, code: true, channels: ['SMS'] }, 'EMAIL').channel).toBe('SMS');
  });

  it('for any answer: the code is asked when the server asks (either way), and goes only where the server allows', () => {
    fc.assert(
      fc.property(requirements, fc.constantFrom(...OTP_METHODS), fc.boolean(), (answer, preferred, signInAsks) => {
        const step = codeStep(answer, preferred, signInAsks);
        expect(step.code).toBe(answer.code || signInAsks);
        if (answer.channels.length > 0) expect(answer.channels).toContain(step.channel);
        if (answer.channels.includes(preferred)) expect(step.channel).toBe(preferred);
      }),
    );
  });
});
