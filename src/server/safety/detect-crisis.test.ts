import { describe, expect, it } from 'vitest';
import { devSet, type Layer, type SetName, scoreLanguage } from '../../../test/safety/dev-set.js';
import { conversationLanguages } from '../../contract/languages.js';
import { crisisKinds, detectByConcepts, detectCrisis, detectCrisisAt } from './detect-crisis.js';
import { foldWords, normalise } from './normalise.js';
import { en } from './patterns/en.js';
import { fr } from './patterns/fr.js';
import { ru } from './patterns/ru.js';

describe('detectCrisis on the development set', () => {
  // Its first 569 crisis messages were written with the phrases; the 785 added in the fourth round were
  // not (docs/SAFETY.md), so the floor is what the detector reaches on it (the 97 of the fifth round and
  // the 132 of the sixth neither). The sixth round's retrained classifier (threshold 0.89, was 0.86) finds
  // fewer of it in-sample, so the floor went from 92% to 91% (Arabic 91.8%, the others 94% to 97%).
  it.each(conversationLanguages)(
    '%s: every kind caught, recall at least 91%, at most 1 false alarm in 100',
    (language) => {
      const score = scoreLanguage(language);
      for (const kind of crisisKinds) {
        expect(score.byKind[kind].total, `${language} ${kind} messages`).toBeGreaterThanOrEqual(5);
        expect(score.byKind[kind].caught, `${language} ${kind}`).toBeGreaterThan(0);
      }
      expect(score.crisis.total).toBeGreaterThanOrEqual(120);
      expect(score.benign.total).toBeGreaterThanOrEqual(240);
      const missed = score.missed.map((m) => `missed ${m.kind}: ${m.text}`).join('\n');
      expect(score.crisis.caught / score.crisis.total, missed).toBeGreaterThanOrEqual(0.91);
      const alarms = score.falseAlarms.map((m) => `false alarm: ${m.text}`).join('\n');
      expect(score.benign.falseAlarms / score.benign.total, alarms).toBeLessThanOrEqual(0.01);
    },
  );

  it('has at most 1 false alarm in 200 benign messages over all languages, half of them dark idioms', () => {
    const scores = conversationLanguages.map((language) => scoreLanguage(language));
    const benign = devSet().filter((m) => m.kind === null);
    expect(benign.filter((m) => m.group === 'idiom').length).toBeGreaterThanOrEqual(benign.length * 0.35);
    const alarms = scores.reduce((n, s) => n + s.benign.falseAlarms, 0);
    expect(alarms / benign.length).toBeLessThanOrEqual(1 / 200);
  });

  it('raises no alarm on any benign message when no language is declared or the wrong one is', () => {
    const benign = devSet().filter((m) => m.kind === null);
    const alarms = benign.filter((m) => detectCrisis(m.text) || detectCrisis(m.text, 'en-US'));
    expect(alarms.length).toBeLessThanOrEqual(Math.floor(benign.length / 100));
  });

  // Declared as English, a message in another language written in Latin letters is read by the
  // concept layer of the language its marker words name, but the classifier reads it as English, so
  // less is found (today 87.6%, 89% before the sixth round added 132 harder messages and the retrained
  // classifier found fewer in-sample; 82% before the concept layer read the language a message is written in).
  it('still finds most crisis messages when their language is not declared', () => {
    const crisis = devSet().filter((m) => m.kind !== null);
    const found = crisis.filter((m) => detectCrisis(m.text, 'en-US'));
    expect(found.length / crisis.length).toBeGreaterThanOrEqual(0.87);
  });
});

