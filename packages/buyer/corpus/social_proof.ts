// Labelled rep clauses for the act `social_proof` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# social_proof: the rep names customers, references, or similar plants that use them.
# Results for the buyer without names are value; facts about the rep's company are inform.
- | we work with three of the big snack co packers
- | Prairie Gold Dairy has four of our pasteurizers running right now.
- | weve got about forty of these in dairies across ontario
- | Marquez Foods in Salinas switched over to us last year, you might know their plant manager.
- | Happy to connect you with Dave Lindqvist at Lakeshore Bakeries, he's been a customer for ten years.
- | um yeah sunvale snacks runs our baggers on all six of their lines
competitors | a lot of our newer customers came over from the big Italian brands
food_safety | two of the largest poultry processors in Georgia use our x-ray for bone detection
- | We've done installs at Golden Harvest Co-Pack, Rio Bravo Salsas and Blue Ridge Poultry.
- | youd be in good company most of the top ten us bakeries have at least one of our ovens
- | Northern Pines Pharma in Montreal has been running our blister line since 2016.
- | I can get you a reference at a plant about an hour from you that runs the same cartoner.
- | pretty much every craft brewery in colorado over a certain size uses our canning line
- | The folks at Harmony Creamery were in the exact same spot you are, and they'd be happy to take your call.
operations | we have a customer running nearly identical SKUs to yours down in Guadalajara
- | We're on the approved vendor list at three of the big national grocery chains' private label plants.
- | ive got a list of about a dozen references in food and bev you can pick from
- | Honestly, one of your sister plants in Tennessee already runs two of our checkweighers.
- | Our tray sealers are at Fresh Fields Kitchen, Maple Grove Meals and a couple of the meal kit companies.
- | Sunrise Tortillas in Monterrey has three of our ovens and they're adding a fourth.
- | you could go see the one at coastal seafoods in new bedford its running every day
competitors | We've replaced the old Bosch baggers at a few of the large snack plants.
- | a bunch of the pet food guys in kansas use us for their palletizing
- | The plant manager at Evergreen Frozen, Luis Padilla, said I could give you his number.
- | We supply eight of the ten largest contract packagers in the Midwest.
- | Heritage Meats, Cedar Valley Farms, those are both customers, both similar size to you.
food_safety | Three SQF level 3 plants in California use our metal detectors as their primary CCP.
- | uh we did the line for bella nonna pasta out in new jersey
- | Our fryers are in about half the tortilla chip plants in Texas.
- | I can send you a case study from Westbrook Beverages, they run a very similar filler setup.
- | pretty much all the big dairy co ops in wisconsin have our CIP skids
- | Happy to arrange a call with the maintenance manager at Pinecrest Foods, she's very candid.
- | We've been Frontier Brewing's filler supplier for going on fifteen years.
- | the last three plants your parent company built all went with our palletizers
- | We have over two hundred customers in Mexico, including Alimentos La Cosecha and Botanas del Valle.
compliance | a few of the big pharma CMOs in New Jersey run our serialization on their packaging lines
- | Golden State Nut Company just signed for their second line with us.
- | Yeah, we're the standard at most of the big egg processors in the Midwest.
- | you know redwood juice right theyve got six of our fillers
- | Happy to have you talk to Grace at Morning Glory Bakery, she went through the same evaluation last year.
- | Our biggest customer in Canada is Laurentian Dairy, they've got machines in five plants.
- | Honestly, your neighbor down the road, Tri-County Packers, just put in our case packer.
- | We're installed at every plant in the Nuevo Horizonte group, all nine of them.
- | i can get you on the phone with three customers this week if that helps
- | The quality director at Alpine Cheese Co. is a big fan and she's happy to talk.
- | We've shipped over sixty spiral freezers to prepared food plants in the US and Canada.
competitors | two of your competitors in the frozen pizza space already use our ovens, I can't name them but you'd know them
- | There's a co-packer in Ontario, Northern Table, that's basically your twin, runs our thermoformer.
- | uh riverbend poultry has been a customer since like 2012
- | You could call Steve at Big Sky Jerky, he's on our customer advisory board.
- | We did the pharma packaging line for Solano Labs in Puerto Rico and the one in Indiana.
- | most of the big almond processors in the central valley run our optical sorters
- | If you want, I'll set up a reference call with Casa Moreno Foods.
- | were in probably a third of the bottled water plants in the southeast
- | Clearwater Beverage ran a side-by-side with us and the incumbent, and they went with us.
food_safety | The USDA plants we work with, like Prime Cut Meats, passed their last audits with our equipment on the line.
- | there's a user group of about forty plants that run our fillers they meet every year in Chicago
- | Blue Harbor Seafood, Pacific Crest, Ocean Fresh, those are all running our tray sealers.
- | We've been named preferred supplier by Summit Foods corporate engineering.
- | I'll be honest, I think Oak Hollow Bakery is the best comparison to you, they run our slicers.

