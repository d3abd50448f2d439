// What the rep sells, from how they describe themselves: "we build rotary fillers", "we do
// thermoforming machines". Before a proposal names the product, this is what the buyer calls the
// machine the call is about; a buyer who says "send me something on the bagger" to a rep selling
// thermoformers has not listened.

/** Machine kinds as a buyer says them, each with the words a rep may use for it. */
const KINDS: ReadonlyArray<readonly [string, RegExp]> = [
  ['cup filler', /\bcup (?:fill(?:ers?|ing)|fill-and-seal)\b/],
  ['piston filler', /\bpiston fill(?:ers?|ing)\b/],
  ['filler', /\b(?:rotary |bottle |liquid )?fill(?:ers?|ing (?:machines?|lines?|systems?))\b/],
  ['pasteurizer', /\b(?:htst|pasteuri[sz](?:ers?|ation systems?))\b/],
  ['CIP skid', /\bcip (?:skids?|systems?)\b/],
  ['bagger', /\b(?:baggers?|vffs|bagging machines?|form[- ]fill[- ]seal)\b/],
  ['fryer', /\bfryers?\b/],
  ['X-ray', /\bx-?ray(?: inspection)?(?: systems?| machines?| units?)?\b/],
  ['checkweigher', /\bcheck ?weighers?\b/],
  ['metal detector', /\bmetal detect(?:ors?|ion)\b/],
  ['palletizer', /\b(?:robotic )?palleti[sz](?:ers?|ing (?:cells?|robots?|systems?))\b/],
  ['case packer', /\bcase ?packers?\b/],
  ['spiral freezer', /\b(?:spiral )?freezers?\b/],
  ['thermoformer', /\bthermoform(?:ers?|ing (?:machines?|lines?))\b/],
  ['tray sealer', /\btray ?seal(?:ers?|ing machines?)\b/],
  ['labeller', /\b(?:labell?ers?|labell?ing (?:machines?|systems?))\b/],
  ['cartoner', /\bcartoners?\b/],
  ['flow wrapper', /\b(?:flow ?wrappers?|wrapping machines?)\b/],
  ['robot cell', /\brobot(?:ic)? cells?\b/],
];

/** How far after "we build" the machine may come: "we build, for juice plants mostly, rotary fillers". */
const NEAR_SELLS = 80;

/** "we build", "we make", "I sell", "our": the rep speaking of their own company's machines. */
const SELLS =
  /\b(?:we(?:'re| are)? (?:build|make|sell|supply|do|manufacture|design|offer|specialize in|specialise in|are a|provide)|we(?:'ve| have) (?:built|made|supplied|put in)|i (?:sell|represent|handle)|our (?:new |latest )?)\b/;

/** The first machine kind a text names ("…case packing and palletizing cell…" → "palletizer"), or null. */
export function machineNamedIn(text: string, within = Infinity): string | null {
  const lower = text.toLowerCase();
  let first: { kind: string; index: number } | null = null;
  for (const [kind, pattern] of KINDS) {
    const m = pattern.exec(lower);
    if (m && (!first || m.index < first.index)) first = { kind, index: m.index };
  }
  return first && first.index <= within ? first.kind : null;
}

/** The kind of machine the rep says they sell in this text, or null. */
export function machineSoldIn(text: string): string | null {
  const lower = text.toLowerCase();
  for (const sentence of lower.split(/[.!?;]+/)) {
    const at = sentence.search(SELLS);
    if (at < 0) continue;
    const kind = machineNamedIn(sentence.slice(at), NEAR_SELLS);
    if (kind) return kind;
  }
  return null;
}