// The held-out set was written before the detector's last changes and is never used to tune phrases or
// to train the classifier (see docs/SAFETY.md for how it was made and what that is worth).
describe('detectCrisis on the held-out set', () => {
  const scores = () => conversationLanguages.map((language) => scoreLanguage(language, 'held-out'));
  const benignAlarmRate = () => {
    const all = scores();
    return all.reduce((n, s) => n + s.benign.falseAlarms, 0) / all.reduce((n, s) => n + s.benign.total, 0);
  };

  it('has at least 20 crisis messages over every kind and 40 benign ones in every language', () => {
    for (const s of scores()) {
      expect(s.crisis.total, s.language).toBeGreaterThanOrEqual(20);
      expect(s.benign.total, s.language).toBeGreaterThanOrEqual(40);
      for (const kind of crisisKinds)
        expect(s.byKind[kind].total, `${s.language} ${kind}`).toBeGreaterThan(0);
    }
  });

  // What is reached today, so that a change cannot quietly make it worse.
  it('keeps what it reaches: recall at least 75% in every language and 95% overall, no false alarm in 444', () => {
    const all = scores();
    for (const s of all) expect(s.crisis.caught / s.crisis.total, s.language).toBeGreaterThanOrEqual(0.75);
    const caught = all.reduce((n, s) => n + s.crisis.caught, 0);
    const total = all.reduce((n, s) => n + s.crisis.total, 0);
    expect(caught / total).toBeGreaterThanOrEqual(0.95);
    expect(all.reduce((n, s) => n + s.benign.total, 0)).toBe(444);
    expect(all.reduce((n, s) => n + s.benign.falseAlarms, 0)).toBe(0);
  });

  // The targets are not met yet (docs/SAFETY.md has the figures): these fail today, which `it.fails`
  // expects. When a change meets a target, its test starts to pass and so fails here: make it a plain
  // `it` then.
  it.fails('target: at least 95% of crisis messages found in every language', () => {
    for (const s of scores())
      expect(s.crisis.caught / s.crisis.total, s.language).toBeGreaterThanOrEqual(0.95);
  });

  it('target: at most 1 false alarm in 200 benign messages over all languages', () => {
    expect(benignAlarmRate()).toBeLessThanOrEqual(1 / 200);
  });
});

/** The blind sets: their size per language and kind, and the two targets measured on them. */
type BlindSet = 'blind' | 'blind2' | 'blind3' | 'blind4' | 'blind5';
const blindScores = (set: BlindSet) => conversationLanguages.map((language) => scoreLanguage(language, set));
const blindChecks = {
  size: (set: BlindSet) => {
    for (const s of blindScores(set)) {
      expect(s.crisis.total, s.language).toBeGreaterThanOrEqual(15);
      expect(s.benign.total, s.language).toBeGreaterThanOrEqual(30);
      for (const kind of crisisKinds)
        expect(s.byKind[kind].total, `${s.language} ${kind}`).toBeGreaterThan(0);
    }
  },
  recall: (set: BlindSet) => {
    for (const s of blindScores(set))
      expect(s.crisis.caught / s.crisis.total, s.language).toBeGreaterThanOrEqual(0.95);
  },
  alarms: (set: BlindSet) => {
    const all = blindScores(set);
    const alarms = all.reduce((n, s) => n + s.benign.falseAlarms, 0);
    expect(alarms / all.reduce((n, s) => n + s.benign.total, 0)).toBeLessThanOrEqual(1 / 200);
  },
};
const sizeTitle = 'has at least 15 crisis messages over every kind and 30 benign ones in every language';
const recallTitle = 'target: at least 95% of crisis messages found in every language';
const alarmsTitle = 'target: at most 1 false alarm in 200 benign messages over all languages';

// The blind set was written before the detector's second round of generalisation and measured before
// and after it; the third round was tuned on it (docs/SAFETY.md). Its recall target is not met: it fails
// today, which `it.fails` expects.
describe('detectCrisis on the blind set', () => {
  it(sizeTitle, () => blindChecks.size('blind'));
  // Today 159 of 176 overall.
  it.fails(recallTitle, () => blindChecks.recall('blind'));
  // 1 in 330 (17 before the third round, which was tuned on this set).
  it(alarmsTitle, () => blindChecks.alarms('blind'));
});

