// Labelled rep clauses for the act `empathy` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# empathy: the rep acknowledges a feeling, a concern or a point the buyer made.
# A bare backchannel ("okay", "got it") is acknowledge; agreeing to a time or a condition is accept.
pains | that sounds brutal
- | I'd be frustrated too
- | totally fair
- | yeah that makes sense
maintenance | oof losing the capper twice a week thats painful
staffing | man running three operators short on nights has to be exhausting
price | I hear you, that's a real number for a plant your size
- | fair enough, I get it
food_safety | yeah a recall scare like that would keep anyone up at night
- | thats a really fair point
- | i completely understand where youre coming from
pains | ugh that sounds like a nightmare honestly
- | No, that's a totally reasonable concern.
competitors | I get it, you've been burned by a vendor before and you don't want to go through that again
- | yeah i wouldnt want to be in that spot either
timeline | that's a tight window, I don't envy you
- | That makes total sense, you've got a lot on your plate.
maintenance | honestly if I had a mechanic on call every weekend for that filler I'd be losing my mind too
- | I can see why you'd be skeptical.
budget | yeah budgets are tight everywhere right now I get that
- | good point
- | You're right to push on that.
installation | a botched install on your last project, yeah, I'd be nervous about that too
- | that must be really stressful
- | I totally get it, nobody likes being sold to.
quality | oh man, a customer complaint from Costco on seal integrity, that's the worst kind of call to get
- | thats fair i appreciate you being straight with me
- | I hear you, I really do.
changeover | two hours to change over a filler yeah thatd drive me nuts too
authority | makes sense youd want corporate engineering to weigh in on something this size
- | thats understandable
- | Yeah, no, I'd want to see it running too before I believed it.
staffing | i hear that a lot training new people every few months is exhausting
- | Sounds like it's been a rough quarter.
- | fair thats on us we should have been clearer
support | waiting three days for a tech to show up, yeah, that's not okay, I'd be upset too
- | i understand youre being careful thats your job
- | Yeah, I wouldn't want to stick my neck out on a new vendor either.
decision_process | that's a long approval process, I can imagine that's frustrating on your end too
- | thats a valid concern
- | Totally understand, it's a big decision.
compliance | yeah the FDA being in the plant that week must've been intense
- | i can only imagine
- | That's really fair, and I appreciate you telling me.
pains | wow that sounds like a tough spot to be in
- | I'd feel the same way if I were in your shoes.
price | Yeah, sticker shock is real, I get that.
- | ok thats totally reasonable
- | No, I hear you, you've heard it all before.
timeline | I get it, with the holiday rush coming nobody wants to touch the line.
- | it sounds like youve been dealing with this for a while
- | Fair, you're the one who has to live with it after I leave.
metrics | yeah being measured on OEE when the line's down half the time, that's a rough position
maintenance | hm yeah chasing the same jam on the case packer every shift that gets old fast
- | I'm sorry to hear that.
- | Honestly, that's a good question and a fair one.
- | yeah totally i get why youd want to wait
tariffs | yeah, the tariff situation has made everybody's life harder, I get it
- | I can hear how frustrated you are, and that's fair.
- | that makes a lot of sense
food_safety | nobody wants to be the plant on the recall list I completely understand
- | You're right, I'd be asking the same thing.
staffing | its hard when your best guy retires and takes twenty years of knowledge with him
- | thats a lot to juggle
- | That sounds exhausting, honestly.
competitors | Yeah, switching away from a supplier you've used for fifteen years, that's not a small thing.
- | no thats fair i wouldnt trust a salespersons word either
- | I get it, I really do, it's your neck on the line.
operations | running seven days a week with no slack in the schedule thats a lot of pressure
- | oh no thats rough
- | Sounds like you've been put in a tough position.
budget | I understand, when capex gets frozen mid year there's not much you can do
- | yeah thats fair nobody likes surprises
- | i totally hear you on that
quality | having QA hold product for two days while you figure it out must've been painful
- | Fair point, and I won't pretend otherwise.
- | I can see why that would be a sticking point.
- | yeah that would frustrate me too honestly
installation | an install that drags two weeks past shutdown, yeah I'd be worried about that too
- | That's completely reasonable.
- | Gosh, I'm sorry, that sounds like a really long week.
- | right thats a totally valid point
contract | I get why legal wants to take a hard look at the liability language, that's their job
- | Understood, and I respect that.
price | ouch yeah paying for a machine that sits idle half the year stings
- | I get it, trust has to be earned.
- | mm yeah that makes sense given what youve been through
pains | yeah thats a lot of firefighting for one team
- | You know what, that's fair.
support | I'd be annoyed too if the parts took six weeks to come in from Italy.
- | i appreciate you sharing that it sounds like its been a grind
`;