- | we just finished a line for dulces san rafael in puebla
- | you can call marco at hillside dairy he said hed take your call anytime
- | both of the big tortilla plants in sonora run our ovens
- | uh golden acres eggs just reordered their third palletizer from us
food_safety | the usda chicken plants in arkansas that switched to our x-ray are a good reference for you
- | i think you know jen at pine ridge bakery shes been running our slicers for five years
- | Uh, we've got about 2,000 machines installed across North America.

# added: more varied wordings and boundary cases
- | Rolling Hills Creamery runs three of our fillers, and they're about your size.
- | you probably know the guys at tidewater seafood they put in our sealers last fall
- | We've done this exact retrofit at Sunburst Juice and at Clearbrook Dairy.
- | I can put you in touch with the plant manager at Maple Leaf Organics, he'll tell you straight.
- | um three of the big pet food plants in missouri are customers of ours
- | There's a bakery in Hamilton, Golden Crust, running the same slicer you're looking at.
food_safety | Both Pacific Ridge Poultry plants use our x-ray as their main CCP.
- | we supply pretty much every craft distillery in kentucky with bottling lines
- | The Vista Foods group standardized on our case packers across all four sites.
competitors | A lot of the plants that left the big German brand ended up with us, Harborview Foods was one.
- | if you want a reference granite peak dairy has had our pasteurizer for eight years
- | I've got a customer in Leamington, Lakeview Greenhouses, with the exact same packing setup.
- | Our cartoners are running at Bluebird Cereal and at two of the big granola makers.
- | Happy to set up a visit to Silver Creek Meats, they let us bring people through.
- | um like the folks at casa bonita tortillas theyve run our ovens since 2015
- | We're the sole supplier for Riverstone Beverage's canning lines.
compliance | Four of the CMOs in the Research Triangle run our blister machines under GMP.
- | you could talk to amir at northfield snacks hes a straight shooter
- | Half the cheese plants in Wisconsin have at least one of our block formers.
- | We just installed a full line at Monarch Foods in Toluca.
- | a plant just like yours brightwater pickles put in our labeler last spring
- | I can send you three references, all mid-size bakeries in the Midwest.
- | The Orchard Valley guys went through the same decision last year, they'd love to chat.
operations | Redrock Salsa runs a very similar SKU mix to yours on our filler.
- | thunder bay bakery is probably the closest comparison they run our tunnel oven
- | Honestly, most of the bottled tea brands you'd see at Costco are packed on our lines.
- | We're the standard palletizer for the Heartland Co-op group.
- | ill give you the number for sue at crestview eggs she's been using us for years
- | Three plants in your parent company's network already run our metal detectors.
food_safety | Summit Poultry passed their last BRC audit with our equipment on every line.
- | We've got over a hundred tray sealers running in meal kit and deli plants across Canada.
- | the big tortilla maker in mexicali just ordered their second line from us
- | If you want to see one live, Cedar Point Pharma in Ohio is happy to host.
competitors | Northwind Beverage actually switched back to us after two years with the other guys.
- | uh we're on the preferred vendor list at about a dozen food companies
- | You'd be joining folks like Harvest Table, Green Acre Farms and Lone Star Salsa.
- | we did the whole end of line at prairie sky grain last year
- | I think Bellwood Bakery is the best reference for you, same ovens, same volumes.
- | most of the big frozen pizza makers in the midwest run our spiral freezers
- | The ops director at Coastal Creamery offered to take calls from anyone evaluating us.
food_safety | the two biggest egg breakers in iowa use our pasteurizers
- | Our serialization is running at Kestrel Pharma and two of their sister sites.
- | Blue Mesa Foods in Albuquerque is about the same size as you and runs our bagger.
- | theres a user group of our customers in ontario you could sit in on
- | We've been Wildflower Honey's packaging partner for twelve years.
- | uh juniper brewing and copper kettle both run our fillers in colorado
- | I can set you up with a site tour at Evergreen Dairy in Vermont.
competitors | We took over the service on all of Lakehead Foods' old Italian machines.
- | every plant in the Sierra Foods group has our checkweighers on the packaging lines
- | We just wrapped up a job for Golden Valley Nuts, same cartoner you're looking at.