// The second blind set was written before the third round and measured before and after it (87, then
// 95 of 176); the fourth round was tuned on it. Its targets are not met: `it.fails` expects them to fail.
describe('detectCrisis on the second blind set', () => {
  it(sizeTitle, () => blindChecks.size('blind2'));
  // Today 155 of 176 overall.
  it.fails(recallTitle, () => blindChecks.recall('blind2'));
  // Today 2 in 330.
  it.fails(alarmsTitle, () => blindChecks.alarms('blind2'));
});

// The third blind set was written and committed before the fourth round and measured once, at its end
// (126 of 176, 12 false alarms in 330; the detector before the round: 110 and 35). Its list was never
// read; its totals were looked at during the fifth round, so it is no longer blind. Its targets are far
// from met: `it.fails` expects them to fail.
describe('detectCrisis on the third blind set', () => {
  it(sizeTitle, () => blindChecks.size('blind3'));
  // Today 137 of 176 overall.
  it.fails(recallTitle, () => blindChecks.recall('blind3'));
  // Today 12 in 330.
  it.fails(alarmsTitle, () => blindChecks.alarms('blind3'));
});

// The fourth blind set was written and committed before the fifth round and measured before it (113 of
// 176, 3 false alarms in 330) and at its end (133, then 131 after a last fix decided before that second
// measurement; 3 in 330). Never tuned on. Its targets are not met: `it.fails` expects them to fail.
describe('detectCrisis on the fourth blind set', () => {
  it(sizeTitle, () => blindChecks.size('blind4'));
  // Today 136 of 176 overall (131 at the end of the fifth round).
  it.fails(recallTitle, () => blindChecks.recall('blind4'));
  // Today 3 in 330.
  it.fails(alarmsTitle, () => blindChecks.alarms('blind4'));
});

// The fifth blind set was written and committed before the sixth round, measured before it (51 of 176,
// 8 false alarms in 330) and at its end (90 of 176, 7 false alarms in 330). Never tuned on. Its targets are not met:
// `it.fails` expects them to fail.
describe('detectCrisis on the fifth blind set', () => {
  it(sizeTitle, () => blindChecks.size('blind5'));
  // Today 19% (Hindi) to 69% (French), 90 of 176 overall.
  it.fails(recallTitle, () => blindChecks.recall('blind5'));
  // Today 7 in 330.
  it.fails(alarmsTitle, () => blindChecks.alarms('blind5'));
});

describe('the sixth round: abuse without violence, acts that kill, pills saved up, despair', () => {
  // Sentences none of the sets has, one per construction.
  it.each([
    ['en-US', "i've been hiding the pills from my prescription, soon there will be enough", 'suicide'],
    ['de-DE', 'ich halt das nicht mehr aus, will sterben', 'suicide'],
    ['ru-RU', 'я больше не могу, хочу умереть', 'suicide'],
    ['en-US', 'my ex says he will post my nude pics unless i send him more', 'abuseOrDanger'],
    ['ar-SA', 'ولد اخوي يهددني ينشر صوري لو ما دفعت', 'abuseOrDanger'],
    ['es-ES', 'mi tío me obliga a casarme con su amigo', 'abuseOrDanger'],
    ['fr-FR', 'mon neveu prend ma retraite tous les mois', 'abuseOrDanger'],
    ['de-DE', 'ich hab ihr das kissen auf ihr gesicht gedrückt bis sie nicht mehr atmet', 'harmToOthers'],
    ['en-US', "i'll set fire to my boss's house this weekend", 'harmToOthers'],
  ] as const)('%s "%s": %s', (language, text, kind) => {
    expect(detectCrisis(text, language)?.kinds).toContain(kind);
  });

  it.each([
    ['en-US', 'post the photos of the party or else everyone will forget'],
    ['en-US', "i'm 15 and going to my cousin's wedding"],
    ['en-US', 'my parents said i should marry him one day lol'],
    ['fr-FR', 'mon fils prend sa retraite le mois prochain'],
    ['en-US', 'we set fire to the house for the film scene'],
    ['en-US', 'i dont want to die'],
    // Arabic laughter, folded to one letter, is not "له" (to him) with its prefix.
    ['ar-SA', 'قلت له ههه'],
  ] as const)('%s "%s": nothing', (language, text) => {
    expect(detectCrisis(text, language)).toBeNull();
  });
});

