// Labelled rep clauses for the act `accept` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# accept: the rep agrees to a time, a condition, a request or a next step the buyer offered.
# Proposing a time is meeting_request; a bare "okay" is acknowledge.
next_step | tuesday at ten works for me
next_step | perfect I'll send the invite
next_step | sure that works lets do the 14th
contract | deal, I'll get that to you by friday
next_step | Yep, Thursday at 2 is great, I'll put it on the calendar.
next_step | ok monday works ill see you then
contract | That's fine, we can do net 45.
next_step | Absolutely, I'll get the references over to you today.
next_step | sounds good ill loop in our engineer for that call
price | Okay, I can live with that number.
next_step | Yeah, no problem, I'll send the revised quote with the spares broken out.
next_step | great 8 am your time it is
next_step | That works, I'll bring the layout drawings.
contract | Fair enough, we'll add the penalty clause.
next_step | sure i can send the spec sheets to your QA manager
installation | Okay, we'll plan the install around your August shutdown then.
next_step | Wednesday morning is perfect, thank you.
next_step | yes absolutely ill have the proposal in your inbox by end of day
contract | That's no problem at all, we can use your terms and conditions.
next_step | Okay, the 22nd it is.
next_step | alright thursday after your production meeting works
next_step | Sure, happy to do a call with your maintenance lead, just tell me when.
next_step | Yes, I can make that work, let's do 3:30.
contract | ok we can live with the 10 percent holdback until SAT
next_step | Perfect, see you on the 9th then.
next_step | that works for me ill come to the front gate at seven
next_step | Sounds like a plan, I'll get our demo center booked for that week.
next_step | Great, I'll send the calendar hold right now.
price | Yeah okay, 179 it is, I'll update the quote.
next_step | sure no problem ill send you three customer references by tomorrow
contract | Okay, milestone payments it is, I'll have finance draw up the schedule.
next_step | That's great, I'll make sure our controls guy is on.
next_step | yep works for me lets lock it in
installation | Agreed, we'll do the install in two phases like you said.
next_step | Friday at noon, done.
next_step | of course ill put together the ROI summary for your GM
next_step | Okay, I'll wait to hear from you after the committee meets on the 12th.
timeline | That's fine, we can push delivery to October if that's better for you.
next_step | sure lets do teams instead of zoom no problem
next_step | You got it, I'll have the samples run and the report over by Friday.
contract | Yeah, we can accept your standard payment terms.
next_step | Works for me, I'll call you at 4 then.
food_safety | Absolutely, we'll get you the material certs and the 3-A paperwork for your QA review.
next_step | ok sounds good ill send it to gloria in procurement instead
next_step | Sure thing, I'll follow up in two weeks like you asked.
next_step | Great, next Tuesday, 9:15 Central, I'll be there.
contract | we can agree to that the uptime guarantee goes in the contract as written
next_step | That works, let me confirm with our engineer and I'll send the invite.
next_step | No problem at all, I'll come in through shipping and receiving.
next_step | okay ill call you back after lunch then
price | Alright, we'll go with the lease option you asked for.
next_step | yes that date works for the site visit
next_step | Perfect, I'll book the flights for the FAT.
contract | Sure, we'll include the spares kit, consider it done.
next_step | you know what thats fine ill do the demo for both shifts
next_step | Sounds great, I'll get your IT folks the remote access details.
next_step | Okay, I'll hold off until after the audit and reach out on the 3rd.
timeline | We can make the September date work, I'll confirm the build slot.
next_step | sure ill bring the change parts so your guys can try them
next_step | Yes, happy to present to the committee, just tell me how long I have.
next_step | ok ill put it on my calendar to call you in january
contract | Understood, we'll send it over on your PO form instead of ours.
next_step | Great, I'll see you at the booth on Wednesday then.
next_step | thats fine with me lets do it virtually
next_step | Yeah, of course, I'll get the trial agreement drafted.
installation | ok we can do the nights and weekends install like you want
next_step | Alright, 7 a.m. it is, I'll grab coffee for the team.
next_step | okay perfect ill send you the case study and we can talk next week
contract | No objection from our side on the two year term.
next_step | sure thing send me the RFQ and ill turn it around in a week
next_step | Yes, absolutely, I'll set up the call with Prairie Gold for you.
next_step | Done, I'll make the intro to their plant manager today.
contract | ok we accept the liquidated damages language
next_step | That's a great idea, let's do the line audit first.
timeline | Got it, we'll target the week of the 20th for delivery then.
next_step | alright the 30th works ill bring our project manager too
support | Sure, we can have a tech on site for the startup like you asked.
next_step | Fine by me, I'll resend it to your personal email.
next_step | Perfect, I'll email your assistant to get it on the calendar.
next_step | sure a half hour is plenty
price | Okay, we'll quote it without the washdown package then.
next_step | yes lets do it on the 11th instead no problem
next_step | That sounds good, I'll wait for your call.
contract | Sounds good, we'll work with the procurement template you sent.
next_step | ok happy to do that ill have samples shipped to your plant monday

