// Labelled rep clauses for the act `close_request` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# close_request: the rep asks for the decision: an order, a PO, a signature, an approval, a recommendation.
# A meeting or demo is meeting_request; a trade to settle a concern is offer.
next_step | can we get the PO started this week
next_step | are you ready to move forward
contract | what would it take to get this signed by the 30th
next_step | will you recommend us to the committee
contract | shall I send the contract over
next_step | So, can I count on your order?
contract | Is there anything stopping you from signing today?
next_step | so where do we go from here can we get the paperwork going
next_step | Are we good to go with the filler and the capper as quoted?
contract | If I send the purchase agreement tonight, can you get it signed by Friday?
next_step | do you feel comfortable giving us the go ahead
next_step | Can we get a verbal today so I can reserve the build slot?
next_step | What do you need from me to get this approved?
contract | can i get the signed quote back by end of day tomorrow
next_step | Would you be willing to take this to your VP with a recommendation for us?
next_step | are we moving forward or not i just need to know where we stand
contract | Should I get our legal team to send the master agreement to yours?
next_step | So are you comfortable issuing the PO for the tray sealer?
next_step | Can we lock this in?
next_step | what would it take to earn your business on this one
contract | can you sign the order confirmation so we can start engineering
next_step | Do we have a deal?
next_step | If we've covered everything, I'd like to ask for the order.
next_step | can you approve this at your level today
next_step | So can I put you down for the August install?
contract | How soon could you get the PO over to us?
next_step | are you ready to pull the trigger on the x ray
next_step | Will you be putting us forward as the preferred vendor?
contract | Can we get the contract executed before the price increase on the first?
next_step | Where are you leaning, are we the ones?
next_step | so um based on everything we talked about can we go ahead with the order
next_step | Is it a yes?
contract | I'll have the DocuSign out to you in an hour, can you turn it around today?
next_step | could you give me a decision by next friday
next_step | Is there any reason we can't get the purchase requisition in this week?
next_step | Would you sign off on the pilot so we can get it on your line?
next_step | can i tell my factory to start the build
next_step | Can we get your approval on the layout so we can release it to production?
contract | What's the next step to get a signature from your side?
next_step | Ok so are we good to issue the order acknowledgement?
next_step | would you be comfortable recommending us to corporate
next_step | Let's get this done, can you send the PO today?
contract | ok so can we go ahead and get the service contract signed for the three years
next_step | Are you in a position to commit this quarter?
next_step | So if the numbers work for you, can we get started?
contract | Shall I draw up the final agreement with the uptime guarantee in it?
next_step | is there anything else you need before you give us the green light
next_step | Based on the trial results, are you ready to buy the unit?
contract | could we get the signed proposal back so we hold the slot
next_step | What would need to happen for you to say yes today?
next_step | Can you get the capex request in front of the GM this month?
next_step | so whats it gonna take to get you to sign
contract | Can I ask you to initial the scope sheet and send it back with the deposit?
next_step | Are you going to push this through on your side or do I need to talk to someone else?
next_step | We've checked every box you gave us, can we make it official?
next_step | im asking for your business can we move forward
contract | Ready to sign the lease paperwork?
next_step | Would you be willing to commit to the second line now so we can build them together?
next_step | Can we get the approval from your committee at Tuesday's meeting?
next_step | can you approve it today or should i send it straight to procurement to cut the PO
contract | Is there any redline you need before you sign, or can we go as is?
next_step | So can we move ahead with the order for four checkweighers?
next_step | If I can have it on your dock by the 15th, will you place the order?
next_step | ok last thing are you ready to commit so i can hold the price
next_step | Can I get your go-ahead to start the drawings?
contract | Would you be able to get the contract over to legal today so we can close by month end?
next_step | can we finalize this before your shutdown
next_step | Is this going to get approved, and if so when?
next_step | Sounds like we're aligned, shall we make it happen?
contract | can you get the paperwork signed by the thirty first
next_step | Will you put in the word for us with the VP of operations?
next_step | Are you ready to give us the order for the CIP upgrade?
next_step | So, final question, are you choosing us?
next_step | could we get the PO for the spares kit along with the main order
contract | Can we have the signed purchase agreement back by Thursday so we make the July build?
next_step | what do you say shall we go ahead
next_step | um would you be okay to send us a letter of intent so we can reserve the slot
next_step | Are you going to select us for the RFQ?
contract | Could you sign the change order today so we can keep the schedule?
next_step | can i count on your vote when it goes to the committee
next_step | Would you like to go ahead with the oven as quoted?
next_step | is there anything stopping us from getting the order in today
next_step | I'd love to get your commitment today, what do you think?
contract | Can we sign the NDA and the supply agreement together this week?
next_step | are we ready to award this one
next_step | So where does that leave us, can we book it?
next_step | when can we expect the PO

