/** Headings the spec gives word for word (SPEC §2 items 10–12 and 4–5). */
export const PERSONA_TYPES_TITLE = 'Types of our Real AI Persona (Filter your choice)';
export const SHORTLIST_TITLE = 'Your Shortlisted Personas';
export const SESSION_MODES_TITLE = 'Choose your Dream Session Modes (Choose any one)';
export const WAIT_A_MINUTE_TITLE = 'Hey! Wait a minute!';