# more lines, by topic as they came; same rules as above
compliance | sure we can have your safety guy sign off on the guarding before startup
contract | That's fine, we can hold back the ten percent until the line hits rate.
contract | yeah we can sign your supplier agreement no issue just send me the latest version
contract | fine three year service term we can do that
contract | Yep, we can tie the last payment to your sign off after the first production run.
contract | Sure, we'll sign the NDA before you send the recipe specs.
food_safety | Absolutely, we'll get you the allergen cleaning validation before the trial starts.
installation | june shutdown it is, ill tell our install crew to keep those two weeks open
installation | thats fine we can do the rigging on the weekend so the line isnt down
next_step | thursday at nine works great ill see you at the front office
next_step | Sure, I can do the call with your GM instead, just send me a time.
next_step | yeah no problem well run your product first thing on the test line
next_step | Okay, the week of the 16th it is for the FAT.
next_step | phone is fine no need for video ill call your cell at ten
next_step | Sounds good, I'll hold off until you've talked to corporate and call you the week after.
next_step | Early's no problem, I'll be at the gate by six.
next_step | ok if you want a second demo for the night crew well do it no problem
next_step | Absolutely, send over the film and we'll run it on the VFFS next week.
next_step | sure ill talk to rosa in qa directly then
next_step | That works, I'll get the reference call set up with the plant in Fresno and send you a couple of times.
next_step | The 29th is perfect, I'll bring our project engineer along.
next_step | um yeah sure friday afternoon is fine whatever time you pick
next_step | okay ill come in the visitor entrance and do the safety video first
next_step | Sure, I'm happy to present to the capex committee on the 3rd.
next_step | Alright, you send the sample tubs and I'll get you results in ten days.
next_step | Yes, let's do the virtual one first and then the site visit like you said.
next_step | done ill send the notes to everyone who was on the call
next_step | great 2 pm pacific on the 8th ill send a teams link
next_step | No problem, I'll set up a call with our Monterrey service team so you can meet them.
next_step | Makes sense, let's talk again once the inventory count's done, I'll ping you on the 18th.
next_step | yep that works just text me when youre out of your meeting
next_step | Yes, bring your maintenance lead, the more the merrier.
price | Okay, we'll break the change parts out as a separate line like you asked.
price | okay well quote both the new one and the refurb so you can compare
support | sure if you want someone from our side on nights for startup week we can make that happen
support | ok we can do the training on each shift like you want
tariffs | sure we can quote it delivered duty paid so you dont have to deal with customs
tariffs | That's fine, we'll put the price in Canadian dollars like you asked.
tariffs | yes i can include the usmca certificate with the quote
timeline | okay well ship it in two loads like you asked conveyors first and the robot cell after

# Firm, direct or disagreeing lines and their rude counterparts, by a writer who had only docs/nlu-labels.md (2026-11-26).
next_step | sure whatever works for you, I can make Tuesday or Wednesday happen
next_step | fine by me lets do it after your shutdown then
next_step | Yeah, no, totally, next week's fine, I'll call you Monday.
contract | fine if legal wants thirty days to review thirty days it is
next_step | Sure, whatever time suits your QA manager, I'll work around her.
price | okay you want the spares priced separately, fine, ill split them out
next_step | ok ok i hear you no demo until after the audit got it
next_step | Yeah, fine, I'll send the references before the call.
timeline | Alright, if October's the date, October it is.
next_step | sure fine by me if your engineer wants to run the call
installation | okay weekend install whatever it takes well staff it
next_step | No problem at all, if you'd rather do this by email, email works.
next_step | yeah okay ill stop calling and wait for you to reach out on the 15th
next_step | Sure, no pressure, we'll talk after the board meeting then.
contract | fine, net sixty, I'll get our finance guy to sign off on it
next_step | thats fine we can skip the site visit and do it on video
metrics | no worries on the numbers next week is fine
next_step | Sure, I'll put it in writing and send it over this afternoon.
next_step | sure if youd rather do the fat at your plant we can set that up
next_step | Fine by me, we'll do the call after your production meeting then.
decision_process | ok fine two bids it is ill get mine in by the deadline

