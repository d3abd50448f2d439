// Labelled rep clauses for the act `feature` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# feature: the rep lists product features, specs, technology, options. No outcome claim (value),
# no price (price). The topic is the area the feature touches.
- | it's got servo drives, a 15 inch HMI and 316 stainless
changeover | the change parts are tool-less and color coded
food_safety | It's a full washdown design, IP69K rated, sloped surfaces everywhere.
maintenance | the bearings are sealed for life
quality | the x-ray picks up 0.8 millimeter stainless and 2 mm glass
operations | runs up to 120 bags a minute on a 10 inch film
- | It's Allen-Bradley controls, CompactLogix PLC, and the HMI is a PanelView.
changeover | there's recipe storage for up to 500 SKUs on the HMI
food_safety | open frame construction no hollow tubes no hidden ledges
quality | The checkweigher's accurate to plus or minus 0.2 grams at 150 packs a minute.
maintenance | It has a built-in condition monitoring package, vibration sensors on all the main motors.
- | the frame is all 304 and the product contact parts are 316L
operations | it's a 24 head rotary filler with a capping turret right on the same base
changeover | Format parts are all on quick-release pins, no tools, and the guide rails adjust with handwheels and digital counters.
food_safety | the belts are FDA approved and the whole conveyor breaks down without tools for sanitation
- | We use Siemens drives and a Beckhoff PC based controller.
quality | our vision system uses AI to reject bad seals and mislabels
operations | it's a dual lane thermoformer with a max draw depth of 160 millimeters
maintenance | um the lubrication is automatic centralized grease so nobody is climbing in there with a grease gun
- | The footprint is about 4 meters by 2.2, and it runs on 480 volt three phase.
quality | the metal detector runs simultaneous multi frequency so it picks up non ferrous and stainless better
food_safety | The CIP skid has three tanks, caustic, acid and rinse, with conductivity and temperature control on the return.
operations | spiral's got a 36 inch belt with 28 tiers and runs down to minus 40
changeover | the case packer does automatic size change motors move everything at the push of a button
- | It comes with remote access through a secure VPN gateway.
quality | Each fill valve has its own mass flow meter, so it's weighing every container individually.
operations | The palletizer's a four-axis FANUC robot with a vacuum gripper and a slip sheet dispenser.
- | we offer it in a left hand or right hand configuration
food_safety | the fryer has a continuous oil filtration system and an automatic fines removal
maintenance | All the wear parts are standard off the shelf parts, nothing proprietary.
- | the HMI is multilingual English Spanish and French you can switch on the fly
quality | it's got a reject confirmation sensor and a locking reject bin
operations | Max speed on the tray sealer is 18 cycles a minute with a four by two tool.
changeover | tooling changes on the sealer are on a cart so you roll one out and the next one in
compliance | software is 21 CFR Part 11 compliant with audit trails and user level passwords
- | It's modular, so you can add a second lane later.
food_safety | the pasteurizer has a flow diversion valve and a recording chart, all PMO compliant
maintenance | there's a maintenance screen on the HMI that counts cycles and flags parts that are due
quality | The labeler has print and apply with a scanner verifying every barcode.
- | um it runs on compressed air at 80 psi and uses about 12 cfm
operations | the oven is a 40 meter tunnel with six independently controlled zones
- | The bagger accepts both laminate and polyethylene film, up to 800 millimeter wide.
food_safety | Product zone is completely separated from the drive side, there's a physical barrier.
changeover | guide rails are servo adjusted so the operator picks the sku and it sets itself
- | the capper uses magnetic clutches with torque monitoring on every head
quality | it logs the torque value for every single cap
operations | The VFFS bagger does pillow, gusseted and block bottom bags.
maintenance | the modules are plug and play so a drive or a servo swaps out with one connector
- | Yeah, it's rated for cold rooms, we've got heaters in the panel.
food_safety | all the welds are continuous and polished to a 32 Ra finish
- | it comes with OPC UA and MQTT so it talks to your MES
quality | The x-ray can also check fill level, missing pieces and broken product, not just contaminants.
operations | the case erector handles RSC and HSC cases and runs about thirty cases a minute
changeover | It uses a single-piece change part for the starwheel and the timing screw.
maintenance | the motors are IP67 stainless washdown motors with integrated drives
- | The guarding is polycarbonate with safety interlocked doors, Cat 3 PL d.
food_safety | CIP spray balls are fixed, no moving parts, with full coverage documentation.
- | we can do the frame in painted mild steel for dry areas if you want
operations | the filler handles anything from 100 ml to 2 liters and the viscosity range is pretty wide
quality | the checkweigher has feedback control back to the filler so it trims fill weights automatically
- | Everything's on one HMI, so filler, capper and labeler are all controlled from the same screen.
maintenance | Belts are the modular plastic kind, you can replace a section in five minutes without taking the whole belt off.
compliance | The metal detector has automatic performance verification that logs every test.
- | it has a built in printer for the batch report at the end of the run
operations | the thermoformer runs 12 to 15 cycles a minute with a 520 millimeter web
food_safety | It's designed to the EHEDG guidelines and the 3-A standard for the product contact parts.
changeover | the slicer blade changes in under a minute with the quick lock hub
- | the stretch wrapper has a powered pre-stretch up to 300 percent
quality | Um, there's an inline leak tester after the sealer, it's a vacuum decay type.
operations | the fryer is 4 meters long and does about 1,200 kilos an hour of finished product
maintenance | Each servo has its own diagnostic LED so you can see which one faulted from the floor.
- | it comes with a full set of electrical drawings and the PLC code is unlocked
food_safety | there's an automatic foaming and rinse system built into the spiral
- | The conveyor's got variable speed drives on every section.
quality | the vision camera reads date codes and lot codes at line speed
changeover | we include a second set of change parts for the 12 ounce format
- | The cabinet has an AC unit so it's fine in a hot bakery.
operations | it's a continuous motion cartoner up to 300 cartons a minute
compliance | Electrical's UL and CSA listed and it comes with a CE declaration too.
maintenance | grease points are all brought out to one manifold on the operator side
- | theres a light tower and it can text your supervisor when it stops
food_safety | The hopper has a tool-free removable liner so you can take it to the wash room.
operations | the labeler does front back and wraparound labels on the same machine
- | it has energy saving mode that drops the heaters when the line's idle
quality | the filler has a no bottle no fill sensor and a no cap no fill on the capper
- | um its got a 21 inch touchscreen with the andon right on the home screen
changeover | Height adjustment on the case packer is one handwheel with a digital position indicator.
maintenance | the gearboxes are oil filled for life and we give you the lube chart anyway