# added (third pass): more varied wordings
next_step | so can we go ahead and get the order in this week
contract | Are you ready to sign the quote so we can hold the build slot?
next_step | can i count on you to recommend us to your vp
next_step | What would it take to get a yes from you today?
contract | Could you send over the signed PO by Monday?
next_step | is it a go then
next_step | Can I tell my team we've got the job?
contract | ok so can we get the contract executed before month end
next_step | Are you comfortable moving ahead with the retrofit?
next_step | so do we have your approval to proceed
contract | Will you sign off on the service agreement as written?
next_step | Can we make this official?

# added (fourth pass): more varied wordings
next_step | so are we good to move forward with the order
contract | Can we get your signature on the agreement this week?
next_step | would you be willing to give us the green light today
next_step | Is there anything stopping us from getting the PO cut this week?
contract | Are you ready to sign off on the final quote?
next_step | Can you commit to the line by the end of the month?
next_step | so is it yes on the case packer
next_step | Will you go ahead and approve the purchase?

# added (fifth pass): more varied wordings
next_step | so with the spec locked down are you ready to place the order
next_step | What's it going to take to get a signed PO from you this week?
contract | are you ready to sign the contract or is there still something open
next_step | So where do we stand, can we move ahead?
next_step | now that your operators have seen it run can we go ahead with the order
next_step | Are you prepared to recommend us to the board next week?

# added (seventh pass): more varied wordings
next_step | so is that a yes on the palletizer
contract | Can you get the signed order form back to me by Wednesday?
next_step | ok so can we go ahead and book your build slot
next_step | Can you give me a final answer by the end of the week?
next_step | so shall we make it official and get the order in
next_step | Are you ready to commit to the two lines?
contract | could you sign off on the revised quote today
next_step | Would you be willing to approve the project at the meeting on Tuesday?
next_step | so do we have a deal on the x ray or not yet
next_step | Can I get your decision before the price increase hits?

# added (ninth pass): more varied wordings
next_step | are you in a position to give us the order today
contract | Would you be able to get the purchase order approved before your fiscal year closes?
next_step | can we get a commitment from you on the line this week
next_step | So, can I put your name down on the order sheet?
contract | is your boss ready to sign the contract or does he need anything else from me
next_step | If the numbers work for you, can we go ahead and finalize it?
next_step | Can you confirm the order so we can get the machine into production?