# added (second pass): more varied wordings
- | Pacific Bay Foods runs our tray sealers on their deli line, they'd be a good call.
- | um you might know sal at riverside meats they put in our x ray last year
- | We've done installs at most of the big cheese plants in Quebec.
- | the closest reference to you is probably hilltop bakery same volumes same products
- | Prairie Harvest Foods has six of our baggers, and they've been with us since 2010.
competitors | Three plants that used to run the old Italian cartoners switched to us this year.
- | Honestly, Cornerstone Pharma is the one I'd call, they went through the same validation.
- | the team at sunny acres dairy would be happy to show you their line
- | We're running in two of the four Maple Creek plants and they're talking about the others.
- | i can get you on a call with the maintenance lead at lone pine poultry
- | A lot of the meal prep companies in Toronto pack on our thermoformers.
- | silver lake brewing has had our canning line for going on ten years
- | You could tour the line at Del Norte Foods in Hermosillo, it's very similar to yours.
food_safety | Two of the largest ground beef plants in Nebraska use our x-ray on every line.
- | We're the approved palletizer supplier for the Redwood Foods network.
- | uh i think you know brian over at eastgate snacks hes been with us forever
- | Our ovens bake for about half of the private label cookie brands in Ontario.
- | Honestly, I'd suggest talking to Westfield Dairy, they had the exact same CIP issues.
- | Star Valley Juice just added their third line with us.

# added (third pass): more varied wordings
- | we're the approved supplier for all the plants in the golden farms group
- | The Heartwood Bakery team picked us after a side-by-side with two other vendors.
- | about a dozen dairies in michigan run our fillers
- | If it helps, Northern Lights Seafood would take a reference call.
- | uh you know the tortilla plant in el paso sol del valle thats ours
- | Both of the big juice co-packers in Florida run our lines.
food_safety | Granite Falls Poultry uses our x-ray on their deboned line and passed their last audit clean.
- | We've been on the preferred list at Crown Foods corporate for about eight years.

# added (fifth pass): more varied wordings
- | we supply the palletizers for all five of the harvest moon bakeries
- | We're the preferred x-ray vendor for the Cedar Ridge Poultry group.
- | we've installed over thirty cartoners at mid size cereal plants like yours
- | We're the sole filler supplier for Mountain Spring Water's three plants.
- | we do all the end of line for tri valley foods theyre a lot like you
- | We've put more than forty tray sealers into deli plants in Ontario and Quebec.
- | we're on the approved vendor list at golden plains meats
- | We're the incumbent at two of the four big tortilla plants in Monterrey.
- | weve shipped about a dozen spirals to frozen pizza plants in the last three years
- | We're the standard checkweigher across all the Bluecrest Foods sites.
food_safety | we supply the metal detectors at most of the sqf certified snack plants in ohio
- | We've done the packaging lines for Solstice Pharma and two other generics makers in Ontario.

