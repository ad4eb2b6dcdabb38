import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATTEMPT_KEYS_MAX, canonicalJson, contentHash, createAttemptKeys } from './attempt-keys';

function counter() {
  let next = 0;
  return () => `key-${(next += 1)}`;
}

/** What a patient's widget does: sends some content (answered or not), or an answer settles it. */
const step = fc.oneof(fc.record({ send: fc.integer({ min: 0, max: 7 }) }), fc.record({ settle: fc.integer({ min: 0, max: 7 }) }));

describe('attempt keys', () => {
  it('repeats a content’s key exactly until that content is settled, and never shares a key between contents', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const keys = createAttemptKeys(counter());
        const model = new Map<number, string>(); // the content's unsettled key, as the rule says
        const owners = new Map<string, number>();
        for (const s of steps) {
          if ('settle' in s) {
            keys.settle(`content ${s.settle}`);
            model.delete(s.settle);
            continue;
          }
          const key = keys.keyFor(`content ${s.send}`);
          const expected = model.get(s.send);
          if (expected !== undefined) expect(key).toBe(expected);
          else expect([...model.values()]).not.toContain(key);
          model.set(s.send, key);
          expect(owners.get(key) ?? s.send).toBe(s.send);
          owners.set(key, s.send);
        }
      }),
    );
  });

  it('forgets the oldest of too many attempts', () => {
    const keys = createAttemptKeys(counter());
    const oldest = keys.keyFor('content 0');
    const recent = keys.keyFor('content 1');
    for (let index = 2; index <= ATTEMPT_KEYS_MAX; index += 1) keys.keyFor(`content ${index}`);
    expect(keys.keyFor('content 1')).toBe(recent);
    expect(keys.keyFor('content 0')).not.toBe(oldest);
  });

  it('reads objects with their keys in any order as the same content, and different JSON as different', () => {
    // fast-check's shrunk counter-example: a default sort turned values into text and threw on this.
    expect(canonicalJson({ '': [], ' ': { toString: {} } })).toBe('{"":[]," ":{"toString":{}}}');
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (object) => {
        const reversed = Object.fromEntries(Object.entries(object).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(object));
        expect(JSON.parse(canonicalJson(object))).toEqual(JSON.parse(JSON.stringify(object)));
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        fc.pre(canonicalJson(a) !== canonicalJson(b));
        expect(contentHash(canonicalJson(a))).not.toBe(contentHash(canonicalJson(b)));
      }),
    );
  });
});