describe('the fifth round keeps its near misses benign', () => {
  it.each([
    ['en-US', 'we already crossed the highest bridge in the city'],
    ['en-US', 'i want to kill you for that pun'],
    ['en-US', "my sister will murder me if i'm late again"],
    ['fr-FR', 'je tue le temps avant mon vol'],
    ['es-ES', 'ana y yo vamos al cine esta noche'],
  ] as const)('%s "%s": nothing', (language, text) => {
    expect(detectCrisis(text, language)).toBeNull();
  });
});

describe('detectCrisis recognises indirect signs by their concepts', () => {
  it.each([
    ['en-US', "i gave away all my books and i won't need them where i'm going", 'suicide'],
    ['de-DE', 'ich hab alles verschenkt, brauch ich eh nicht mehr', 'suicide'],
    ['en-US', 'i burn my arm again and again, it calms me down', 'selfHarm'],
    ['en-US', 'burned again tonight, the only thing that helps honestly', 'selfHarm'],
  ] as const)('%s "%s": %s', (language, text, kind) => {
    expect(detectCrisis(text, language)?.kinds).toContain(kind);
  });

  it.each([
    ['en-US', 'i gave away all my books to the library'],
    ['en-US', 'my dad will kill me when he sees the car'],
    ['fr-FR', 'mon pere va me tuer quand il verra la voiture'],
  ] as const)('%s "%s": nothing', (language, text) => {
    expect(detectCrisis(text, language)).toBeNull();
  });
});

/** Crisis messages caught and benign messages flagged over all languages of a set. */
function totals(set: SetName, layer: Layer) {
  const all = conversationLanguages.map((language) => scoreLanguage(language, set, layer));
  const sum = (f: (s: (typeof all)[number]) => number) => all.reduce((n, s) => n + f(s), 0);
  return {
    caught: sum((s) => s.crisis.caught),
    crisis: sum((s) => s.crisis.total),
    falseAlarms: sum((s) => s.benign.falseAlarms),
    benign: sum((s) => s.benign.total),
  };
}

// Floors at what each set gives today (docs/SAFETY.md has the figures and how each set was made), so
// that a change cannot quietly make them worse: the detector as it runs, and with the concept layer on.
describe('figures on the sets the detector was not tuned on', () => {
  it.each([
    ['unseen', 'no-concepts', 27, 110, 1, 220],
    ['fresh', 'no-concepts', 96, 110, 1, 220],
    ['unseen', 'all', 99, 110, 0, 220],
    ['fresh', 'all', 109, 110, 1, 220],
    ['blind', 'all', 159, 176, 1, 330],
    ['blind2', 'all', 155, 176, 2, 330],
    ['blind3', 'all', 137, 176, 12, 330],
    ['blind4', 'all', 136, 176, 3, 330],
    ['blind5', 'all', 90, 176, 7, 330],
    ['dev-set', 'concepts', 1498, 1583, 7, 2771],
    ['held-out', 'concepts', 236, 247, 0, 444],
    ['unseen', 'concepts', 99, 110, 0, 220],
    ['fresh', 'concepts', 109, 110, 1, 220],
  ] as const)(
    '%s, layer %s: at least %i of %i crisis messages, at most %i false alarms in %i',
    (set, layer, caught, crisis, alarms, benign) => {
      const t = totals(set, layer);
      expect(t.crisis).toBe(crisis);
      expect(t.benign).toBe(benign);
      expect(t.caught).toBeGreaterThanOrEqual(caught);
      expect(t.falseAlarms).toBeLessThanOrEqual(alarms);
    },
  );
});