# added: more varied wordings and boundary cases
- | it's built on a stainless steel cantilevered frame with all the electrics on one side
operations | the weigher has fourteen heads and does about seventy weighments a minute
changeover | the formers swap out with two quick clamps no wrenches needed
maintenance | theres a built in counter on every wear part that tells you when its due
quality | The checkweigher uses a load cell with a resolution of 0.1 grams.
food_safety | Everything in the splash zone is rated IP69K and the motors are stainless.
- | Controls are Siemens S7-1500 with a twelve inch Comfort panel.
operations | um its a servo driven pick and place with four robots on a single conveyor
compliance | the HMI has user levels and an electronic signature on every recipe change
- | the machine runs on 208 or 480 volts so it fits pretty much any plant
changeover | The HMI stores every format and moves the guide rails automatically when you select one.
maintenance | Drives are mounted in a separate cabinet, so nothing electrical gets wet at washdown.
quality | the vision system checks label position, barcode grade and print quality on every pack
food_safety | all the product contact surfaces are polished to 0.8 Ra with radiused corners
- | It ships with an Ethernet IP connection and an OPC UA server built in.
operations | the spiral freezer has a self stacking belt with a 30 inch width
- | the guarding lifts up on gas struts so you get full access from the front
changeover | change parts are labelled by size and hang on a rack on the side of the machine
maintenance | So the bearings are all the same size across the machine, one part number for everything.
quality | The leak tester uses CO2 detection, so it catches micro leaks on MAP trays.
- | uh the case sealer has top and bottom belt drives and adjustable flap folders
food_safety | The conveyor belts lift off with no tools and there are no threaded fasteners over the product.
operations | The cartoner runs from 60 to 180 cartons a minute depending on the carton size.
compliance | the whole electrical panel is built to NFPA 79 and the safety circuits are PL e
- | it has a remote diagnostics modem so our techs can log in from the office
maintenance | the chain tension is automatic there's a spring loaded tensioner on each side
changeover | A single operator can change the sealing jaws from the front of the machine.
quality | the metal detector has dual frequency and a reject verification photo eye
- | The filler comes with a CIP return cup on every valve.
operations | Palletizer handles up to fifteen cases a minute with layer forming on the infeed.
- | its available with either a ten or a fifteen inch touchscreen
food_safety | the oven belt has an automatic belt washer at the discharge end
- | The frame has adjustable feet and comes pre-wired with plug connectors between sections.
maintenance | all the pneumatic valves are on one festo manifold in the cabinet
quality | Each head on the capper has its own servo so torque is set per product in the recipe.
- | the wrapper has a film break sensor and automatic cut and wipe at the end of each load
operations | its a horizontal flow wrapper with a long dwell sealing head rated to 150 packs a minute
changeover | the tooling is lightweight aluminium, so one person can lift it in and out
compliance | it comes with a full validation package, FAT and SAT protocols, and material certs
- | Software updates come over the air, and the PLC program is open for your people.
food_safety | there are no horizontal surfaces above the product zone so nothing collects
maintenance | The drives are plug-in modules, one cable, two screws, you're done.
- | the robot cell is fully fenced with light curtains at the pallet exits
quality | the x ray runs at 80 kv and can see down to 1.5 mm bone in chicken fillets
operations | um it takes cases from eight by six up to twenty four by sixteen
- | The control cabinet is stainless with a vortex cooler for hot environments.
changeover | there are digital position indicators on every adjustment point
- | it logs every alarm with a timestamp and you can export it to excel

