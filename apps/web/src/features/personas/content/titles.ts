/** Headings the spec gives word for word (docs/product.md#dialogs). */
export const INTERACTION_MODE_TITLE = 'Find Ideal Persona for your needs (Choose any one)';
/** docs/product.md#ideal-persona-picker: the ideal-persona picker has the "same heading" as the interaction-mode dialog. */
export const IDEAL_PERSONA_TITLE = INTERACTION_MODE_TITLE;
export const PERSONA_TYPES_TITLE = 'Types of our Real AI Persona (Filter your choice)';
export const SHORTLIST_TITLE = 'Your Shortlisted Personas';
export const SESSION_MODES_TITLE = 'Choose your Dream Session Modes (Choose any one)';
export const WAIT_A_MINUTE_TITLE = 'Hey! Wait a minute!';
