/**
 * STATUS (fifteenth session, 2026-11-27): written as training data for candidate G (decision 007, "fifteenth
 * session"), which did not ship. C has not trained on it. Since the twenty-first session the chat also reads
 * model I, which learns from it (model/data.ts's I_SETS; decision 007, "twenty-first session").
 */
/**
 * EVERYDAY TURNS SET (training data for the learned model).
 *
 * Written on 2026-11-27 by a helper session purely from its own knowledge of how people type in a
 * mental-health support chat, without opening the classifier, its rules, any other set or the tests.
 * Theme: the LAST message is short (1–10 words) and only makes sense through the earlier user turns.
 * Mostly everyday chats whose last message uses crisis-sounding words ("tonight", "done", "pills", "rope",
 * "bridge", "jump", "gone", ...), paired with elevated and crisis chats ending in the same kind of reply.
 * Counts: 300 messages — 180 none, 60 elevated, 60 crisis.
 *
 * Labelling policy (the label applies to the LAST message `text`, read in the context of `previous`):
 * - crisis: current suicidal ideation, active or passive (wishing to be dead, not wanting to wake up, being a burden / "they'd be better off without me"); a plan, means, timing, or researching methods; current self-harm or an urge to self-harm; intent to harm someone else; current abuse or being in danger now; and any of these said about someone else (a friend, child, partner, patient).
 * - elevated: real distress without any of the above (hopelessness without a death wish, panic, not coping, loneliness, grief, exhaustion, heavy anxiety, overwhelming stress, feeling empty or worthless), clearly PAST risk, bereavement by suicide.
 * - none: everyday chat, including idioms, dark humour, accidents, gaming / fiction / film talk, calm information requests, news, ordinary plans and wishes, mild everyday annoyance or tiredness, sign-offs.
 */
export interface EverydayTurnsMessage { text: string; previous: string[]; label: 'none' | 'elevated' | 'crisis'; note: string }

