import { describe, it, expect } from 'vitest';
import { assessRisk, type RiskLevel } from './risk.js';
import { normaliseMessage } from './normalise.js';
import { RULE_IDS } from './scan.js';
import { heldOutMessages, labelledMessages } from './dataset.js';

type Case = readonly [text: string, previous?: readonly string[]];

function expectLevel(level: RiskLevel, cases: readonly Case[]): void {
  for (const [text, previous] of cases) {
    expect({ text, previous, level: assessRisk(text, previous ?? []).level }).toEqual({ text, previous, level });
  }
}

describe('assessRisk: policy examples', () => {
  it('flags current suicidal thoughts, active and passive, as crisis', () => {
    expectLevel('crisis', [
      ['I want to kill myself'],
      ['I wish I could go to sleep and not wake up'],
      ["I don't want to be here anymore"],
      ['Everyone would be better off without me'],
      ['ALL I WANT IS TO DIE WHY IS THAT SO HARD FOR PEOPLE TO UNDERSTAND'],
      ['honestly the only thing i want is to be dead'],
    ]);
  });

  it('flags plans, means and timing as crisis', () => {
    expectLevel('crisis', [
      ["I've got the pills saved"],
      ["I'm going to end it tonight"],
      ['I wrote goodbye letters to my family'],
      ["I'm giving away my things"],
      ['What is the lethal dose of paracetamol?'],
    ]);
  });

  it('flags current self-harm, harm to others, abuse and immediate danger as crisis', () => {
    expectLevel('crisis', [
      ['I cut myself again last night'],
      ['I really want to hurt myself right now'],
      ["I'm going to stab him when he gets home"],
      ["He hit me and he's outside"],
      ["I'm not safe at home"],
      ['I took too many pills'],
    ]);
  });

  it('treats the same signals about someone else (a supporter) as crisis', () => {
    expectLevel('crisis', [
      ['My friend said she wants to die'],
      ['My brother told me he is going to kill himself'],
      ['My girlfriend is cutting herself'],
    ]);
  });

  it('puts distress, past risk, reported suicide and past abuse at elevated', () => {
    expectLevel('elevated', [
      ['I feel hopeless'],
      ["I can't cope"],
      ['I used to self-harm years ago'],
      ['My grandad died by suicide last year'],
      ['The character in the book killed himself'],
      ['My dad used to hit me when I was a kid'],
    ]);
  });
});

describe('assessRisk: normalisation', () => {
  it('canonicalises case, curly quotes, punctuation and repeated letters', () => {
    expect(normaliseMessage('I’M SOOOO DONE!!!')).toBe(' im so done | ');
    expectLevel('crisis', [['I’m going to kill myself'], ['SUICIDAL!!!'], ['i wanna dieeeee'], ['sooo suicidal']]);
  });

  it('corrects common misspellings and text-speak', () => {
    expectLevel('crisis', [
      ['im so suicde'],
      ['feeling sucidal'],
      ['i wanna kil myself'],
      ['i dont want to live'],
      ['i want 2 die'],
      ['every1 wud be beter off without me'],
      ['i wnna die'],
    ]);
  });

  it('reads basic leetspeak inside words but not numbers', () => {
    expect(normaliseMessage('i want to k1ll mys3lf at 5pm')).toBe(' i want to kill myself at 5pm ');
    expectLevel('crisis', [['i want to k1ll mys3lf'], ['su1c1dal']]);
  });

  it('reads "kms" as crisis and "kys" (aimed at someone else) as elevated, not crisis', () => {
    expectLevel('crisis', [['kms'], ['honestly kms']]);
    expectLevel('elevated', [['kys'], ['someone at school told me to kys']]);
    expect(assessRisk('kys').categories).toContain('abuse');
  });
});

describe('assessRisk: negation', () => {
  it('does not flag denials', () => {
    expectLevel('none', [
      ["I'm not suicidal"],
      ['I would never kill myself'],
      ["I'm not going to hurt myself, I just need to vent"],
      ['I have no plans to end my life'],
      ['all i want is to die old and happy in a house by the sea'],
      ["No, I'm not in danger"],
    ]);
  });

  it('keeps risk when the negation does not govern it', () => {
    expectLevel('crisis', [
      ["I'm not sure I want to live"],
      ['Not going to lie, I want to die'],
      ['ngl i want to die'],
      ["I can't stop thinking about killing myself"],
      ["I'm not okay, I want to end it"],
      ["I don't know why I want to die"],
      ["I can't kill myself because of my kids, but I think about it all the time"],
    ]);
  });

  it('reads "not … anymore" as past risk (elevated)', () => {
    expectLevel('elevated', [["I'm not suicidal anymore"], ["I don't self harm anymore"], ["I'm no longer suicidal"]]);
  });
});