# more lines, by topic as they came; same rules as above
contract | if i email the order form now could you get it back to me before you head out tonight
contract | Could you get the deposit paid so we can lock in the slot?
contract | Are we clear to countersign on our end?
contract | just sign page four and send it back and we're off to the races sound good
contract | I've made the changes your legal team asked for, can we sign it now?
contract | Could you put the PO in writing today, even if delivery isn't till next quarter?
contract | can we get the lease agreement executed this month so the rate holds
contract | Will you initial the final spec so we can freeze it and place the order?
contract | Can we get the service agreement and the equipment order signed together?
contract | so teh contract is sitting in your inbox can you sign it today
next_step | so can i tell the factory to start cutting steel
next_step | Are we good to release this into our build schedule?
next_step | is there any reason not to move ahead today
next_step | so um what do you think should we do it
next_step | Honestly, I think we've earned it. Can we have your business?
next_step | Shall I put your name on the September build slot?
next_step | can you go to bat for us with the plant manager on friday
next_step | I'd like to ask you straight out, are you going with us on the spiral freezer?
next_step | so are you giving us the nod or not
next_step | Can we call it a done deal?
next_step | would you be ok putting the order in before the holidays so we hit your january install
next_step | What do you say, do we kick off the project?
next_step | are you ready to make the switch off your current flow wrapper
next_step | i need a yes or no by thursday is that something you can give me
next_step | Can I take that as a yes?
next_step | so if i send the final quote over can you turn it into a po
next_step | Are you comfortable naming us as the recommended supplier in your report?
next_step | ok so how about we just get it done
next_step | Is it fair to say we've got the job?
next_step | so do i have your blessing to book the riggers and get this rolling
next_step | Would you be willing to sign the capex request and send it up today?
next_step | So, thumbs up from you on the checkweighers?
next_step | would you give us the order if we can hit the july date
next_step | Are we going ahead with both robots, or just the one for now?
next_step | this is the part where i ask for the order so um im asking
next_step | honestly i think its time to pull the trigger what do you think
next_step | Can you get the requisition into SAP this week so purchasing can cut the PO?
next_step | Will you be giving your okay when it goes to the board Monday?
next_step | so uh are we moving ahead with the metal detectors or do you want to sleep on it
next_step | Can I get a commitment on the upgrade kit before your shutdown?
next_step | so youre happy with everything does that mean were good to go
next_step | Are you prepared to send us the award letter this week?
next_step | lets make it happen can i get a purchase order number from you
next_step | If the trial runs clean on Tuesday, will you sign off on the full order?
next_step | Can I tell my boss this one's closed?
next_step | do we have your approval to start the engineering drawings
next_step | Okay, so what's your decision?
next_step | Is the injection molding cell a go?
next_step | were holding the slot until friday can you confirm the order by then
next_step | Is it safe for me to start ordering the long-lead parts for your line?
next_step | are you willing to make us your vendor for the palletizing project
next_step | Would you recommend approval to your CFO?
next_step | Mind if I ask for the business?
next_step | What do you think, should I have my team start the build?
next_step | so like can we get this across the line before quarter end
next_step | Are you saying yes to the tray sealer?
next_step | Could we get a signed award letter so our engineers can start on the layout?
next_step | ok so ready when you are shall i send the order confirmation
next_step | is there anything keeping you from giving me the purchase order right now
next_step | Would you be open to committing to the first two units now and the third in the spring?
next_step | So can I book you into the production slot or not?
next_step | Can you push the approval through before your VP goes on vacation?
next_step | we good to proceed
next_step | Are we a yes for the fryer replacement?
next_step | um would you feel okay telling purchasing to go ahead with us
next_step | If I hold this price until the fifteenth, will you place the order by then?
next_step | So, final answer, are we doing this?
next_step | listen i really think this is the right machine for you can we get started
next_step | Is it a green light on the vision system, then?
next_step | can you let the team know were the pick
next_step | Want me to lock in the March install date for you?
next_step | ok so the operators liked it maintenance signed off and finance has the numbers so can we go ahead and order
next_step | uh based on the FAT results are you ready to accept the machine and release the final payment

