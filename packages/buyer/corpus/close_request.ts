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
`;
