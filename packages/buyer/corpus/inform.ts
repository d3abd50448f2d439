// Labelled rep clauses for the act `inform` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# inform: plain facts about the rep or the rep's company, usually answering the buyer's question. No pitch,
# no outcome claim (value), no machine specs (feature), no customer names (social_proof), no prices (price).
- | we're based in Columbus, Ohio
support | weve got about forty people in field service
- | We've been around since 1987, family owned, still are.
tariffs | our frames are welded in Monterrey and the controls go in in Texas, so it ships under USMCA
timeline | right now lead time on the case packer is running about eighteen weeks ARO
support | Yeah, we have a parts warehouse in Mississauga, so Canadian customers usually get parts next day.
- | I've been with Apex about six years, before that I was a maintenance supervisor at a dairy.
- | were a manufacturer not a distributor everything is designed in house
- | About three hundred employees total, two plants, one in Wisconsin and one in Jalisco.
support | Service is 24/7, the phone line goes to an actual tech, not a call center.
installation | our own crew does the install we dont sub it out
- | We're privately held, no private equity, no plans to sell.
compliance | Yes, we're ISO 9001 certified, recertified last spring actually.
- | my territory is basically ontario and upstate new york
- | We're the exclusive North American rep for a German tray sealer builder.
- | uh we do about 120 million a year in revenue give or take
support | We have techs based in Monterrey and Querétaro, and a couple in Guadalajara.
- | I report to our VP of sales, Linda, and she's been looped in on this.
- | So we're a division of a bigger group, but we run pretty independently.
timeline | lead times on spare parts are typically 3 to 5 business days for stocked items
- | we started out building conveyors and got into palletizing around 2005
- | Our headquarters is in Mississauga, and the factory's about twenty minutes away in Brampton.
installation | We usually send a project manager plus two or three techs for an install that size.
- | yeah our engineering team is about sixty people mostly mechanical and controls
- | I'm actually based in Dallas, but I cover the whole south central region.
tariffs | we import the vision cameras from Japan but everything else is US sourced
support | our service team speaks Spanish and English, and we have two French speaking techs for Quebec
- | We're a member of PMMI and we exhibit at Pack Expo every year.
- | no we dont do any of the financing in house we use a third party for that
timeline | Our build slots for Q3 are mostly booked at this point, Q4 still has room.
compliance | we have a couple of people on staff who sit on the 3-A sanitary standards committee
- | My background's in controls, I spent ten years as a PLC programmer before moving into sales.
support | The service contract is handled by a separate team, I'd bring in Marcus who runs it.
- | were about 85 percent food and bev the rest is pharma and personal care
- | Our parent company's in Italy, but the North American operation is run out of Charlotte.
installation | we do all our factory acceptance tests at our plant in Grand Rapids
- | Yes, I'm the one who'll be your main point of contact through the whole project.
- | we opened the Mexico office in 2018 it's in Apodaca near Monterrey
support | Remote support is included for the first year, after that it's part of the service plan.
- | Honestly, we're a smaller shop, around seventy people, which is why we can move fast.
timeline | the fryer itself is about a twelve week build the oven is closer to twenty
- | ive been in packaging for gosh like nineteen years now
compliance | Our electrical panels are UL 508A and CSA certified at the shop.
- | We don't sell direct in Mexico, we go through a distributor called Equipos Industriales del Bajío.
- | we have a demo center in atlanta with about a dozen machines on the floor
support | Spare parts, we stock about ninety percent of the wear items in Toronto.
- | We were acquired by a larger automation group in 2021, but the team's the same.
- | our customer base is mostly mid size plants not the big multinationals
timeline | Typically from PO to FAT is around sixteen weeks for a standard machine.
- | yes we're the same company that used to be called Northern Pack we rebranded in 2020
- | I'm not an engineer myself, but I've got one on every project.
installation | Our installers are all direct employees, most have been with us ten plus years.
- | we've got offices in Chicago Toronto and Mexico City
support | Warranty claims go through me first and then our service coordinator, Tina.
- | The company was founded by two guys who used to run a bakery, actually.
- | were not publicly traded so i cant share financials but were very stable
compliance | our shop is set up to do IQ OQ documentation for pharma customers
- | I'm the regional manager, so I have a team of three reps under me.
- | We do about four hundred machines a year out of the Wisconsin plant.
support | yeah we have a training center in houston where your people can come for hands on
- | We're an authorized integrator for Rockwell and Siemens.
timeline | were quoting about six weeks for the retrofit kit right now
- | Our field service trucks are all company owned, we don't use contractors.
- | the company has been in the pasteurizer business since the sixties
- | I took over this account from Greg when he moved to the East Coast team.
tariffs | The machine's assembled in Ohio, so there's no import duty coming into the US.
- | we're a Canadian company HQ'd in Winnipeg
staffing | our apprentice program trains about twenty new service techs a year
- | Our controls engineering is done in-house, we don't outsource software.
- | i was actually a plant manager at a frozen food plant before this
support | The nearest service tech to you is in Fresno, so about two and a half hours away.
- | We focus on end-of-line, so case packing, palletizing and stretch wrapping, that's it.
installation | we handle rigging and setting through a partner but our techs do all the commissioning
- | Yeah, we're a woman-owned business, certified with WBENC.
- | Our sales team is small, five reps for all of North America.
timeline | We've been hitting our ship dates about 95 percent of the time this year.
compliance | we're SQF certified as a supplier for the food contact parts we machine
- | Our CEO is Margaret Doyle, she came up through operations.
- | we sell in the US Canada and Mexico and a little bit in Central America
support | Phone support hours are 6am to 10pm Eastern, and after that it goes to an on-call tech.
- | No, we don't make the film, we just make the machines that run it.
- | yeah our plant is union, the machinists are UAW
- | Uh, I've been on this account for about two years, I think before that it was Scott.