# Written by a further writer who had only docs/nlu-labels.md, never the evaluation (2026-11-26).
next_step | so where do we stand on getting the order in
next_step | can I tell my boss we have a deal
next_step | so can we get the tray sealer order across the line this week
contract | Can you sign the proposal this week?
next_step | so um do we have a yes
next_step | well whats it gonna be on the X-ray, green light?
contract | if I send the order confirmation over tonight can you get it back signed tomorrow
next_step | can we get the PO raised before your quarter closes
next_step | can you give me the go ahead before we hang up today
next_step | so can I put you down for the two cappers
next_step | Would you be willing to recommend us to the board?
next_step | are you gonna recommend our bid to your director or not
next_step | can we lock in the order on both fillers while the price is good
next_step | Shall we formalise the order, then?
contract | Would you be able to countersign the contract by friday?
next_step | so are we moving forward or do you need something else from me
next_step | I'd like to ask for your business on this one
next_step | honestly i think we've covered everything, can we get the order placed
next_step | can you get me a verbal yes today and the paperwork next week
next_step | so should I go ahead and book the install crew for your shutdown
next_step | Would you be prepared to issue a purchase order on the basis of this proposal?
contract | can you get purchasing to send over the signed PO
next_step | So hey do we shake hands on this?
next_step | do I have your approval to start the build
next_step | is it a go on the palletiser then
next_step | so can we count on you for the order this month
next_step | What would you say to giving us the green light today?
next_step | so um yeah do you think you can sign off on it
next_step | can i get your commitmnet on the slicers before i hold the slot
contract | Are you ok to sign the letter of intent so we can reserve the build?
next_step | so is it us or is it them
next_step | have we earned your business
next_step | so can you take this to your CFO and get it approved this week
next_step | Are you comfortable recommending us as the preferred supplier?
next_step | can I get the deposit invoice out to you today
contract | could we get the terms signed so we can schedule FAT
next_step | any chance the PO lands on my desk by monday
next_step | is today the day we make this happen
next_step | let's get the order in, what do you say
next_step | can we agree to go ahead subject to the trial results
next_step | will you be signing off on the CIP upgrade or should i wait
next_step | ok so just tell me yes and i'll take care of the rest
contract | Can we have the contract back executed by end of month?
next_step | i think were there honestly can we move ahead
next_step | would you put our name forward to the committee as the pick
next_step | So um are we good to go?
next_step | so the last thing I need is your go ahead
next_step | may I proceed with the order on your behalf
next_step | just reply yes to my email and I'll release it to the shop floor
next_step | are you in a position to make a decision today
next_step | so are you happy to go ahead with option B
contract | can you send the signed quote back so we can get you in the queue
next_step | So, can I count on your signature on this?
next_step | Ok so shall I put the order through?
next_step | how about we just go ahead and make this official
next_step | would you like to proceed
next_step | Can we get the paperwork going today?
next_step | so based on everything do you want to move ahead with us
next_step | I need a decision by thursday to keep your slot, can you give me one
next_step | will you approve it
next_step | So can we get started then?
contract | will you sign the framework agreement
next_step | you think we can get your plant manager to sign off this week
next_step | So is that a yes on the conveyors?
next_step | can you tell me today if we got the job
next_step | would you be willing to commit to the first line now and the second in spring
next_step | Are you able to give us the order or do you need to run it past anyone?
next_step | Is it reasonable to expect your PO before the holidays?
next_step | ok so what do i need to do to get the order today
next_step | let's make it happen, can you get the PO over
next_step | we can order this now yes
next_step | You ready to sign?
contract | please can you sign the contract and send it back to me this week
next_step | alright so shall we go ahead and get you on the build schedule
next_step | So do you want it or not honestly I just need an answer?
next_step | if everything checks out can we get your sign off by the 20th
next_step | can I get you to commit to the pilot and the order after
next_step | So, would you be comfortable giving us the award?
contract | could you initial the change order and send it back so we can proceed
next_step | ahh so uh what do you think, can we do this

# Firm, direct or disagreeing lines and their rude counterparts, by a writer who had only docs/nlu-labels.md (2026-11-26).
next_step | i know you want to take your time but can we get a decision before the end of the month
next_step | I'd rather not- I don't want this sliding another quarter, can we get the PO going this month?
next_step | I know it's a committee call, but can you put us on Tuesday's agenda and push for an approval?
contract | you dont need to sign off on every controls detail today just the layout can we do that
next_step | can you get me a yes or no on the proposal by friday so we keep the slot
next_step | Look, I'll be direct, I'd like the order this week, is that doable?
next_step | straight question are we getting this order or not
next_step | Frankly I think we've done the homework, can we pull the trigger?
next_step | I don't want to keep chasing you, so can we just decide on Friday's call?
next_step | weve been going back and forth for two months what would it take to close this out
next_step | Okay, so yes or no on the x-ray, either answer's fine, I just need to plan.
next_step | i hate to push but i need the po by the 12th to hold your slot
next_step | So bottom line, are you recommending us to the GM or the other guys?
contract | No more revisions on my end, can you sign this version?
next_step | look im not going to pester you but can i get a decision by thursday
next_step | Honestly a no is fine too, can you just tell me where we land?
next_step | can we agree today even if the po comes next week
next_step | To be blunt, I need your answer before the price increase or I can't hold it.
next_step | can you approve it at your level yes or no
next_step | ok so are you in or out no hard feelings either way
next_step | Let's not drag this out, can I send the order confirmation tonight?
contract | Realistically I need a signature by Friday to keep the January install, can you do that?

