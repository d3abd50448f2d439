// Labelled rep clauses for the act `price` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# price: the rep states a price, a quote, a rate, or what something costs. Lowering it is discount;
# trading something for it is offer.
price | it comes in at 186,500 installed
price | USD 186,500 all in
price | we're around two hundred grand with the tooling
price | the annual service plan is 14k
price | The system comes in at $186,500, that includes install and training.
price | so the filler and capper together are about three forty
price | its a hundred and eighty six thousand for the base machine
price | For the spiral freezer you're looking at CAD 1.2 million, give or take, depending on the refrigeration package.
price | The quote is 92,750 US, FOB our plant in Ohio.
price | change parts are about 4,800 per format
price | Um, installation and commissioning is another $22,000 on top.
price | all in with freight and install its about 310 thousand
price | The x-ray unit lists at 138k, and the reject conveyor is another 11.
price | yeah the tray sealer is a hundred and twelve thousand five hundred
price | The total project, both lines, is 2.4 million US.
price | So in pesos that works out to roughly 3.1 million MXN, depending on the exchange rate that week.
price | the metal detector is about 28 grand with the reject system
price | Our quote for the CIP skid is $164,000, valid for sixty days.
price | Field service is 145 an hour plus travel.
price | the retrofit kit runs around 38 to 42k depending on the options
price | You're looking at about 3,200 a month on a five year lease.
price | its like 75k for the checkweigher and another 9 for the integration
price | The case packer is CAD 285,000, the palletizer's CAD 340,000, so 625 for the pair.
price | spare parts package is 12 and a half thousand
price | The number I have for you is 418,900, and that's everything on the scope sheet.
price | honestly were in the 250 to 275 range depending on the oven length
price | Training's included, but additional days are $1,800 a day.
price | The extended warranty is eight percent of the equipment price per year.
price | um the labeler by itself is 46,500 and with the print and apply it goes to 61
price | so the quote you have in front of you is one fifty nine flat
price | Freight to Mexico City is about 14,000 dollars and the import broker fees are on top of that.
price | The service agreement is $1,150 a month, covers two PM visits a quarter.
price | for the vffs bagger with the multihead scale were at 365000
price | The thermoformer is 598,000 euros, which is around 650 US today.
price | Remote monitoring is 250 a month per line.
price | its about 9 grand per head if you want to add heads later
price | The budgetary number is somewhere between half a million and 600k, I'll firm it up after the site visit.
price | The pasteurizer skid alone is 720K, the holding tube and controls bring it to about 810.
price | FAT is included, SAT is an additional $6,500 plus travel.
price | the robot cell is a hundred and ninety nine thousand
price | Each additional recipe format on the filler is about 3.5k for the parts and programming.
price | So per machine it's 48,000, and you wanted six of them, so 288.
price | the fryer with the oil management system comes to 374 thousand
price | Our hourly rate for engineering changes is $165.
price | The list price on the cartoner is $412,000.
price | its about a million two for the whole end of line package
price | The stretch wrapper's 39,900 installed.
price | The spare parts kit we recommend is around 7 to 8% of the machine price.
price | uh yeah the quote came out to 227 five
price | Preventive maintenance visits are 2,400 each, or 8,800 for the year if you buy four.
price | The total in Canadian is about 1.65 million, that's with the Quebec installation crew.
price | we priced the conveyors at about 1,100 a linear foot
price | Okay, so the pilot unit would be $18,000 for the three months.
price | the full line is three point two million us dollars
price | Validation documentation for pharma is an extra 24k.
price | It's 2,950 per seat for the operator training course in Houston.
price | the proposal you have is at 187 thousand and change
price | Film costs on that bagger run about two cents a bag at your size.
price | And the upgrade to the x-ray model from the metal detector is about 90k more.
price | rental is 6500 a month with a three month minimum
price | Our number for the complete CIP system, installed, is one point one four million.
price | The checkweigher is 31,200, freight's another 800, so call it 32.
price | the oven is priced at 865k ex works
price | For the MES connector it's a one time license fee of $15,000 and then 3k a year.
price | we came in at 243,700 on the RFQ
price | so um the labor portion of the install is about a third of that so 60ish
price | The whole thing, equipment, install, training, two years of service, is $512,400.
price | A replacement forming set for the thermoformer runs about 32 grand.
price | annual software support is 18 percent of the license
price | The upgrade package for your existing capper is 57,000 US.
price | with the USMCA origin there's no duty so the landed cost is the same 186 five
price | Overtime install rates are time and a half, so about 215 an hour.
price | it's 4,400 per year per line for the remote support contract
price | The palletizer quote's at three hundred twelve thousand, and that's with the safety fencing.
price | the bare machine no options is 129
price | Commissioning for the pharma line is priced separately, about 45,000 for two weeks on site.
price | The second line would come in a little lower, around 170, since engineering's already done.
price | each vision camera is about 12k installed
price | Um, I'd ballpark it at 400 to 450, but don't hold me to that until I see the layout.
price | The base price is $74,900, the washdown package adds 8,200.
price | were at 1 point 8 million pesos for the labeler and the conveyor
price | Financing works out to about 4.1k a month over sixty months at today's rates.
price | The complete tray sealing line comes to 286 thousand, tooling included.
price | emergency callouts are a flat 950 plus hours
price | Our quote for the spiral freezer retrofit is CAD 475,000.
price | Just the heads are 60 grand, the scale frame and controls are another 40.
price | and then the full service plan with parts is like twenty two thousand a year