describe('assessRisk: frames that explain soft signals (frames.ts)', () => {
  const reasonsOf = (text: string, previous: readonly string[] = []) => assessRisk(text, previous).reasons;

  it('reads finality after a move, a trip or a good ending as elevated, not crisis', () => {
    expectLevel('elevated', [
      ["I won't be around much longer", ['last week at this job', 'moving to Scotland in March']],
      ['so this is the last time you will hear from me for a bit!', ['off to Everest base camp tomorrow']],
      ['thank you for everything, this is my last session', ["therapy's finished", 'I feel so much stronger']],
    ]);
    expect(reasonsOf("I won't be around much longer", ['moving to Scotland in March'])).toContain('frame:departure');
  });

  it('keeps the crisis when distress or risk is there too, or the place is a means', () => {
    expectLevel('crisis', [
      ["I won't be around much longer", ['lost my job', 'nothing left to live for']],
      ["moving to Scotland was supposed to fix me. I won't be around much longer, I can't cope anymore"],
      ['off to the bridge now. goodbye everyone'],
      ["I won't be around much longer", ['been saving my tablets', 'moving to Scotland in March']],
    ]);
  });

  it('reads a professional’s or a student’s general question as elevated, never a personal one', () => {
    expectLevel('elevated', [
      ["I'm a GP, what screening tools do you recommend for self-harm risk in teenagers?"],
      ['Is paracetamol the most common overdose in the UK? Revising for my pharmacology exam.'],
    ]);
    expect(reasonsOf("I'm a GP, what screening tools do you recommend for self-harm risk in teenagers?")).toContain('frame:professional-question');
    expectLevel('crisis', [
      ["I'm a nurse, how many of my own tablets would it take to kill myself?"],
      ["I'm a teacher and my student just told me she is suicidal and has pills with her, what do I do?"],
      ["I'm a student and I'm suicidal, what should I do?"],
    ]);
  });
});

describe('assessRisk: reported and past speech', () => {
  it('keeps reports and fiction at elevated at most', () => {
    expectLevel('elevated', [
      ['The character in the book killed himself'],
      ['My grandad died by suicide last year'],
      ['In the film the main character tries to kill herself'],
      ['A song about wanting to die is stuck in my head'],
      ['I attempted suicide when I was 17'],
    ]);
  });

  it('still flags first-person risk inside a fiction framing', () => {
    expectLevel('crisis', [['I want to die, like the girl in that film']]);
  });

  it('treats recent or repeated risk as current, not past', () => {
    expectLevel('crisis', [['I used to cut and I did it again last night'], ['I attempted suicide on Saturday']]);
  });
});

describe('assessRisk: idioms', () => {
  it('does not flag violent-sounding idioms', () => {
    expectLevel('none', [
      ['this commute is killing me'],
      ['I could kill for a coffee'],
      ["I'm dying to see the film"],
      ['that joke killed me'],
      ["I'm dead tired"],
      ['my phone died'],
      ['how do I kill the process?'],
      ['I cut my hair'],
      ['going to hang out with friends'],
      ['I overdosed on netflix'],
      ['shoot me an email'],
      ['I cut myself shaving'],
      ['My mum is going to kill me when she sees my phone bill'],
      ["I've been killing myself at work trying to hit targets"],
      ['I want to die my hair pink'],
    ]);
  });
});

describe('assessRisk: multi-turn', () => {
  it('joins risk spread over recent turns', () => {
    expectLevel('crisis', [
      ['I think tonight is the night', ["I've been saving my pills"]],
      ["I'm ready now", ['Everything is pointless']],
      ["He's on his way back and I'm scared", ['My husband hit me last night']],
    ]);
  });

  it('stays watchful (elevated) after an earlier risk signal', () => {
    expectLevel('elevated', [["What's a good film to watch tonight?", ['I keep thinking about ending it']]]);
    expect(assessRisk('Thanks for listening', ["I've been stockpiling my tablets"]).reasons).toContain('context:earlier-risk');
  });

  it('does not read ordinary plans as risk', () => {
    expectLevel('none', [
      ["I think tonight I'll go to bed early", ["I've got a big presentation tomorrow"]],
      ["I'm ready now, let's do the breathing one", ['Can you guide me through a relaxation exercise?']],
      ['Today is the day, I am asking her out'],
    ]);
  });

  it('only looks at the last 5 turns', () => {
    const old = ['I want to die', 'ok', 'ok', 'ok', 'ok', 'ok'];
    expect(assessRisk('tonight is the night', old).level).toBe('none');
    expect(assessRisk('tonight is the night', old.slice(0, 5)).level).toBe('crisis');
  });
});

