// Labelled rep clauses for the act `greeting` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# greeting: the rep says hello, or asks how the buyer is doing.
# Not who they are (introduction), not whether it's a good moment (permission),
# not chat about the weekend or the game (small_talk).
- | hi dana
- | Hey Luis, good morning!
rapport | good morning, how's your week going?
- | hello is this marco
- | Hi, is this Priya Raman?
rapport | hey jen how you doing today
- | Good afternoon, Mr. Whitfield.
rapport | Hi Rob, how are things up in Winnipeg?
- | buenos dias señor ortega
- | Morning!
rapport | hey hows it going
rapport | Hi Aisha, hope your Monday's treating you okay.
- | hello hello
- | Hey there, Frank.
rapport | hi kevin how are you doing this afternoon
- | good morning guadalupe
rapport | Hey Tom, how've you been since the trade show?
- | Hi, uh, is this the maintenance office?
- | Good morning, um, hi, is Carla around?
rapport | Hi Steve! How's everything on the plant floor today?
- | hey good to finally connect
rapport | how are you doing today
- | Hi there, thanks for picking up.
rapport | hey darnell hows your day going so far
- | Hello, Ms. Kowalski?
- | hi good afternoon
rapport | Hey Nate, how's life in Guelph these days?
- | morning sarah
rapport | Hey, how are ya? Surviving the week?
- | hola buenas tardes
rapport | hi raj hope youre doing well
- | Hi Bill, good to hear your voice again.
rapport | good morning how are things over at the plant
- | hey its nice to meet you
- | Good to meet you, Lucía.
rapport | hi tina hows the new role treating you
- | Hi everyone, thanks for joining.
- | hey all good morning
rapport | Hey Mike, how's it going, hope audit week wasn't too crazy.
- | Oh hi, hey, yeah, good morning.
rapport | hola ana como esta
- | howdy
rapport | Hey Paul, how you holding up?
- | hi there is this pedro
- | Good evening, sorry, I know it's late on your end.
- | Hey! Long time no talk.
rapport | hi mr nguyen how are you
- | Hello, good morning, is this Dr. Hassan in QA?
rapport | Yo Chris, what's new?
- | hi hi sorry i was on mute good morning
rapport | Good morning Danielle, how's the team holding up with the new line?
- | Hey Gus.
rapport | how are you this morning
- | Hello, is this Jorge Castillo in procurement?
rapport | Hey, hope you're having a good Thursday so far.
- | hey good afternoon everybody
rapport | hi marisol hows everything going
- | Hi, good morning, thanks for hopping on.
rapport | Well hello there Karen, how are you keeping?
- | hey hey morning
rapport | Hi Omar, hope things have calmed down a bit since last time.
- | good afternoon this is the line for quality right
rapport | Hi, how are you? Good? Good.
- | Hey, it's good to see everyone on camera for once.
rapport | hey kim how are you doing hope all is well
- | Hi Mrs. Delgado, good morning to you.
rapport | hows your day been so far
- | Hey, good morning, um, can you hear me okay? Great, hi.
rapport | hi Jeff, good to hear from you, how've things been?

# added: more varied wordings and boundary cases
rapport | hola don carlos como le va
- | Bonjour Madame Tremblay.
rapport | bonjour marc comment ca va
- | Buenas tardes, ¿hablo con el ingeniero Ruiz?
rapport | Hola Sofía, ¿cómo estás?
- | bonjour tout le monde
rapport | hi there how are things going today
- | Hey Lisa, good afternoon.
- | hello good morning everyone
- | buenos dias a todos
rapport | Salut Pierre, ça va bien?
- | hi again
- | Good morning, Mr. Alvarez.
rapport | hey wendy hope your week is off to a good start

# more lines, by topic as they came; same rules as above
- | hi good morning is this the purchasing desk
- | hey there, good to see you again
- | Good morning, hi, hope I've got the right extension.
- | hello hi yes good afternoon
- | hey morning everyone
- | Good afternoon, Mr. Patel.
- | Hiya!
- | Hello, Doug? Hi.
- | buenas noches ingeniero
- | Hi, good to finally put a face to the name.
- | hey hey good afternoon
- | Hi folks.
- | hello good afternoon is this hector
- | Hi, thanks for jumping on.
- | Greetings, everyone.
- | Hey, Rachel.
- | hi um hello is this luis in maintenance
- | Afternoon, Carol.
- | oh hey didnt expect you to pick up hi
- | Hi all, good afternoon from Columbus.
rapport | hey marcus hows the plant treating you
rapport | Morning, Jen, how are things on your end?
rapport | hola lorena como estas todo bien
rapport | hey hows everybody doing this morning
rapport | hi frank hows things in the maintenance shop
rapport | Hi Gloria, how's the week shaping up for you?
rapport | Hey Sam, how are ya doing?
rapport | Hi Teresa, how's your morning been?
rapport | hey yeah hi how are you doing
rapport | Bonjour Alain, ça va bien ce matin?
rapport | hi there hows the day treating you so far
rapport | Hey Bryce, how are things going out in Saskatoon?
rapport | Hey Nina, hope the week's been kind to you.
rapport | hi hows it going over there
rapport | hi walt hows everything at the plant
rapport | Hello there, how are you today?
rapport | hey how are you all good
rapport | Hi Craig, hope all's well out in Regina.
rapport | hey priyanka hows it been
rapport | morning kev how you doing

# Written by the team: checking the right person picked up. The model had seen "is this…?" only
# in attempts to take the buyer out of role ("is this a simulation"), so "Hi, is this Derek?" broke
# the role.
- | Hi, is this Derek?
- | hello is this maria speaking
- | is this Tom?
- | Am I speaking with Priya?
- | hey is this dana from the kettle chip plant
- | Hi there, is that Bill?
- | good morning, is this the plant manager?
- | hi am i talking to jorge
- | Is this Anneke Visser?
- | hey, is this still Rob's line?
- | Hello, is this Ms. Okafor?
- | hi yeah is this sam in maintenance
`;
