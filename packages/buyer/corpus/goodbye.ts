// Labelled rep clauses for the act `goodbye` (docs/nlu-labels.md): `topic | text` per line.
export default String.raw`
# goodbye: the rep ends the call. Thanks in the middle of the call is acknowledge.
- | thanks for your time, talk soon
- | alright I'll let you go
- | Okay, have a great rest of your day.
- | thanks again take care
- | Appreciate you, bye now.
next_step | ok talk to you thursday then bye
- | I'll let you get back to the floor, thanks Dana.
- | Alright, that's all I had, thanks so much.
- | have a good one
- | Thanks for making the time, I know you're busy. Bye!
- | okay perfect thanks a lot have a good weekend
next_step | Great, I'll see you on the 14th, take care.
- | Thanks, Luis, enjoy the rest of your week.
- | alright bye bye
- | Okay, I won't keep you any longer. Take care.
- | thanks for hearing me out appreciate it bye
- | Gracias, que tenga buen día.
- | That's everything from my end, have a good afternoon.
next_step | talk next week then cheers
- | Thanks again for the tour, safe travels back.
- | alright well thanks for picking up have a good one
- | Okay, I'll let you run, bye for now.
- | Really appreciate the candid conversation, take care.
- | thanks for your time today really appreciate it
- | Cheers, Frank.
- | ok ill let you go thanks priya
- | Thanks everyone, I'll drop off now.
next_step | Okay, I'll wait for your email then. Bye for now.
- | alright thanks man take it easy
- | Have a good shift, talk soon.
- | thanks for the chat have a good night
- | Take care, and good luck with the audit.
- | Alright, good talking to you, bye.
- | okay ill get out of your hair thanks again
- | Well, I've taken enough of your time, thank you.
next_step | See you at the plant Tuesday, bye.
- | Thank you, Ms. Kowalski, have a good day.
- | ok bye
- | Thanks so much for your time, Omar, have a good one.
- | anyway ill let you get back to it bye
- | Okay, that's a wrap for me, thank you all.
- | great chatting catch you later
- | Alright, thanks, bye-bye.
- | Okay, thank you, appreciate it, have a good evening.
- | ill hop off now thanks for everything
- | Thanks for the time today, and happy holidays.
- | take care talk soon
- | Okay, I'm gonna let you go, thanks for everything.
next_step | Thanks, I'll follow up by email with the summary, bye.
- | alright adios amigo
- | Thanks again for the call, enjoy the long weekend.
- | That's all for today, cheers.
- | thank you so much bye
- | Okay, I'll sign off, have a good one.
- | Thanks Mr. Nguyen, good day to you.
- | ok well thanks for your time have a good one bye
- | Alright, I'll leave you be, thanks again.
- | cheers mate talk later
- | Thanks, talk to you soon, bye.
- | Right, I'll let you get to your meeting, bye.
next_step | bye for now ill call you after the committee meets
- | Merci, bonne journée.
- | okay that's it from me thanks for the time
- | Thanks, Karen, bye for now.
- | Alright, I'll hang up and let you get on with your day.

# added: more varied wordings and boundary cases
- | cheers talk soon
- | okay thanks bye
- | great talking to you have a good one
- | Okay, thanks again, bye for now.
- | alright take care now
- | Have a good rest of the week, talk soon.
- | thanks for jumping on bye
- | I appreciate your time today, goodbye.
- | Cheers, have a good night.
- | alright i wont take any more of your time bye
- | Thanks so much, Gloria, bye.
- | have a great weekend bye
- | Okay, I'll let you go, talk soon.
- | thank you bye bye
- | That's all I've got, thanks for the chat.
- | Thanks for squeezing me in, have a great day.
- | Okay, cheers, talk to you later.
- | Appreciate it, take care now.
- | thanks again have a good rest of your day
- | Alright, well, thanks for your time, goodbye.
- | okay signing off now thanks
- | Thanks again, enjoy your evening.
- | Okay, that's everything, thank you so much.
- | thanks for the call bye now
- | thanks a lot take care bye
- | ok talk later
- | Alright, that wraps it up for me, bye.
- | Great, thanks, bye now.
- | muchas gracias hasta luego
- | Okay, have a good shift, bye.
- | thanks so much ill let you run
- | Merci beaucoup, au revoir.
- | Thank you for your time, take care.
next_step | okay see you next week bye
- | ok thanks again talk soon bye
- | Have a safe drive home, bye.
- | well thats all i wanted to cover thanks bye
- | Thanks, enjoy the rest of your afternoon.
- | okay good night
- | Appreciate you taking the call, bye now.
- | alright ill hang up now thanks
- | Take care, catch you next time.
- | thanks for everything bye
- | Alright, nice chatting, have a good one.
- | cheers thanks for your time
- | Okay, talk soon, bye-bye.
- | anyway those were my questions thanks a bunch bye
- | I think that covers it, have a good day.

# added (second pass): more varied wordings
- | okay thanks a lot talk to you later bye
- | Right, I'll leave it there, thanks for your time.
- | cheers for the chat take care
- | alright goodbye for now
- | Thanks again, I'll let you get on with things.
- | have a good evening bye
- | well thanks again i appreciate the time bye
- | Great catching up, have a good one.
- | adios gracias por todo
- | That's all I needed, thanks, take care.

# more lines, by topic as they came; same rules as above
- | okay ill let you get back to your changeover bye
- | Alright, I'll let you go put out some fires. Take care.
- | thanks again ana enjoy the rest of your day
- | Okay, that's all from me, I'll get off your line.
- | cheers have a good shift
- | Thanks for the time today, Marc, bonne soirée.
- | alright bud take care
- | I'll leave you to it, thanks so much.
- | Thank you kindly, have a good one.
- | okey dokey bye then
- | Okay, well, good luck with the startup, bye now.
- | thanks so much for the time stay warm up there
- | That's it for me, thanks everyone for hopping on.
- | alright gotta run thanks bye
- | Okay, I'll stop talking and let you eat your lunch. Bye.
- | thanks man appreciate you bye
- | Have a good one, Tony, say hi to the crew for me.
- | Take it easy, talk soon.
- | Okay, I'm going to end the call here, thanks all.
- | much appreciated have a good afternoon
- | Okay, that's all I've got. Bye!
- | Thanks again, and good luck with the SQF audit next week.
- | alright enjoy the long weekend bye
- | gracias señora nos vemos
- | Okay, take care of yourself, bye.
- | im gonna drop off here thanks for your time
- | Well, I won't keep you, have a great rest of the day.
- | ok thanks bye bye
- | thanks for hearing me out have a good night
- | Right, I'll let you get back to the floor. Cheers.
- | Alright, thanks, good talk.
- | okay thanks for fitting me in bye
- | Perfect, thanks so much, have a nice evening.
- | ill let you go best of luck with the new line
- | Bye now, thanks!
- | okay um yeah talk to you later thank you
next_step | talk friday then have a good one
next_step | ok ill keep an eye out for the specs from your engineer thanks bye
next_step | great see you at the FAT in wisconsin safe travels
next_step | ill ping you after the committee meets talk then
next_step | Great, see you Thursday at the plant, drive safe.

# writer K (docs/nlu-labels.md only): closing-meeting questions on every topic, requests for the decision and their near twins, rudeness in a closing meeting with polite twins
- | well, thanks for the hour, talk soon

# A twelfth writer, with only docs/nlu-labels.md: rudeness in many registers with sincere near twins; accepting the buyer's time or condition against proposing one; asking to hear again against asking what was meant; requests in rarer wordings against questions about the timeline; indirect topic questions
- | alright I'll let you get back to it, thanks for the time today
- | okay, I'll leave it there, really appreciate you taking the call
# Casual register (lol, dude, my bad, honestly, I forgot): said by friendly reps as often as by
# rude ones, so the words alone carry no act.
- | ok cool, thanks man, talk soon
- | haha alright I'll let you go, have a good one
- | thanks a ton seriously catch you latter
- | ok super, have a great weekend
- | alright dude, take care
- | no worries talk next week bye
- | lol ok I'm gonna run, thanks for the time
- | cheers, appreciate it, enjoy the rest of your week
- | thanks so much honestly this was great bye for now
- | okay ttyl, take it easy, seriously
- | alright I'll get out of your hair, thanks again man
- | ok bye sorry for running over lol
- | thanks amigo, have a good rest of your day
- | oops I gotta jump on another call, thanks, talk soon
- | ok awesome thank you bye bye
`;
