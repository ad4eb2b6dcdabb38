/**
 * User state: "User Loaded" replaces the user, "User Log Out Success" empties it.
 */
import { signal } from '@preact/signals-core';
import * as v from 'valibot';

export const UserSchema = v.looseObject({
  username: v.string(),
  organization: v.optional(v.nullable(v.string())),
  currentDoctor: v.optional(v.nullable(v.object({ firstName: v.string(), lastName: v.string() }))),
});
export type User = v.InferOutput<typeof UserSchema>;

export type UserModel = ReturnType<typeof createUserModel>;

export function createUserModel() {
  const user = signal<User | null>(null);
  return {
    user,
    userLoaded(next: User): void {
      user.value = next;
    },
    logOutSuccess(): void {
      user.value = null;
    },
  };
}