describe('the concept layer', () => {
  // Sentences none of the sets has, in every kind, each a combination of meanings rather than a phrase.
  it.each([
    ['en-US', 'i am going to poison my landlord tonight', 'harmToOthers'],
    ['en-US', 'my stepdad locks me in the basement', 'abuseOrDanger'],
    ['en-US', 'grandpa is unresponsive on the floor', 'medicalEmergency'],
    ['es-ES', 'voy a apuñalar a mi jefe mañana', 'harmToOthers'],
    ['de-DE', 'mein opa ist bewusstlos im garten', 'medicalEmergency'],
    ['ja-JP', '祖父が倒れて意識がない', 'medicalEmergency'],
    ['ru-RU', 'отчим запирает меня в комнате', 'abuseOrDanger'],
    ['ru-RU', 'я зарежу своего начальника', 'harmToOthers'],
    ['sk-SK', 'otčim ma zamyká v pivnici', 'abuseOrDanger'],
    ['fr-FR', 'je vais empoisonner mon patron', 'harmToOthers'],
    ['he-IL', 'אני הולך להרעיל את הבוס שלי', 'harmToOthers'],
    // A word beginning with the letter that laughter ("חחח") folds to is no joke.
    ['he-IL', 'אני אדקור את השכן שלי מחר', 'harmToOthers'],
    ['ar-SA', 'سأطعن مديري غدا', 'harmToOthers'],
    ['zh-CN', '我要毒死我老板', 'harmToOthers'],
    ['ja-JP', '上司を刺してやる', 'harmToOthers'],
    ['hi-IN', 'मैं अपने बॉस को चाकू मार दूंगा', 'harmToOthers'],
    // Fifth round: a threat on a condition, a poison in a drink, a plan for a way of dying, a message in
    // another language than the declared one, Arabic in Latin letters and digits.
    ['en-US', 'if my cousin hits my little brother again i will smash his face', 'harmToOthers'],
    ['de-DE', 'ich hab frostschutz in das essen von meinem nachbarn gemischt', 'harmToOthers'],
    ['es-ES', 'la cuerda ya esta en el garaje, lo he decidido', 'suicide'],
    ['en-US', 'mi novio me encierra en casa y no me deja salir, estoy muy asustada', 'abuseOrDanger'],
    ['ar-SA', 'ana 3ayez amoot', 'suicide'],
  ])('%s: %j', (language, text, kind) => {
    const found = detectByConcepts(text, language);
    expect(found?.kinds).toContain(kind);
    expect(found?.by).toBe('concepts');
  });

  it('adds what it finds to the detector when switched on, marked as found by concepts', () => {
    const text = 'i am going to poison my landlord tonight';
    expect(detectCrisisAt(text, 'en-US', null, false)).toBeNull();
    expect(detectCrisisAt(text, 'en-US', null, true)).toMatchObject({ kind: 'harmToOthers', by: 'concepts' });
  });

  it('is vetoed by a hedge or a joke, a condition and a negation near its words', () => {
    const pairs: [string, string][] = [
      ['my grandpa choked on a grape', 'my grandpa nearly choked on a grape lol'],
      ['my son has a seizure at school', 'what do i do if my son has a seizure at school'],
      ['i am going to poison my landlord', 'i am not going to poison my landlord'],
    ];
    for (const [caught, vetoed] of pairs) {
      expect(detectByConcepts(caught, 'en-US'), caught).not.toBeNull();
      expect(detectByConcepts(vetoed, 'en-US'), vetoed).toBeNull();
    }
  });

  it('reads a negated wish to live, whose negation is part of it', () => {
    expect(detectByConcepts('už nechcem ďalej žiť', 'sk-SK')?.kind).toBe('suicide');
    expect(detectByConcepts('je ne veux vraiment plus vivre', 'fr-FR')?.kind).toBe('suicide');
    expect(detectByConcepts('je ne veux vraiment pas mourir', 'fr-FR')).toBeNull();
  });
});