- | yeah so were headquartered in brampton but the sales team is remote
support | we have two service vans that cover all of southern ontario
- | um i came over from a competitor about three years ago before that i was in dairy
timeline | standard lead time on the tray sealer is like fourteen weeks right now
tariffs | everything we ship to mexico goes out of our laredo warehouse
- | our owner still walks the shop floor every morning its that kind of company
installation | we usually need about five days on site for the install and two for training
- | no were not related to the other apex thats a different company in florida

# added: more varied wordings and boundary cases
- | so im based out of guelph and i cover most of southwestern ontario
- | We're a family company, third generation, the owner's grandson runs it now.
- | Yeah, I've been with the company a little over four years.
support | our service department is about twenty techs spread across three states
- | we have around a hundred and fifty people in total
- | The main factory's in Green Bay, and we have a smaller assembly shop in León.
- | uh no were not a distributor we design and build everything ourselves
- | Before this job I spent about eight years as a maintenance planner at a meat plant.
timeline | current lead time on the palletizer is around twenty two weeks from order
- | we were founded in 1974 building bakery ovens and still do mostly bakery
- | I report into the Canadian sales director, her name's Monique.
- | Our fiscal year ends in June, just so you know.
tariffs | the servo motors come from germany but the rest is sourced in the us
- | no we dont have an office in mexico we work through a rep agency there
- | I cover the pharma and nutraceutical accounts, not food.
support | the parts depot is in memphis so most orders ship same day
- | our engineering team sits in the same building as the shop floor
- | Um, we're owned by a Japanese group, but sales and service are all North American.
installation | For an install like yours we'd usually send a crew of three for about a week.
- | were a small team i think eleven in sales and about thirty in the shop
- | I'm a mechanical engineer by training, I did project work before I moved to sales.
compliance | yeah we hold iso 9001 and our welders are certified to asme
- | We mostly work with dairies and juice plants, some beverage.
- | The company changed hands about two years ago, new owners, same people.
timeline | the shop is pretty busy right now I think builds are landing in about four months
- | no the controls are not ours we buy them from rockwell and program them in house
- | My office is actually just down the highway from you, in Kitchener.
support | We have a 24 hour hotline, and nights and weekends it rings a tech's cell.
- | We don't do leasing ourselves, but a couple of banks we work with do.
- | ive been selling capital equipment since about 2008
- | Our president started out as a service tech, actually.
- | We're certified as a minority-owned supplier in Texas.
installation | We use our own electricians for hookup, but we'd need your team for the utility drops.
- | we only make the tray sealers the denester and conveyors come from partners
- | I'm new to this territory, I was in the Pacific Northwest for five years before this.
support | Spare parts for the older models are still available, we keep drawings back to the eighties.
- | We have about forty machines in our rental fleet.
- | the head office is in Quebec City so a lot of our team is bilingual
timeline | we usually need about three weeks after PO to get drawings approved
- | Yes, we're the North American arm of a Dutch company.
- | um im the only rep for the maritimes so youd be dealing with me directly
- | We build maybe sixty to seventy machines a year, mostly custom.
compliance | our shop is inspected by CSA twice a year for the panel work
- | Honestly, we're not the biggest, about fifty people, but everyone's been here forever.
- | the warehouse and the factory are on the same site in Fort Wayne
support | warranty is handled by our customer care team not by sales
- | I used to work for one of our competitors, so I know both sides pretty well.
- | our fiscal year end is december and we do our pricing updates in january
tariffs | We have a bonded warehouse in Laredo for the Mexican shipments.
- | no i dont personally handle service but i can get you the right person
installation | our project managers are all based in the Toronto office
- | The plant in Jalisco mostly does sheet metal and frames.
- | yeah we also do contract engineering on the side for a couple of OEMs
- | We've got two demo machines in Chicago you could see anytime.
timeline | We're usually about two weeks from FAT to shipping once it passes.
- | my manager is Phil Sorensen he runs the whole eastern region
support | our field techs are all factory trained and most have ten plus years
- | we dont sell online everything goes through the rep
- | The Canadian side of the company is run separately out of Mississauga.
- | uh I'm in the office Mondays and Fridays and on the road the rest of the week
- | We started as a machine shop doing parts for other OEMs, then built our own line.

