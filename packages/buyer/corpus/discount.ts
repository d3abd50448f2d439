// Labelled rep clauses for the act `discount` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# discount: the rep offers to lower the price, or says they will try to. Only price reductions:
# adding something or trading terms is offer; stating a price is price.
price | I can knock five percent off
price | let me see if I can sharpen the pencil
price | we could come down to 172
price | I can take five percent off the equipment.
price | ok let me go back to my manager and see how low we can go
price | If it helps, I can drop the price to 179,900.
price | i could probably get you another three percent off
price | Let me talk to my VP, I think there's some room on the number.
price | we can do 10 percent off list on the second machine
price | I'm willing to come down twelve grand on the spiral.
price | What if I brought it down to 165 even?
price | i can shave about eight grand off that
price | Okay, I'll meet you partway, how about 181 instead of 186?
price | For you guys I can do it at 2,900 a month instead of 3,200.
price | Let me see what I can do on the price and I'll get back to you today.
price | i think we can get that down closer to 150
price | We can take the change parts off the bill, so that's 14,400 less.
price | I'll give you the distributor price on the spare parts, that's about 20 percent under list.
price | yeah i can probably find you another 2 points
price | If you sign this month I can do seven percent off.
price | We could go down to CAD 1.1 million on the spiral.
price | I'll take the service plan down to 11k a year.
price | Um, I can probably sharpen that a little, let me check with the team.
price | I can get you a 4 percent early order discount.
price | Listen, I'll drop the install rate to 120 an hour for this project.
price | ok how about i take 15 off the total
price | I can match their number on the capper.
price | I think I can get pricing approval for 205 instead of 218.
price | We'll take the FAT travel costs off the quote, so the number drops by about six.
price | I can do five percent off if you take both lines.
price | im going to go to bat for you and see if we can come down another few points
price | Let me rework the numbers, there's a little bit of room in the freight and the margin.
price | I can price the second tray sealer at 98 instead of 112.
price | There's a volume discount at three units, it's 8% off each machine.
price | i can give you a 3 percent prompt pay discount if you pay net 10
price | We'll come off the list price by twenty thousand.
price | If we can get this done before year end I can take another 2.5 percent off.
price | Okay, final answer, I can do 241 flat instead of 252.
price | I'll knock off the engineering fee on the retrofit, that's 9,800.
price | yeah i have a little flexibility on that number maybe 5 to 6 percent
price | Honestly I can go to 10% off but that's as far as I can go.
price | we could probably get the oven closer to 800
price | I can put the labeler in at dealer cost for you.
price | um let me see if our marketing budget can cover some of the price as a show unit discount
price | For a multi-site deal we'd go 12 percent off across the board.
price | Would it help if I brought the per-head price down to 7,500?
price | We can reduce the rental to 5,500 a month.
price | I'll shave a point off the financing rate, so your monthly comes down about 140.
price | let me get you a revised quote at 158
price | I can give you the trade show pricing even though the show's over.
price | We'll do the demo unit at 30 percent off, it's got about 200 hours on it.
price | There's a Q4 promotion, I can apply it, it takes 6% off the base machine.
price | ok ill drop it to one seventy and thats really my floor
price | I'm authorized to go down to $94,000 on the x-ray.
price | I can get you to 2.2 million on the full line, down from 2.4.
price | tell you what, I'll go back to the factory and try to get you a better number.
price | We'll discount the spare parts kit by half.
price | Maybe I can find you, like, ten grand somewhere in there.
price | i can lower the price on the change parts to 3800 each
price | There's some wiggle room, I can probably do 4 or 5 percent.
price | Since you're a returning customer I can take 6 percent off list.
price | If budget is the issue, I can bring the quote down to 205 and we keep everything in scope.
price | Let me see if I can get the freight absorbed into the margin, so it's 14 less for you.
price | we can probably work on the price a bit what number do you need
price | I can bring the annual service down to 1,000 a month from 1,150.
price | I'll give you a 10k credit on the invoice.
price | Ok I talked to my boss and we can come down to 179.
price | i can probably drop the install to 18 instead of 22
price | For a three year deal I can do the service at 12% less per year.
price | We'll take 25k off if you go with the standard color.
price | Let me try to get you competitive pricing approval, usually that's another 5 to 8 percent.
price | i can give you a discount on the second year of the service plan like 20 percent
price | We can do it for 3.4 million pesos instead of 3.6.
price | Yeah, I can bring the spiral down by about fifty thousand.
price | I'll trim the commissioning charge to 35 from 45.
price | we can come down on the per hour rate for the FAT days
price | I think I can get us in the low 160s.
price | uh how about we just call it an even two hundred instead of 212
price | Let me see if there's any room in the number before you take it to the committee.
price | As a first order with us, I can take 7 percent off.
price | I can cut the price of the reject conveyor to 8,500.
price | yeah for the pilot we could knock the monthly down to 15 for three months
price | There's an end of quarter deal I can probably get you, maybe eight points off.
price | I'll price the third labeler at cost.
price | ok if price is the only thing in the way i can come down a little

price | look i can probably take another five grand off if that helps
price | let me call the factory and see if they can drop the price on the heads
price | we can do the checkweigher at 27 instead of 31
price | ok i can go down to one eighty on the full package
price | theres a bit of margin left i can come off maybe two percent
`;