# Written by a ninth writer who had only docs/nlu-labels.md, never the evaluation: rudeness in every register, permission, questions that look like other acts, requests, and polite twins of rude lines (2026-11-26).
next_step | so can we get a PO raised for the sealer this week
next_step | are we good to send the PO?
contract | what would it take to get your signature this week
next_step | are you ready to move forward with the 4 head filler
next_step | shall I go ahead and write up the order
next_step | do we have a deal?
contract | can I send over the contract today for signature
next_step | so are we moving ahead or not, I just need to know where we stand
next_step | can I get a verbal yes today and we'll sort the paperwork monday
authority | would you be willing to recommend us to your VP
decision_process | Can you put us forward to the capex committee as the preferred vendor?
next_step | if I get the revised quote to you by noon can we get the order in tomorrow
contract | How about we get the agreement signed before the end of the month?
next_step | So do you want to go ahead and lock in the july build slot?
next_step | can we make it official
next_step | is it a go on the palletizer
next_step | Um so are you comfortable pulling the trigger on this?
next_step | lets get the paperwork started what do you say
authority | could you take this to your GM for approval this week
next_step | are you ready to place the order for both lines or just the first one
contract | is there any reason we can't sign today
next_step | so can I tell my production manager to start on your build
next_step | what do you say we get this across the line before christmas
next_step | can we go ahead with the pilot order and scale up from there
next_step | Would you give us the go ahead on the wrapper?
contract | okay so if the terms work, can you sign it and send it back today
next_step | are you in?
next_step | can we get a purchase order number from you so we can start engineering
next_step | we're ready on our side, are you ready to commit
authority | Can you sign off on this yourself today?
decision_process | can you recommend our proposal to the board at thursday's meeting
next_step | ok so shall we move forward
next_step | Do you want me to reserve the machine for you?
next_step | can i put you down for two units then
next_step | so are we doing this
contract | Can we get the service contract signed alongside the machine?
next_step | how about we get the deposit in this week so you keep your spot in the queue
next_step | I think this fits what you need can we go ahead?
next_step | would you like to go ahead with option B then
contract | Could you get your signature on the quote so we can order the long lead parts?
next_step | alright so what would it take to get an order from you before quarter end
authority | can you get your boss to approve the spend by friday
next_step | so should I book the install crew for march
next_step | Can we call it a done deal?
next_step | are you ready to make a decision today
next_step | Are we good to go then?
contract | can you sign the LOI today so we can start on the drawings
next_step | if I can get the install done in your shutdown window, do we have an order
decision_process | Would you be willing to push for us in the vendor review?
next_step | is there any chance we can get the PO issued before the price increase on the first
next_step | So can we move ahead on the metal detector and checkweigher package?
next_step | Shall we lock it in?
next_step | Could we get your approval on the layout so we can release it to the shop?
next_step | so which one are we ordering, the extended warranty version or the standard
next_step | are you happy to go ahead at that number
next_step | Let's get you on the schedule can I send the order confirmation?
next_step | so whats it going to take to get you to say yes today
next_step | Can you give me the green light on the robot cell?
contract | can we get your legal team to sign off on the master agreement this week
authority | will you recommend us to your plant director as the supplier
next_step | Can we go ahead and start the order for the blister machine?
next_step | how about we get the ball rolling with a deposit this week
next_step | Can I get your commitment on this today?
next_step | ready to get this thing ordered?
next_step | so yes or no on the slicer, where are we
next_step | shall I have our inside sales team raise the sales order today
contract | Would you be comfortable signing the agreement with the uptime guarantee in it?
next_step | can we get the order in so we can hit your august start date
next_step | do you want to go ahead and commit to the first two molds
next_step | are you ready to switch your cap supply over to us starting next month
next_step | can we agree on the order today and work out delivery details after
contract | Could we wrap this up today with your signature?
contract | Is it ok to get the signed quote back from you by wednesday?
next_step | um so can we like get started
decision_process | can you put us on the approved vendor list and issue the PO
next_step | would you like to proceed with the order
next_step | So how about we go ahead with the first line and revisit the second next year?
authority | can you get the CFO's signature on it this week
next_step | Are you good if I send the order form over now?
next_step | I'm gonna ask straight out can we count on your order?
next_step | so can we lock in the price and the slot with a PO this week
contract | ok so let's get the contract signed and we'll start engineering on monday
next_step | will you go with us
next_step | does that get us to a yes?
next_step | can we get this approved before the budget freeze
next_step | is it safe to say we have your business
decision_process | Would you recommend us as your pick when you present to the leadership team?
next_step | so are you ready to order the spare parts kit along with it
next_step | any reason not to go ahead today?
next_step | if we include the training, can I get the order
contract | Could you countersign the quote and send it back to me?
next_step | lets make it happen can we get the po cut today
next_step | Ok so should I tell engineering to start on your drawings?
next_step | Hey so can you confirm the order so we can get you on the production schedule?
authority | can you take our proposal to the owner and get his approval this week
next_step | so what do you think, should we go ahead and do it
next_step | Can I count you in for the spring install?
next_step | would you be able to get a PO to us by the end of the week
contract | Would you be ready to sign the lease paperwork tomorrow?
next_step | alright so can we consider this approved
next_step | can we go ahead and finalize the order
# firm or blunt but polite, near-twins of lines in rudeness.txt
next_step | I need a yes or no by friday so I can hold the fabrication slot for you
next_step | I'd like to get this signed this week so we keep the june delivery date
contract | If the terms look right to you can we get the contract signed today?
next_step | I think we've covered everything, are you ready to move forward?

