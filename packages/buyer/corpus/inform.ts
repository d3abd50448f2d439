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
- | Uh, we've got about 2,000 machines installed across North America.
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
`;