export const everydayTurnsSet: readonly EverydayTurnsMessage[] = [
  // ---- "tonight" ----
  { text: "tonight then", previous: ["pub quiz is back on at the anchor", "we need a 4th, u in?"], label: 'none', note: "short reply; arranging a pub quiz" },
  { text: "tonight it is", previous: ["so are we moving curry night or what", "dave cant do friday"], label: 'none', note: "rescheduling a takeaway night with friends" },
  { text: "tonight tonight tonight!!!", previous: ["GOT TICKETS FOR THE ARCTIC MONKEYS", "front standing"], label: 'none', note: "excited about a concert" },
  { text: "finishing it tonight", previous: ["im on the last 50 pages of the book", "cant believe who the killer is"], label: 'none', note: "finishing a crime novel" },
  { text: "not tonight, I'm knackered", previous: ["my sister wants to go out for drinks", "just done a 12 hour shift on the ward"], label: 'none', note: "ordinary tiredness after a nursing shift" },
  { text: "tonight after the kids are down", previous: ["My husband and I keep meaning to start that new detective series", "we never get a minute"], label: 'none', note: "planning to watch TV" },
  { text: "tonight again probably", previous: ["had another panic attack at 3am", "heart racing couldnt breathe properly", "im scared of going to sleep now"], label: 'elevated', note: "expects another night-time panic attack; distress, no risk" },
  { text: "dreading tonight", previous: ["first christmas eve since mum died", "everyone's acting normal and I can't"], label: 'elevated', note: "grief at first Christmas without mum" },
  { text: "tonight then", previous: ["i've made my mind up", "letters are written and everything's sorted", "no point dragging it out"], label: 'crisis', note: "same words; timing for a stated decision to die" },
  { text: "it'll be tonight", previous: ["ive been saving my tablets for weeks", "parents are out till late"], label: 'crisis', note: "stockpiled means plus timing" },

  // ---- "ready" ----
  { text: "ready when you are", previous: ["lobby's up, code is 4KX9", "bring your best loadout this time"], label: 'none', note: "gaming lobby" },
  { text: "i'm ready", previous: ["packed the suitcase last night", "passport, tickets, sun cream", "IBIZA HERE WE COME"], label: 'none', note: "ready for a holiday" },
  { text: "ready!!", previous: ["first driving test at 9", "been practising parallel parking all week"], label: 'none', note: "driving test nerves, positive" },
  { text: "readyyy", previous: ["mum says dinner in 5", "roast chicken 😍"], label: 'none', note: "ready for dinner" },
  { text: "ready for the weekend tbh", previous: ["such a long week at work", "printer broke twice"], label: 'none', note: "mild work annoyance" },
  { text: "not ready for any of it", previous: ["dad's funeral is tomorrow", "i have to do a reading", "i keep thinking he'll ring me"], label: 'elevated', note: "grief before a funeral" },
  { text: "I don't feel ready", previous: ["going back to work on monday after 3 months off with depression", "my stomach is in knots just thinking about it"], label: 'elevated', note: "heavy anxiety about return to work" },
  { text: "i'm ready", previous: ["I've been thinking about ending my life for months", "I wrote my note today", "I don't feel scared anymore"], label: 'crisis', note: "same words; note written, ready to die" },
  { text: "ready to go now", previous: ["I've said sorry to everyone in my head", "there's nothing left for me here"], label: 'crisis', note: "goodbye framing, intent to die" },

  // ---- "done" ----
  { text: "done!! finally", previous: ["dissertation is submitted", "10,000 words of pure pain lol"], label: 'none', note: "submitted dissertation" },
  { text: "done", previous: ["did u book the vet for the cat", "she needs her booster"], label: 'none', note: "confirms a vet booking" },
  { text: "all done, no fillings", previous: ["dentist at 10, hate it", "ok going in"], label: 'none', note: "dentist appointment finished" },
  { text: "im done", previous: ["stuck on the water temple for 3 hours", "boss keeps one shotting me", "controller's about to go out the window"], label: 'none', note: "same words; gaming frustration" },
  { text: "done and dusted", previous: ["tax return was due today", "left it till the last minute as usual"], label: 'none', note: "finished tax return" },
  { text: "done for the day x", previous: ["painted the whole hallway", "my arms are dead lol"], label: 'none', note: "DIY; 'dead' is an idiom" },
  { text: "i'm just done", previous: ["third double shift this week", "manager shouted at me in front of everyone", "cried in my car on break"], label: 'elevated', note: "work overwhelm, no death wish" },
  { text: "done trying with people", previous: ["no one ever texts me first", "made the effort for years", "always the one left out"], label: 'elevated', note: "loneliness and hurt" },
  { text: "im done", previous: ["nobody would even notice if i wasnt here", "ive tried everything", "im just a burden on everyone"], label: 'crisis', note: "same words; burden and not wanting to be here" },
  { text: "done. I say my goodbyes", previous: ["I decide I will kill myself this weekend", "today I visit my grandmother for last time"], label: 'crisis', note: "second-language writer; plan, timing, goodbyes" },

  // ---- "that's it" ----
  { text: "thats it thats the post", previous: ["my cat has decided the fruit bowl is her bed now", "sending pic"], label: 'none', note: "sharing a cat photo" },
  { text: "that's it for me tonight", previous: ["gg lads", "3 wins in a row 🔥"], label: 'none', note: "gaming sign-off" },
  { text: "that's it, flour and water", previous: ["finally got my sourdough starter going", "people make it sound so complicated"], label: 'none', note: "baking" },
  { text: "is that it?", previous: ["waited 4 hours in A&E with my sprained wrist", "they gave me a leaflet and paracetamol"], label: 'none', note: "mild annoyance about a minor injury visit" },
  { text: "that's it, it's over", previous: ["he ended it over text after 4 years", "i cant stop crying", "keep checking my phone in case"], label: 'elevated', note: "breakup distress" },
  { text: "that's it then, I failed", previous: ["results came out this morning", "needed ABB got CDD", "med school was my whole plan"], label: 'elevated', note: "exam results distress, no risk stated" },
  { text: "that's it then", previous: ["she's taking the kids and i'll never see them", "i've got nothing left", "i know how i'm going to do it"], label: 'crisis', note: "has a method in mind" },
  { text: "that's it, I'm going to do it", previous: ["keep thinking about cutting again", "the blades are in my drawer"], label: 'crisis', note: "current self-harm urge with means" },

  // ---- "going now" ----
  { text: "going now, bus is here", previous: ["thanks for the breathing tips earlier", "feeling loads calmer about the interview"], label: 'none', note: "calm sign-off" },
  { text: "going now", previous: ["ok that actually helped", "gonna make a cuppa and watch bake off"], label: 'none', note: "same words; settled sign-off" },
  { text: "going now, wish me luck", previous: ["parachute jump for the hospice today!!", "raised £640"], label: 'none', note: "charity parachute jump" },
  { text: "goin now gotta feed the dog", previous: ["lol yeah", "anyway"], label: 'none', note: "casual sign-off" },
  { text: "going now", previous: ["everything feels pointless lately", "dont even know why i opened this chat", "its not helping"], label: 'elevated', note: "same words; hopeless but no death wish" },
  { text: "going now", previous: ["im on the bridge", "the water looks really calm", "sorry for wasting your time"], label: 'crisis', note: "same words; at a bridge, imminent" },
  { text: "going now. thanks for trying", previous: ["I've taken everything in the cupboard", "I didn't want to be alone when it starts"], label: 'crisis', note: "overdose already taken" },

  // ---- "bye" ----
  { text: "bye!! thanks", previous: ["that's really useful, I'll try the 5-4-3-2-1 thing before my exam", "feeling better already"], label: 'none', note: "grateful sign-off" },
  { text: "bye", previous: ["omg mum's calling me down for tea", "brb never lol"], label: 'none', note: "same word; teen called for tea" },
  { text: "ok bye for now", previous: ["I'll try the sleep diary you suggested", "speak tomorrow maybe"], label: 'none', note: "sign-off" },
  { text: "bye bye summer 😭", previous: ["back to school tomorrow", "uniform doesnt fit anymore lmao"], label: 'none', note: "end of school holidays" },
  { text: "say bye to the old car", previous: ["traded in the old fiesta today", "200k miles on it"], label: 'none', note: "car trade-in" },
  { text: "bye i guess", previous: ["nobody at uni talks to me", "eat lunch in the toilets most days", "feel invisible"], label: 'elevated', note: "loneliness" },
  { text: "bye", previous: ["I've taken them all", "I just wanted someone to know"], label: 'crisis', note: "same word; overdose taken" },
  { text: "bye forever x", previous: ["I won't be here tomorrow", "please dont try to stop me"], label: 'crisis', note: "final goodbye, intent" },

  // ---- "home" ----
  { text: "home at last", previous: ["flew back from bali", "arvo flight was packed, heaps of kids"], label: 'none', note: "Australian; back from holiday" },
  { text: "home by 6", previous: ["picking my daughter up from the childminder", "then swimming lessons"], label: 'none', note: "parent schedule" },
  { text: "going home tomorrow", previous: ["my knee op went well", "physio says I'm doing great"], label: 'none', note: "discharge after surgery" },
  { text: "home sweet home", previous: ["got the keys to our first flat!!!", "it's tiny but it's ours"], label: 'none', note: "new flat" },
  { text: "work from home day 🙌", previous: ["train strike again", "not complaining lol"], label: 'none', note: "commute news" },
  { text: "home feels so empty now", previous: ["had to have my dog put down yesterday", "14 years she was with me"], label: 'elevated', note: "pet grief" },
  { text: "don't want to go home", previous: ["my parents argue every single night", "i just sit in my room with headphones on", "exams are next month too"], label: 'elevated', note: "stress at home, no danger stated" },
  { text: "I can't go home", previous: ["he's been drinking again and he smashed the door", "he said if I come back tonight he'll kill me"], label: 'crisis', note: "in danger now from partner" },
  { text: "he's home now", previous: ["my stepdad hits me when mum's at work", "i'm hiding in the bathroom"], label: 'crisis', note: "current abuse, hiding" },

  // ---- "bed" ----
  { text: "bed time for me", previous: ["finished the essay", "well, draft one lol"], label: 'none', note: "sign-off after essay" },
  { text: "off to bed, night!", previous: ["thanks for chatting", "feel a bit more settled"], label: 'none', note: "calm sign-off" },
  { text: "bunk bed arrives tomorrow", previous: ["the boys are finally sharing a room", "wish me luck"], label: 'none', note: "parenting, furniture" },
  { text: "bed by 9 lol, early start", previous: ["fishing trip with my grandad", "leaving at 4am"], label: 'none', note: "fishing trip" },
  { text: "can't get out of bed", previous: ["haven't showered in 4 days", "work keeps ringing", "everything feels so heavy"], label: 'elevated', note: "depression, not coping" },
  { text: "lying in bed crying again", previous: ["miss him so much", "it's been 6 weeks since the funeral"], label: 'elevated', note: "grief" },
  { text: "going to bed. hope i don't wake up", previous: ["another day of being useless", "everyone would be better off"], label: 'crisis', note: "passive death wish and burden" },
  { text: "in bed with the tablets next to me", previous: ["i've thought about it all day", "i'm going to do it"], label: 'crisis', note: "means at hand, intent" },

  // ---- "sleep" ----
  { text: "sleep well x", previous: ["right I'm shattered", "night night"], label: 'none', note: "sign-off" },
  { text: "need sleep lol", previous: ["just finished 4 nights in a row at the warehouse", "body clock is wrecked"], label: 'none', note: "shift worker tiredness" },
  { text: "slept 10 hours 😴", previous: ["tried the no phone before bed thing", "actually worked??"], label: 'none', note: "sleep tip worked" },
  { text: "sleepover at mine!!", previous: ["its my 13th bday saturday", "mum said 5 friends max"], label: 'none', note: "teen birthday plans" },
  { text: "sleep train or not?", previous: ["baby is 6 months", "we're both exhausted"], label: 'none', note: "parenting question, ordinary tiredness" },
  { text: "can't sleep again", previous: ["brain won't switch off", "keep thinking about the redundancy letters", "3am again"], label: 'elevated', note: "anxiety and insomnia" },
  { text: "sleep's the only break i get", previous: ["every day the same grey", "don't enjoy anything anymore"], label: 'elevated', note: "low mood, no death wish stated" },
  { text: "just want to sleep forever", previous: ["nothing ever changes", "so tired of being alive"], label: 'crisis', note: "passive death wish" },
  { text: "sleeping tablets, all of them", previous: ["how many would it take", "I've got two boxes"], label: 'crisis', note: "method and means" },

  // ---- "the end" ----
  { text: "the end was so good", previous: ["finished succession last night", "no spoilers but WOW"], label: 'none', note: "TV finale" },
  { text: "the end of an era", previous: ["my youngest starts uni next week", "house is going to be so quiet"], label: 'none', note: "child leaving for uni, mild sentiment" },
  { text: "did anyone actually get to the end", previous: ["my book club picked the longest book ever", "800 pages"], label: 'none', note: "book club" },
  { text: "the end bit made me cry lol", previous: ["took my niece to see the new pixar film", "she loved it"], label: 'none', note: "film" },
  { text: "feels like the end of the world", previous: ["failed my final year resit", "can't graduate with my friends", "parents are so disappointed"], label: 'elevated', note: "academic distress, idiom" },
  { text: "this is the end", previous: ["wrote notes for my family", "the rope is in the garage"], label: 'crisis', note: "notes and means" },
  { text: "the end, finally", previous: ["I've chosen the spot in the woods", "I've got everything I need"], label: 'crisis', note: "plan and means" },

  // ---- "it's time" ----
  { text: "it's time!!!", previous: ["my waters just broke", "husband is running round like a headless chicken"], label: 'none', note: "going into labour" },
  { text: "its time 🎉", previous: ["eurovision party at ours", "got the scorecards printed"], label: 'none', note: "party starting" },
  { text: "time for tea", previous: ["done the gardening", "lovely day for it"], label: 'none', note: "older adult, gardening" },
  { text: "about time", previous: ["the council finally fixed the pothole outside", "after 8 months"], label: 'none', note: "mild annoyance" },
  { text: "time to accept nobody cares", previous: ["birthday today", "not one message", "even my sister forgot"], label: 'elevated', note: "loneliness, no death wish" },
  { text: "it's time", previous: ["I've said goodbye to everyone without them realising", "gave the dog to my sister"], label: 'crisis', note: "giving away pet, covert goodbyes" },
  { text: "time's up for me", previous: ["I've been planning to end it for weeks", "today's the day"], label: 'crisis', note: "plan and timing" },

  // ---- "over" ----
  { text: "game over lol", previous: ["died to the final boss with 1hp", "im throwing my controller"], label: 'none', note: "gaming" },
  { text: "its OVER!!!", previous: ["last exam done", "summer starts now 🥳"], label: 'none', note: "exams finished" },
  { text: "come over?", previous: ["made way too much lasagne", "you free?"], label: 'none', note: "invitation" },
  { text: "over the moon", previous: ["my grandson got into the police", "so proud of him"], label: 'none', note: "proud grandparent" },
  { text: "over 40 and still can't parallel park", previous: ["my wife filmed me", "it was not my finest hour"], label: 'none', note: "self-deprecating humour" },
  { text: "it's over between us", previous: ["she moved out today", "7 years", "i dont know how to be on my own"], label: 'elevated', note: "breakup distress" },
  { text: "i want it all to be over", previous: ["i cant keep going like this", "i think about dying every day"], label: 'crisis', note: "current suicidal ideation" },
  { text: "soon it'll be over", previous: ["I've researched how much it takes", "nobody will find me in time"], label: 'crisis', note: "researched method" },

  // ---- "can't wait" ----
  { text: "cant wait!!", previous: ["taylor swift in 3 weeks", "friendship bracelets are MADE"], label: 'none', note: "concert excitement" },
  { text: "can't wait to meet her", previous: ["my daughter just had her baby", "first grandchild!"], label: 'none', note: "new grandchild" },
  { text: "can't wait for payday", previous: ["living on beans till friday lol"], label: 'none', note: "mild money joke" },
  { text: "cant wait to be done w this module", previous: ["stats is killing me", "lecturer just reads off the slides"], label: 'none', note: "uni annoyance; 'killing me' idiom" },
  { text: "can't wait for today to end", previous: ["everything's gone wrong", "missed the deadline, fought with my mum", "feel like a failure"], label: 'elevated', note: "overwhelming bad day" },
  { text: "can't wait much longer", previous: ["every day I think about ending it", "I've got a plan now"], label: 'crisis', note: "ideation with plan" },
  { text: "can't wait to not exist", previous: ["just want it all to stop", "no more trying"], label: 'crisis', note: "wish not to exist" },

  // ---- "finally" ----
  { text: "finally!!", previous: ["GOT THE JOB", "third interview paid off"], label: 'none', note: "job news" },
  { text: "finally asleep", previous: ["teething baby", "3 hours of rocking"], label: 'none', note: "parent, baby asleep" },
  { text: "finally some sun", previous: ["been raining in galway for a month", "hanging the washing out"], label: 'none', note: "Irish weather" },
  { text: "finally beat it", previous: ["elden ring, malenia", "took me 140 tries"], label: 'none', note: "gaming" },
  { text: "finally told someone", previous: ["I used to cut when I was at school", "haven't done it in years", "never said it out loud before today"], label: 'elevated', note: "clearly past self-harm" },
  { text: "finally cried", previous: ["my brother took his own life in march", "i've been numb since"], label: 'elevated', note: "bereaved by suicide" },
  { text: "finally some peace soon", previous: ["I've decided tonight's the night", "everything's ready"], label: 'crisis', note: "plan and timing" },

  // ---- "enough" ----
  { text: "enough for today", previous: ["revised 3 chapters of bio only", "brain is totally fried yaar"], label: 'none', note: "Indian English student, revision" },
  { text: "that's enough pasta for an army lol", previous: ["cooking for my son's football team", "12 hungry boys"], label: 'none', note: "cooking" },
  { text: "right, enough screen time", previous: ["kids have been on fortnite since 8am", "its sunny outside for once"], label: 'none', note: "parenting" },
  { text: "never enough chocolate", previous: ["easter egg haul", "the kids got 14 between them"], label: 'none', note: "Easter joke" },
  { text: "i've had enough", previous: ["kids screaming all day", "house is a tip", "partner away again for work"], label: 'elevated', note: "parent overwhelmed, no risk" },
  { text: "never good enough", previous: ["boss ripped my report apart again", "I worked all weekend on it", "I'm starting to believe him"], label: 'elevated', note: "worthlessness" },
  { text: "enough is enough", previous: ["I've got the pills lined up", "no more"], label: 'crisis', note: "means ready" },
  { text: "had enough of living", previous: ["every day is pain", "i cant see any future"], label: 'crisis', note: "death wish" },

  // ---- "pills" ----
  { text: "took my pills, still sneezing", previous: ["pollen count is off the charts", "eyes streaming"], label: 'none', note: "hay-fever tablets" },
  { text: "pills or the nasal spray?", previous: ["hay fever is back", "which works better for you"], label: 'none', note: "hay-fever question" },
  { text: "the pills make me so drowsy tho", previous: ["started the antihistamines my GP gave me", "for the hives"], label: 'none', note: "antihistamine side effect" },
  { text: "forgot my pills again", previous: ["my iron tablets", "on holiday in lanzarote and the pharmacy is shut sundays"], label: 'none', note: "everyday medication" },
  { text: "hiding the pills in cheese works", previous: ["how do you get a dog to take worming tablets", "she spits them out"], label: 'none', note: "pet medicine" },
  { text: "pill organiser sorted", previous: ["helping my dad with his blood pressure meds", "he kept forgetting"], label: 'none', note: "carer task" },
  { text: "stopped taking my pills", previous: ["didn't see the point of the antidepressants", "feeling worse now", "can't be bothered with anything"], label: 'elevated', note: "low mood, stopped meds; no risk stated" },
  { text: "got the pills", previous: ["been going to different chemists all week", "enough paracetamol now"], label: 'crisis', note: "stockpiling means" },
  { text: "she took pills", previous: ["my friend just texted me saying sorry for everything", "she's not answering now"], label: 'crisis', note: "friend's overdose" },
  { text: "pills are in my hand", previous: ["i can't do this anymore", "i'm sorry"], label: 'crisis', note: "imminent overdose" },

  // ---- "rope" ----
  { text: "new rope came today!", previous: ["getting into bouldering and top roping", "going to the wall with my mate sat"], label: 'none', note: "climbing" },
  { text: "rope swing by the river", previous: ["remember when we were kids", "best summer ever"], label: 'none', note: "childhood memory" },
  { text: "skipping rope, 10 mins a day", previous: ["trying to get fitter before the wedding", "cheap cardio"], label: 'none', note: "fitness" },
  { text: "learn to rope climb", previous: ["crossfit goals for this year", "and a muscle up"], label: 'none', note: "fitness goals" },
  { text: "roped into it again", previous: ["volunteered for the school fete cake stall", "well, my wife volunteered me"], label: 'none', note: "idiom" },
  { text: "bought rope today", previous: ["I've thought about it for months", "there's a beam in the loft"], label: 'crisis', note: "means and location" },
  { text: "he has a rope", previous: ["my brother said goodbye to me weird", "he's in the shed and won't open the door"], label: 'crisis', note: "brother at immediate risk" },

  // ---- "bridge" ----
  { text: "bridge club at 2", previous: ["Thursday is my busy day", "hair appointment in the morning"], label: 'none', note: "card game, older adult" },
  { text: "walked over the bridge to the market", previous: ["lovely morning in york", "got some nice cheese"], label: 'none', note: "a walk" },
  { text: "bridge partner cancelled again", previous: ["Margaret has a cold", "third time this month"], label: 'none', note: "card game annoyance" },
  { text: "the bridge part is my fave", previous: ["learning wonderwall on guitar", "the chords are tricky"], label: 'none', note: "song structure" },
  { text: "golden gate bridge tomorrow", previous: ["day 3 of our USA trip", "san francisco is freezing"], label: 'none', note: "sightseeing" },
  { text: "weird feeling tho", previous: ["walked past the bridge today", "two years ago I nearly jumped there", "I'm in a much better place now"], label: 'elevated', note: "clearly past risk" },
  { text: "at the bridge now", previous: ["I told you I would", "don't call anyone"], label: 'crisis', note: "at location, imminent" },

  // ---- "jump" ----
  { text: "jump tomorrow!! 😬", previous: ["bungee in queenstown", "the guide said just don't look down"], label: 'none', note: "bungee jump" },
  { text: "they loved the jumping", previous: ["took the twins to the trampoline park", "i was nearly sick on the big one lol"], label: 'none', note: "trampoline park" },
  { text: "just jump in i guess", previous: ["sea swim at 7am", "its 11 degrees"], label: 'none', note: "cold-water swim" },
  { text: "jump scare got me", previous: ["playing five nights at freddy's", "screamed so loud my dad came in"], label: 'none', note: "horror game" },
  { text: "jumping at the chance", previous: ["they offered me the secondment in dublin", "6 months"], label: 'none', note: "career idiom" },
  { text: "thinking of jumping", previous: ["on the roof of the car park", "12 floors up"], label: 'crisis', note: "at height, intent" },
  { text: "she says she's going to jump", previous: ["my friend is on the railway bridge", "she's sending me goodbye texts"], label: 'crisis', note: "friend at immediate risk" },

  // ---- "gone" ----
  { text: "gone!", previous: ["put the old sofa on marketplace", "someone picked it up in 20 mins"], label: 'none', note: "sold furniture" },
  { text: "aaand its gone", previous: ["last slice of birthday cake", "my brother got there first"], label: 'none', note: "cake joke" },
  { text: "gone viral lol", previous: ["my tiktok of the dog howling at the hoover", "200k views"], label: 'none', note: "social media" },
  { text: "gone to the shop, back soon", previous: ["out of milk", "again"], label: 'none', note: "errand" },
  { text: "headache gone", previous: ["drank 2 litres of water like you said", "and had a nap"], label: 'none', note: "minor health" },
  { text: "she's gone", previous: ["mum's been in the hospice since august", "the nurse rang at 5am"], label: 'elevated', note: "bereavement" },
  { text: "he's been gone a year today", previous: ["my son died by suicide last november", "everyone's forgotten"], label: 'elevated', note: "bereaved by suicide" },
  { text: "soon I'll be gone", previous: ["nobody will miss me", "I've sorted my will"], label: 'crisis', note: "putting affairs in order, intent" },

  // ---- "leaving" ----
  { text: "leaving now x", previous: ["taxi to the airport", "2 weeks in spain"], label: 'none', note: "holiday" },
  { text: "leaving work early yay", previous: ["boss is off sick", "sunny afternoon"], label: 'none', note: "work" },
  { text: "leaving do tonight", previous: ["colleague of 20 years retiring", "bought her a card"], label: 'none', note: "retirement party" },
  { text: "leaving cert in june 😩", previous: ["irish exams", "so much irish poetry to learn"], label: 'none', note: "Irish school exams" },
  { text: "everyone's leaving me", previous: ["best friend moved to canada", "boyfriend dumped me last month"], label: 'elevated', note: "loneliness" },
  { text: "leaving uni probably", previous: ["haven't been to lectures in weeks", "can't cope with any of it", "feel like a failure"], label: 'elevated', note: "not coping" },
  { text: "leaving tonight, not coming back", previous: ["I've decided to end my life", "I've written to my kids"], label: 'crisis', note: "decision, timing" },

  // ---- "last" ----
  { text: "last time I'm doing that", previous: ["tried hot yoga", "nearly passed out lol"], label: 'none', note: "exercise joke" },
  { text: "last one woo", previous: ["final shift before my holidays", "counting down the hours"], label: 'none', note: "last shift" },
  { text: "thats all folks", previous: ["last episode of my podcast season", "recording now"], label: 'none', note: "podcast" },
  { text: "all over now", previous: ["had my wisdom teeth out", "chipmunk face"], label: 'none', note: "minor surgery done" },
  { text: "last time i'll see him like this", previous: ["dad's moving into a care home", "dementia's got so bad", "he didn't know my name today"], label: 'elevated', note: "anticipatory grief" },
  { text: "last time you'll hear from me", previous: ["i've made my decision", "thanks for trying"], label: 'crisis', note: "final message after decision" },
  { text: "last night on earth", previous: ["i've got everything ready to end it", "no one knows"], label: 'crisis', note: "plan and timing" },

  // ---- sign-offs ----
  { text: "night all", previous: ["long day on the farm", "calving season"], label: 'none', note: "sign-off" },
  { text: "nite nite 😴", previous: ["mumma needs sleep", "toddler finally down"], label: 'none', note: "sign-off" },
  { text: "see you tomorrow then", previous: ["i'll log on after my shift again", "talking helps tbh"], label: 'none', note: "positive sign-off" },
  { text: "goodnight and thank you", previous: ["I'm 78 and new to these computer chats", "my granddaughter set it up for me"], label: 'none', note: "older adult sign-off" },
  { text: "night. don't really see the point", previous: ["another day alone", "nobody called", "same again tomorrow"], label: 'elevated', note: "hopelessness, no death wish" },
  { text: "goodnight forever", previous: ["i took the whole packet", "getting sleepy"], label: 'crisis', note: "overdose taken" },
  { text: "see you never", previous: ["tonight's the night I end it", "done pretending"], label: 'crisis', note: "timing, intent" },

  // ---- "no more" ----
  { text: "no more night shifts!!", previous: ["got moved to days", "finally see my kids"], label: 'none', note: "work news" },
  { text: "no more caffeine after 2", previous: ["new rule", "sleep has been rubbish"], label: 'none', note: "sleep habit" },
  { text: "no more mince pies", previous: ["ate 6 today", "it's only december 3rd"], label: 'none', note: "food joke" },
  { text: "no more energy for anything", previous: ["caring for mum 24/7", "no break in months", "I love her but I'm empty"], label: 'elevated', note: "carer exhaustion" },
  { text: "no more pain soon", previous: ["I've worked out how to do it", "this weekend"], label: 'crisis', note: "method and timing" },

  // ---- cutting / blades ----
  { text: "cutting it fine", previous: ["train leaves 8:02", "still in the shower"], label: 'none', note: "idiom" },
  { text: "cut my own fringe 💀", previous: ["lockdown flashbacks", "regret"], label: 'none', note: "haircut joke" },
  { text: "cut myself chopping onions", previous: ["trying to make my nan's stew", "blood everywhere lol"], label: 'none', note: "kitchen accident" },
  { text: "blades sharpened ✅", previous: ["new ice skates", "first lesson saturday"], label: 'none', note: "ice skating" },
  { text: "3 months clean today", previous: ["I used to self harm", "last time was in august"], label: 'elevated', note: "past self-harm, recovery" },
  { text: "cutting again", previous: ["bad day", "couldn't stop myself"], label: 'crisis', note: "current self-harm" },
  { text: "need to cut", previous: ["urge is so strong", "everyone's asleep"], label: 'crisis', note: "current self-harm urge" },

  // ---- "kill" idioms ----
  { text: "could kill for a kebab", previous: ["pub's shut", "starving"], label: 'none', note: "idiom" },
  { text: "absolutely killing it", previous: ["first 5k under 30 mins", "ran it in 28:40"], label: 'none', note: "idiom, running" },
  { text: "my feet are killing me", previous: ["14k steps at disneyland", "kids still going"], label: 'none', note: "idiom" },
  { text: "she'll kill me lol", previous: ["forgot our anniversary", "its today"], label: 'none', note: "joke" },
  { text: "I'm going to kill him", previous: ["he's been hitting my sister", "I've got a knife in my bag", "waiting outside his flat"], label: 'crisis', note: "intent to harm someone, armed" },
  { text: "she said she'd kill herself", previous: ["my girlfriend's drunk", "she locked herself in the bathroom"], label: 'crisis', note: "partner at risk now" },

  // ---- "dead" / "dying" ----
  { text: "im dead 💀", previous: ["my dad tried snapchat filters", "he's a dog now"], label: 'none', note: "laughing slang" },
  { text: "phone's dying, bye", previous: ["at the festival", "no signal"], label: 'none', note: "battery" },
  { text: "dying to see it", previous: ["new dune film out friday", "imax"], label: 'none', note: "idiom" },
  { text: "basil's dead again 🌿", previous: ["third basil plant this year", "i water it!!"], label: 'none', note: "plant" },
  { text: "feel dead inside", previous: ["can't feel anything", "not sad not happy just nothing"], label: 'elevated', note: "emptiness, no death wish" },
  { text: "wish i was dead", previous: ["failed again", "everyone hates me"], label: 'crisis', note: "passive death wish" },

  // ---- "goodbye" / "for good" ----
  { text: "gone for good", previous: ["the wasps nest", "pest control came today"], label: 'none', note: "pest control" },
  { text: "goodbye braces!!", previous: ["orthodontist this morning", "2 years"], label: 'none', note: "braces off" },
  { text: "quit for good this time", previous: ["smoking", "day 12"], label: 'none', note: "quitting smoking" },
  { text: "wanted to say goodbye properly", previous: ["grandad died in the night", "I didn't get there in time"], label: 'elevated', note: "grief" },
  { text: "goodbye", previous: ["I'm standing by the tracks", "train's due in 5 minutes"], label: 'crisis', note: "imminent, at railway" },
  { text: "tell my mum sorry", previous: ["cant do this anymore", "took 40 of them"], label: 'crisis', note: "overdose taken" },

  // ---- exams and work ----
  { text: "exam tmrw 😬", previous: ["chem", "revised most of it"], label: 'none', note: "ordinary nerves" },
  { text: "one more shift", previous: ["then 4 days off", "cant wait to sleep in"], label: 'none', note: "work" },
  { text: "results day thursday", previous: ["nervous but fine", "whatever happens happens"], label: 'none', note: "calm" },
  { text: "presentation went ok!", previous: ["was so nervous this morning", "hands were shaking"], label: 'none', note: "relief" },
  { text: "can't breathe", previous: ["exam in 10 mins", "my chest is so tight", "hands shaking"], label: 'elevated', note: "panic attack" },
  { text: "i'm going to fail everything", previous: ["haven't slept in 3 days", "so behind", "cry every night"], label: 'elevated', note: "exam overwhelm" },
  { text: "my head won't stop", previous: ["keep thinking im going to get fired", "checked my emails 40 times today"], label: 'elevated', note: "heavy anxiety" },

  // ---- alone ----
  { text: "just me and the cat tonight", previous: ["housemates away", "pizza ordered 🍕"], label: 'none', note: "content evening alone" },
  { text: "table for one lol", previous: ["treating myself to dinner out", "new thai place"], label: 'none', note: "happy solo dinner" },
  { text: "just me again", previous: ["moved here for work 6 months ago", "don't know anyone", "weekends are the worst"], label: 'elevated', note: "loneliness" },
  { text: "nobody to tell", previous: ["got some good news today", "and then realised"], label: 'elevated', note: "loneliness" },
  { text: "its so quiet", previous: ["my wife passed in june", "54 years together"], label: 'elevated', note: "widower grief" },

  // ---- health appointments ----
  { text: "bloods at 9", previous: ["annual check up", "fasting since midnight, hangry"], label: 'none', note: "appointment" },
  { text: "all clear!!", previous: ["got the scan results", "was so worried it was something"], label: 'none', note: "good news" },
  { text: "smear booked", previous: ["been putting it off", "finally did it"], label: 'none', note: "appointment" },
  { text: "GP said it's just a virus", previous: ["been coughing for a week"], label: 'none', note: "minor illness" },
  { text: "waiting for the biopsy", previous: ["they found a lump", "can't stop shaking", "2 weeks to wait"], label: 'elevated', note: "health anxiety" },
  { text: "they said it's terminal", previous: ["mum's scans came back", "don't know how to tell the kids"], label: 'elevated', note: "distressing news" },

  // ---- dating ----
  { text: "date tonight!", previous: ["matched with him on hinge", "we're going bowling"], label: 'none', note: "dating" },
  { text: "he ghosted lol, his loss", previous: ["three dates", "then nothing"], label: 'none', note: "mild dating annoyance" },
  { text: "second date booked 😊", previous: ["went really well", "she laughed at my dad jokes"], label: 'none', note: "dating" },
  { text: "what's wrong with me", previous: ["rejected again", "everyone finds someone but me", "i'm 34 and never had a relationship"], label: 'elevated', note: "worthlessness" },
  { text: "he said he'll find me", previous: ["I left him last week", "he's outside my work right now"], label: 'crisis', note: "in danger now" },

  // ---- pets ----
  { text: "vet at 4", previous: ["the puppy ate a sock", "she seems fine tho"], label: 'none', note: "pet" },
  { text: "she's home!", previous: ["our cat went missing 3 days ago", "neighbour found her in their shed"], label: 'none', note: "pet found" },
  { text: "walkies time", previous: ["rain's stopped", "dog is staring at me"], label: 'none', note: "pet" },
  { text: "the hamster escaped again", previous: ["under the fridge", "again"], label: 'none', note: "pet" },
  { text: "put him to sleep today", previous: ["my horse was 28", "had him since i was 10"], label: 'elevated', note: "pet grief; euthanasia of animal" },

  // ---- gaming ----
  { text: "gg ez", previous: ["ranked game", "carried the whole team"], label: 'none', note: "gaming" },
  { text: "im out of lives", previous: ["candy crush level 2000", "not paying for more"], label: 'none', note: "mobile game" },
  { text: "respawning", previous: ["that sniper", "camping the whole match"], label: 'none', note: "gaming" },
  { text: "one more run then bed", previous: ["hades is so addictive", "its 2am"], label: 'none', note: "gaming" },
  { text: "finally killed him!!", previous: ["final boss in dark souls", "after 6 hours"], label: 'none', note: "gaming boss" },
  { text: "not a game thing", previous: ["i keep saying i want to die", "people think im joking"], label: 'crisis', note: "clarifies real suicidal ideation" },

  // ---- family and parenting ----
  { text: "kids are in bed, wine time", previous: ["school run, work, swimming, tea", "what a day"], label: 'none', note: "parent unwinding" },
  { text: "first steps!!", previous: ["my baby just walked", "crying happy tears"], label: 'none', note: "milestone" },
  { text: "mum's 70th saturday", previous: ["surprise party", "dont tell her"], label: 'none', note: "party" },
  { text: "teenagers 🙄", previous: ["asked my son to empty the dishwasher", "he sighed like I asked him to climb everest"], label: 'none', note: "parent humour" },
  { text: "I feel like a terrible mum", previous: ["shouted at the kids again", "so tired", "cried in the car after drop off"], label: 'elevated', note: "parent guilt, exhaustion" },
  { text: "my son said he wants to die", previous: ["he's 11", "he said it at bedtime", "he's been cutting his arms"], label: 'crisis', note: "child ideation and self-harm" },
  { text: "I'm scared I'll hurt the baby", previous: ["she won't stop crying", "I haven't slept in days", "I'm so angry"], label: 'crisis', note: "risk of harm to infant now" },

  // ---- cooking ----
  { text: "it's in the oven", previous: ["first time making beef wellington", "for my in laws"], label: 'none', note: "cooking" },
  { text: "burnt it lol", previous: ["banana bread", "smoke alarm went off"], label: 'none', note: "cooking mishap" },
  { text: "need that recipe", previous: ["my mate made this amazing dal", "asking her tomorrow"], label: 'none', note: "cooking" },
  { text: "after I add the sauce?", previous: ["I am cooking first time pasta for my flatmates", "is ok to put oil in water?"], label: 'none', note: "second-language cooking question" },
  { text: "soup's on", previous: ["freezing out", "leek and potato"], label: 'none', note: "cooking" },

  // ---- travel ----
  { text: "boarding now ✈️", previous: ["delayed 3 hours", "finally"], label: 'none', note: "travel" },
  { text: "landed!", previous: ["first time flying alone", "was nervous"], label: 'none', note: "travel" },
  { text: "last day today only", previous: ["we are in goa since monday", "so much fun yaar"], label: 'none', note: "Indian English, holiday" },
  { text: "over the border now", previous: ["road trip", "crossing into scotland"], label: 'none', note: "travel" },

  // ---- sport ----
  { text: "full time, 2-1!!", previous: ["derby day", "last minute winner"], label: 'none', note: "football" },
  { text: "we're going down", previous: ["relegation", "worst season in 30 years"], label: 'none', note: "football relegation" },
  { text: "out for a duck", previous: ["first cricket match of the season", "embarrassing"], label: 'none', note: "cricket" },
  { text: "final's on sunday", previous: ["camogie", "we won the semi"], label: 'none', note: "Irish sport" },
  { text: "hanging up my boots", previous: ["42 and my knees are cactus", "last footy game sunday arvo"], label: 'none', note: "Australian; retiring from sport" },

  // ---- more distress without risk ----
  { text: "everything is too much", previous: ["baby won't feed", "husband back at work", "I feel like I'm drowning"], label: 'elevated', note: "postnatal overwhelm, no risk stated" },
  { text: "still shaking", previous: ["someone tried to mug me earlier", "i got away", "im home now"], label: 'elevated', note: "shock after past danger, safe now" },
  { text: "I'm not ok", previous: ["been pretending all week", "smile at work, cry at home"], label: 'elevated', note: "distress" },
  { text: "what's the point", previous: ["applied for 80 jobs", "not one interview"], label: 'elevated', note: "hopelessness about jobs" },
  { text: "cant stop crying", previous: ["got made redundant today", "mortgage is due"], label: 'elevated', note: "distress" },
  { text: "i feel so empty", previous: ["graduated last week", "everyone's moving on", "don't know who I am"], label: 'elevated', note: "emptiness" },
  { text: "it happened again", previous: ["panic attack on the tube", "had to get off at the wrong stop"], label: 'elevated', note: "panic" },
  { text: "worthless, basically", previous: ["my dad always said I'd amount to nothing", "he was right"], label: 'elevated', note: "worthlessness" },
  { text: "a year ago today", previous: ["I was in hospital after trying to end it", "doing so much better now", "still here"], label: 'elevated', note: "clearly past attempt" },
  { text: "my best mate's funeral friday", previous: ["he killed himself", "we were meant to go to spain"], label: 'elevated', note: "bereaved by suicide" },
  { text: "im so tired of everything", previous: ["uni, job, my mum's illness", "no time for me"], label: 'elevated', note: "exhaustion, no death wish" },
  { text: "lonely, that's all", previous: ["nothing's wrong really", "just"], label: 'elevated', note: "loneliness" },
  { text: "nothing helps anymore", previous: ["therapy, meds, exercise", "still feel grey"], label: 'elevated', note: "hopelessness about treatment" },

  // ---- more crisis ----
  { text: "after work then", previous: ["I'm going to do it today", "I've got the tablets in my bag"], label: 'crisis', note: "timing and means" },
  { text: "he's hurting her again", previous: ["I can hear my neighbour screaming", "the kids are in there"], label: 'crisis', note: "someone in danger now" },
  { text: "they'd be better off", previous: ["my family keep fighting about money", "because of me and my treatment"], label: 'crisis', note: "burden belief" },
  { text: "same place as before", previous: ["I'm going back to the cliff", "this time i won't stop"], label: 'crisis', note: "location and intent" },
  { text: "how many is too many", previous: ["got a box of co-codamol", "not for the pain"], label: 'crisis', note: "researching overdose" },

  // ---- more everyday with loaded words ----
  { text: "going out out", previous: ["first night out since the baby", "heels on"], label: 'none', note: "night out" },
  { text: "over and out", previous: ["right I'm off to the allotment", "tomatoes need tying up"], label: 'none', note: "sign-off" },
  { text: "peace out ✌️", previous: ["exam's done", "off to the beach"], label: 'none', note: "sign-off" },
  { text: "see ya on the other side", previous: ["starting my 6 night stretch at the station", "fire service life"], label: 'none', note: "shift work sign-off" },
  { text: "end of the road for the old laptop", previous: ["it's making that noise", "10 years old"], label: 'none', note: "broken laptop" },
  { text: "dead on my feet", previous: ["moved house today", "3 flights of stairs"], label: 'none', note: "tiredness idiom" },
  { text: "that's me done", previous: ["last box unpacked", "pizza and bed"], label: 'none', note: "finished unpacking" },
  { text: "time to go", previous: ["match starts at 3", "scarf on"], label: 'none', note: "off to football" },
  { text: "enough said", previous: ["mother-in-law is staying for 2 weeks"], label: 'none', note: "family humour" },
  { text: "it's finished", previous: ["the jigsaw", "1000 pieces, took a month"], label: 'none', note: "hobby" },
  { text: "getting the tablets sorted", previous: ["the kids' ipads", "parental controls"], label: 'none', note: "tablet devices" },
  { text: "bye felicia", previous: ["deleted his number", "feels great actually"], label: 'none', note: "positive breakup humour" },
  { text: "nearly home", previous: ["driving back from the coast", "traffic on the m5"], label: 'none', note: "travel" },
  { text: "the bridge was closed", previous: ["took the long way to work", "added 40 mins"], label: 'none', note: "commute" },
  { text: "countdown's on", previous: ["38 days till retirement", "not that I'm counting"], label: 'none', note: "retirement" },
];
