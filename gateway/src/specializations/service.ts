// Rules of the specialization list: the six built-in specializations first, then those admins added;
// a new one needs a name no other specialization has (by id, slug or name, any case).
import { randomBytes } from 'node:crypto';
import {
  ADDED_SPECIALIZATION_MESSAGES,
  SPECIALIZATIONS,
  addedSpecializationSchema,
  findSpecialization,
  specializationIdFrom,
} from '@bullpen/shared/domain';
import type { SpecializationChoice } from '@bullpen/shared/contracts';
import { HttpError } from '../http/http-error';
import type { SpecializationRepo } from './repo';

export interface SpecializationService {
  list(): Promise<SpecializationChoice[]>;
  add(adminId: string, input: unknown): Promise<SpecializationChoice>;
}

const BUILT_IN: SpecializationChoice[] = SPECIALIZATIONS.map((s) => ({ id: s.id, name: s.name, description: '', added: false }));

const exists = () => new HttpError(409, 'specialization_exists', ADDED_SPECIALIZATION_MESSAGES.exists);

export function createSpecializationService(repo: SpecializationRepo): SpecializationService {
  return {
    async list() {
      return [...BUILT_IN, ...(await repo.added()).map((row) => ({ ...row, added: true }))];
    },

    async add(adminId, input) {
      const { name, description } = addedSpecializationSchema.parse(input);
      // A name of letters outside a-z still gets an id a URL can carry.
      const id = specializationIdFrom(name) || `specialization-${randomBytes(3).toString('hex')}`;
      if (findSpecialization(name) || findSpecialization(id)) throw exists();
      const row = { id, name, description };
      if (!(await repo.add(row, adminId))) throw exists();
      return { ...row, added: true };
    },
  };
}