# writer K (docs/nlu-labels.md only): closing-meeting questions on every topic, requests for the decision and their near twins, rudeness in a closing meeting with polite twins
- | Are we in a position to move ahead?
- | so can we get the PO started this week
- | Are you ready to move forward with us?
contract | if I get you net 60 can we sign today
- | what do you say, shall we make it official
- | can I count on your signature by Friday
- | So, do we have a deal?
- | uh can we go ahead and lock this in
- | would you be willing to recommend us to the committee
- | Is it a yes?
- | lets get the paperwork going today
- | can you send the PO over so we can hold your build slot
- | I'd like to ask for your business on this one.
price | if we meet you at 395 are you ready to sign
- | can we call it done
- | are you comfortable giving us the go ahead
- | So can I put you down for the two fillers?
- | will you sign the proposal as it stands
- | what do you think, ready to pull the trigger
- | can we get your approval on this before the quarter closes
installation | if we can guarantee the Easter install window, will you give us the order
- | is there any reason we can't move forward today
- | I'd love to get the signed quote back this week, can you do that?
- | ok so can we agree to go with the full line
- | Would you be prepared to issue a letter of intent today?
- | can we shake on it
support | if I throw in the second year of service, do we have a deal
- | so are you going to give us the green light
- | are we good to go then
- | Can you take this to your VP with your recommendation to buy?
- | i mean at this point, can we just get it signed
- | how about we get the order in today and start the engineering
- | are you ready to commit to the spring delivery slot
- | Can I get a verbal yes so I can reserve the slot?
- | would you sign off on it now
- | shall I send the contract for signature this afternoon
contract | if legal is ok with the liability cap are you ready to sign
- | So can we make this happen?
- | so are we moving forward or not, I'd like to know where we stand
- | can we get a decision from you by Thursday
- | what would you say to going ahead with the order today
- | Is today the day we get this done?
timeline | if we can ship in March, will you issue the PO this month
- | ok are you in
- | can we book it
- | I'd like to get your commitment on the first line today, can we do that?
- | are you willing to put it in front of your boss as the one you want
- | Can I have your recommendation to the committee in writing?
- | so uh do you want to go ahead with it
- | let's move forward, are you okay with that
- | Can I send over the order form now?
price | if I can get the price under four hundred, can you sign this week
- | would you give us the nod at the meeting on Monday
- | so are you going to award it to us
- | will you aprove the purchase
- | is this something you can sign today
- | Shall we get started then?
- | do we have your go ahead to start the build
- | so ingeniero, ¿cerramos? can we close it today
- | are you ready to place the order eh
- | can you get me a PO number by end of day
contract | if we do 20 percent down instead of 30 can we get the order this week
- | can we finalize it
- | what do you say we make it happen this quarter
- | Would you be willing to sign the letter of award?
- | i'd really like your yes today can we get there
- | are we ready to put this to bed
- | so can we count on you
- | can we agree to move ahead and sort the last details after
- | can I get your signature on the acceptance page
- | are you prepared to commit to the three year service plan
- | Will you give us the business?
- | can we get this approved at tomorrow's committee
- | so lets make it official yeah
- | will you go with us
- | Can we put this one in the books today?
competitors | if we match their warranty will you choose us
- | is there anything stopping you from signing right now, and if not, can we
- | let's get your name on it
- | would you be comfortable approving it as quoted
- | so do we have a yes
- | can you commit to the order before the price increase on the first
- | Could you sign the quote and email it back this afternoon?
- | you ready to do this
- | are you going to move forward with the two head or the four head
- | so which option are we ordering, A or B
- | Can we count on the PO arriving before the holidays?
- | would you recommend us as the preferred vendor
- | can we get started on the order today
- | well, are we doing this
- | I'm asking for the order
- | can you release the PO
- | Shall we sign?
installation | if we take care of rigging and removal, can we have your go ahead
- | are you ready to make a decision
- | will you give me the approval to start engineering drawings
- | so can I tell my factory to reserve your build slot
- | do you want to go ahead and get this signed so we hold the pricing
- | is there a chance we can close this out this week
- | can we agree on it today
- | would you sign the order if I send it over right now
- | I'd like to move to contract, are you with me
- | so can you approve the deposit invoice so we can start
- | Are you willing to go ahead on the terms as written?
- | um can we wrap it up and get the order in
- | so shall we go for it
- | may I have your business
- | can you push it through purchsing today
- | what would you think about signing the LOI so we can start design
- | are you going to say yes to this
- | let's do it, can I get the signed copy by tonight
- | Is it fair to say we've earned the order?
- | are you good with us moving ahead
- | can we definately get the PO in before your fiscal year closes
timeline | if I can hold the July slot for you, can we sign by the end of the week
- | would you be open to signing the first phase today
- | so, do we proceed
- | will you recommend this to the owner
- | can I book you in for the spring install then
- | what do you say, we move ahead with the full scope
- | can we make the call today rather than next month
- | are you ready to sign off on the final proposal
price | if I sharpen the pencil on the change parts will you move ahead
- | can you get the committee to approve it next week
- | i need your yes on this today, can you give it to me
- | lets get the order processed
- | so are we agreed, you'll take the line
- | can we shake hands on the package we discussed
- | Would you approve the order subject to the final drawings?
- | how about we sign now and you've got my word on the install date
- | can I ask you to commit today
- | okay so let's go, is that a yes
- | are you prepared to move forward at this price
- | can we consider this sold
- | should I have legal send the contract for you to sign
- | are you willing to give us the order pending the board
- | do you want to lock in your spot in the production queue
- | can we get it signed before I leave today
contract | if we add the performance guarantee to the contract can you sign
- | would you put us forward as your choice on Monday
- | can we start the project
- | so licenciado, ¿le damos para adelante? are we moving forward
- | you wanna go ahead and get this done
- | if everything we've talked about checks out, are you ready to go ahead
- | given where we landed, can we get your signature on the revised quote
tariffs | if we ship it DDP and eat the duties, will you give us the PO
support | with the resident tech included, can we move forward today
- | so do you feel comfortable enough to give us the go
- | where are we on a decision, can we make it today
- | assuming the committee agrees with you, can we get the PO Monday
- | can you sign the acceptance of proposal so we can book engineering
- | would now be a good time to make it official
- | can you give me the thumbs up to order the long lead parts
- | seriously, I think we're there, can we sign it today
- | just to be direct, can I get the PO this week
- | no pressure, but are you ready to put your name on it
- | okay let's get this done, can we sign before I head out
- | let me cut to the chase, are you ready to give us the order
- | I'll be straight with you, I'd like your signature today
- | with respect, I think we've earned the order, can we move ahead
- | frankly, I'd like to ask for the order today
timeline | I need a decision by Friday to hold the slot, can you give me one
price | to be blunt, can we sign this before the price increase kicks in
- | honestly I think it's time to decide, are you ready to go
- | no offence to the other bidder but can we get your business
- | well, are you ready to move forward
- | look, I'd really like to close this out this week, can we
- | so tell your boss we're the choice and let's get the PO going, yes?
- | come on, you've seen everything you need, shall we do the paperwork

