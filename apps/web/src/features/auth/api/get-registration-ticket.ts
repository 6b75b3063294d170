import { registrationTicketSchema, type RegistrationTicket } from '@wellbeing/shared/schemas/account';
import { apiFetch } from '../../../lib/api-client';

/** A short-lived signed ticket the registration service asks for (its bearer token). */
export async function getRegistrationTicket(): Promise<RegistrationTicket> {
  return registrationTicketSchema.parse(await apiFetch<unknown>('/api/registration/ticket', { cache: 'no-store' }));
}
