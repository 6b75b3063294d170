// Original seed content for Harbour's article library.
// Five articles per zone. Every article ends with a pointer to crisis help.
// Content is markdown limited to: ##/### headings, paragraphs, "- " and "1. "
// lists, **bold**, *italic* and [links](url).

export type SeedZone = 'your-calm-zone' | 'for-supporters' | 'for-professionals';

export interface SeedArticle {
  slug: string;
  title: string;
  zone: SeedZone;
  coverImg: string;
  excerpt: string;
  content: string;
  daysAgo: number;
}

export const seedArticles: readonly SeedArticle[] = [
  // ---------------------------------------------------------------------------
  // Your calm zone (for people who are struggling themselves)
  // ---------------------------------------------------------------------------

  // NOTE: this article intentionally contains the literal two-character escape
  // sequence backslash-n (written as \\n in this source) inside the grounding
  // prompts. The product renders a literal "\n" as a line break, and this
  // content exercises that path. Do not "fix" it into real newlines.
  {
    slug: 'getting-through-a-panic-attack',
    title: 'Getting through a panic attack, one breath at a time',
    zone: 'your-calm-zone',
    coverImg: '/covers/getting-through-a-panic-attack.svg',
    excerpt:
      'A panic attack can feel overwhelming, but it does pass. Gentle, practical ways to ride out the wave and look after yourself afterwards.',
    daysAgo: 9,
    content: `A panic attack can arrive out of nowhere. Your heart pounds, your chest feels tight, your hands might tingle, and your mind may insist that something is terribly wrong. If this has happened to you, you are not alone, and you are not "losing it". Panic is your body's alarm system going off at the wrong moment. It is deeply unpleasant, but the wave rises, peaks and passes, usually within minutes.

This guide offers some things to try in the moment and afterwards. Not every idea suits every person, so keep what helps and leave the rest.

## What is happening in your body

When your brain senses danger, it releases adrenaline to get you ready to run or fight. Breathing speeds up, muscles tense and blood moves towards your arms and legs. That is why you can feel dizzy, shaky or short of breath. These sensations are frightening, but they are the alarm, not the danger itself.

Knowing this will not switch the alarm off instantly. It can, though, ease some of the *fear of the fear*, which is often what keeps panic going.

## In the moment

### Slow your out-breath

You do not need to take big gulps of air. Try breathing in gently through your nose for a count of about four, then out slowly through your mouth for a count of six or more, as if cooling a spoonful of soup. A longer out-breath tells your nervous system it is allowed to settle. Our [breathing exercise](/get-support/interactive-tools) can pace this for you.

### Ground yourself in the room

Panic pulls your attention inward. Gently steering it outward can help. Work through these prompts slowly, answering out loud or in your head:

Five things you can see.\\nFour things you can touch.\\nThree things you can hear.\\nTwo things you can smell.\\nOne slow, unhurried breath.

### Let it be there

It sounds strange, but fighting panic can make it louder. Some people find it helps to say quietly, *"This is panic. It is uncomfortable, and it will pass."* Picture the feelings as a wave you are floating on rather than a wall you have to push back.

### Settle your posture

If you can, put your feet flat on the floor, let your shoulders drop and unclench your jaw and hands. Holding something cool, like a glass of water, can also bring you back into the present.

## Afterwards

Once the wave has passed, you may feel drained, shaky or embarrassed. All of that is normal. Be gentle with yourself:

- Rest for a few minutes if you can, and have a drink of water.
- Tell someone you trust what happened, even briefly.
- Notice what helped, however small, and jot it down for next time. The [mood journal](/get-support/interactive-tools) is one place to keep notes.
- Try not to judge yourself for needing to pause or leave a situation.

## When to talk to someone

If panic attacks keep coming back, if you have started avoiding places or activities because of them, or if you are worried about the physical symptoms, it is worth speaking to a GP or another health professional. They can check your physical health and talk through options such as talking therapies, which many people find helpful for panic. If you ever have chest pain or symptoms that feel different from before, get medical advice promptly rather than assuming it is panic. Getting checked is sensible, not overreacting.

## If you need help right now

If you are ever in immediate danger, call your local emergency number. If you are struggling to cope and want to talk to someone soon, our [crisis help](/get-support/crisis-help) page lists services you can reach today.`,
  },
  {
    slug: 'sleep-when-your-mind-races',
    title: 'When your mind races at night: gentle ways back to sleep',
    zone: 'your-calm-zone',
    coverImg: '/covers/sleep-when-your-mind-races.svg',
    excerpt:
      "Lying awake with a busy mind is exhausting. Low-pressure ideas to help you wind down and feel less stuck when sleep won't come.",
    daysAgo: 58,
    content: `It is late, the house is quiet, and your mind has decided this is the perfect time to replay every conversation from the day, rehearse tomorrow and turn over things you cannot change. The more you tell yourself to sleep, the more awake you feel.

Racing thoughts at night are very common, especially when you are stressed, anxious or low. The aim here is not perfect sleep. It is to make nights feel a little less like a battle.

## Take the pressure off

Sleep is one of the few things that gets harder the more effort you put in. Instead of aiming to fall asleep, aim to rest. Lying quietly with your eyes closed still gives your body some recovery, and letting go of the goal often lets sleep arrive on its own.

## Give your thoughts somewhere to go

### A worry window earlier in the day

Try setting aside ten or fifteen minutes in the early evening to write down what is on your mind. For each worry, note one small next step, or simply write "not for tonight". When the same thought turns up at two in the morning, you can remind yourself: *"It is on the list. I will look at it tomorrow."*

### A notepad by the bed

If something new pops up, jot it down in a few words and put the pen away. Keep the light low. The point is to park the thought, not to solve it.

## Help your body wind down

- Dim the lights and lower screen brightness in the hour before bed where you can.
- Try a slow breathing pattern with a longer out-breath. Our [breathing exercise](/get-support/interactive-tools) can guide you.
- Tense and then release muscle groups one at a time, starting with your feet and working upward.
- Keep the room a little cool and as dark as you comfortably can.
- Notice how caffeine and alcohol affect you later in the day; many people find cutting back helps.

## If you cannot sleep after a while

If you have been lying awake for what feels like a long time and frustration is building, it can help to get up for a little while. Go somewhere dimly lit and do something calm and slightly dull, like folding laundry or rereading a familiar book. Go back to bed when you feel sleepy. Over time this teaches your brain that bed is for sleeping, not for wrestling with thoughts.

Try not to check the clock over and over. Working out how many hours are left tends to wind you up further.

## Be kind to yourself the next day

After a rough night it is tempting to cancel everything or nap for hours. Gentle consistency usually works better: get up around your usual time, find some daylight early on, and keep any nap short. Lower your expectations of yourself for the day, and remember that one poor night does not undo everything.

## When to get more support

If sleep problems go on for weeks, affect your daily life, or come alongside low mood, anxiety or thoughts that frighten you, please talk to a GP or another health professional. There are effective approaches for ongoing sleep difficulties that do not rely on medication, and a professional can help you find what fits your situation.

## If you need help right now

Nights can make everything feel heavier. If you are in immediate danger, call your local emergency number. If you need someone to talk to, our [crisis help](/get-support/crisis-help) page lists services you can contact.`,
  },
  {
    slug: 'small-steps-when-everything-feels-heavy',
    title: 'Small steps when low mood makes everything hard',
    zone: 'your-calm-zone',
    coverImg: '/covers/small-steps-when-everything-feels-heavy.svg',
    excerpt:
      'When low mood drains your energy, even simple tasks can feel huge. How tiny, realistic steps can help you gently regain a little ground.',
    daysAgo: 141,
    content: `When your mood is low, the world can feel as if it has turned to treacle. Getting out of bed, replying to a message or having a shower can take enormous effort. Things you used to enjoy might feel flat. And on top of that, you may be judging yourself for not coping "better".

If that sounds familiar, please hear this: finding everyday tasks hard when you feel low is not laziness. Low mood affects energy, motivation and concentration. It makes sense that things are harder right now.

## Why small steps matter

Low mood often tells us to wait until we feel like doing something. The trouble is that motivation tends to show up *after* we start, not before. Doing one small thing, even without wanting to, can bring a tiny lift, and those lifts can add up over time.

The key word is *small*. Smaller than you think. If a step still feels too big, shrink it again.

## How to make a step small enough

Instead of "clean the kitchen", try "put three things in the sink". Instead of "go for a run", try "put on shoes and stand at the front door". Instead of "sort my life out", try "open one letter".

A good small step is:

- **Specific**, so you know exactly what it is.
- **Short**, ideally a few minutes.
- **Kind**, something your tired self can realistically manage.
- **Yours**, chosen because it matters to you, not because someone else expects it.

## A mix of three kinds of steps

It can help to include a little of each across your week:

1. **Care steps**: looking after your body, such as eating something, drinking water, washing or stepping outside for some daylight.
2. **Connection steps**: a short text to a friend, sitting in the same room as someone, saying hello to a neighbour.
3. **Meaning or enjoyment steps**: a few minutes of music, a page of a book, watering a plant, anything that used to feel good, even if it feels muted now.

## Notice, do not grade

After each step, try simply noticing it: *"I did that."* You do not need to rate how well it went or whether it "worked". Some people like to write down one thing they managed each evening. Our [mood journal](/get-support/interactive-tools) can help you spot patterns over time, such as which small things seem to help a little.

## When a day goes sideways

Some days nothing on the list will happen. That is part of the process, not a failure. Tomorrow is a fresh start. You might pick the very smallest step you can think of, and let that be enough.

## You do not have to do this alone

Small steps can help, but they are not a substitute for support. If low mood has lasted more than a couple of weeks, is getting worse, or is affecting your work, relationships or ability to look after yourself, please talk to a GP or another health professional. One of our [self-assessments](/get-support/interactive-tools) may help you put into words how you have been feeling before that conversation.

## If you need help right now

If you are having thoughts of ending your life, or you feel unable to keep yourself safe, please reach out now. If you are in immediate danger, call your local emergency number. You can also find people to talk to through our [crisis help](/get-support/crisis-help) page.`,
  },
  {
    slug: 'quieting-your-inner-critic',
    title: 'Quieting the inner critic: a beginner\'s guide to self-compassion',
    zone: 'your-calm-zone',
    coverImg: '/covers/quieting-your-inner-critic.svg',
    excerpt:
      'That harsh voice in your head can feel like the truth. Self-compassion offers another way to respond, with the warmth you would give a good friend.',
    daysAgo: 311,
    content: `Many of us carry a voice that comments on everything we do. *You messed that up again. Everyone else copes, so why can't you? You're too much.* For some people it is a quiet murmur; for others it is loud and relentless, especially when they are already struggling.

The inner critic often believes it is helping, trying to protect us from failure or rejection. But constant criticism tends to leave us more anxious, more ashamed and less able to try again. Self-compassion is a different way of relating to yourself when things are hard.

## What self-compassion is, and is not

Self-compassion means treating yourself with the kind of understanding you would offer someone you care about. It is not:

- **Letting yourself off the hook.** You can still take responsibility and want to do better.
- **Self-pity.** It is not wallowing; it is acknowledging that something hurts.
- **Pretending everything is fine.** It starts with being honest about how you feel.

Many people find self-compassion awkward at first, even uncomfortable. That is normal. Like any skill, it gets easier with practice.

## Three small practices

### 1. Notice the voice

Start by simply catching the critic in action. You might give it a name or picture it as a character. Noticing *"There's that voice again"* puts a little distance between you and the words. A thought is not a fact.

### 2. Ask what you would say to a friend

When you catch a harsh thought, pause and ask: *If a close friend said this about themselves, what would I say to them?* Then try saying something similar to yourself. It might be as simple as *"That was hard. It makes sense you're upset. You're doing your best with a lot on."*

### 3. Offer a moment of kindness

When you are hurting, try a soothing gesture: a hand on your chest, a slow breath, a warm drink held in both hands. These may seem small, but they can send a signal of safety to your body. If your mind is racing, a [grounding exercise](/get-support/interactive-tools) can help first.

## Remember you are not the only one

The critic often insists that you are uniquely flawed. In reality, struggling, making mistakes and feeling not good enough are part of being human. Reminding yourself *"Lots of people feel like this"* can soften the sense of being alone with it.

## When the critic is very loud

If the inner critic is constant, cruel, or echoes how other people have treated you, it can be very hard to shift on your own. A counsellor or therapist can help you understand where the voice comes from and find new ways to respond. Reaching out for that support is itself an act of self-compassion.

## Try it this week

Pick one moment each day when you notice the critic. Write down what it said, then write a kinder, realistic response underneath. Don't worry about getting it right. The aim is simply to practise giving yourself a little more warmth, the same warmth you would hand to someone you love without a second thought.

## If you need help right now

If self-critical thoughts turn into thoughts of harming yourself or not wanting to be here, please don't carry that alone. If you are in immediate danger, call your local emergency number. Our [crisis help](/get-support/crisis-help) page lists people you can talk to now.`,
  },
  {
    slug: 'reaching-out-when-asking-feels-hard',
    title: 'Reaching out when it feels hard to ask',
    zone: 'your-calm-zone',
    coverImg: '/covers/reaching-out-when-asking-feels-hard.svg',
    excerpt:
      "Asking for help can feel impossible when you're struggling. Gentle ways to take the first step, including words you can borrow.",
    daysAgo: 31,
    content: `When you are struggling, reaching out can feel like the hardest thing in the world. You might worry about being a burden, not being taken seriously or not knowing what to say. You might tell yourself that others have it worse, or that you should be able to handle this on your own.

Those feelings are very common, and they make sense. They are also rarely the full picture. Most people who care about you would want to know you are having a hard time, even if they do not always find the perfect words.

## Why asking feels so hard

A few things often get in the way:

- **Fear of burdening others.** Low mood and anxiety can convince us we are too much.
- **Not having the words.** It is hard to explain feelings you do not fully understand yourself.
- **Past experiences.** If you reached out before and it did not go well, trying again takes courage.
- **Shame.** There can be a sense that needing help means you have failed.

None of these mean you do not deserve support. They are obstacles, and obstacles can be worked around.

## Start small

You do not have to share everything at once. Reaching out can be as simple as:

- Sending a short message: *"Having a tough week. Could we talk sometime?"*
- Asking someone to sit with you or go for a walk.
- Telling a friend you do not need advice, just company.
- Booking an appointment with a GP or health professional and letting them guide the conversation.

## Borrow some words

If you are not sure what to say, try one of these and change it to fit you:

1. "I haven't been feeling like myself lately, and I'd like to talk about it."
2. "This is hard for me to say, but I'm struggling and I could use some support."
3. "I don't need you to fix anything. I just need someone to listen."
4. "I'm finding it hard to cope. Could you help me work out who to talk to?"

It is completely fine to write things down and read them out, or to show someone a message on your phone. Plenty of people do this in appointments too.

## Choosing who to ask

Think about people who have been kind or steady in the past, not necessarily the person you are closest to. It might be a friend, a relative, a colleague, a faith leader or a teacher. If there is nobody you feel able to talk to right now, helplines and professional services exist for exactly this moment.

Before talking to someone, you might find it useful to try one of our [self-assessments](/get-support/interactive-tools) to help put your feelings into words.

## If it does not go well

Sometimes people respond in ways that hurt, often because they feel worried or out of their depth. That says more about their moment than about whether you deserve help. If one conversation does not go the way you hoped, please try someone else. You are worth the second try.

## If you need help right now

If you feel you might act on thoughts of harming yourself, or you are in immediate danger, call your local emergency number now. For urgent support and people to talk to, visit our [crisis help](/get-support/crisis-help) page.`,
  },

  // ---------------------------------------------------------------------------
  // For supporters (friends, family, carers)
  // ---------------------------------------------------------------------------
  {
    slug: 'starting-a-conversation-when-you-are-worried',
    title: "How to start a conversation with someone you're worried about",
    zone: 'for-supporters',
    coverImg: '/covers/starting-a-conversation-when-you-are-worried.svg',
    excerpt:
      "Noticed a change in someone you care about? How to open a caring conversation, what to say, and what to do if they aren't ready to talk.",
    daysAgo: 74,
    content: `Maybe a friend has gone quiet, or your partner seems far away. Perhaps a family member has stopped doing things they love, or a colleague seems constantly on edge. You have a feeling something is not right, but you are unsure whether to say anything, or how.

It is natural to worry about getting it wrong. The good news is that you do not need perfect words. Showing that you have noticed, and that you care, is often what matters most.

## Before you start

- **Pick a good moment.** Choose a time when neither of you is rushed and you can talk privately. Side-by-side settings, like a walk or a drive, can feel less intense than sitting face to face.
- **Check in with yourself.** If you feel frustrated or panicky, take a few slow breaths first. Calm tends to be catching.
- **Think about what you have noticed.** Specific, gentle observations are easier to hear than sweeping statements.

## Opening the conversation

Start with what you have seen, and keep it about care rather than criticism. For example:

- "I've noticed you've seemed a bit down lately. How are you doing, really?"
- "You haven't seemed yourself recently, and I wanted to check in."
- "I care about you, and I've been a bit worried. Is anything on your mind?"

Asking twice can help. People often say "I'm fine" out of habit. A gentle "Are you sure? I'm happy to listen" shows that you genuinely want to know.

## While you are talking

- Let them set the pace. Silences are OK.
- Listen more than you speak. You do not need to have answers.
- Try not to jump to advice, comparisons or "at least...".
- Reflect back what you hear: "It sounds like things have been really heavy."
- Thank them for telling you. Opening up can take a lot.

## If they do not want to talk

That is their choice, and it is not a failure on your part. Let them know the door stays open: "That's OK. I'm here if you ever want to talk, now or later." Then keep in touch in ordinary ways: a message, an invitation, a cup of tea. Small signs that you are still around can make it easier for them to return to the conversation when they are ready.

## Encouraging further support

If they tell you they are struggling, you might gently ask whether they have thought about talking to a GP, counsellor or helpline. You could offer practical help, such as looking up information together or going with them to an appointment if they would like that. Respect their pace, unless you are worried about their safety.

## If you are worried about their safety

If anything they say makes you think they might be considering suicide, it is OK to ask them directly. Asking clearly and calmly does not put the idea in someone's head, and many people feel relieved to be asked. Our [resources for supporters](/resources/for-supporters) include guidance on how to ask and what to do next.

## Look after yourself too

Supporting someone can stir up your own feelings. It is fine to talk to someone you trust about how you are coping, while respecting the other person's privacy.

## If you need help right now

If someone is in immediate danger, call your local emergency number and stay with them if it is safe to do so. For urgent advice and helplines, see our [crisis help](/get-support/crisis-help) page.`,
  },
  {
    slug: 'listening-without-fixing',
    title: 'Listening without trying to fix',
    zone: 'for-supporters',
    coverImg: '/covers/listening-without-fixing.svg',
    excerpt:
      'When someone you love is hurting, the urge to fix it is strong. Often what helps most is feeling truly heard. Here is how to listen well.',
    daysAgo: 118,
    content: `When someone we care about is in pain, we want to make it better. We offer advice, hunt for solutions, share what worked for us or try to cheer them up. It comes from love. But often, especially with emotional pain, what people need first is simply to feel heard.

Listening without fixing is not doing nothing. It is a skill, and it can make a real difference.

## Why fixing can backfire

Quick solutions can accidentally send messages we never meant:

- "Have you tried going for a run?" can sound like *this should be simple*.
- "At least you have a job" can sound like *your feelings don't count*.
- "I know exactly how you feel" can shift the focus onto you.
- "Don't think like that" can make someone feel they have said something wrong.

When people feel judged or rushed, they often stop sharing. When they feel heard, they are more likely to keep talking, and sometimes to find their own way forward.

## What good listening looks like

### Give your full attention

Put your phone away, turn towards them and let them know you have time. Small signals, like nodding or a quiet "mm", show you are following.

### Be comfortable with silence

Pauses give people time to think and to find words for difficult feelings. Try not to fill every gap.

### Reflect back what you hear

Summarise in your own words: "So it sounds like work keeps piling up and you can't switch off." This helps them feel understood and gives them a chance to correct you.

### Name the feeling

"That sounds really lonely." "No wonder you're exhausted." Naming emotions gently, without claiming certainty, shows empathy.

### Ask open questions

Questions that begin with *what* or *how* invite more than a yes or no: "What has that been like for you?" "How are you feeling about it now?"

## Staying on track

- Notice the urge to fix, and let it pass.
- Ask what they want: "Would it help to talk it through, or would you rather I just listen?"
- If they ask for advice, offer it lightly and as an option, not an instruction.
- Remember you do not have to have all the answers.

## When you are worried

Listening is powerful, but nobody expects you to be someone's therapist. If what you hear worries you, it is OK to say so and to encourage them to seek further support. You can help them find services or offer to go with them. Our [resources for supporters](/resources/for-supporters) include more practical guidance.

If they talk about wanting to die or about harming themselves, take it seriously. Ask them directly and calmly, and help them get support straight away.

## Looking after yourself

Holding someone else's pain can be tiring. Make sure you have your own outlets, and people you can talk to about how you are feeling. Good listeners need listening to as well.

## If you need help right now

If the person you are supporting is in immediate danger, call your local emergency number. For urgent support for them, or for you, see our [crisis help](/get-support/crisis-help) page.`,
  },
  {
    slug: 'asking-directly-about-suicide',
    title: 'Asking directly about suicide, and supporting someone after a crisis',
    zone: 'for-supporters',
    coverImg: '/covers/asking-directly-about-suicide.svg',
    excerpt:
      'Worried someone might be thinking about suicide? Asking directly is one of the most caring things you can do. How to ask, and how to help afterwards.',
    daysAgo: 17,
    content: `If you are worried that someone you care about might be thinking about suicide, you may feel frightened and unsure what to do. One of the most common fears is that mentioning suicide might put the idea in their head. Researchers have looked at this closely, and the evidence shows that asking about suicide does not increase the risk. For many people, being asked is a relief. It shows that someone has noticed, and that it is OK to talk.

## Signs that someone might be struggling

No checklist can tell you for certain, but things that can raise concern include:

- Talking about feeling hopeless, trapped or like a burden.
- Talking or writing about death or not wanting to be here.
- Withdrawing from people and activities.
- Big changes in mood, sleep or behaviour.
- Giving away belongings or saying goodbye in ways that seem unusual.
- A recent loss, crisis or major setback.

If your gut tells you something is wrong, trust it enough to ask.

## How to ask

Find a private moment and ask clearly. You might say:

- "Sometimes when people feel the way you've been describing, they think about suicide. Are you thinking about suicide?"
- "Are you having thoughts of ending your life?"

Using the word *suicide* matters. Vague questions like "You're not going to do anything silly, are you?" can signal that you do not really want to hear the answer.

## If they say yes

Stay as calm as you can, even if you feel shaken inside. Then:

1. **Listen.** Let them talk. Try not to argue, lecture or promise to keep it a secret.
2. **Thank them** for trusting you with something so hard to say.
3. **Ask about right now.** Gently ask whether they feel able to stay safe at the moment.
4. **Help connect them to support.** This might mean contacting a crisis line together, arranging an urgent appointment or going to an emergency department. Offer to make the call with them or to go along.
5. **Make things safer together.** Ask whether they would be willing to let you or someone they trust look after anything they have thought about using to hurt themselves, for now.

If they are in immediate danger, call your local emergency number and stay with them if it is safe to do so.

## Supporting someone after a crisis

The days and weeks after a crisis can be fragile. Your steady presence matters.

- **Stay in touch.** Regular, low-pressure contact helps: a message, a visit, a shared meal.
- **Ask how you can help.** Practical support, such as lifts to appointments or help with chores, can ease the load.
- **Know their plan.** If they have a safety plan, ask whether they would like to share it with you, so you know what helps and who to call.
- **Keep asking.** It is fine to check in again: "How are those thoughts for you today?"
- **Avoid blame.** They may already feel ashamed. Kindness helps far more than questions about why.

## Looking after yourself

Supporting someone through suicidal thoughts is hard, and you do not have to do it alone. Talk to someone you trust, or contact a helpline for yourself. Our [resources for supporters](/resources/for-supporters) have more guidance, and caring for your own wellbeing will help you keep going.

## If you need help right now

If someone's life is at risk or they are in immediate danger, call your local emergency number now. For helplines and other urgent options, visit our [crisis help](/get-support/crisis-help) page.`,
  },
  {
    slug: 'looking-after-yourself-as-a-carer',
    title: "Looking after yourself when you're caring for someone",
    zone: 'for-supporters',
    coverImg: '/covers/looking-after-yourself-as-a-carer.svg',
    excerpt:
      'Caring for someone with mental health difficulties can be meaningful and draining at once. Your wellbeing matters too. Ways to protect it.',
    daysAgo: 203,
    content: `If you support someone with mental health difficulties, whether a partner, child, parent, sibling or friend, you may not think of yourself as a carer. You might simply see it as what you do for someone you love. But caring can take a lot out of you, emotionally and practically, and it often goes on quietly for a long time.

Looking after yourself is not selfish. It is part of being able to keep caring.

## Common feelings carers have

Carers often describe a mix of emotions, sometimes all in one day:

- Love and commitment.
- Worry, fear and feeling constantly "on alert".
- Frustration, resentment or anger, followed by guilt about feeling that way.
- Grief for how things used to be.
- Loneliness, especially when others do not seem to understand.

All of these are normal. Having difficult feelings about caring does not mean you care any less.

## Signs you might be running on empty

- You are tired most of the time, even after rest.
- You have stopped doing things you enjoy or seeing friends.
- You feel irritable, tearful or numb.
- Your own health appointments keep getting pushed back.
- You struggle to think about anything other than the person you support.

If several of these sound familiar, it may be time to make some room for yourself.

## Small ways to look after yourself

### Protect some time that is just yours

Short breaks count. Ten minutes with a cup of tea, a walk around the block or a favourite programme can help you recharge. Try to plan these rather than waiting until you are exhausted.

### Share the load

Think about who else could help, even in small ways. Family, friends, neighbours or local services might take on a task, keep the person company or give you a break. People often want to help but do not know how, so being specific makes it easier: "Could you pick up the shopping on Thursdays?"

### Set kind boundaries

Nobody can be available all the time. It is OK to be clear about what you can and cannot do. Boundaries protect your relationship as well as your wellbeing.

### Keep your own support network

Stay connected with people who care about you. Carer support groups, online or in person, can be especially helpful, because others there understand without needing long explanations.

### Look after the basics

Sleep, food, movement and your own health checks matter. When you are stretched, these are often the first things to slip.

## Talking to professionals

You may be able to get information, advice and sometimes support in your own right as a carer. Let the person's care team know you are involved, and ask what help is available for carers locally. Even when professionals cannot share details about the person's care without their agreement, they can still listen to your concerns and tell you how their service works. Our [resources for supporters](/resources/for-supporters) have more information.

## If you are struggling

If you notice your own mood dropping, feel overwhelmed most days or start to feel hopeless, please reach out for support for yourself. A GP or another health professional is a good place to start. You matter in this too, not only as a carer but as a person.

## If you need help right now

If you or the person you care for is in immediate danger, call your local emergency number. For urgent support for either of you, visit our [crisis help](/get-support/crisis-help) page.`,
  },
  {
    slug: 'supporting-a-teenager-through-a-hard-time',
    title: 'Supporting a teenager who is having a hard time',
    zone: 'for-supporters',
    coverImg: '/covers/supporting-a-teenager-through-a-hard-time.svg',
    excerpt:
      "It isn't always easy to tell what's typical for a teenager. How to stay connected and support a young person who is struggling.",
    daysAgo: 46,
    content: `Adolescence brings a lot of change: bodies, friendships, schoolwork, identity and independence. Mood swings and wanting more privacy are a normal part of growing up. That can make it hard for parents, carers and other trusted adults to know when a young person is simply being a teenager and when they are really struggling.

You do not need to be an expert to help. Staying connected, curious and calm goes a long way.

## Signs that might suggest more than a rough patch

Look out for changes that last more than a couple of weeks or seem out of character, such as:

- Withdrawing from friends, family or activities they used to enjoy.
- Big changes in sleep, eating or energy.
- Falling behind at school or not wanting to go.
- Seeming persistently sad, irritable, anxious or hopeless.
- Talking about feeling worthless or like a burden.
- Signs that they may be hurting themselves.

No single sign means something is definitely wrong, but trust your instincts if you are concerned.

## Keeping the door open

### Make time without an agenda

Young people often open up when they do not feel put on the spot. Car journeys, cooking together, walking the dog or a late-night snack can all be good moments. Being around and available matters, even if they do not talk straight away.

### Ask, then really listen

Try an open, gentle question: "You've seemed a bit fed up lately. How are things really?" If they do share, resist the urge to lecture or fix. Reflect back what you hear and let them know their feelings make sense. Our [resources for supporters](/resources/for-supporters) have more ideas for listening well.

### Take their world seriously

Friendship fallouts, online life and exam pressure may look small from the outside, but to a teenager they can feel enormous. Showing that you understand why it matters to them builds trust.

### Stay steady

If they tell you something worrying, try to keep your voice calm. If you react with panic or anger, they may be less likely to come to you next time. It is OK to say, "Thank you for telling me. Let's work this out together."

## Practical support

- Keep routines that support wellbeing, like regular meals, sleep and time outdoors, without turning them into battles.
- Talk with them about who else they trust, such as a relative, teacher or school counsellor.
- With their involvement where possible, contact their school or a GP to talk about support.
- Give them a say in decisions about their care. Feeling involved helps young people engage.

## If you are worried about their safety

If you think they might be thinking about suicide or hurting themselves, ask them directly and calmly. Asking does not put the idea into their head, and it shows them it is safe to talk. Take what they say seriously and help them get support straight away. Think together about making home a safer place, and do not promise to keep their safety a secret.

## Looking after yourself

Worrying about a young person you love can be exhausting. Talk to someone you trust, and look for support for parents and carers too. You can help them best when you are supported as well.

## If you need help right now

If a young person is in immediate danger, call your local emergency number. For urgent support and helplines, see our [crisis help](/get-support/crisis-help) page.`,
  },

  // ---------------------------------------------------------------------------
  // For professionals (clinicians and other helping professionals)
  // ---------------------------------------------------------------------------
  {
    slug: 'collaborative-safety-planning',
    title: 'Collaborative safety planning: a practical guide for clinicians',
    zone: 'for-professionals',
    coverImg: '/covers/collaborative-safety-planning.svg',
    excerpt:
      "A safety plan works best when it is written with the person, not for them. A practical walk-through of collaborative safety planning in routine care.",
    daysAgo: 93,
    content: `Safety planning is a brief, structured intervention in which a clinician and a person at risk of suicide work together to write down the steps that person can take as a crisis starts to build. The best-known model was developed by Barbara Stanley and Gregory Brown and has been studied in emergency, inpatient and community settings. Safety planning is now widely recommended as part of suicide prevention care.

The core idea is simple: during a calmer moment, help the person build a personal list of coping strategies and contacts, in their own words, so it is usable when thinking is hardest.

## Why collaboration matters

A plan handed to someone is a leaflet. A plan built with someone is a tool they recognise as their own. Working together also deepens your understanding of their warning signs and of what genuinely helps, and it reinforces that they are an active partner in their own safety.

A safety plan is not a no-suicide contract. Such contracts lack supporting evidence and can discourage honest disclosure. The plan is about what the person *can do*, not what they promise not to do.

## Setting up the conversation

- Allow enough time. A first plan often takes somewhere between twenty and forty-five minutes.
- Invite the person to tell the story of a recent crisis. This helps identify warning signs and what happened just before things escalated.
- Explain the purpose plainly: "Let's write down what you can do if things start to feel like that again."
- Use their language throughout, not clinical terms.

## The steps of a safety plan

Work through the sections in order. The idea is that if one step does not bring enough relief, the person moves on to the next.

1. **Warning signs.** Thoughts, feelings, situations or behaviours that tend to come before a crisis. Specific is better: "lying awake replaying arguments" is more useful than "feeling bad".
2. **Things I can do on my own.** Personal coping strategies such as music, a walk, a shower or a grounding exercise. Ask how likely they are to use each one when they feel that way.
3. **People and places that help me feel less alone.** Social settings or people who can shift focus, even without discussing the crisis.
4. **People I can ask for help.** Trusted people they feel able to tell they are struggling, with contact details.
5. **Professionals and services.** Clinicians, out-of-hours services, crisis lines and the local emergency number.
6. **Making the environment safer.** A respectful, practical conversation about reducing access to anything the person has considered using, for example agreeing that someone they trust will look after certain items for a while. Involve supporters where the person agrees.

Many people also find it grounding to add a section on *reasons for living* or what matters most to them.

## Barriers and follow-through

For each step, ask what might get in the way, and problem-solve together. Also consider:

- Where will the plan live? On paper, as a photo on their phone, in a notes app?
- Would they like to share it with someone they trust?
- When will you review it together? Revisit it after any crisis and as circumstances change.

Follow-up contact after the plan is made, especially after emergency care or discharge, adds to its value.

## Documentation and teamwork

Record the plan in the clinical notes and make sure the person has their own copy. Let relevant colleagues know where to find it. Safety planning sits alongside, rather than replacing, ongoing assessment, treatment and care coordination.

## Crisis resources

Make sure the person leaves with up-to-date crisis contacts. Our [crisis help](/get-support/crisis-help) page can be shared directly with the people you work with. Remind them that if they are in immediate danger they should call their local emergency number.`,
  },
  {
    slug: 'trauma-informed-everyday-appointments',
    title: 'Trauma-informed practice in everyday appointments',
    zone: 'for-professionals',
    coverImg: '/covers/trauma-informed-everyday-appointments.svg',
    excerpt:
      "Trauma-informed care isn't a specialist add-on. Small, consistent choices in routine appointments can help people feel safer and more in control.",
    daysAgo: 167,
    content: `Many people who come into health, social care and community services have experienced trauma, often more than once. Many will never disclose it, and you do not need to know someone's history to work with them in a trauma-informed way. Trauma-informed practice is less a specific technique than a way in which a whole service, and each person in it, shows up.

At its heart is a change of question: from *"What is wrong with you?"* to *"What has happened to you, and what do you need now?"*

## Core principles

Most trauma-informed frameworks share a handful of ideas:

- **Safety**: physical and emotional safety for the person and for staff.
- **Trustworthiness and transparency**: clear, honest communication about what will happen and why.
- **Choice**: offering real options wherever possible.
- **Collaboration**: doing things *with* people and sharing power.
- **Empowerment**: recognising strengths and building on them.
- **Cultural humility**: awareness of how identity, history and discrimination shape experiences of care.

## Before the appointment

- Send clear information about what to expect: who they will see, how long it lasts and whether they can bring someone.
- Think about the waiting area. Noise, crowding and a lack of privacy at reception can be hard for anyone, and especially for people who are on high alert.
- Check whether the person has shared preferences, such as the gender of the practitioner they see.

## During the appointment

### Explain, then ask

Say what you are going to do before you do it, especially anything involving touch, physical examination or sensitive questions. Ask permission, and make it clear that *no* or *not yet* is an acceptable answer.

### Offer choices

Small choices add up: where to sit, whether the door is open or closed, whether to take a break, which topic to start with. Choice gives back some of the control that trauma can take away.

### Be thoughtful with questions

You rarely need full details of traumatic experiences to provide good care. Asking someone to recount events in depth without a clear purpose, or without support in place, can be distressing. If someone does disclose, respond calmly, thank them and focus on what they need now.

### Notice signs of distress

Watch for changes such as freezing, going quiet, becoming agitated or seeming far away. Pause and check in gently: "I notice this might be a lot. Would you like to take a moment?" Simple grounding, like noticing feet on the floor or naming objects in the room, can help. Our [interactive tools](/get-support/interactive-tools) include grounding and breathing exercises people can use between appointments.

## After the appointment

- Summarise what was agreed and what happens next, in writing if helpful.
- Avoid surprises. If plans change, let the person know why.
- Record preferences so they do not have to repeat themselves to every new practitioner.

## Looking after the team

Trauma-informed organisations also recognise the impact of this work on staff. Supervision, reflective practice and a culture where people can say when they are struggling are part of the approach, not optional extras.

## Small changes, real difference

You do not need to overhaul everything at once. Pick one or two habits, such as explaining before acting or offering a choice about where to sit, and make them routine. Consistency builds the trust that helps people stay engaged with care.

## Crisis resources

If a person you are seeing is in acute distress or at risk, follow your service's procedures. Share our [crisis help](/get-support/crisis-help) page for support outside appointments, and make sure they know that in immediate danger they should call their local emergency number.`,
  },
  {
    slug: 'measurement-based-care-phq9-gad7',
    title: 'Measurement-based care with the PHQ-9 and GAD-7',
    zone: 'for-professionals',
    coverImg: '/covers/measurement-based-care-phq9-gad7.svg',
    excerpt:
      'Brief questionnaires like the PHQ-9 and GAD-7 can sharpen care when used well: as screening and monitoring tools, never as a diagnosis.',
    daysAgo: 248,
    content: `Measurement-based care means routinely using brief, validated questionnaires to track symptoms, and using the results to inform shared decisions about treatment. Research suggests that regularly measuring and reviewing progress helps clinicians notice when someone is not improving and adjust care sooner than they otherwise might.

Two of the most widely used tools are the PHQ-9 for depressive symptoms and the GAD-7 for anxiety symptoms. Both are short, free to use and familiar to many people. Used well, they open conversations and make progress visible. Used poorly, they feel like box-ticking or get mistaken for a diagnosis.

## Screening, not diagnosis

Be clear about this with colleagues and with the people you work with: a questionnaire score is not a diagnosis. The PHQ-9 and GAD-7 are screening and monitoring tools. A high score signals that a fuller clinical assessment is needed; a low score does not rule out difficulties. Context matters. Physical health, life events, culture, language and how the person understood the questions can all shape their answers.

## The basics

### PHQ-9

Nine items ask how often, over the last two weeks, the person has been bothered by common symptoms of depression. Each item scores from 0 to 3, giving a total between 0 and 27. Cut-points of 5, 10, 15 and 20 are commonly used to describe mild, moderate, moderately severe and severe symptom levels.

### GAD-7

Seven items, also covering the last two weeks and scored 0 to 3, give a total between 0 and 21. Cut-points of 5, 10 and 15 are commonly used to describe mild, moderate and severe symptom levels.

Treat these bands as rough guides for conversation and monitoring, not as labels.

## PHQ-9 item 9 needs same-day follow-up

Item 9 asks about thoughts of being better off dead or of hurting oneself. **Any answer other than "not at all" needs follow-up on the same day**: before the person leaves the appointment or, if the questionnaire was completed remotely, through prompt contact. That follow-up is a direct, compassionate conversation and a clinical assessment of risk in line with your service's procedures, which may include collaborative safety planning.

Services that use digital or postal questionnaires need a clear process for who reviews item 9, how quickly and what happens outside working hours. People should also be told in advance what will happen if they indicate thoughts of self-harm, so that nothing comes as a surprise.

## Making measurement meaningful

- **Explain why.** "This helps us both see how things are changing over time."
- **Review together.** Look at the results with the person and ask what stands out. Their interpretation adds depth.
- **Track trends.** A single score matters less than the direction of travel. Seeing results over time can be motivating.
- **Act on it.** If scores are not improving after a reasonable period, treat that as a prompt to review the plan together.
- **Keep it proportionate.** Measure often enough to be useful without becoming a burden.

## Limits to keep in mind

Symptom questionnaires can miss what matters most to someone, such as relationships, work or a sense of purpose. Consider pairing them with personal goals or measures of day-to-day functioning. Be mindful of literacy, language and accessibility, and offer to read items aloud if that helps.

Self-assessments, such as those in our [interactive tools](/get-support/interactive-tools), can help people reflect before an appointment, but they are no substitute for your clinical judgement.

## Crisis resources

If someone indicates thoughts of suicide or self-harm, respond on the same day. Share our [crisis help](/get-support/crisis-help) page so they can reach support between appointments, and make sure they know to call their local emergency number if they are in immediate danger.`,
  },
  {
    slug: 'preventing-burnout-and-compassion-fatigue',
    title: 'Preventing burnout and compassion fatigue in helping roles',
    zone: 'for-professionals',
    coverImg: '/covers/preventing-burnout-and-compassion-fatigue.svg',
    excerpt:
      'Caring for others every day takes a toll. Recognising burnout and compassion fatigue early, and building protective habits, helps you keep going.',
    daysAgo: 2,
    content: `Most people in helping roles, whether clinicians, nurses, social workers, counsellors, peer workers or support staff, chose the work because they care. That same care, combined with heavy workloads, repeated exposure to distress and systems under strain, can leave practitioners depleted. Recognising the signs early is not a weakness; it is part of sustainable practice.

## Burnout and compassion fatigue: what is the difference?

The terms overlap, and many people experience both.

- **Burnout** builds gradually from chronic workplace stress that has not been well managed. It is often described as exhaustion, growing cynicism or distance from work, and a reduced sense of effectiveness. It is closely tied to organisational factors such as workload, lack of control and clashes with personal values.
- **Compassion fatigue** relates more specifically to the emotional cost of caring for people who are suffering. It can include a reduced capacity for empathy, feeling numb or overwhelmed and, at times, experiences similar to secondary traumatic stress, such as intrusive images from clients' stories.

## Early warning signs

- Dreading work or feeling detached from the people you see.
- Irritability or cynicism, or snapping at colleagues or family.
- Trouble sleeping, or thinking about work when you want to switch off.
- Reduced concentration and more small errors.
- Avoiding certain clients or topics.
- Leaning more on alcohol, food or screens to cope.

## What helps at an individual level

### Boundaries and recovery

Protect breaks, even short ones. Build a transition ritual at the end of the day, such as a brief walk, changing clothes or a few minutes of slow breathing, that marks the shift from work to home. Take your leave, and use it to rest.

### Reflective supervision

Regular, protected supervision is one of the most important protective factors. It is a place to process difficult cases, notice your own reactions and regain perspective. If supervision has become purely administrative, ask for reflective time.

### Peer connection

Talking with colleagues who understand the work reduces isolation. Structured peer support, such as reflective practice groups, helps normalise difficult feelings.

### Attend to the basics

Sleep, movement, food and time with people outside work are often the first things to go under pressure. Small, consistent habits tend to outlast ambitious plans.

### Reconnect with meaning

Notice moments when your work made a difference. Some practitioners keep a note of these to return to on hard days.

## What organisations can do

Individual strategies matter, but burnout is largely a systems issue. Organisations can:

- Keep caseloads realistic and review them regularly.
- Provide protected time for supervision and reflective practice.
- Offer debriefing and support after critical incidents, including the death of someone in their care.
- Involve staff in decisions that affect their work.
- Build a culture where asking for help is expected, not penalised.
- Ensure confidential access to support for staff.

## When it is more than tiredness

If you notice persistent low mood, anxiety, hopelessness or changes that are affecting your life, please seek support for yourself: through occupational health, an employee assistance service, your own GP or a therapist. Helping professionals are often better at encouraging others to get help than at doing it themselves. You deserve the same care you offer. A [mood journal or self-assessment](/get-support/interactive-tools) can be a quiet starting point for reflection.

## Crisis resources

If you are struggling to cope or having thoughts of suicide, please reach out now. Our [crisis help](/get-support/crisis-help) page lists support options, and if you are in immediate danger, call your local emergency number.`,
  },
  {
    slug: 'working-with-families-and-confidentiality',
    title: 'Working with families and supporters while respecting confidentiality',
    zone: 'for-professionals',
    coverImg: '/covers/working-with-families-and-confidentiality.svg',
    excerpt:
      'Supporters can be vital allies in care. How to involve them meaningfully while protecting the privacy and autonomy of the person you work with.',
    daysAgo: 389,
    content: `Families, partners and friends often know the person you are working with better than anyone. They notice early warning signs, provide day-to-day support and are frequently the ones who call when things go wrong. Yet many supporters describe feeling shut out of care, told "we can't discuss that" with no further conversation.

Confidentiality matters deeply. It protects trust and autonomy. But confidentiality does not have to mean exclusion. With some thought and clear communication, you can involve supporters in ways that help everyone.

## Start with the person

Ask early, and revisit regularly:

- Who is important to you, and who supports you?
- Would you like them involved in your care? In what ways?
- What are you happy for us to share, and what would you prefer to keep private?

Consent is not all-or-nothing. Someone might be happy for their partner to know appointment times and crisis plans, but not what they talk about in therapy. Record these preferences clearly so the whole team can follow them.

Wishes can change, especially as trust grows or during a crisis. Check in at reviews and after significant events.

## What you can do without sharing confidential information

Even when a person has not agreed to information being shared, you can still:

- **Listen.** Receiving information from a supporter does not breach confidentiality, and what they tell you may matter for safety and care.
- **Offer general information** about mental health difficulties, services and how to access support.
- **Explain how the service works**, including what to do in a crisis and who to contact.
- **Point supporters towards help for themselves**, such as carer support services and local groups.
- **Acknowledge their experience.** A few minutes of recognition can make a big difference to someone who feels unheard.

Be open about why you cannot share specifics: "I'm not able to discuss the details of their care without their agreement, but I'm really glad you told me this, and here is what I can do."

## When safety is at risk

Professional guidance generally recognises that confidentiality is not absolute. Where there is a serious risk to the person or to others, sharing information with supporters may be justified even without consent. Know your local policies and legal frameworks, discuss decisions with senior colleagues where possible, and document your reasoning.

Where you can, talk with the person about this possibility early on, so it never comes as a surprise. For example: "What you tell me stays confidential, unless I become seriously worried about your safety or someone else's. If that happens, I'll try to talk with you first."

## Involving supporters in safety planning

With consent, supporters can play a valuable part in safety plans: recognising warning signs, knowing how to respond and helping to make the home environment safer. Invite them to a joint meeting, or give the person a copy of the plan to share if they choose.

## Every family is different

Not every family is supportive. Some relationships are a source of stress, conflict or harm. Respect the person's choices about who to involve, and stay alert to situations where involving certain people could put them at risk.

## Practical tips

- Offer supporters a named contact or a clear route for sharing concerns.
- Provide written information about services and crisis options.
- Be aware of young carers and of supporters who are struggling themselves.
- Use plain language and avoid jargon.

## Crisis resources

Make sure both the person and, where appropriate, their supporters know where to turn. Share our [crisis help](/get-support/crisis-help) page, and remind them that in immediate danger they should call their local emergency number.`,
  },
];
