// What GET /api/specializations answers: the six built-in specializations, then those an admin added
// (gateway/src/specializations). Types only.

export interface SpecializationChoice {
  id: string;
  name: string;
  description: string;
  /** Added by an admin from the portal; its question bank is still being written. */
  added: boolean;
}
