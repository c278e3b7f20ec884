// Profile changes: name and email, the email staying unique.

import type { UpdateProfileRequest } from '../../../shared/schemas/profile.js';
import type { UserRepository } from '../ports.js';
import type { User } from './user.js';

export async function updateProfile(users: UserRepository, user: User, changes: UpdateProfileRequest): Promise<User> {
  const wanted: { name?: string; email?: string } = {};
  if (changes.name !== undefined && changes.name !== user.name) wanted.name = changes.name;
  if (changes.email !== undefined && changes.email !== user.email) wanted.email = changes.email;
  if (Object.keys(wanted).length === 0) return user;
  return users.updateProfile(user, wanted);
}