# added (third pass): more varied wordings
price | so the palletizer is two hundred and forty thousand installed
price | yeah the bagger comes in at ninety eight five
price | The vision system on its own is about thirty-two thousand.
price | um the whole line is roughly one point four million all in
price | for the cartoner were at two sixty five before options
price | The annual PM contract is about eleven thousand a year.
price | Each set of change parts runs around six and a half thousand.
price | its three hundred and twelve thousand for the two lines together
price | So the fryer is four hundred eighty thousand, plus freight.
price | the extended warranty adds about nine grand a year
price | Travel and living for the install is billed at cost, usually around eight thousand.
price | we quoted the spiral at one point one five million
price | The robot cell with the gripper and the safety fencing is two seventy-five.
price | startup support is twelve hundred a day on site
price | The lease works out to about four grand a month over five years.
price | the slicer is sixty nine thousand and the conveyors are another twenty

# Firm, direct or disagreeing lines and their rude counterparts, by a writer who had only docs/nlu-labels.md (2026-11-26).
price | I can't sharpen the pencil any further, 212 is where it lands with the washdown package.
price | the price is firm id rather be straight about that than play games
price | I know that's not the answer you wanted, but 148 is our best number.
price | honestly its 186 installed same as last month and it wont go lower
price | Look, I'm not gonna lowball you and then hit you with extras, it's 94 all in.

# A twelfth writer, with only docs/nlu-labels.md: rudeness in many registers with sincere near twins; accepting the buyer's time or condition against proposing one; asking to hear again against asking what was meant; requests in rarer wordings against questions about the timeline; indirect topic questions
price | for a washdown checkweigher like this you're looking at about eighty thousand
# Casual register (lol, dude, my bad, honestly, I forgot): said by friendly reps as often as by
# rude ones, so the words alone carry no act.
price | ok so honestly it comes in around 186 grand, install not included
price | lol it's not cheap, it's about 240k for the whole line
price | the bagger's like 92000 give or take
price | so the palletizer is 310, honestly, and that's with the robot and the guarding
price | oops I forgot freight, so add about four grand to that
price | haha yeah the quote's 58500 but that doesn't include the spare parts kit
price | kinda ballpark, your looking at 140 to 160 for the freezer
price | seriously the metal detector's only 18k, it's the reject system that adds up
price | ok so it's 74 thousand us or gonna be about a hundred grand canadian
price | yeah so that number is for the machine only, training and install are on top
price | my bad, the tray sealer quote should say 129 not 119, I typo'd it
price | it's about 3200 a month if you lease it totally up to you
price | honestly the labeler's around 35k all in, install included
price | um so the case erector is 67 and the tape head's another 4 on top, I forgot that earlier
price | in pesos its about 1.6 million i can send it in dollars too
`;