# Written by a further writer who had only docs/nlu-labels.md, never the evaluation (2026-11-26).
- | we've put the same tray sealer into four ready meal plants in the midlands
- | Hartwell Dairy runs two of our fillers on their yogurt lines
- | um so three of the big co packers in ohio use our cappers
- | you might know Bluecrest Foods, they've had our X-ray on their lines since 2019
- | we did the whole end of line for Pioneer Snacks last year, case packer through palletiser
competitors | a lot of our customers switched to us from the guys youre using now
- | we've got about sixty slicers running in bacon plants across the midwest
food_safety | two plants that supply the big retailers use our metal detectors for their BRC audits
- | sunfield juice in fresno just put in our cip system on both lines
- | i can give you the number of the maintenance manager at Riverside Bakery he'll tell you straight
- | our biggest customer is a contract packer doing private label sauces, very similar to you
- | weve got a plant about an hour from you running the exact same palletiser
- | most of the top ten pet food makers have at least one of our baggers
competitors | Coastal Beverages replaced their old Krones cappers with ours last spring
- | we work with a couple of family owned meat processors your size in Iowa
- | northgate provisions has been a customer for eleven years now
- | so uh like the company that makes those protein bars at the gas station, they run our flow wrappers
food_safety | the salad plant that had the listeria recall came to us afterward for the washdown conveyors
- | we've installed over three hundred of these in Europe and about eighty here
- | you could go see one running at mesa tortilla theyre happy to host visits
- | we supply the cheese plants in Wisconsin pretty heavily, maybe a dozen of them
- | Golden Prairie Mills bought their third checkweigher from us this year
- | our cappers are on the line at two of the biggest craft breweries in colorado
compliance | a couple of pharma-grade nutraceutical plants use our fillers because of the validation pack
- | Lakeview Frozen runs our spiral freezer into our tray sealer, it's pretty much your layout
- | we have customer in poland in germany also in mexico with same machine
- | the co-packer down the road from you in Dayton, yeah, that's our equipment
- | we've done six ready to drink coffee lines in the last two years
- | maple ridge poultry just signed for their second x ray after the first one paid off
- | Our client list includes several national bakery groups, which I'd be happy to share under NDA.
- | one of our reference customers is a hummus maker with almost the same cup and film setup
- | a bunch of teh fresh pasta guys in New Jersey run our sealers
competitors | honestly about half our new accounts this year came over from the incumbent you have
- | highland spring water has eight of our palletisers across three sites
- | so Redwood Kitchens the meal kit company they use our conveyors and our case erector
- | we did the line at Clearbrook Creamery and their plant manager's happy to take your call
- | the biggest frozen pizza plant in the southeast runs our slicers and dicers
food_safety | were on the approved equipment list at two of the large retailer supplier programs
- | uh Brightwater Foods, i think you know their ops director, they have two of ours
- | there's a sister plant of yours in Texas that already runs our checkweighers
operations | a tortilla plant running 24 7 like you has had ours going for six years
- | we've got reference sites in Ontario and Quebec if you'd rather stay in Canada
- | Summit Nutrition and Oakbrook Farms both use this exact model
competitors | the last three plants that tested us against the italian machine all chose ours
- | pretty much every major egg grader in the state has our conveyors
- | we're the supplier for most of the kombucha guys out west
- | you should talk to Dana at Silver Lake Seafood, she had the same worries and she's a big fan now
- | cascade orchards bought a capper from us in 2015 and theyre still running it every day
compliance | our X-ray is used by a baby food maker that gets audited by the FDA every year
- | a big spice company in Baltimore has like fifteen of our fillers
- | we have worked with many famous brands in beverage industry like the big cola bottlers in asia
- | our machines are at several of the plants that supply the big coffee chains with pastries
- | I can send you a list of twenty references in dairy, pick any you like
- | Prairie Gold Honey switched their whole jar line to our equipment
- | evergreen foods uses us at five of their seven plants
operations | we did a nearly identical high-speed line for a pickle packer in Michigan
- | our customers include three of the top five contract bakers in the UK
food_safety | a gluten free bakery that needed full allergen segregation runs two of our slicers
- | several frozen dessert makers in california run this exact cup filler
- | the plant that makes the store brand ketchup for half the country is a customer of ours
`;