describe('assessRisk: concept rules (lexicon combinations, not phrases)', () => {
  it('DESIRE + STATE: any way of wanting death or non-existence', () => {
    expectLevel('crisis', [
      ['I wish I could just stop existing'],
      ["I'd love to fall asleep and never wake up"],
      ['I pray every night that I do not wake up'],
      ["I'm going to make sure I don't wake up tomorrow"],
      ['I keep wondering what it would be like to not exist'],
      ['My mum has been saying she wishes she was dead'],
      ['I just want permanent peace'],
      ["i feel like dying"],
    ]);
  });

  it('INTENT + ACT: an intended method, whoever says it', () => {
    expectLevel('crisis', [
      ["I'm thinking of crashing my car on the motorway"],
      ['Tonight I am going to take every pill in the house'],
      ["My husband said he's going to drive off a cliff"],
      ["I'm going to get my dad's shotgun"],
      ['I have a knife and I am thinking about using it on myself'],
      ['Thinking about stepping off the platform'],
      ["I'm going to stop eating until I die"],
    ]);
  });

  it('method and quantity questions', () => {
    expectLevel('crisis', [
      ['How many paracetamol would it take to kill me?'],
      ['which pills would kill me fastest'],
      ['What height do you need to jump from to be sure?'],
      ['how long does it take to bleed out'],
      ['will 50 ibuprofen kill me'],
      ['what dose of amitriptyline is lethal'],
      ['Can you die from taking too many sleeping pills?'],
    ]);
    expectLevel('none', [
      ['How much paracetamol can I safely take in a day?'],
      ['How long does it take for sertraline to kick in?'],
      ['Is 20 minutes of exercise enough?'],
      ['Is 20 enough for a birthday present?'],
    ]);
  });

  it('means at hand, preparation and goodbyes', () => {
    expectLevel('crisis', [
      ['The pills are in front of me'],
      ["Its 3am and I've been sat on the bathroom floor with a razor for an hour"],
      ["I've written a note for my parents explaining why"],
      ['By the time you read this I will be gone'],
      ["I'm done with everything, this is goodbye"],
      ['My brother said goodbye to everyone on Facebook'],
      ['i have 3 packs of paracetamol and a bottle of wine and nobodys home'],
      ['I sat in the car in the garage with the engine running'],
    ]);
    // Exemptions that silence a rule for a whole message must stay narrow.
    expectLevel('crisis', [
      ["I'm standing on the bridge looking at the view one last time"],
      ['I took too many pills and not by accident'],
      ["By the time you read this I'll be gone. Sorry for everything at work"],
    ]);
    expectLevel('none', [
      ["I'm standing on the roof of the car park waiting for my mate"],
      ["I'm writing a letter to my MP explaining why the bus route matters"],
      ["I've got the knife sharpener ready for dinner"],
      ["I'm giving away my stuff before I move abroad"],
      ['I bought a gun for paintball'],
    ]);
  });

  it('self-harm, abuse, danger and people at risk', () => {
    expectLevel('crisis', [
      ['I keep scratching my arms until they bleed'],
      ['I burned myself with a cigarette on purpose'],
      ['I found blades and bloody tissues in my daughters room'],
      ['My boyfriend broke my ribs'],
      ['my stepdad comes into my room at night'],
      ["my dad is drunk and smashing things, I'm hiding in my room"],
      ['Someone is following me home right now'],
      ['My friend just sent me a photo of pills and said sorry'],
      ['The voices want me to die'],
    ]);
    expectLevel('none', [['My cat scratched my arm'], ['My mum threw me a birthday party'], ['He grabbed me a coffee']]);
  });

  it('misspellings and euphemisms via fuzzy stems and the token map', () => {
    expectLevel('crisis', [
      ['want to dei'],
      ['im gonna slit my rists'],
      ['thinkin about unaliving myself'],
      ['sewer slide thoughts again'],
      ['how much paracetemol is lethal'],
      ['i wanna overdoze'],
      ['im goin to jump of the bridg'],
    ]);
    // A real word one slip from a key stem is never "corrected".
    expectLevel('none', [['She overdoes it with the perfume'], ['I overdid it at the gym']]);
  });
});

describe('assessRisk: qualifiers must clearly cover the risk', () => {
  it('a past marker does not cover a present wish', () => {
    expectLevel('elevated', [
      ['I tried to kill myself years ago and I worry about relapse'],
      ['I used to want to die every day when I was at school'],
      ["I haven't self harmed in two years"],
    ]);
    expectLevel('crisis', [['I survived my attempt but I want to try again']]);
  });

  it('reported denials and "not … anything" are denials', () => {
    expectLevel('none', [
      ["I'm not saying I want to die, I'm just tired"],
      ["Don't worry, I won't do anything to hurt myself"],
      ["Not that I'd ever hurt myself, but work is awful"],
    ]);
  });

  it('fiction about someone else stays elevated even when the writer is in the sentence', () => {
    expectLevel('elevated', [["I'm writing a story about a girl who self harms"]]);
  });
});