# added (second pass): more varied wordings
operations | the robot has a reach of about 3.1 meters and a 180 kilo payload
- | It comes with a stainless HMI arm that swivels to either side of the machine.
food_safety | the spiral drum and belt are all stainless with no painted surfaces anywhere
changeover | size changes on the erector are handled by four servo axes with recipe presets
quality | There's a camera after the capper that checks cap height and skew on every bottle.
maintenance | the belts have a quick release tension so you can pull them for cleaning in seconds
- | uh the wrapper has a rotating arm design so the pallet never moves
compliance | The x-ray cabinet meets the FDA radiation limits with lead-lined curtains at both ends.
- | it has an integrated barcode scanner at the infeed so it knows which product is coming
operations | the denester handles round and rectangular cups up to 120 a minute
quality | the checkweigher has a stainless weigh cell rated for full washdown
- | The HMI has built-in video help for the common adjustments.
maintenance | all the motors and gearboxes are from one supplier so spares are simpler
food_safety | the hopper tilts out on a hinge for cleaning and the augers slide right out
- | it's got three independent conveyors with their own speed control

# more lines, by topic as they came; same rules as above
- | you can simulate a recipe change on the HMI without stopping the machine
installation | We build a 3D simulation of the layout so you can see it in your floor plan.
operations | the software simulates the pallet pattern before you ever build a load