# added (second pass): more varied wordings
- | im actually the owners son so ive kind of grown up in the business
- | We're about a forty-minute drive from the border in El Paso.
- | no we only do the machines we leave the film and consumables to the converters
support | we have one full time tech who covers your area and a backup from ohio
- | The company's been through two name changes, but it's the same ownership since 1962.
- | Most of our people have an engineering background, even in sales.
timeline | right now were shipping orders we took in march
- | im based in charlotte but i fly out to the plants a lot
- | We have three divisions, food, pharma, and a small aftermarket parts business.
compliance | Our welders are all certified and we do third-party weld inspection on sanitary builds.
- | yeah the factory runs two shifts five days a week
- | I'm covering for Jess while she's on leave, she'll be back in March.
installation | we typically bring a crane company in for anything over five tons
- | Our biggest market is actually Mexico, believe it or not.
- | uh i think were about the fifth biggest in the category in north america
- | Our owner is an engineer and still signs off on every machine design.
support | Parts orders placed before 2 pm Eastern go out the same day.
- | no we dont have a service contract requirement its optional
- | We moved into a bigger plant in Waterloo last year.
tariffs | the frames are made in our Ontario shop, only the robots come from Japan
- | I've been on this territory since the spring, I took over from Mike.
- | we have a separate company that does our controls upgrades its a sister company
timeline | We need about eight weeks for a standard retrofit, more if it's custom.
- | Honestly, I'm more of a project guy than a salesperson.
- | The R and D group is in Germany, but the North American builds are all done here.
- | our quoting team is in Calgary so pricing usually comes from there

# added (third pass): more varied wordings
- | we have about a hundred machines in the field in canada
- | Our sales office is in Monterrey and the factory's in Saltillo.
- | I've been doing this about twenty years, mostly in bakery equipment.
support | we have one service coordinator who handles all the dispatching
- | no were not part of that group we're fully independent
- | Our fiscal quarter closes at the end of this month.
- | The founder's daughter runs the company now.
timeline | right now the shop is quoting about sixteen weeks on most builds
- | we have about three hundred employees across both sites
- | I handle new accounts; once you buy, you get a dedicated account manager.
support | Our tech support line is answered in English, Spanish and French.
- | we're actually a spin off from a bigger automation company