# A twelfth writer, with only docs/nlu-labels.md: rudeness in many registers with sincere near twins; accepting the buyer's time or condition against proposing one; asking to hear again against asking what was meant; requests in rarer wordings against questions about the timeline; indirect topic questions
next_step | tuesday at ten works
next_step | yep, thursday at two is perfect for me
next_step | the 14th suits me great
next_step | sure, 9am your time is fine
next_step | that slots good ill send the invite
next_step | ok perfect, I'll put it in the calendar for monday then
next_step | half past three wednesday done
next_step | great, friday morning it is
next_step | wednesday the 6th at 1, lovely, see you then
next_step | no problem at all, early mornings suit me fine
next_step | 7am at the plant, sure, I'll bring the coffee
next_step | next weeks fine whichever day you pick ill make it work
next_step | sounds good, lets lock in the 22nd
next_step | lunchtime on the 3rd, perfect
next_step | i can make that work absolutely
next_step | that's perfect, I'll be there
next_step | yes second week of march is good for us to come out
next_step | ja, thursday is good for me
next_step | ok for me, the monday 10 o'clock
next_step | is ok, we come on the 12th like you say
next_step | yeah yeah thursday works thursday works
next_step | uh yeah no that totally works for me
next_step | perfect ill send over a teams invite for then
next_step | ten thirty your time sure thing
next_step | mhm the fifth is good
next_step | oh great yeah two oclock is fine
next_step | okay yeah lets do the twelfth then
next_step | um yep i can do that time
next_step | sounds good, see you tuesday then
next_step | cool cool nine am suits
next_step | that works on my end yeah
next_step | friday afternoon is totally fine by me
next_step | right the 9th at 2 count me in
next_step | yes, let's go with the later one, 4pm
next_step | sure, the 18th, I'll block the whole morning
next_step | happy to do it at 6am before your shift starts im an early bird anyway
next_step | the first slot you mentioned is great for me
next_step | okay, monday after next, pencilled in
next_step | ok yeah lets pencil that in
next_step | that time is fine ill move my other call
next_step | absolutely, the morning of the 27th is free
next_step | sure sure whatever time you said is good i'll be there
next_step | oh tuesday yeah tuesday's perfect actually
next_step | yep that works, sending the calendar hold now
next_step | 8:15 is a bit early for me but sure lets do it
next_step | great, I'll see you and your team on the 2nd then
next_step | that date is fine, I'll book the flight tonight
next_step | the 30th works ill get our engineer on it too
next_step | agreed, same time next week
next_step | okay so thursday the 11th at 3 it is ill send it over
next_step | a plant tour before we quote, yes please, that'd be great
next_step | sure, happy to do the demo with your whole team in the room
next_step | sure thing, I'll send the references over by friday
next_step | okay, a two week trial on line three, lets do it
next_step | absolutely send the samples over and well run them in our lab
next_step | definitely, a call with your plant manager next week sounds great
next_step | sure, a revised quote by thursday, you'll have it
next_step | yes i can come present to the committee just tell me when
next_step | a teams call instead of me driving out is totally fine
next_step | sure, a call on the 20th once finance has had a look, like you suggested
next_step | sure a call right after your board meeting on the 12th works for me
next_step | yep, happy to run the test on your worst product
next_step | yeah, 30 days on your line with a return option, that works for us
next_step | uh sure i can send the deck tonight
next_step | yeah the trial on line two is fine with us
next_step | sure, a video call with your engineers first, good idea
next_step | fine by me, we'll do the FAT at our shop with your QA lead there
next_step | no problem ill put the three options in writing and send them over
next_step | yes, I'll bring our robotics guy to the visit as requested
next_step | okay, happy to start with a site survey before any quote
price | okay we can hold that price through the end of march like you asked
price | yes, we can break out the freight as a separate line
price | agreed the spare parts kit goes in at no charge
price | sure, we'll itemise the installation and the machine separately in the quote
price | fine, the price stays firm for ninety days, you've got it
price | yeah sure we can show the price per line instead of a total
price | uh yeah we can hold the price til june thats fine
price | sure, quoting the options as add-ons is no problem
contract | net 60 works for us
contract | yes, thirty percent down and the rest on acceptance, that's fine
contract | ok we can add the late delivery penalty clause you wanted
contract | sure, your paper instead of ours, we can work with that
contract | fine, three year term it is
contract | agreed the warranty starts at site acceptance not at shipment
contract | yep, two years on the servo drives instead of one, we can do that
contract | sure well put the uptime guarantee in the contract like you asked
contract | thats fine, have legal send their redlines and we'll go from there
contract | okay, ten percent holdback until the SAT is signed off, agreed
contract | yeah net 45 thats fine thats fine
contract | ok ok the penalty clause is fine
contract | sure, we can sign your NDA before the site visit
contract | yes, extended warranty on the x-ray head, agreed
contract | alright milestone payments in three parts were good with that
contract | we can live with that, payment 60 days after commissioning
installation | sure, we can do the install over your july shutdown
installation | yes a weekend install is fine for us
installation | ok, your electricians do the hookup and we do the commissioning, works for me
installation | sure well do it in two phases like you suggested
installation | fine, install starts after the fourth of july week
installation | yeah we can come in on the weekend sure
installation | of course, our crew will work nights so the line keeps running
installation | sure, we'll route the conveyor around the column like you want
installation | okay, we'll do the rigging through the loading dock door then
installation | yeah fine your contractor does the floor anchoring
support | sure, first year of remote support included, happy to
support | absolutely, a tech on site for the first two weeks of production, we can do that
support | ok a four hour response time in the sla we can commit to that
support | yes, we'll train both shifts, that's fine
support | mm yeah the remote support thing we can include that
support | sure spares kept on consignment at your site works for us
support | of course, we'll do the quarterly service visits you asked for
staffing | sure, we'll train your night crew too, easy
staffing | yep, we can run the training in spanish for your operators
quality | sure, if the trial has to hit 99.5 percent read rate we'll sign up to that
quality | ok acceptance at under half a percent false rejects agreed
quality | yeah we can test with your reject samples during the FAT, fine
compliance | sure, we'll send the IQ OQ documents ahead of the FAT
compliance | yes we can have the declarations of conformity ready for your importer
compliance | oh for sure well send the validation pack
compliance | okay, we'll fill out your supplier compliance questionnaire
food_safety | okay well follow your gmp rules on site hairnets and all
food_safety | yep, food grade lube only, understood and agreed
food_safety | yeah no worries well follow your allergen rules on site
food_safety | sure, we'll swab the machine before it goes into the high care area
decision_process | okay, I'll put it through your supplier portal then
decision_process | sure, I'll fill in the vendor qualification form
decision_process | fair enough well submit a formal bid by the 20th
decision_process | fine, we'll present to the whole committee like you want
decision_process | alright we'll go through the RFQ process then, fair enough
authority | sure loop in your vp happy to have her on the call
authority | okay, I'll send the proposal to your director directly like you said
authority | yep cc your plant manager on everything will do
timeline | okay, delivery in week 32 works for us
timeline | september delivery, yes, we can hit that
timeline | sure, we'll wait until after your peak season to start
timeline | fine, a decision in q3 works on our side
roi | sure ill redo the payback using your labour rates instead of ours
roi | yep, we can build the ROI on your downtime numbers
operations | ok, we'll size it for 120 a minute like you said
operations | sure well design it to run both bottle sizes
changeover | sure, tool-less changeover it is, we'll design for that
maintenance | sure well include a recommended spares list with the quote
maintenance | yes, your techs can shadow our guys on the first PM
tariffs | sure, a quote in euros is easy
tariffs | yep we can do DDP, duties on us, fine
tariffs | yep, we'll take care of the customs paperwork on our side the way you wanted
tariffs | sure yeah we can do it dap instead
tariffs | okay, we'll ship from our US warehouse to avoid the import duty like you suggested
competitors | fine, we'll quote it like for like against their spec so you can compare
metrics | ok well track oee for the trial the way your team measures it
operations | sure, we'll start with the filler since that's where it hurts
- | yes absolutely we can do that
- | deal
- | sure, that's fine with us
- | you got it, we'll do it that way
- | okay yeah lets go with your plan
- | done, no problem
next_step | perfect, I'll send the invite
next_step | right you are the 19th then
contract | fine, we'll go with your standard purchase terms
# Casual register (lol, dude, my bad, honestly, I forgot): said by friendly reps as often as by
# rude ones, so the words alone carry no act.
next_step | lol tuesday at ten works, cool
next_step | haha yeah whatever works for you, thursday's totally fine
next_step | ok sweet i'll send the invite
next_step | for sure, I can do 2pm no worries
next_step | lol yes friday works, I'll bring donuts
next_step | ok totally i'll send the references over tonight
next_step | yeah no worries, next week's good for me
next_step | yep the 15th works super well, I'll put it in my calendar
next_step | super i'll loop in our engineer for that one
contract | yeah ok net forty five works for us
installation | ok cool, honestly we can do the install over your shutdown week, no problem
next_step | dude yes a plant tour would be awesome count me in
next_step | sure thing, I'll call you back at three
next_step | omg yes that works, I was gonna suggest the same day lol
contract | kinda tight but ok we can live with the penalty clause
`;
