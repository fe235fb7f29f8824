import type { components } from '../generated/schema';

export type CurrentUser = components['schemas']['CurrentUser'];
export type PublicUser = components['schemas']['User'];
export type LoginBody = components['schemas']['LoginBody'];
export type SignupBody = components['schemas']['SignupBody'];