describe('the third round: constructions in place of phrases', () => {
  // Sentences none of the sets has: a secret kept with an abuser, a weapon and going after someone.
  it.each([
    ['en-US', 'my coach says what happens in his office is our little secret', 'abuseOrDanger'],
    ['de-DE', 'mein onkel sagt das ist unser geheimnis', 'abuseOrDanger'],
    ['zh-CN', '继父说这是我们之间的秘密', 'abuseOrDanger'],
    ['en-US', 'got my brothers pistol. going to his house tonight', 'harmToOthers'],
    ['es-ES', 'tengo la pistola de mi tio y voy a su casa ahora', 'harmToOthers'],
    ['ru-RU', 'у меня есть нож, поеду к нему домой', 'harmToOthers'],
  ] as const)('%s "%s": %s', (language, text, kind) => {
    expect(detectCrisis(text, language)?.kinds).toContain(kind);
  });

  // Figures of speech and frames: an act called suicide, an accident in the kitchen, a story, one more
  // tedious thing laughed at.
  it.each([
    ['en-US', 'quitting without another offer would be suicide'],
    ['fr-FR', 'partir sans parapluie ce serait du suicide'],
    ['ru-RU', 'ехать без резины это самоубийство'],
    ['sk-SK', 'porezala som sa pri krajani chleba'],
    ['en-US', 'i cut my finger chopping onions, how long to heal'],
    ['en-US', 'in the movie the nurse poisons her husband'],
    ['hi-IN', 'मैं एक कहानी लिख रहा हूँ जिसमें नौकर चाकू मार देता है'],
    ['en-US', 'one more group project and i will kill myself lol'],
    ['en-US', 'i would rather die than go back to that gym'],
    ['fr-FR', 'comment tuer les pucerons sur mes rosiers'],
  ] as const)('%s "%s": nothing', (language, text) => {
    expect(detectCrisis(text, language)).toBeNull();
  });

  it('keeps a message that is not in such a frame', () => {
    expect(detectCrisis('suicide is the only way out for me', 'en-US')).not.toBeNull();
    expect(detectCrisis('i cut my arm again last night', 'en-US')).not.toBeNull();
    expect(detectCrisis('i will kill myself lol', 'en-US')).not.toBeNull();
    expect(detectCrisis('i have a rifle for hunting season', 'en-US')).toBeNull();
  });
});

describe('detectCrisis', () => {
  it('says which kind, every kind found and the language of the phrase', () => {
    expect(detectCrisis('I want to kill myself', 'en-US')).toEqual({
      kind: 'suicide',
      kinds: ['suicide'],
      language: 'en-US',
      phrase: 'kil myself',
    });
    const both = detectCrisis('my husband hits me and i just want to die', 'en-US');
    expect(both?.kinds).toEqual(['suicide', 'abuseOrDanger']);
    expect(both?.kind).toBe('suicide');
  });

  it.each([
    'I think about suicide every day',
    'Sometimes I want to KILL MYSELF.',
    'I don’t want to live anymore',
    'I keep wanting to hurt myself',
    'I just want to end my life',
    'I could kill him for this',
    'Pienso en el suicidio',
    'A veces quiero quitarme la vida',
    'Tengo ganas de hacerme daño',
    'Je veux me suicider',
    "Je n'ai plus envie de vivre",
    'Ich will mir das Leben nehmen',
    'Ich denke an Selbstmord',
    'Я хочу покончить с собой',
    'Я не хочу жить',
    'אני רוצה להתאבד',
    'אני רוצה לפגוע בעצמי',
    'Chcem zomrieť',
    '我想自杀',
    '死にたい',
    'أريد أن أموت',
    'मैं आत्महत्या के बारे में सोचता हूँ',
  ])('finds %j with no language declared', (text) => {
    expect(detectCrisis(text)).not.toBeNull();
  });

  it.each([
    'I killed it at my presentation today',
    'How do I kill a stuck process on Linux?',
    'I want to live a healthier life',
    "J'ai envie de vivre à Paris",
    'Ich will besser leben',
    'Quiero vivir mejor',
    '',
    '   ',
    '12345',
  ])('ignores %j', (text) => {
    expect(detectCrisis(text)).toBeNull();
  });

  it('finds a phrase in another language than the declared one (people mix languages)', () => {
    expect(detectCrisis('honestly i feel like nobody would miss me', 'es-ES')?.language).toBe('en-US');
    expect(detectCrisis('ich weiß nicht, je veux mourir', 'de-DE')?.language).toBe('fr-FR');
    expect(detectCrisis('today was ok 但是我不想活了', 'en-US')?.language).toBe('zh-CN');
  });

  it('catches spoken and mistranscribed forms', () => {
    for (const text of [
      'im gonna kill my self',
      'i wanna dieeee',
      'everyone would be better of without me',
      'i cant breath',
      'I’VE BEEN SAVING UP MY PILLS',
    ]) {
      expect(detectCrisis(text, 'en-US'), text).not.toBeNull();
    }
  });
});

