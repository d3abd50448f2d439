import { hashString } from '../rng/prng';

// Picks a TTS voice that fits the first name. A short list of common names across English,
// French and Spanish covers most inputs; endings and a stable hash cover the rest.
const FEMALE = new Set(
  'mary patricia jennifer linda elizabeth barbara susan jessica sarah karen nancy lisa betty margaret sandra ashley kimberly emily donna michelle carol amanda melissa deborah stephanie rebecca laura sharon cynthia kathleen amy angela anna brenda pamela nicole emma samantha katherine christine rachel catherine maria heather diane julie joyce victoria kelly christina lauren joan evelyn olivia judith megan cheryl andrea hannah martha jacqueline frances gloria ann teresa kathryn sara janice jean alice madison doris abigail julia judy grace denise amber marilyn beverly danielle theresa sophia marie diana brittany natalie isabella charlotte rose alexis kayla priya aisha fatima mei lin chloe zoe sophie camille manon lea isabelle genevieve nathalie sylvie chantal josee veronique guadalupe lupita carmen rosa ana sofia valentina ximena fernanda daniela gabriela alejandra veronica claudia adriana patricia monica leticia beatriz marisol yolanda jill kim beth liz meg jen kate ellen helen carolyn ruth joy hope faith ingrid astrid yuki naomi erin robin tracy stacy gwen jan lori kristen kristin allison alison susan sue peg carmen maribel ines mercedes pilar raquel noemi'.split(
    ' ',
  ),
);
const MALE = new Set(
  'james robert john michael david william richard joseph thomas charles christopher daniel matthew anthony mark donald steven paul andrew joshua kenneth kevin brian george timothy ronald edward jason jeffrey ryan jacob gary nicholas eric jonathan stephen larry justin scott brandon benjamin samuel gregory frank alexander raymond patrick jack dennis jerry tyler aaron jose adam nathan henry douglas zachary peter kyle noah ethan jeremy walter christian keith roger terry austin sean gerald carl harold dylan arthur lawrence jordan jesse bryan billy bruce gabriel joe logan albert willie alan eugene russell vincent philip bobby johnny bradley luca luke mike dave tom bill bob jim steve rick raj arjun wei jean pierre luc francois marc andre michel yves mathieu guillaume alain juan carlos luis miguel jorge pedro alejandro javier fernando ricardo eduardo roberto manuel francisco rafael sergio arturo enrique hector oscar raul derek travis chad cody troy shane wayne dale glenn neil ian colin owen liam mason caleb hunter evan trevor grant curtis dustin craig darren darryl omar ahmed ali hassan ivan dmitri marco paolo giovanni hans lars sven erik kenji hiroshi ravi vikram sanjay tariq yusuf emeka kwame diego pablo ramon ruben cesar mario julio hugo victor martin simon felix max leo ben sam nick greg doug phil rob chris matt tony dan jeff jon'.split(
    ' ',
  ),
);

export function genderOf(firstName: string): 'female' | 'male' {
  const name =
    firstName
      .trim()
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[\s-]/)[0] ?? '';
  if (FEMALE.has(name)) return 'female';
  if (MALE.has(name)) return 'male';
  if (/(a|ie|ine|elle|ette|lyn|ah)$/.test(name)) return 'female';
  if (/(o|os|us|er|on|an)$/.test(name)) return 'male';
  return hashString(name) % 2 === 0 ? 'female' : 'male';
}

/** Names arrive from a form: trim, collapse spaces, capitalise, cap the length. */
export function cleanFirstName(raw: string): string {
  const trimmed = raw
    .replace(/[^\p{L}\p{M}' -]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40);
  if (trimmed === '') return 'Alex';
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