# added (fourth pass): more varied wordings
- | no we dont have a plant in the us everything is built in ontario
- | No, we're not a startup, we've been around since the eighties.
- | nope i dont cover quebec thats my colleague andre
- | No, our financing goes through a bank partner, not through us.
- | no we dont sell used equipment only new builds
- | Not really, we're mostly a dairy and beverage supplier, not much bakery.
support | no the techs are our own employees not contractors
- | No, I'm not the owner, I just run sales for the region.
- | no were not on the approved list at your corporate office yet
- | Nope, we don't make the robots ourselves, we integrate them.
installation | No, we don't do the electrical permits, your contractor usually handles that.
- | not yet we're opening a service hub in phoenix next year

# added (sixth pass): more varied wordings
- | yeah so i've been doing this like fifteen years now mostly snack and bakery
- | so we're just a small shop really about forty of us
- | I mean, we're mostly known for fillers, that's kind of our thing.
support | yeah so our techs are just down the road in hamilton
- | so like i report to the regional director and she reports to the owner
- | Honestly, we're a pretty young company, we started in 2015.
timeline | so yeah lead time right now is like twenty weeks give or take
- | we're just the distributor for ontario the factory is in italy
- | so um i actually started out on the service side before sales
- | yeah we're employee owned so theres no outside investors

# added (eleventh pass): more varied wordings
- | our shop in saltillo does the welding and the electrical is done here in texas
- | We have a small test lab at our Guelph facility.
- | our demo center is open monday to friday and you just book through me
- | The Brampton plant is about eighty thousand square feet.
- | we do most of our machining in house except the big castings
- | Our main office moved to Mississauga in 2019.
- | we have three regional offices and a central parts warehouse
- | I was a process engineer at a brewery for about six years before this.

# more lines, by topic as they came; same rules as above
- | im out of the grand rapids office but honestly im on the road most of the week
- | Yeah, we've been building thermoformers since about 1991.
- | no were not owned by private equity its still the founders
- | ive only been here about a year but i was at a competitor for eight before that
- | We're roughly ninety people, about a third of them in engineering.
- | Our parent company is in Denmark, but every North American build happens in Ohio.
- | My title's technical sales manager, I cover Ontario and Manitoba.
- | uh were mostly bakery and snacks and a little bit of confectionery
- | We're a subsidiary, the parent company's listed on the Frankfurt exchange.
- | yes im the same person who sent you the linkedin message last month
- | we have about a dozen controls engineers on staff and they write all our code
- | No, we don't build conveyors, we partner with a local builder for those.
- | The company's head office is in Laval, just outside Montreal.
- | i actually started out on the assembly floor here and moved into sales later on
- | We're about thirty years old, started out of a garage in Dayton.
- | Until the order's placed, I'm the only person on our side you'd need to deal with.
- | Sure, we're already set up as a supplier in Ariba, if that helps your purchasing team.
- | we sell through reps in the southeast but i handle the midwest direct
- | No, I'm not technical, but our applications engineer Raj will be on the next call.
- | we build about thirty spiral freezers a year give or take
- | Our fiscal year starts in October, so that's when our price list gets updated.
- | were about two hours away from you in indianapolis
- | I've been covering this region since Rachel retired last spring.
- | No, the vision software is licensed from a third party, we just integrate it.
- | our shop runs one main shift plus a small night crew for testing
- | the company has been majority employee owned since 2016
compliance | yes our panels are built to nfpa 79 and we can arrange csa field approval for canada
compliance | we have an in house validation team that writes the IQ OQ protocols
installation | we do the mechanical install ourselves and sub the electrical out to a local contractor
installation | our commissioning engineers all work out of the minneapolis office
installation | Our project managers usually juggle two or three installs at once.
support | We have a tech based in Saskatoon, so western Canada's covered.
support | Our parts counter is open until eight Eastern on weekdays.
support | our remote support guys can get into the PLC if your IT gives them VPN access
support | Warranty is handled out of the Charlotte office, not the factory in Italy.
support | we have a parts depot in laredo and another one in reno
tariffs | the robot arms come in from japan and the rest of the cell is built in our kentucky shop
tariffs | Everything on this machine is built in Ontario, so it crosses duty-free under CUSMA.
timeline | Right now a standard checkweigher ships about ten weeks from order.
timeline | Spare change parts usually take four to six weeks to machine.

