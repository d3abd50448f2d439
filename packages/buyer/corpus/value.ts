// Labelled rep clauses for the act `value` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# value: the rep claims an outcome for the buyer: less downtime, faster changeovers, fewer people, payback.
# Specs without the outcome are feature; naming customers is social_proof.
changeover | we cut changeovers from 70 to 20 minutes at a salsa plant
roi | most plants see payback in under eighteen months
maintenance | youd basically stop losing the capper on second shift
metrics | typically OEE goes up eight to ten points in the first six months
staffing | you could run that line with two operators instead of four
quality | your giveaway drops we usually see it go from like three percent down to under one
food_safety | it takes a lot of the stress out of your next SQF audit
roi | at your volumes thats roughly 240 grand a year back in your pocket
changeover | so your guys go from a two hour format change to maybe twenty five minutes
- | The big win for you is you stop firefighting and actually get to plan.
maintenance | youre looking at way fewer weekend callouts for your maintenance crew
roi | honestly the film savings alone pay for the bagger in about a year
quality | Seal failures basically go away, we're talking under one in ten thousand packs.
metrics | youd get about two hours of run time back every shift
food_safety | With the x-ray you're catching the bone and glass your metal detector misses, so the recall risk drops a lot.
staffing | it frees up your two best mechanics to work on the projects you keep pushing off
roi | Um, if downtime costs you what you said, 8 grand an hour, you'd make that back in like three months.
- | bottom line you ship more product with the same crew
changeover | At a bakery about your size they went from six changeovers a shift to six in the time it used to take four.
metrics | throughput on that line would go from 80 to about 110 cases a minute
food_safety | your CIP cycle drops from like three hours to ninety minutes, so more production time and less chemical
roi | We usually save plants between 15 and 20 percent on energy with the new burners.
quality | fewer rejects at the checkweigher means less rework and less product going to the dumpster
- | What that means for you is you can take on that co-pack contract without adding a shift.
maintenance | mean time to repair goes from hours to minutes because the modules just swap out
staffing | The new guys can be running it on their own in a day instead of two weeks.
roi | youd free up about 400 square feet which i know you need for the new line
compliance | your traceability records basically write themselves, so FSMA 204 becomes a non-event
quality | Your fill accuracy gets tight enough that you can cut your overfill target in half.
metrics | on a pasteurizer like yours we typically get another ten to fifteen percent capacity out of the same footprint
changeover | you could run smaller batches profitably because changeovers stop eating your day
roi | So the payback math, conservatively, is about fourteen months, and after that it's pure savings.
- | It just gives you a lot more predictability, you know, you hit your ship dates.
maintenance | plants that move to our capper usually see unplanned downtime drop by about half
food_safety | Less manual handling means fewer touchpoints, which your food safety team is going to love.
staffing | with the robot on the palletizer you dont need somebody stacking cases on nights anymore
roi | we figured at a similar frozen plant they were saving about 1 point 2 million a year in labor and scrap
quality | the label defects that got you the Walmart chargebacks pretty much disappear
- | basically you stop having the conversation with your GM about why the line is down again
metrics | Your MTBF on that filler should go from days to weeks.
roi | The spiral freezer uses about thirty percent less refrigeration, so your power bill comes down noticeably.
changeover | SKU changes stop being this whole event, one operator, fifteen minutes, done.
maintenance | youll spend a lot less on spare parts because the wear parts last three times as long
- | Um, the way I'd put it is, you get your weekends back.
food_safety | allergen changeovers get validated faster so youre not holding product waiting on swabs
staffing | it reduces the skill level you need on the line which helps when turnovers high
quality | we see out of spec seals drop by like ninety percent once the temperature control is dialed in
roi | so at 3 cents a pound saved on giveaway on your volume thats about 180k a year
metrics | you'd be able to hit the 85 percent OEE target corporate set for you
timeline | You'd have the new line producing saleable product within a week of the install.
- | It's honestly less about the machine and more about you not having to babysit the line.
maintenance | your PMs go from a full shift down to about two hours
operations | you could take that third shift off and still hit your volumes
roi | the yield gain on the fryer even one percent on a line your size is worth a couple hundred thousand a year
food_safety | You'd be going into audits with data instead of clipboards, which auditors love.
changeover | honestly the quick change tooling gets you back about forty hours a month of production
- | The main thing you'd get is peace of mind.
quality | You'd catch the short fills before they leave the building instead of hearing it from the customer.
staffing | it takes about one and a half FTEs off each shift on the case packing end
roi | Most customers tell us the water savings on CIP alone cover the service contract.
metrics | first pass yield typically goes up three to five points
- | this lets your team focus on running product not fixing machines
maintenance | You'd go from reactive to planned maintenance, which means fewer surprises at 2am.
operations | it lets you run both SKUs on one line instead of needing a second one
roi | So for the dollars you'd spend, it's about a 40 percent return in year one.
food_safety | with the sanitary design your sanitation crew is done an hour earlier every night
quality | Less product damage at the palletizer, so fewer claims from the DCs.
timeline | wed have you running before peak season so youre not scrambling in november
changeover | your operators stop fighting with shims and guesswork every changeover lands right the first time
roi | youre basically trading a capex line for an opex line thats lower than what you spend on temps today
staffing | one operator can run two lines from the same HMI which is huge with how hard it is to hire
- | You'd be the plant that's not on the corporate naughty list every month.
maintenance | we usually see maintenance hours on the line drop by about a third in year one
compliance | Your validation package is basically done for you, so QA saves weeks on IQ/OQ.
metrics | scrap goes from about four percent to under one
roi | if youre paying 30 an hour for temps across three shifts this pays for itself in about two years
operations | You'd be able to say yes to that new customer instead of turning the business away.
food_safety | it gives you a documented kill step so the FSQA side is covered
quality | the color consistency on the bake improves so you get fewer complaints about pale product
- | I think the biggest thing is you'd have one less fire to put out every day.
maintenance | the lube free bearings mean your guys arent climbing in there every week
changeover | so at a cheese plant we work with they added three SKUs without adding a single changeover hour
roi | You'd get more cases out of the same film roll, that's a straight savings on packaging material.
metrics | your line availability goes from the high seventies to the low nineties
staffing | overtime on the maintenance crew basically goes away
- | the net effect is more good product out the door every shift
metrics | we can reduce your downtime by 30 percent with our new system
changeover | we can cut your changeovers roughly in half, that's what the last three plants saw
quality | we can bring your giveaway down a point or two with tighter fill control
maintenance | we can get your unplanned stops down by a third within the first quarter
roi | we can usually pay this back inside eighteen months on a line your size
staffing | we can free up one operator per shift on that line
`;