# A twelfth writer, with only docs/nlu-labels.md: rudeness in many registers with sincere near twins; accepting the buyer's time or condition against proposing one; asking to hear again against asking what was meant; requests in rarer wordings against questions about the timeline; indirect topic questions
next_step | I'd really like to get a decision by the end of the month, is that doable
next_step | to be direct, I need an answer on the PO by friday to hold your slot
next_step | Would you be willing to make a decision this week?
next_step | So what would it take to get this over the line this month?
next_step | what would it take for you to say yes today
next_step | if i can get the install done in your august shutdown are we good to go
next_step | sounds like we've covered everything, shall I write it up
next_step | I'll go ahead and get the paperwork started on the two checkweighers then
next_step | should I send the order form to you or straight to purchasing
next_step | shall I lock in the june build slot and send over the PO paperwork
authority | would you be willing to recommend us to your VP for approval
authority | Can you take this to your boss with a recommendation to go with us?
decision_process | Would you put us forward as the preferred vendor to the committee?
next_step | so are we doing this
next_step | do we have a deal
next_step | shake on it?
next_step | Are you comfortable moving ahead with the x-ray?
next_step | how about we get the PO cut this week and lock in the delivery
next_step | shall we make it official
contract | Ready for me to send the contract over for signature.
next_step | if the trial hits the numbers, will you place the order
next_step | assuming the references check out, can we count on the order
price | if I can hold this price until friday can we get the signature
next_step | can we get the paperwork going
next_step | so we can make the order now, yes?
next_step | you will give us the order this week maybe?
next_step | is possible you sign this week?
contract | please, can you sign the offer so we start production
next_step | so like can we just get the po going this week
next_step | Um so are you guys ready to pull the trigger?
next_step | What do you say we move forward with the palletiser?
next_step | so yeah shall we go ahead and book it
next_step | Okay so can I go ahead and tell our production team to slot you in?
next_step | lets do it yeah can i send the order confirmation
decision_process | can you get it approved at the capex meeting on monday
authority | Can you get your cfo to sign off this week?
next_step | Would you give us the go ahead on the conveyor?
next_step | can I get a verbal yes today and the paperwork monday
next_step | is it a yes then
next_step | Can we call it a done deal?
contract | Do you want the standard or the extended warranty on the order?
next_step | would you like delivery in june or july on this order
next_step | if you're happy with the spec I'll go ahead and raise the order confirmation
next_step | I'd like to ask for your business on this one
next_step | can i count on you for the order
next_step | Will you commit to the two robots this quarter?
next_step | are you in
next_step | all that's left is a signature, shall we
contract | Can you initial the last page and send it back today?
next_step | Want me to get the ball rolling on the order.
next_step | should we start the paperwork then
next_step | What do you need from me to get a yes this week?
next_step | what's it going to take to earn the order
price | At that price are you ready to place the order.
next_step | would you sign off on the pilot line order today
next_step | i would love to get this on the books before quarter end can we
next_step | shall I tell our scheduler you're a go
next_step | I think were ready dont you lets get the order in.
next_step | so um like if we throw in the training can we get the PO today
next_step | based on everything we've seen, does it make sense to go ahead with the order
authority | Would you be comfortable taking this to the board as your recommendation?
next_step | so do i put you down for the vision system or not
next_step | You want me to hold the slot and send the order form over.
contract | Can we get signatures on the service contract before the month closes?
`;