describe('assessRisk: idioms and hyperbole', () => {
  it('does not flag new idioms and laughing hyperbole', () => {
    expectLevel('none', [
      ["I'd rather die than go camping again, haha"],
      ['I killed myself laughing at that video'],
      ['I could sleep forever, so tired'],
      ["I'm ready to die on this hill"],
      ["I'm taking my life back from anxiety"],
      ['I want to end things on good terms with my ex'],
      ["My boss said he'll kill me if I'm late again lol"],
      ['This weather makes me want to die lol'],
      ['My plants would be better off without me, I keep killing them'],
    ]);
  });

  it('a laugh does not soften a plain wish to die', () => {
    expectLevel('crisis', [['i want to die lol'], ["I'd rather be dead than go back there"]]);
  });
});

describe('assessRisk: short follow-ups after a risky turn', () => {
  it('reads ambiguous follow-ups as crisis after risk', () => {
    expectLevel('crisis', [
      ['bye', ['I want to kill myself']],
      ['im done', ['I keep thinking about ending it']],
      ['how long would it take', ["I've been thinking about hanging myself"]],
      ['just need enough', ["I've been saving my tablets"]],
      ['Will it hurt?', ['I want to overdose']],
      ['yes', ["Are you safe right now? I'm thinking about killing myself"]],
      ['what should I do?', ['My friend just texted me that she took a load of pills']],
      ["she's locked herself in the bathroom", ['My sister said she wants to die']],
      ["there's a bridge near my house", ['I want to jump']],
      ['and I feel hopeless', ["I've got a stash of pills"]],
    ]);
  });

  it('keeps thanks and topic changes at elevated, and ordinary chat at none', () => {
    expectLevel('elevated', [
      ['thanks, I will try that', ["I've been thinking about killing myself"]],
      ['can you tell me a joke?', ['I want to die']],
      ["I'm going to bed now, thanks for listening", ['I feel hopeless']],
    ]);
    expectLevel('none', [
      ['tomorrow', ['When is your next therapy session?']],
      ['how long will it take?', ["I'm learning to drive"]],
      ['thanks, bye!', ['That breathing exercise helped']],
      ['Thanks for everything today, see you tomorrow'],
    ]);
  });
});

describe('assessRisk: output contract', () => {
  it('returns rule ids as reasons, never the message text', () => {
    const everything = [...labelledMessages, ...heldOutMessages];
    for (const m of everything) {
      const r = assessRisk(m.text, m.previous ?? []);
      const lower = m.text.toLowerCase().trim();
      for (const reason of r.reasons) {
        expect(reason).toMatch(/^(?:(?:past|reported|context):)?[a-z0-9-]+$/);
        expect(reason).not.toContain(lower);
        const bare = reason.replace(/^(?:past|reported|context):/, '');
        const combined = ['cue-after-risk', 'distress-after-crisis', 'distress-after-means', 'earlier-risk', 'cue-cluster'];
        expect(RULE_IDS.includes(bare) || combined.includes(bare)).toBe(true);
      }
      if (r.level === 'none') expect(r).toEqual({ level: 'none', categories: [], reasons: [] });
      else expect(r.categories.length).toBeGreaterThan(0);
    }
  });

  it('names the risk categories', () => {
    expect(assessRisk('I want to kill myself').categories).toContain('suicidal-ideation');
    expect(assessRisk("I've got the pills saved up").categories).toContain('suicide-plan-or-means');
    expect(assessRisk('I cut myself again').categories).toContain('self-harm');
    expect(assessRisk('I want to stab my stepdad').categories).toContain('harm-to-others');
    expect(assessRisk("He hit me again and he's outside").categories).toContain('abuse');
    expect(assessRisk('I took too many pills an hour ago').categories).toContain('immediate-danger');
    expect(assessRisk('I feel hopeless').categories).toContain('distress');
  });

  it('is pure and deterministic', () => {
    const turns = ["I've been saving my pills"];
    const a = assessRisk('I think tonight is the night', turns);
    const b = assessRisk('I think tonight is the night', turns);
    expect(a).toEqual(b);
    expect(turns).toEqual(["I've been saving my pills"]);
  });

  // Speed is measured by `npm run bench`, not asserted here (a busy machine would make a timed test flaky).
  it('finds the risk at the end of a huge message', () => {
    const huge = 'i dont know '.repeat(3000) + '. I want to die.';
    expect(assessRisk(huge).level).toBe('crisis');
  });

  it('handles empty and odd input', () => {
    expectLevel('none', [[''], ['   '], ['😀😀😀'], ['??!!'], ['12345']]);
  });
});