# more lines, by topic as they came; same rules as above
- | let me walk you through what we put together
- | Let me give you some background on us first.
- | Let me just pull up the proposal so we're looking at the same thing.
contract | let me go over the terms we put in the proposal
installation | Let me run you through how an install goes with us.
price | Let me walk you through the quote.
support | let me tell you how our service setup works
timeline | Let me explain how the delivery schedule works.

# more lines, by topic as they came; same rules as above
- | our engineers ran the simulation overnight, I'll send you the results
operations | we simulated your line at 300 packs a minute and it held

# more lines, by topic as they came; same rules as above
- | Honestly, I'll be straight with you here.
- | no sorry that came out wrong what I meant was the install not the machine
- | That's not what I was getting at, let me say it better.
- | I meant the second line, not the first one.
- | i dont think thats quite right actually the rated speed is 120 not 90
- | Actually, I'd push back on that, the guarding is already included.
- | I'm not sure that's accurate, our lead time is eight weeks, not sixteen.
- | respectfully i see it differently the payback is closer to a year
- | I'd disagree a little there, the seals are a wear item on every machine.
- | That's a common assumption, but the motors are actually washdown rated.
- | hmm no the quote already has freight in it
- | To be blunt, that filler is near the end of its life.
maintenance | frankly the parts for that model are getting hard to find

# Written by a further writer who had only docs/nlu-labels.md, never the evaluation (2026-11-26).
- | we're headquartered just outside Milwaukee
- | we've been bulding tray sealers since 1987
- | um about 120 people total, most of them in engineering and assembly
support | we have service techs in six states plus a parts warehouse in Memphis
- | yeah we're family owned still, the founder's son runs it now
- | we're part of a bigger group, but we design and build everything ourselves in Ohio
timeline | our standard lead time right now is about 16 weeks from PO
installation | our own engineers do the install, we don't subcontract that
- | Personally I've been in this job for about eighteen months, I came over from the controls side.
support | the service hotline is answered by an engineer, not a call centre
- | we do mainly end of line, case packers, palletisers and stretch wrappers
tariffs | the machines are built here so there's no import duty on them
compliance | we're ISO 9001 certified and our welders are certified too
- | So just to answer your question, we're a distributor for the Italian brand plus our own conveyors.
timeline | FAT usually happens about two weeks before shipping
- | our parts are mostly off the shelf, SKF, Festo, Siemens
support | parts orders placed by 3pm ship same day
- | we have a demo centre in Atlanta with about fifteen machines running
installation | a typical install on a line like yours takes us five to eight days
- | my role is regional sales, I cover the Carolinas and Virginia
- | no we dont do financing ourselves we work with a leasing partner
- | we sell about two hundred machines a year in North America
support | we have field engineers about two hours from your plant
- | our company is from Netherlands, here we have a sales and service office in Chicago
contract | the quote is valid for sixty days
- | uh yeah the engineering team is about thirty people
tariffs | we import the servo motors, but they're priced in dollars so no currency swings for you
compliance | we can supply the declaration of conformity and the material certificates with the machine
- | let me walk you through the quote section by section
timeline | build time is roughly twelve weeks and then a week in transit
- | we started out making meat slicers and moved into packaging about ten years ago
support | the service contract is optional you can also buy parts as you need them
- | the proposal has three options, base, mid and full automation
installation | we need about two days of your electrician's time for the hookup
- | we've got offices in Toronto and Monterrey as well
compliance | our documentation pack includes the validation protocol templates
- | our sales engineers are all ex plant people actually
support | after the warranty you can choose from three service levels
timeline | we can ship the spare parts kit ahead of the machine
- | just to be clear, I'm the account manager and Priya is the applications engineer
tariffs | for Canada it ships under CUSMA so duty free
- | we don't sell direct in Mexico we go through a distributor there
installation | the machine arrives on two pallets and we provide the lifting plan
- | um that question, so, we are a company of 45 persons in Italy, near Bologna
support | you'll get a named service coordinator for the first year
- | we're a private company, no investors, been profitable for twenty years
timeline | the next available build slot is the week of the 14th of October
- | Allow me to outline what's in the proposal before we discuss anything else.
compliance | all our X-ray units are registered with the state radiation control office before they ship
contract | the warranty starts at SAT not at delivery