describe('plain sentences that a list of phrases missed', () => {
  // Each group is one cause: a phrase list misses these unless the detector reads word order,
  // inflection, spelling and script the way people really speak and type.
  it.each([
    // Word order and particles: the reflexive or the object before or after the verb.
    ['sk-SK', 'Chcem sa zabiť'],
    ['sk-SK', 'zabiť sa chcem'],
    ['sk-SK', 'idem sa zabit dnes'],
    ['de-DE', 'Ich bringe mich um'],
    ['de-DE', 'ich glaub ich bring mich heute um'],
    ['ru-RU', 'себя убить хочу'],
    ['ru-RU', 'хочу себя убить'],
    ['hi-IN', 'मैं अपनी जान लेना चाहती हूँ'],
    ['hi-IN', 'मैं अपनी जान ले लूंगा'],
    ['ar-SA', 'بقتل روحي'],
    // A wish not to live, or not to wake up, said with a negation.
    ['fr-FR', 'Je ne veux plus vivre'],
    ['fr-FR', 'je veux plus me réveiller'],
    ['ar-SA', 'لا أريد أن أعيش'],
    ['ar-SA', 'ما ابي اصحى بكرة'],
    ['ja-JP', 'もう生きていたくない'],
    ['ja-JP', '明日なんて目覚めたくない'],
    ['zh-CN', '我不想醒来了'],
    ['en-US', "i don't want to wake up tomorrow"],
    ['de-DE', 'ich will morgen nicht mehr aufwachen'],
    ['es-ES', 'no quiero despertarme mañana'],
    ['he-IL', 'אני לא רוצה להתעורר מחר'],
    ['sk-SK', 'nechcem sa ráno zobudiť'],
    ['hi-IN', 'मैं अब और जीना नहीं चाहता'],
    // Slang and leetspeak.
    ['en-US', 'i want to unalive myself'],
    ['en-US', 'kms'],
    ['en-US', 'honestly i might just kys tonight'],
    ['en-US', 'i wanna k1ll mys3lf'],
    ['en-US', 'been thinking about su1c1de a lot'],
    // Missing diacritics and transliteration.
    ['ru-RU', 'ya hochu umeret'],
    ['ru-RU', 'ya ne hochu zhit'],
    ['hi-IN', 'main marna chahta hoon'],
    ['hi-IN', 'mai apni jaan lena chahti hu'],
    ['sk-SK', 'chcem sa zabit'],
    ['ar-SA', 'أُرِيدُ أَنْ أَمُوتَ'],
  ])('%s: %j', (language, text) => {
    expect(detectCrisis(text, language)).not.toBeNull();
  });

  it.each([
    ['en-US', 'you should kys lol'],
    ['en-US', 'I could murder a pizza'],
    ['en-US', 'she looked drop dead gorgeous'],
    ['de-DE', 'der Stau bringt mich um'],
    ['fr-FR', 'je veux vivre à Lyon'],
    ['ru-RU', 'ya hochu pizzu'],
    ['hi-IN', 'main pizza ke liye mar jaun'],
  ])('%s: %j stays benign', (language, text) => {
    expect(detectCrisis(text, language)).toBeNull();
  });
});

