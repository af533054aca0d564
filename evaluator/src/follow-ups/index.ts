// Follow-up questions after an answer: which gaps to ask about, and their template wording.
export * from './follow-up-choice';
export { FOLLOW_UP_TEMPLATES, followUpTemplatesSchema, templateFollowUp, type FollowUpTemplates } from './follow-up-templates';