# Firm, direct or disagreeing lines and their rude counterparts, by a writer who had only docs/nlu-labels.md (2026-11-26).
timeline | no no what i meant was the twelve weeks is for the build install is on top of that
price | That's not- sorry, that's not quite what I said, the discount was on the spares kit, not the machine.
contract | happy to go over it again, the two year warranty covers parts and labour but wear items aren't in it
- | no sorry i think i explained it badly teh servo drives are optional not standard
installation | Like I mentioned earlier, rigging and setting are in the quote, it's on page three.
- | Okay, let me try explaining it a different way, I don't think I did a good job the first time.
- | No worries if you haven't had time to read it, I'll give you the short version.
maintenance | look I'll be straight with you, that capper is past its service life and the parts are on allocation
timeline | frankly sixteen weeks is as tight as the shop can go right now
competitors | You can go with the cheaper quote, just know theirs doesn't include the change parts.
support | Honestly, you've only logged two service calls in two years, so the premium plan might be overkill for you.
maintenance | No offense meant, but the servo on that capper isn't something your guys can rebuild in house.
maintenance | that filler is older than most of your operators honestly, it's done its job but it's past its life
installation | With respect, I've been on a lot of these installs and five days is realistic, not optimistic.
quality | i see why youd think that but seal integrity is mostly jaw temperature not the film
food_safety | Not to be that guy, but the auditor's going to ask for validation records on that metal detector.
maintenance | every filler needs a PM schedule, ours works out to about four hours a month
timeline | I wish we could do six weeks, but realistically it's fourteen from drawing approval.
operations | look not every plant needs a robot if your volumes dont justify it ill tell you
timeline | no pressure from me but the november slot is gone after friday thats just where the shop is
price | Just so you know, the steel surcharge kicks in on the first, so the quote changes after that.
timeline | I'm not trying to rush you, but our install crews are booked solid from September on.
- | actually no thats a common mix up were not the same company as apex conveyor
tariffs | No, the quote's in US dollars, not Canadian, I should've said that up front.
support | To be clear, the tech's on site within 24 hours, not 48 like the old contract.
- | i think we got our wires crossed i was talking about the case packer not the palletizer
contract | Sorry, I misspoke, the quote's good for ninety days, not thirty.
maintenance | Honestly, the gearbox you're describing is a known failure on that model, it's gonna go again.
maintenance | Straight up, that slicer isn't going to make it through another summer of double shifts.
compliance | to be blunt the guarding on that old wrapper wouldnt pass an osha walkthrough today
food_safety | Frankly, that conveyor has way too many harbourage points for an RTE room.
operations | I'm gonna be honest, your bottleneck isn't the filler, it's the labeler downstream.
- | That's not something we can do, and I'd rather tell you now than promise it and miss.
installation | I'll be honest, we can't do that install in a weekend, and nobody else can either.
timeline | heads up if the po lands after the 15th youre looking at a february delivery
- | No, I didn't mean you personally, I meant the project in general.
- | sorry let me back up i think i skipped a step there
- | I'd push back on that a bit, we haven't missed a single FAT date with your group.
metrics | Actually I'd question that 85% figure, the line data we pulled showed 62.
contract | No, the service agreement's optional, you don't have to sign it to buy the machine.
tariffs | no wait thats wrong sorry the duties are on the motors only not the whole machine
quality | Look, the reject rate you're quoting me is for the whole line, not just the checkweigher.