describe('negation', () => {
  it('is no alarm when the phrase is clearly denied in its own clause', () => {
    for (const text of [
      "I'm not going to hurt myself, don't worry",
      'I would never kill myself',
      "I'm not suicidal",
      'no voy a matarme tranquila',
      'я никогда не убью себя',
    ]) {
      expect(detectCrisis(text), text).toBeNull();
    }
  });

  it('does not reach past the clause, and phrases that are negative themselves still count', () => {
    expect(detectCrisis("I'm not okay and I want to die", 'en-US')).not.toBeNull();
    expect(detectCrisis("I'm not suicidal but I wish I could disappear forever", 'en-US')).not.toBeNull();
    expect(detectCrisis("I don't want to live anymore", 'en-US')).not.toBeNull();
    expect(detectCrisis('my dad is not breathing', 'en-US')?.kind).toBe('medicalEmergency');
    expect(detectCrisis("i can't stop thinking about killing myself", 'en-US')).not.toBeNull();
  });
});

describe('idiom guards', () => {
  it.each([
    ['en-US', 'this deadline is killing me'],
    ['en-US', 'my mom is going to kill me when she sees my grades'],
    ['en-US', 'I nearly had a heart attack when I saw the bill'],
    ['en-US', 'taking that job would be career suicide'],
    ['en-US', 'shoot me an email'],
    ['es-ES', 'me muero de ganas de verte'],
    ['fr-FR', 'cette file d attente va me tuer'],
    ['de-DE', 'meine Mutter bringt mich um, wenn sie das sieht'],
    ['zh-CN', '我妈看到会杀了我'],
    ['ja-JP', 'お腹すいて死にそう'],
    ['hi-IN', 'बिल देखकर दिल का दौरा पड़ते पड़ते बचा'],
  ])('%s: %j is a figure of speech', (language, text) => {
    expect(detectCrisis(text, language)).toBeNull();
  });

  it('guards only the phrase inside the figure of speech, not the rest of the message', () => {
    expect(detectCrisis('this deadline is killing me and honestly i want to die', 'en-US')).not.toBeNull();
    expect(detectCrisis('my boyfriend said he will kill me if i leave him', 'en-US')?.kind).toBe(
      'abuseOrDanger',
    );
  });
});

describe('normalise', () => {
  const words = foldWords;

  it('spells out English contractions and speech-to-text forms, drops punctuation and repeated letters', () => {
    expect(normalise("I'm   gonna, like... I CAN'T!!", en, words(en))).toBe('i am going to like i can not');
    expect(normalise('im so tired i wanna sleeeep', en, words(en))).toBe('i am so tired i want to slep');
    expect(normalise('kill my self', en, words(en))).toBe('kil myself');
  });

  it('folds accents and splits French elisions', () => {
    expect(normalise("J'ai plus envie, c'est fini", fr, words(fr))).toBe('je ai plus envie ce est fini');
  });

  it('reads leetspeak as letters but leaves numbers and emergency numbers alone', () => {
    expect(normalise('i wanna k1ll mys3lf', en, words(en))).toBe('i want to kil myself');
    expect(normalise('call 911 now, 2 pills', en, words(en))).toBe('cal 911 now 2 pils');
  });

  it('reads Russian typed in Latin letters as Russian, without the soft sign', () => {
    expect(normalise('ya ne hochu zhit', ru, words(ru))).toBe('я не хочу жит');
    expect(normalise('Я не хочу жить', ru, words(ru))).toBe('я не хочу жит');
  });

  it('folds ё and й in Russian but keeps double letters, which carry meaning there', () => {
    expect(normalise('У неё ЁЛКА', ru, words(ru))).toBe('у нее елка');
  });
});