# Written by a further writer who had only docs/nlu-labels.md, never the evaluation (2026-11-26).
operations | it runs up to 140 trays a minute on a single lane with servo indexing
food_safety | the whole frame is 316 stainless with sloped surfaces so nothing pools
changeover | changeover is tool-less, the guide rails just have hand knobs with numbered positions
- | it's got a 15 inch touchscreen HMI with recipe storage for like 200 products
maintenance | um the drives are all on one side so your techs can get to them without climbing in
quality | there's a vision system on the outfeed that checks every cap for skew and height
food_safety | it's IP69K rated so you can hit it with the hot pressure washer no problem
compliance | the X-ray software has full audit trail and user log ins for 21 CFR part 11
operations | the palletiser handles up to twelve cases a minute with a robot arm and a slip sheet dispenser
- | so the cutting head is servo driven and you can set the portion weight on the screen
quality | the weigh cell resolution is a tenth of a gram and it auto zeros between packs
changeover | format parts are colour coded and come off with quick release clamps
maintenance | the bearings are sealed for life so theres no greasing schedule
- | theres a little cellular router in the cabinet so our service team can dial in if you let them
food_safety | the belts are the modular plastic kind you can pull off for cleaning without tools
compliance | it's CE and UL marked and the guarding meets ISO 13849 PL d
operations | the filler has twenty four heads and it does volumetric filling by mass flow meters
- | uh the sealer uses a film roll up to 400 millimetres wide
quality | each seal is monitored for temperature and pressure and any out of spec pack gets kicked
changeover | you can swap the tooling on the tray sealer in under ten minutes with the trolley
maintenance | the HMI shows you the wear counters for the knives and tells you when they're due
food_safety | there are no hollow tubes on the frame, everything is solid bar or sealed
operations | the CIP skid has three tanks, caustic acid and rinse, with conductivity sensing
compliance | every CIP cycle gets logged with temperature, flow and concentration for your records
- | it runs on Allen Bradley controls so it plugs right into what your guys already know
- | we use Siemens S7 PLCs and Profinet throughout
maintenance | the gearboxes are the same size across the whole conveyor line so you stock one spare
quality | the metal detector finds ferrous down to 1.2 mil and stainless down to 2.0 in wet product
food_safety | the slicer blade guard opens up completely and the whole product zone is open design
changeover | recipe changes pull up all the settings automatically, speeds, temps, heights
- | the footprint's about four metres by two, so it'll fit where your old bagger sits
installation | it ships in three skids that bolt together, no welding on site
operations | the capper does screw caps, snap caps and sports caps on the same machine
- | theres an OPC UA interface for your MES if you want the data upstairs
quality | the reject station has a locking bin so rejected packs can't walk back onto the line
- | uh it's a continuous motion design not intermittent
maintenance | all the lube points are piped to one central manifold
food_safety | we use FDA approved food grade lubricants and blue detectable plastics on everything near product
operations | the depalletiser taks full layers with a sweep arm, so no manual unstacking
changeover | the height adjusts with a motorised column, you just type in the new bottle size
- | it's modular so you can add a second lane later without replacing the frame
compliance | the X-ray is fully shielded and it comes with the radiation survey report
- | The unit features dual servo-driven sealing jaws and an integrated film splicer.
quality | there's a leak tester built in that does vacuum decay on every tray
maintenance | the motors are washdown stainless with no fans so theres nothing to clog
operations | the robot gripper does bags boxes and bundles with a vacuum head
- | there's a built in label printer and applicator right on the side
food_safety | the conveyor frame lifts up on gas struts so you can clean underneath
- | so its got like three cameras and a bunch of AI software that learns what a good pack looks like
changeover | the change parts hang on a cart next to the machine so nobody's hunting for them
- | machine have also energy saving mode when the line is stopped
operations | the accumulation table holds about four minutes of product if the capper stops
quality | the torque on every cap is measured and logged by a servo head
- | it's got a built-in data logger with shift reports you can export to excel
maintenance | the knife changes take one allen key and the blade is held by two bolts
compliance | the checkweigher is trade approved, OIML and NTEP both
- | its all 480 volt three phase with a single drop
installation | we ship it with levelling feet and anchor kits for your floor
food_safety | the filler nozzles are CIP-able in place, you don't have to pull them out
operations | the bagger does pillow bags and gusseted bags from 50 grams to 2 kilos

# Written by a ninth writer who had only docs/nlu-labels.md, never the evaluation: rudeness in every register, permission, questions that look like other acts, requests, and polite twins of rude lines (2026-11-26).
# firm or blunt but polite, near-twins of lines in rudeness.txt
- | The servo tuning is all done at our factory before it ships.

# A twelfth writer, with only docs/nlu-labels.md: rudeness in many registers with sincere near twins; accepting the buyer's time or condition against proposing one; asking to hear again against asking what was meant; requests in rarer wordings against questions about the timeline; indirect topic questions
food_safety | the frame's 316 stainless and the whole thing is rated IP69K for washdown
`;