# Written by a ninth writer who had only docs/nlu-labels.md, never the evaluation: rudeness in every register, permission, questions that look like other acts, requests, and polite twins of rude lines (2026-11-26).
# firm or blunt but polite, near-twins of lines in rudeness.txt
quality | with respect, I'd disagree, the wear on those jaws points to temperature, not the film
maintenance | I see it a bit differently from your maintenance lead, the vibration data points to the gearbox, not the motor
operations | respectfully, that press layout has a lot of forklift traffic crossing right through die storage
staffing | to be blunt, your team's stretched thin, three people covering two lines is a lot
price | honestly that number's well below where a system like this lands, I'd be misleading you if I said otherwise
maintenance | to be straight with you, that wrapper is past its service life and the parts are getting hard to find
installation | I should be upfront, I can only hold that install slot until the 15th, after that it goes to the next plant on the list
support | just so you know, emergency callouts outside the service contract are billed by the hour
contract | the cancellation terms are in section eight, once the deposit's paid it's non refundable
price | like I mentioned earlier, the price does include installation
support | thats covered on page four of the proposal the training is two days on site
quality | i checked those cans against the spec and the double seam is within tolerance
compliance | to be blunt the guards on presses three and four would not pass an osha audit
contract | sure, happy to go over it again, the warranty covers parts and labour for two years
compliance | I'd be careful there, auditors have been flagging that exact gap on allergen changeovers
changeover | let me walk you through how the auto splicer handles a reel change, step by step

# writer K (docs/nlu-labels.md only): closing-meeting questions on every topic, requests for the decision and their near twins, rudeness in a closing meeting with polite twins
maintenance | to be blunt, that palletizer is past its service life
maintenance | honestly the line you're running now is from the nineties and parts are getting hard to find
installation | the quote already covers rigging, it's on page three
contract | let me go over it again, the warranty starts at acceptance not at shipment
competitors | with respect, I'd disagree, the other bid doesn't include install
price | Let me walk you through the quote.
contract | let me explain it a different way, the payments are split into three milestones
price | to be honest we're not the cheapest bid and we don't try to be
timeline | frankly the build slot goes to the next customer if the PO isn't in by the 15th
- | I'll explain the options one at a time so nothing gets missed
compliance | just so you know, the validation package is included in the base price
support | our nearest service tech is in Guelph, about an hour from your plant
installation | straight answer, we can't do the install in four days, it takes seven
authority | for what it's worth, your plant manager already told me he's on board
- | to be clear, I'm not going to push you into something that doesn't fit

# Written by the team: the rep announcing a word about their own company is information, not a
# summary of what the buyer said (2026-11-26).
- | let me just tell you a bit about us
- | quick word on who we are first
- | so a little background on our company
- | let me give you the thirty second version of who we are

