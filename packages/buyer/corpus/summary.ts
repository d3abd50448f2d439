// Labelled rep clauses for the act `summary` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# act: summary. The rep plays back what they heard from the buyer.
# Topic: the topic of what is played back, or - for a bare "let me recap".

food_safety | so if im hearing you right the real problem is sanitation eating two hours a night
changeover | Let me make sure I got this, three lines, two shifts, and changeovers are killing you.
maintenance | So the seals are the real issue, not the filler itself.
timeline | okay so you need it running before the summer peak
authority | So you'd make the recommendation, but the final call sits with your VP in Chicago, right?
budget | what im hearing is the money's there but it's next year's money
competitors | So you've got two other quotes in and one of them is the incumbent.
price | so bottom line price is the sticking point not the machine
staffing | If I've got it right, you're short four operators on nights and it's not getting any better.
roi | So every hour the line's down costs you about eight grand, did I get that right?
quality | okay so the underfills are whats triggering the chargebacks from the retailer
decision_process | So it really comes down to three things: uptime, service, and total cost.
support | Let me play that back, the last vendor took four days to get a tech out and that's why you're gun shy.
operations | so youre running about 180 bottles a minute on two lines five days a week
metrics | So OEE is sitting around 62 and corporate wants 75.
installation | Just so I'm clear, you've got about forty feet of floor and the install has to fit inside the Christmas shutdown.
compliance | so the main thing is it has to be CSA approved for the Ontario plant
contract | So legal needs to see our T&Cs, and you're on net 60.
tariffs | If I heard you right, you're worried a tariff jump could blow up the budget halfway through.
next_step | ok so before anything else you'd want to see your product run on our machine
pains | So basically the whole end of line is a mess and it's eating your week.
- | okay so let me just recap what we covered
- | So, just to summarize where we are.
changeover | so youre doing like six changeovers a day and each one is forty five minutes
food_safety | Sounds like the allergen changeover is the scary part, because of what happened last year.
maintenance | So your guys are rebuilding the capper every quarter and parts take three weeks to show up.
rapport | so youve been there about twelve years and came up through maintenance
budget | So capex is frozen until Q1, but there might be opex money for something like a rental.
authority | so its you the QA lead and the plant manager who all have to agree
timeline | So the target is startup in March, which means you'd need a PO out by October.
roi | okay so the payback has to be under eighteen months or finance won't bite
quality | If I'm following, the leakers are coming from cap skew, not the bottles.
operations | So the bagger's the bottleneck and everything upstream is just waiting on it.
staffing | what im hearing is the labor issue is the real driver not the machine
competitors | So you like the Ishida, but their service has been a letdown.
decision_process | so you need three bids and a scorecard before anything goes in front of the committee
support | So what you really want is someone local who can be there same day.
price | okay so our number came in about twelve percent above the other guys
metrics | So you measure it by cases per labor hour, and that's down this year.
installation | So power's fine but compressed air is maxed out, right?
food_safety | so teardown on the slicer is the big time sink for sanitation
compliance | So the pharma side needs full IQ/OQ/PQ and Part 11 on the data.
contract | so legal won't sign off without a performance guarantee in writing
next_step | So next step on your side is getting the QA manager and the maintenance lead in for the demo.
pains | if i got it right its not one big problem its like a hundred little ones
changeover | So the crews all do changeovers differently, and that's where the time goes.
roi | So you're throwing away about two pallets of product a week, and that adds up to real money.
tariffs | so basically you want a machine that qualifies under usmca so you dont get hit with duties going into mexico
timeline | So there's no hard date, but you'd like it done before the audit.
operations | Let me make sure I've got the layout right, processing on one side, packaging in the back, and one shared palletizer.
- | so just to make sure were on the same page here
maintenance | So it's mostly reactive maintenance right now, and the PMs keep getting pushed.
quality | so the x ray is rejecting good product and your qa team is sick of re inspecting it
budget | So you've got about 250 set aside, and that has to cover the install too.
authority | okay so procurement runs the bid but engineering picks the machine
staffing | So turnover is worst on the palletizing end, mostly because of the lifting.
decision_process | so if it's close on price, service is what breaks the tie
competitors | So the incumbent has the inside track because corporate standardized on them.
pains | So the real headache is that nothing on that line talks to anything else.
support | so training was the big gap last time the operators never really got comfortable
metrics | so you dont really have good downtime data right now its mostly a whiteboard
roi | If I got that right, the co-packer fees are what's pushing you to bring it back in-house.
food_safety | So your SQF auditor flagged the conveyors as hard to clean.
compliance | so safety wants full fencing on any robot cell no exceptions
installation | so the trick is installing without shutting down line two
next_step | okay so you want a proposal and a reference call, and then you'll take it upstairs
contract | So you'd rather lease than buy, so it doesn't hit capex.
- | Okay, I think I've got the picture.
timeline | so the new retail account starts shipping in june and everything hinges on that
price | So it's not really the machine price, it's the change parts pricing that bugs you.
changeover | what youre saying is the tray sealer tool change is where you lose the most
tariffs | So the steel tariffs already pushed your expansion costs up and you're nervous about more.
rapport | So you just took over the plant three months ago and you're still getting your arms around it.
quality | so the complaints are mostly about crushed product at the bottom of the bag
operations | So you're at about 85 percent of capacity now and the new customer would put you over.
staffing | so youd want the new line to run with two people max instead of five
maintenance | let me play that back the jaws on the vffs are wearing out every few weeks and nobody knows why
decision_process | So nothing moves without a business case, and the board sees it in November.
- | um so if I'm tracking you, it sounds like a couple of things are going on here.
food_safety | so the CIP on the pasteurizer is still manual and you cant prove it's clean the way the auditor wants
metrics | Okay, so your OEE number is really just availability, there's no performance or quality piece in it yet.
`;
