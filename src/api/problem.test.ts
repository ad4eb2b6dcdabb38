import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { problemText, translatable, type MessageValues } from './problem';

/** A dictionary that shows what it was asked: the key and its values. */
const t = (key: string, values?: MessageValues) => `${key}${values ? ` ${JSON.stringify(values)}` : ''}`;

describe('problemText', () => {
  it('shows nothing for no problem', () => {
    expect(problemText(t, null)).toBeNull();
    expect(problemText(t, undefined, { example: '31/12/1980' })).toBeNull();
  });

  it('translates the key with its own values', () => {
    expect(problemText(t, { key: 'attachments.too_large', values: { size: '10 MB' } })).toBe('attachments.too_large {"size":"10 MB"}');
    expect(problemText(t, { key: 'error.request_failed' })).toBe('error.request_failed');
  });

  it('fills values the problem lacks from the widget, as the allowed upload types', () => {
    expect(problemText(t, { key: 'form.referral_file_types' }, { types: 'PDF, PNG' })).toBe(
      'form.referral_file_types {"types":"PDF, PNG"}',
    );
  });

  it("keeps the problem's own values over the widget's", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), fc.dictionary(fc.string(), fc.string()), (own, extra) => {
        let seen: MessageValues | undefined;
        problemText((_key, values) => ((seen = values), ''), { key: 'a.b', values: own }, extra);
        expect(seen).toEqual({ ...extra, ...own });
        for (const name of Object.keys(own)) expect(seen?.[name]).toBe(own[name]);
      }),
    );
  });
});

describe('translatable', () => {
  const has = (key: string) => key === 'message.otp_used';

  it('keeps a problem the dictionary can translate, with its values', () => {
    expect(translatable({ key: 'message.otp_used', values: { n: 1 } }, has)).toEqual({ key: 'message.otp_used', values: { n: 1 } });
  });

  it('shows the generic message for a key the dictionary lacks', () => {
    expect(translatable({ key: 'message.brand_new' }, has)).toEqual({ key: 'error.request_failed' });
    expect(translatable(null, has)).toBeNull();
  });
});