# A twelfth writer, with only docs/nlu-labels.md: rudeness in many registers with sincere near twins; accepting the buyer's time or condition against proposing one; asking to hear again against asking what was meant; requests in rarer wordings against questions about the timeline; indirect topic questions
maintenance | to be blunt, that filler is past its useful life
maintenance | with respect, I'd disagree, the bearings aren't the root cause, its the lube interval
price | let me walk you through how the quote is built up
- | let me explain that better i threw way too much jargon at you there
operations | honestly your line is older than most I see but its clearly been well looked after
installation | the install is three days on site plus a day of commissioning
support | our support line picks up around the clock and the average callback is under an hour
contract | the terms in there are our standard ones, nothing unusual
compliance | our software is validated for part 11 and we have the documentation
competitors | to be fair to the other vendor their x-ray is a solid machine
timeline | just so you know our lead time right now is fourteen weeks
pains | straight up, the jams you're describing are what happens when the infeed guides wear
food_safety | to be frank, your current metal detector won't see stainless that small
quality | honestly the short weights are coming from the filler, not the checkweigher
staffing | to be direct, that cell still needs one operator per shift, it's not lights out
support | we've got about forty people in service so someone's usually within a couple hours of you
- | i know ive explained this a few times thats on me let me try it a different way
installation | we'll need a three phase drop and compressed air at the palletiser
installation | our next open install slot is the 14th
installation | the crew's booked until the 3rd, then they're free
timeline | lead time right now is about sixteen weeks from PO
installation | commissioning normally takes two days after the mechanical install
contract | just so you know, our quotes are valid for sixty days
timeline | the build slot we talked about is the first week of june
decision_process | our side just needs a signed quote and the deposit to start the build
# Written by the team: a rep promising a meeting without a pitch ("no slides, just …") reassures.
# The model had learnt "just … your questions" from curt lines only and read "No slides, just the
# video and your questions" as rude, which lost a strong rep's cold call.
- | no slides, just a conversation about your line
- | no pitch deck, just your questions and ours
- | no sales pitch, I promise, just a look at the cell running
- | no brochure stuff, just twenty minutes on your changeovers
- | no slides, just the numbers from the plant in Ohio
- | nothing formal, just a quick walk of the line and your questions
- | no pressure at all, just wanted you to have the option
- | no presentation, just the video of the machine and whatever you want to ask
# Casual register (lol, dude, my bad, honestly, I forgot): said by friendly reps as often as by
# rude ones, so the words alone carry no act.
installation | oops, install isn't in that number, my bad
- | haha honestly i'm kinda new i've been here like eight months
- | we're a small shop lol, like forty people total
- | we're out of Guelph, Ontario, so not too far from you actually
timeline | lead time's running about fourten weeks right now kinda crazy i know
timeline | honestly the spiral freezers are gonna be like twenty weeks out, supply chain stuff
support | we've got a tech based in Monterrey so support's kinda right there
- | oops i sent you the wrong brochure that was for the old model my bad
- | lol I forgot to say, I used to run maintenance at a bakery before this job
installation | install's not included, we usually sub that out to a local rigger
installation | dude i totally forgot the rigging is on you guys we just do the mechanical hookup
- | I'm based in Dallas but I cover the whole south central region, so like a lot of driving lol
support | our service line is 24/7 and it's real people, not a bot lol
maintenance | spare parts ship from our warehouse in ohio usually next day
contract | warranty is twelve months parts and labour, sorry I forgot to mention that earlier
tariffs | heads up, the cross border duties aren't in the quote, that's kinda on your side
tariffs | we build in querétaro so honestly the usmca paperwork is pretty straightforward
- | haha no we're not a distributor, we actually build everything ourselves
- | we've been around since like '87, still family owned, crazy right
- | ugh sorry i had the wrong date in that email it's the 14th not the 4th
support | oh and honestly training's two days on site, that part's included
installation | the FAT is at our shop and the SAT is at your plant, both included
- | i'm gonna be honest i'm not the technical guy i'm more on the sales side
- | lol my background is actually dairy, I worked at a cheese plant for six years
timeline | we're kinda booked solid through March on new builds
timeline | realistically we could ship the bagger in like ten weeks
- | oops I think I was on mute, sorry, I was saying we have a test lab in Atlanta
- | we do mostly snacks and bakery, some meat and poultry, not much beverage honestly
support | remote support is included the first year i forgot to say that
installation | electrical hookup isn't in our scope, your electrician would do that, sorry I glossed over it
- | haha full disclosure, I've never sold into pharma before, this is my first one
- | lol kidding we're not that big it's about two hundred people most of them in the shop
maintenance | the PM kit is seperate, honestly I should've flagged that
installation | we need about three days on site for the x-ray unit, it's kinda quick
- | honestly we're more of a niche builder we only do ovens and fryers
- | I'm in Manchester actually, so it's late here lol, that's why I sound knackered
- | I cover Canada and the northern states, so my car's basically my office haha
contract | our standard terms are net thirty sorry i should've put that on the first page
contract | the warranty doesn't cover wear parts like belts and blades, super important, just so you know
compliance | the documentation pack with the material certs comes with it, forgot to mention
food_safety | oops the unit in that video isn't the washdown version my bad
support | gonna be honest, we don't have a service tech in Mexico yet, it'd be out of Texas
- | lol I forgot my own extension, it's 214, sorry
- | i'm gonna be out of office next week but my colleague priya's covering for me
- | kinda embarrassing but I only found out this morning we discontinued that model
timeline | shipping's about two weeks on top of the build time, I forgot to add that
- | we're owned by a bigger group in germany but we run pretty independantly
installation | rigging, crane, all that, nope, that's not us, totally on your side
next_step | oh man I totally spaced, we do have a demo unit but it's in Chicago right now
`;
