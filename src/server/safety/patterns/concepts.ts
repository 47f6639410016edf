import type { ConversationLanguage } from '../../../contract/languages.js';

/**
 * The concept layer's lexicons: per language, small lists of words by what they mean, so that a crisis
 * is recognised by the meanings a clause combines rather than by a fixed phrase ("I'm going to stab my
 * roommate": intent + attack + another person). Written like this:
 * - entries are separated by `|`; an entry of several words matches those words in that order, one
 *   after the other (`..` allows up to three other words between two of them);
 * - each word is a stem: it matches any word that begins with it (`kil` matches "kill", "killing",
 *   "killed" as normalised); a word ending in `=` matches only itself; a word beginning with `*` may have
 *   anything in front of it (Arabic object endings: `*ني` is "me" at the end of a verb);
 * - in Chinese and Japanese, written without spaces, an entry is a run of characters.
 * Words are written as the normaliser leaves text (lower case, accents off; the language's letter
 * folds are applied to the entries too). In Arabic and Hebrew a stem may carry the language's one-letter
 * prefixes (and, the, to, in...).
 *
 * The rules that combine the concepts are in detect-crisis.ts (`conceptKinds`).
 */
export type Concept =
  /** Wanting, intending, planning, thinking of: "want", "going to", "thinking about", "ready to". */
  | 'wish'
  /** Death for the speaker: "die", "be dead", "end my life", "suicide". */
  | 'die'
  /** Living, being here, waking up: what a negated wish is about ("don't want to live"). */
  | 'live'
  /** A wish already negated in one word (Slovak "nechcem", Hebrew "לא רוצה" is two words and needs none). */
  | 'noWish'
  /** A way of dying for the speaker: jumping from a height, taking all the pills, hanging. */
  | 'method'
  /** Oneself as the object of the verb: "myself", "sa", "себя", "mich", "自己". */
  | 'reflexive'
  /** A word that says suicide by itself, with no wish needed ("suicidal", "ich bringe mich um"). */
  | 'suicideWord'
  /**
   * An indirect sign of suicide that says it by itself: everyone better off without me, a goodbye
   * letter, tonight as the last night, going to sleep and never waking up.
   */
  | 'farewell'
  /** Giving one's things away: with `noNeed` ("I won't need them") a sign of suicide. */
  | 'giveAway'
  /** Not needing one's things any more ("won't need them where I'm going"). */
  | 'noNeed'
  /** A word that says self-harm by itself ("self harm", "Selbstverletzung", "自残"). */
  | 'selfInjury'
  /** Harming oneself: cut, burn, scratch, hit oneself. */
  | 'harm'
  /** What self-harm is done to: oneself, wrists, arms, thighs, skin. */
  | 'selfBody'
  /** What makes self-harm deliberate: again, every night, on purpose, a blade, a cigarette. */
  | 'deliberate'
  /** Attacking someone: kill, stab, shoot, poison, beat up, run over. */
  | 'attack'
  /** A first-person future or intent already inside the verb ("zabijem", "зарежу", "سأطعن"). */
  | 'willAttack'
  /** Another person as a target: neighbour, boss, roommate, stepfather, him. */
  | 'other'
  /** Someone who may be abusing the speaker: husband, boyfriend, father, partner. */
  | 'abuser'
  /** What an abuser does to the speaker: hits, threatens, locks in, won't let out, takes the phone. */
  | 'abuse'
  /** The speaker as an object: "me" (in Arabic the verb's ending; in Japanese a passive). */
  | 'me'
  /** A person (someone else or the speaker) who may be in a medical emergency. */
  | 'person'
  /** A critical symptom: not breathing, unconscious, seizure, heavy bleeding, overdose, stroke signs. */
  | 'symptom'
  /** A symptom only a body has, which needs no person named: a seizure, a throat closing, bleach drunk. */
  | 'critical'
  /** A condition or a question of whether it is normal: what follows is not happening now (medical only). */
  | 'hypothetical'
  /** Negation: outside the words of the concepts that hold it ("not breathing"), it vetoes the clause. */
  | 'neg'
  /** Hedges and jokes ("nearly", "almost", "lol"): veto the clause. */
  | 'hedge'
  /**
   * A secret shared with the speaker ("it's our secret", "don't tell mom"): with an abuser in the
   * message, a sign of abuse that names no act.
   */
  | 'secret'
  /** A weapon the speaker has: a gun, a rifle, a knife. */
  | 'weapon'
  /**
   * Going after someone or making them pay ("going to his place", "he's gonna pay", "they'll be
   * sorry"): with a weapon, harm to others that names no act.
   */
  | 'pursue'
  /**
   * A story, a film, a game, a lesson, the news: what happens in it is told, not done ("I'm writing a
   * crime novel where the butler poisons the count"). Vetoes harm to others, which is told of a third
   * person, in the whole message.
   */
  | 'fiction'
  /** Laughter ("lol", "haha", "חחח", "哈哈"). */
  | 'laugh'
  /**
   * One more of something tedious ("one more meeting", "another zoom"): with laughter, what is said
   * to follow ("I'll kill myself") is hyperbole, in the whole message.
   */
  | 'oneMore'
  /**
   * A time long past: years ago, last year, in a year, as a child, used to ("my grandpa had a stroke
   * two years ago"). An emergency is now, so with it in the message no medical emergency is read.
   */
  | 'past'
  /**
   * Being well again: recovered, fine now, clean for years, helping others now. With `past`, what is
   * told is someone's history ("my friend used to cut herself but she's fine now"), not a crisis.
   */
  | 'recovered'
  /**
   * Talking about a crisis rather than being in one: a thesis or research on it, a first-aid course,
   * its warning signs, a song's lyrics ("the song goes I wanna die young").
   */
  | 'study'
  /**
   * A pet, a machine or a spoiler as the cause of a threat ("my laptop froze, I'll kill it", "I'll kill
   * my brother for spoiling the finale"): hyperbole.
   */
  | 'thing'
  /** An episode that ended well ("she fainted at the concert, it was nothing"): no emergency now. */
  | 'over'
  /** Cooking ("burned my hand on the oven tray"): a burn or a cut there is an accident, unless deliberate. */
  | 'kitchen'
  /**
   * Threatening to get in, following the speaker ("he's at my door threatening to break in", "a man in a
   * car is following me"): with an abuser or a stranger, danger.
   */
  | 'intrude'
  /** Death preferred to something trivial ("I'd rather die than wear that"), unless to living. */
  | 'rather'
  /** Once more, again: with a condition and an attack, a threat ("if he touches her again I'll..."). */
  | 'again'
  /** A condition ("if", "next time", Japanese "たら"): with `again` and an attack, a threat. */
  | 'condition'
  /** A poison or a harmful substance: rat poison, bleach, antifreeze. */
  | 'poison'
  /** Something someone drinks or eats: coffee, beer, food. With a poison and a person, harm to others. */
  | 'drink'
  /**
   * A plan already made: decided, already, knowing where, tonight, tomorrow. With a way of dying ("a rope
   * in my car and I know which tree"), suicide without a word of wishing.
   */
  | 'resolve'
  /** Hiding, saving or collecting one's pills: with `enough`, a stockpile for dying. */
  | 'hoard'
  /** Having enough ("enough for Saturday", "when there are enough"): with `hoard`, suicide. */
  | 'enough'
  /**
   * An act that kills someone by itself, or hides it: a pillow held on a face until they stop moving,
   * setting fire to someone's home, making it look like an accident. Harm to others without a wish.
   */
  | 'deadly'
  /** Publishing or sending intimate pictures or a video: with `ransom`, extortion (abuse). */
  | 'expose'
  /** A demand on a condition: unless I pay, or else, threatening to, blackmail. */
  | 'ransom'
  /** Marrying, being married off: with `force` or `minor`, a forced marriage (abuse). */
  | 'marry'
  /** Being forced: forcing me, against my will, make me. */
  | 'force'
  /** The speaker's age under 18 ("I'm 15"): with `marry`, a forced marriage. */
  | 'minor'
  /**
   * Money taken from the speaker: a pension or a card kept, left without money for food. With someone
   * close (`abuser`: a son, a grandson, a carer), financial abuse of an elderly person.
   */
  | 'takeMoney'
  /**
   * Not bearing it any more ("I can't take it anymore", "halt das nicht mehr aus"): no rule of its own,
   * but the negation inside it is not a denial of the clause's wish to die.
   */
  | 'despair';

export type ConceptLexicon = { language: ConversationLanguage } & Partial<Record<Concept, string>>;

const en: ConceptLexicon = {
  language: 'en-US',
  wish: 'want|wanna|wish|going to|gonna|plan|planing|thinking about|think about|ready to|decided to|ready|about to|rather|imagining|feel like|urge to|swear|scared i wil|afraid i wil|afraid il|scared il',
  die: 'die=|dead|death|suicid|end it al|end my life|end everything|kil myself|not be here|not be around|wasnt around|disapear forever|not wake up|not exist|never wake up|be gone|better of without me|i am gone|say goodbye|end it=|do it=|not be alive|no reason .. to be here|pain to stop forever',
  live: 'live=|living|alive|be here|exist|wake up|go on|keep going|carry on',
  method:
    'jump of|jump from|jumping of|jumping from|how many .. pils|al my pils|hang myself|overdose on|walk into trafic|slit my|saving .. pils|stockpil|sleping pils it takes|pils it takes|stepping of|step of|stepping off|step off|a rope|the rope|noose|highest bridge|which bridge|of the bridge|off the bridge|from the bridge|of a bridge|off a bridge|which tree|train tracks|in front of a train|under a train',
  harm: 'cut|cuting|burn|burned|burnt|scratch|hit myself|punch myself|bang my head|slam my|carve|hurt|hurting|punch|drag|picking|bang|slaming|slamed|put out|stub|reopen|reopened|opened .. wound|dug at|dig at|dig into|tore open|ripped open|pulled .. stitches|picking at',
  selfBody:
    'myself|my wrist|my arm|my arms|my thigh|my legs|my skin|my stomach|my hand|my face|fist|knuckles',
  deliberate:
    'again|every night|every day|on purpose|keep|til|until|razor|blade|lighter|cigaret|when i feel|it helps|deserve|calms me|bled|bleeds|blood|hate myself|started .. again|relapse|only thing that helps|feel something|bruis|relapsed|nobody knows|no one knows',
  attack:
    'kil|stab|shoot|shot|murder|poison|strangle|beat up|beat the|run .. over|put .. in the hospital|burn .. house|hurt|shaking the baby|shake the baby|make them .. pay|put .. in hospital|in his food|in her food|in his drink|in her drink|suffer|break his|smash his|push .. down the stairs|bleach in|smash his face|smash her face|break his|break her|break every bone|throw my baby|throw the baby|throw my newborn|drop the baby',
  other:
    'roomate|neighbor|neighbour|bos|coworker|colleague|brother|sister|husband|wife|ex=|girlfriend|boyfriend|stepdad|stepfather|teacher|him=|her=|them=|that guy|baby|son|daughter|mother in law|landlord|manager|everyone at|people at|classmates|newborn|stepmom|stepmother|my kid|stepdad',
  abuser:
    'husband|boyfriend|partner|dad|father|stepdad|stepfather|mom|mother|brother|uncle|ex=|girlfriend|wife|he=|she=|they=|mom s boyfriend|pimp|boss|someone|somebody|stepbrother|coach|teacher|priest|a man|a guy|stepmom|stepmother|employer|someone online|a guy from|guy online|from discord|from instagram|from snap|son=|grandson|granddaughter|nephew|niece|son in law|daughter in law|carer|caregiver|an older guy|older man|older guy|a man online|family|parents',
  abuse:
    'hits|hit me|hiting|beats|beat me|beating|slaps|slaped|punch|kicks|kicked|choked|strangled|threaten|threat|locked|locks|lock me|wont let me|wil not let me|does not let me|doesnt let me|took my phone|takes my phone|raped|forces me|force me|burned me|pushed me|dragged|kil me|touches me|makes me do|took my pasport|banging on the door|breaking in|break into|threatening me|threatens me|touching me|trying to break in|kicking the door|wil kil me|said he wil kil me|hurt me|if i tel|if i cal|if i tel anyone|choked me|strangled me|locks me in|choking me|strangling me|whips me|whip me|with his belt|with a belt|without food|no food|blackmail|sextort|send them to everyone|nudes|my pics|took my pasport|keeps my pasport',
  me: 'me=|myself|my phone|my keys|us=|my pasport',
  person:
    'he=|she=|i=|i am|someone|somebody|mom|dad|mother|father|son|daughter|baby|kid|child|husband|wife|grandma|grandpa|grandmother|grandfather|friend|brother|sister|man=|woman|boy=|girl=',
  symptom:
    'not breathing|stoped breathing|can not breathe|cant breathe|struggling to breathe|unconscious|unresponsive|not responding|isnt responding|won t wake|wil not wake|not waking|colapsed|seizure|convuls|fiting|bleeding a lot|bleeding heavily|bleeding everywhere|wont stop bleeding|wil not stop bleeding|overdosed|took an overdose|swalowed a bunch|swalowed al|swalowed bleach|chok|turning blue|lips are blue|face is droop|face droop|droping on one side|slured|can not lift|cant lift|throat is closing|lips are sweling|anaphyla|crushing chest|chest pain and|arm is numb|button batery|swalowed a batery|throwing up and confused|hit .. head and|can not wake her|can not wake him|cant wake her|cant wake him|clutching his chest|clutching her chest',
  neg: 'not|never|no=|nobody|nothing|don t|dont|wont|didnt|cant',
  hedge: 'nearly|almost|lol|lmao|haha|jk|kidding|joking',
  reflexive: 'myself|my self',
  suicideWord: 'suicidal|kms|kil myself tonight|ctb=',
  selfInjury: 'self harm|selfharm|self injur|covered in cuts|ful of cuts|doing sh',
  critical:
    'seizure|convulsing|can not breathe|throat is closing|drank bleach|swalowed a button batery|crushing chest pain|left arm is numb|face is droping|having a stroke|alergic reaction|lips are sweling|lips sweling|tongue is sweling|tongue sweling|whole bottle of .. pils|whole box of .. pils|whole bottle of tylenol|whole box of paracetamol|whole pack of .. pils|drain cleaner',
  hypothetical: 'if=|in case|what if|is it normal|is that normal|what happens when|how do i know',
  farewell:
    'beter of without me|beter off without me|goodbye leter|suicide note|my last night alive|tonight is my last|decided .. my last night|last night on earth|sleep and never wake|sleep and not wake|never wake up again|when i am gone|when i am not here|when i am no longer here|my last mesage|last time you .. hear from me|in case i am not here|dont want to be a burden|wont be a burden|not be a burden|no longer be a burden|burden anymore|said my godbyes|saying godbye to people|made my peace|notes for my|leters for my|wont be around|not be around much longer|how many .. to not wake|how many .. to never wake|how much .. to not wake|how many .. to die|how much .. to die|lethal dose|fatal dose|how many .. would kill me',
  giveAway:
    'giving my stuf away|giving my things away|giving away my|giving .. away to|gave away al my|gave al my .. away|giving everything away|wrote my will|made my will|found a home for|rehomed|gave my dog|gave my cat|gave the dog|gave the cat|paid off all|affairs in order',
  noNeed:
    'wont ned|wil not ned|not going to ned|no longer ned|where i am going|where im going|wont be coming back|not coming back|wont come back|never coming back|not be coming back',
  secret:
    'our secret|our litle secret|its our secret|it is our secret|not tel anyone|dont tel anyone|do not tel anyone|dont tel your mom|do not tel your mom|not tell my parents|dont tell my parents|not to tell my parents|not tell my mom|dont tell my mom|keep it from my parents|not tell anyone',
  weapon: 'gun|pistol|rifle|shotgun|knife|machete|bat=|crowbar|metal pipe|iron bar|hammer|rod=',
  pursue:
    'going to pay|gona pay|wil pay|are going to pay|wil regret|going to regret|gona regret|be sorry|wil be sorry|where he lives|where she lives|going to his|going to her|go to his|go to her|driving to his|waiting for him|waiting for her|wait for him|wait for her|going after|wait for|after work|after clas|in the parking lot|outside his',
  fiction:
    'movie|film|novel|story|book|series|show=|game|episode|character|documentary|news|writing a|true crime|podcast|essay|fortnite|minecraft|valorant|call of duty',
  laugh: 'lol|lmao|haha|rofl|xd',
  oneMore: 'one more|another|again|this traffic|this noise|stuck in traffic',
  past: 'years ago|year ago|last year|back in|used to|when we were|when i was litle|when i was a kid|as a kid|in high school|long time ago|a while ago|in 199|in 200|in 201|in 202',
  recovered:
    'fine now|ok now|okay now|doing fine|doing great|doing wel|recovered|clean for|ben clean|on meds now|helps others|help others|is fine|s fine|totaly fine',
  study:
    'thesis|disertation|research|lyrics|song says|song goes|in the song|first aid|cpr clas|prevention|awarenes|signs of|symptoms of|warning signs|paper on|essay on|project on',
  thing: 'cat=|cats=|laptop|computer|printer|wifi|router|toaster|phone charger|spoil',
  over: 'it was nothing|nothing happened|she was fine|he was fine|was fine after|no big deal|turned out fine|scraped his knee|scraped her knee',
  kitchen: 'oven|baking tray|baking sheet|stove|frying pan|kettle|cooking|chopping|slicing|peeling',
  intrude:
    'threatening to come in|threatens to break|trying to get in|threatening to break in|following me home|folowing me in a car',
  rather: 'rather die than|would rather die|rather be dead than',
  again: 'again|one more time|ever again|once more',
  condition: 'if=|next time',
  poison: 'rat poison|poison|bleach|antifreze|laxative|something in',
  drink: 'drink|beer|cofe|tea=|food|meal|soda|juice|wine|lunch|diner',
  resolve: 'decided|know where|know which|know how|picked|chose|set a date',
  noWish:
    'nothing left to|nothing to live for|no point in|no point|no reason to|see no reason|see no point|no sense in',
  hoard:
    'hiding my .. pills|hiding .. tablets|saving .. tablets|saving up .. pills|hoarding|collecting .. pills|collecting .. tablets|put aside .. pills|hiding .. pills|stashing .. pills|stash of pills',
  enough:
    'enough for|should be enough|be enough|when i have enough|once i have enough|there is enough|theres enough',
  deadly:
    'pillow on .. face|until he stops moving|until she stops moving|until he stops breathing|until she stops breathing|set fire to .. house|set fire to .. flat|set fire to .. apartment|set fire to .. car|set .. house on fire|set .. flat on fire|burn .. house down|burn down .. house|look like an accident|smother',
  expose:
    'post my .. photos|post my .. pics|post my .. video|send my .. photos|send my .. pics|send my .. video|leak my|publish my|share my .. photos|nudes|nude photos|nude pics|intimate photos|naked photos|naked pics',
  ransom:
    'unless|or else|otherwise|if i dont pay|if i dont send|dollars or|euros or|money or|wants money|demanding|demands|threatening to|threatens to|threatened to|blackmail',
  marry: 'marry|married off|wedding|bride',
  force: 'forcing me|force me|forced to|make me|making me|against my will',
  minor: 'im 12=|im 13=|im 14=|im 15=|im 16=|im 17=|i am 12=|i am 13=|i am 14=|i am 15=|i am 16=|i am 17=',
  takeMoney:
    'takes my pension|took my pension|my pension card|takes all my money|took all my money|steals my pension|steals my money|stole my pension|without money for food|no money for food',
  despair:
    'cant take it anymore|cant do this anymore|cant take this anymore|cant handle it anymore|cant bear it',
};

const es: ConceptLexicon = {
  language: 'es-ES',
  wish: 'quiero|quisiera|voy a|pienso|pensado en|pensando en|estoy por|me gustaria|ganas de|deseo|planeo|he decidido|prefiero|ojala|me quiero|juro|me da miedo|tengo miedo de|miedo de',
  die: 'morir|muerto|muerta|matarme|suicid|desaparecer para siempre|acabar con todo|acabar con mi vida|quitarme la vida|no despertar|mejor sin mi|no despertarme|quitarme de en medio|estar muerta|estar muerto|despedida',
  live: 'vivir|seguir|despertar|existir|viviendo',
  method:
    'tirarme|lanzarme|saltar del|saltar de|todas las pastillas|ahorcarme|colgarme|una cuerda|la cuerda|que arbol|del puente|puente mas alto|a las vias|las vias del|debajo de un tren|delante del tren',
  harm: 'corto|corte|cortarme|quemo|queme|quemarme|rasguno|golpeo|me pego|lastimo|lastimarme|hago dano|hice dano|cortar|rasco|golpes|autolesion|punetazos|arano|corte los|apago|me apago|abrir la herida|abri la herida|abierto la herida|reabri|abrirme los puntos|arrancarme los puntos|arranco las costras|hurgo en la herida|rasco las heridas',
  selfBody: 'me=|brazos|brazo|munecas|muneca|piernas|piel|muslos|mi cuerpo|puno|punos|nudillos|hacerme',
  deliberate:
    'otra vez|cada noche|cada dia|a proposito|adrede|cuchilla|navaja|cigarro|mechero|cuando me siento|me ayuda|merezco|sangrar|me odio|agobiad|vuelto a|lo unico que me|moraton|hasta sangrar|me calma|nadie lo sabe',
  attack:
    'matar|mato|apunal|disparar|pegarle|pegar|envenenar|estrangular|atropellar|hacerle dano|partirle|apunalo|al hospital|a por el|ir a por|en la comida|en su comida|en su bebida|sufra|partir la cara|partirle la cara|empujar .. por las escaleras|lejia en|romper la cara|rompo la cara|le rompo|sacudir|tirarlo|tirarla|zarandear|reviento',
  willAttack:
    'lo mato|la mato|los mato|le mato|lo apunalo|la apunalo|mando .. al hospital|le prendo fuego|se lo voy a clavar|le rompo la cara|le parto la cara|le reviento|le abro la cabeza',
  other:
    'vecino|vecina|jefe|jefa|companero|hermano|hermana|marido|esposa|mujer|ex=|novio|novia|padrastro|suegra|suegro|profesor|el=|ella|a ese|a esa|hijo|hija|bebe|compi|padrastro|companero de piso|nino|mi hijo|mi hija|madrastra',
  abuser:
    'marido|novio|pareja|padre|padrastro|madre|esposo|mujer|hermano|tio|ex=|el=|ella|novia|alguien|un hombre|un tio|madrastra|jefe|un chico de internet|alguien de internet|un tio de internet|hijo|nieto|nieta|sobrino|yerno|nuera|cuidador|cuidadora|familia|padres|un chico mayor|un hombre mayor|un senor',
  abuse:
    'pega|pego|golpea|golpeo|amenaz|encierra|encerro|no me deja salir de|no me deja irme|me quito el movil|me quita el movil|quito el telefono|viol|me obliga|me empuja|ahorca|estrangul|maltrat|me ha encerrado|me encerro|me toca|me mata si|aporreando la puerta|intentando entrar en mi casa|me amenaza|me hace cosas|me haria dano|me hara dano|hacerme dano|si lo cuento|si llamo|si se lo digo|me mata=|me encierra|me quita el movil|me ahogo|me estrangulo|sin comer|sin comida|chantaje|fotos mias|me quita el pasaporte|me quito el pasaporte|me encierra',
  me: 'me=|nos=',
  person:
    'ella|alguien|madre|padre|mama|papa|hijo|hija|bebe|nino|nina|marido|mujer|abuela|abuelo|amigo|amiga|hermano|hermana|yo=|me=',
  symptom:
    'no respira|no puede respirar|dejo de respirar|inconsciente|no responde|no reacciona|no se despierta|se ha desmayado|desmayado|desmayada|convulsi|ataque epileptico|sangra mucho|no para de sangrar|sobredosis|se trago|atragant|ahoga|se esta poniendo azul|labios morados|boca torcida|no puede mover|habla raro|se desplomo',
  neg: 'no=|nunca|jamas|nada|nadie',
  hedge: 'casi|jaja|jeje|broma',
  reflexive: 'me=|a mi mismo|a mi misma',
  suicideWord: 'suicida|me quiero matar|me voy a matar|me mato',
  selfInjury: 'autolesion|cortarme|me corto|me he vuelto a cortar|llenos de cortes',
  critical:
    'convulsionando|convulsiones|no puedo respirar|se me esta cerrando la garganta|bebido lejia|ictus|se me duerme el brazo|dolor muy fuerte en el pecho|se me tuerce la cara|reaccion alergica|se le hinchan los labios|labios hinchados|se le hincha la lengua|caja entera de paracetamol|caja entera de pastillas|bote entero de pastillas|caja entera de ibuprofeno|desatascador',
  hypothetical: 'si=|en caso|es normal|que pasa si',
  farewell:
    'mejor sin mi|carta de despedida|cartas de despedida|mi ultima noche|es mi ultima noche|se acaba todo|no despertara nunca|no despertar nunca|dormirme y no despertar|cuando ya no este|cuando no este|cuando me haya ido|mi ultimo mensaje|nadie me echaria de menos|no quiero ser una carga|ser una carga|dejar de ser una carga|no voy a ser una carga|me he despedido de todos|despidiendome de todos|cartas para mis|cuantas .. para no despertar|para no despertar|dosis letal|dosis mortal|cuantas .. para morir',
  giveAway:
    'regalando mis cosas|regale mis cosas|regalando todo|regale todo|dando mis cosas|repartiendo mis cosas|testamento|buscado casa a|busque casa a|regalado el perro|regale el gato|dejado al gato con|deje al perro con|pagado todas mis deudas',
  noNeed:
    'no las voy a necesitar|no lo voy a necesitar|ya no las necesito|no me van a hacer falta|no voy a necesitar|no vuelvo|no volvere|no voy a volver|no pienso volver',
  secret:
    'nuestro secreto|nuestro pequeno secreto|no se lo digas a nadie|no se lo diga a mis padres|no se lo digas a tus padres|no decir nada a mis padres|sin decir nada a mis padres|no se lo cuente|sin que lo sepan mis padres',
  weapon: 'pistola|escopeta|rifle|cuchillo|navaja|arma|barra|bate|martillo|cuchillo|navaja',
  pursue:
    'va a pagar|van a pagar|lo va a pagar|lo van a pagar|se van a enterar|se va a enterar|se va a arrepentir|se van a arrepentir|a por el|a por ella|a su casa|donde vive|le espero|esperar a|esperar a|a la salida|en el parking',
  fiction:
    'peli|pelicula|novela|serie|libro|cuento|historia de|juego|episodio|personaje|documental|noticias|escribiendo|trabajo sobre|fortnite|minecraft|videojuego',
  laugh: 'jaja|jeje|jajaja|lol|xd',
  oneMore: 'otra reunion|una reunion mas|otra vez|otro|atasco|este ruido|trafico',
  past: 'hace años|hace dos años|hace un año|hace tiempo|el año pasado|de pequeño|de pequeña|de niño|de niña|cuando eramos|de adolescente|en el instituto|antes se|en 199|en 200|en 201|en 202',
  recovered:
    'ahora esta bien|ahora esta perfecto|se recupero|esta bien ahora|lleva .. años bien|ahora ayuda|ayudar a otros|para ayudar|toma medicacion|esta muy bien|ya esta bien',
  study:
    'tfg|tesis|trabajo sobre|investigacion|la cancion dice|cancion que dice|letra de|primeros auxilios|prevencion|sintomas de|señales de',
  thing: 'gato|portatil|ordenador|impresora|wifi|router|movil se|spoiler|hacerme spoiler',
  over: 'no fue nada|no paso nada|estaba bien|quedo en nada',
  kitchen: 'horno|bandeja|sarten|fogon|cocinando|cortando pan|cortando cebolla|pelando',
  intrude: 'amenazando con entrar|amenaza con entrar|intentando entrar|me esta siguiendo|me sigue hasta',
  rather: 'antes muert|prefiero morir antes|prefiero morirme antes',
  again: 'otra vez|vuelve a|vuelva a|de nuevo|una vez mas',
  condition: 'si=|como=|la proxima vez',
  poison: 'veneno|matarratas|lejia|raticida|algo en',
  drink: 'cerveza|cafe|te=|comida|bebida|zumo|vino|cena|cubata|refresco',
  resolve: 'ya se|lo decidi|decidido|he decidido|tengo decidido|lo tengo todo planeado|planeado|elegido',
  noWish:
    'nada por lo que vivir|nada por lo q vivir|no tiene sentido|no le veo sentido|ninguna razon para|ningun motivo para|no hay razon para',
  hoard:
    'escondiendo .. pastillas|guardando .. pastillas|acumulando .. pastillas|juntando .. pastillas|escondo .. pastillas|guardo .. pastillas',
  enough: 'suficientes|bastantes|suficiente para|de golpe|todas a la vez|todas de una',
  deadly:
    'almohada en la cara|almohada sobre la cara|hasta que deje de moverse|hasta que deje de respirar|parezca un accidente|fuego al piso|fuego a la casa|fuego a su casa|incendiar su casa|asfixiarl',
  expose:
    'publicar mis fotos|publicar mis .. fotos|publicar mi video|mandar mis fotos|enviar mis fotos|subir mis fotos|difundir mis|difundir mi|fotos desnud|fotos intimas|video intimo',
  ransom:
    'si no le pago|si no pago|si no le mando|si no le envio|amenaza|amenazando|me pide .. euros|pide dinero|chantaje',
  marry: 'casarme|casar|boda|matrimonio',
  force: 'obliga|obligan|obligar|obligada|a la fuerza|me fuerzan|forzar|contra mi voluntad',
  minor: 'tengo 12=|tengo 13=|tengo 14=|tengo 15=|tengo 16=|tengo 17=',
  takeMoney:
    'se queda con mi tarjeta|se queda con la tarjeta|me quita la pension|vacia la cuenta|sin dinero para comer|me roba la pension|me quita el dinero|me quita la tarjeta|tarjeta de mi pension',
  despair: 'no aguanto mas|no puedo mas|no lo soporto',
};

const fr: ConceptLexicon = {
  language: 'fr-FR',
  wish: 'veux|voudrais|vais|envie de|pense a|penser a|prete a|pret a|compte|decide de|aimerais|preferer|preferais|imaginer|je te jure|reflechi|reflechis|j ai peur de|peur de|peur que je',
  die: 'mourir|mort|morte|me tuer|suicid|en finir|disparaitre|me foutre en l air|plus me reveiller|mieux sans moi|jamais me reveiller|lettres d adieu|d adieu|plus etre la|etre morte|etre mort|si je disparais|le ferai',
  live: 'vivre|continuer|me reveiller|exister|etre la',
  method:
    'sauter du|sauter de|me jeter|tous mes cachets|toutes mes pilules|me pendre|m ouvrir les veines|sauter du pont|medicaments de cote|cachets de cote|combien de cachets|me tirer une balle|me mettre une balle|une corde|la corde|quel arbre|du pont|haut pont|sous un train|sur les rails|sous le metro',
  harm: 'scarifie|coupe|couper|brule|bruler|griffe|frappe|cogne|fais du mal|faire du mal|tape|gratte|entaille|recoupe|frappe la porte|frappe le mur|ecrase|m ecrase|rouvert|rouvrir|ouvert la plaie|arrache mes points|arracher mes points|gratte les plaies|gratte mes plaies|gratte jusqu au sang|arrache les croutes',
  selfBody: 'me=|poignet|bras|cuisses|peau|la tete contre|mon corps|jusqu au sang|poing|mon poing',
  deliberate:
    'encore|chaque soir|tous les soirs|expres|lame|rasoir|cigarette|briquet|pour arreter de penser|quand je|ca me soulage|merite|jusqu au sang|calme|jusqu a avoir mal|seule chose qui m aide|qui m aide|des bleus|avoir des bleus|jusqu a avoir des bleus|personne ne le sait|personne le sait',
  attack:
    'tuer|tue=|buter|planter|poignarder|tirer sur|empoisonner|etrangler|frapper|faire mal|ecraser|defoncer|poignarde|secouer|payer|faire du mal|a l hopital|envoie .. a l hopital|dans sa bouffe|dans sa nourriture|dans son verre|souffre|pousser .. dans les escaliers|javel dans|mettre le feu|mets le feu|casse la gueule|casser la gueule|defonce|eclate|jeter mon bebe|secouer|plante|planter',
  other:
    'voisin|voisine|patron|chef|colegue|frere|soeur|mari|femme|ex=|copain|copine|beau pere|belle mere|prof|le=|la=|lui|bebe|fils|fille|connard|coloc|mon ex|le bebe|tous=|mon voisin|tout le monde|beau pere|coloc|bebe|belle mere|collegue',
  abuser:
    'mari|copain|conjoint|compagnon|pere|beau pere|mere|frere|oncle|ex=|il=|elle|un homme|un mec|belle mere|patron|un mec sur|quelqu un sur|un type sur|fils|petit fils|neveu|gendre|belle fille|famille|parents|un mec plus age|un homme plus age',
  abuse:
    'bat|frappe|tape|menace|enferme|laise pas sortir|m empeche|pris mon telephone|prend mon telephone|viol|force|etrangle|pousse|gifle|me ferait du mal|me fera du mal|si je parle|si j apele|si je le dis|me tue=|m enferme|me prend mon tel|m etrangle|va me faire du mal|prive de manger|sans manger|chantage|fait chanter|photos de moi|garde mon passeport|a pris mon passeport|m enferme',
  me: 'me=|m=|moi',
  person:
    'il=|elle|quelqu un|mere|pere|maman|papa|fils|fille|bebe|enfant|mari|femme|grand mere|grand pere|ami|amie|frere|soeur|je=',
  symptom:
    'respire plus|respire pas|arrive pas a respirer|inconscient|inconsciente|repond plus|repond pas|reagit pas|se reveille pas|s est efondre|evanoui|convuls|crise d epilepsie|saigne beaucoup|arrete pas de saigner|overdose|surdose|pris tous|avale|etoufe|tout bleu|toute bleue|levres bleues|bouche de travers|visage tombe|n arrive plus a parler|ne peut plus bouger',
  neg: 'pas|jamais|rien|personne|aucun|ne=|n=',
  hedge: 'presque|failli|mdr|lol|ptdr|haha',
  reflexive: 'me=|m=|moi meme',
  suicideWord: 'suicidaire|me tuer ce soir',
  selfInjury: 'automutil|scarifi|entailles|pleines de nouvelles coupures|pleines de coupures',
  willAttack:
    'je le poignarde|je le tue|je vais le tuer|je le plante|je la plante|j envoie .. a l hopital|je vais le buter|je vais buter|je mets le feu|je le plante|je la plante|je lui casse|je lui defonce|je lui eclate|je tue mon|je tue ma|je le tue|je la tue',
  critical:
    'convuls|crise d epilepsie|arrive pas a respirer|gorge qui gonfle|bu de l eau de javel|avc|reaction alergique|levres gonflent|levres qui gonflent|langue gonfle|boite entiere de doliprane|boite entiere de cachets|plaquette entiere|toute une boite de|destop|deboucheur',
  hypothetical: 'si=|au cas|est ce normal|c est normal|que faire si',
  farewell:
    'mieux sans moi|lettre d adieu|lettres d adieu|ma derniere nuit|est ma derniere|jamais me reveiller|plus jamais me reveiller|m endormir et ne|quand je ne serai plus la|quand je serai plus la|ne plus me reveiller|mon dernier message|si je disparais|personne ne verra la difference|personne ne me regretterait|etre un poids|un poids pour|un fardeau|fait mes adieux|lettres pour mes|plus etre la demain|combien de .. pour ne pas se reveiller|pour pas se reveiller|pour ne plus se reveiller|dose mortelle|dose letale|combien de .. pour mourir',
  giveAway:
    'donne toutes mes affaires|donne mes affaires|donner mes affaires|donne tout ce que j ai|donne toutes mes|testament|trouve une famille pour|confie mon chat|confie mon chien|confie le chat|donne mon chien|donne mon chat|rembourse toutes mes dettes',
  noNeed:
    'en aurai plus besoin|en aurai pas besoin|aurai plus besoin|en aurai plus|reviendrai pas|reviendrai jamais|ne reviendrai|vais pas revenir',
  secret:
    'notre secret|notre petit secret|le dire a personne|rien dire a mes parents|pas le dire a mes parents|rien dire a personne|ne dis rien a tes parents|sans le dire a mes parents',
  weapon: 'fusil|pistolet|flingue|arme|couteau|carabine|barre de fer|batte|marteau|couteau',
  pursue:
    'va payer|vont payer|vont tous payer|va le payer|le regretter|vont regretter|va regretter|aller voir ce|chez lui|chez elle|ou il habite|l attendre|attendre mon|attendre ce|attendre|a la sortie',
  fiction:
    'film|roman|polar|serie|livre|histoire|jeu=|jeu video|episode|perso|personnage|documentaire|infos|j ecris|exposer|expose|fortnite|jeu video',
  laugh: 'mdr|ptdr|lol|haha|xd',
  oneMore: 'encore une|encore un|une reunion de plus|encore|bouchon|embouteillage|ce bruit',
  past: 'il y a .. ans|l an dernier|l annee derniere|quand on etait|quand j etais petit|au lycee|avant mais|en 199|en 200|en 201|en 202|il y a des annees|il y a .. annees',
  recovered:
    'va bien maintenant|va tres bien|s est bien remis|bien remis|maintenant il aide|aide les autres|pour aider|c est fini|a un traitement|elle va bien|il va bien',
  study:
    'memoire|these|recherche|la chanson dit|chanson qui dit|paroles|premiers secours|secourisme|prevention|signes de|symptomes de',
  thing: 'chat=|chats=|ordi|ordinateur|imprimante|wifi|box=|spoil',
  over: 'rien de grave|c etait rien|il n y a rien eu|elle allait bien|il allait bien',
  kitchen: 'four=|plaque du four|poele|cuisine|en coupant|en cuisinant|epluch',
  intrude: 'menace d entrer|menace de rentrer|menace de defoncer|me suit jusqu',
  rather: 'plutot mourir|plutot crever',
  again: 'encore|de nouveau|une fois de plus|une autre fois',
  condition: 'si=|s il|la prochaine fois',
  poison: 'poison|mort aux rats|javel|antigel|quelque chose dans',
  drink: 'biere|cafe|the=|bouffe|repas|verre|boisson|jus|vin|soupe',
  resolve: 'decide|je sais ou|je sais deja|sais deja|choisi|tout prevu',
  noWish:
    'plus rien pour quoi|rien pour quoi vivre|sert a rien de|aucune raison de|plus aucune raison|aucun sens de|pas de raison de',
  hoard:
    'cache .. somniferes|cache .. cachets|cache .. comprimes|cache .. medicaments|de cote .. cachets|stocke .. cachets|stocke .. medicaments|accumule .. cachets',
  enough: 'assez pour|suffisant|suffira|en une fois|quand j en aurai assez',
  deadly:
    'oreiller sur .. visage|jusqu a ce qu il arrete de bouger|jusqu a ce qu il ne bouge plus|arrete de respirer|feu a l appart|feu a son appart|feu a la maison de|feu a sa voiture|faire croire a un accident|comme un accident|etouffer',
  expose:
    'publier mes photos|publier mes .. photos|publier ma video|poster mes photos|envoyer mes photos|balancer mes photos|diffuser mes|diffuser ma|photos nue|photos de moi nue|nudes',
  ransom:
    'si je lui paye pas|si je paye pas|si je lui envoie pas|sinon|menace|menacer|contre de l argent|chantage',
  marry: 'epouser|marier|mariage',
  force: 'force a|me force|forcent|obligent|oblige|de force|contre mon gre|m envoient',
  minor: 'j ai 12 ans|j ai 13 ans|j ai 14 ans|j ai 15 ans|j ai 16 ans|j ai 17 ans',
  takeMoney:
    'garde ma carte|pris ma carte|vide mon compte|prend ma retraite|prend ma pension|vole ma retraite|sans argent pour manger|prend mon argent|prend tout mon argent|carte de retraite',
  despair: 'n en peux plus|en peux plus|supporte plus|tiens plus le coup',
};

const de: ConceptLexicon = {
  language: 'de-DE',
  wish: 'wil|mochte|werde|wurde gern|denke daran|denke dran|denk dran|plane|vor= zu|am liebsten|bereit|lieber|stelle mir vor|drang|schwore|schwor|angst das ich|angst das ich|hab angst',
  die: 'sterben|tot=|tot sein|umbringen|mich umbringe|suizid|selbstmord|das leben zu nehmen|das leben nehmen|nicht mehr aufwachen|verschwinden fur imer|schlus machen mit alem|nie wieder aufwachen|besser dran ohne mich|nicht mehr da|schlus= mache|abschied',
  live: 'leben|aufwachen|weitermachen|dasein|existieren|hier sein',
  noWish:
    'wil nicht mehr|mochte nicht mehr|nichts mehr wofur|nichts wofur|keinen sinn|kein grund mehr|keinen grund mehr|sinnlos',
  method:
    'springen|von der brucke|vor den zug|ale tabletten|tabletten gesamelt|aufhangen|mich erhangen|tabletten .. samle|samle .. tabletten|spring .. brucke|ein seil|das seil|strick|welcher baum|von der brucke|hochsten brucke|vor den zug|vor einen zug|auf die gleise',
  harm: 'ritze|ritzen|schneide|geschniten|verbrant|verbrene|kratze|schlage mich|schlag mich|verletze mich|tue mir weh|geritzt|kratzt|gekratzt|weh zu tun|wehtut|weh tun|schlag mit der faust|kratz mir|druck|aufgemacht|aufgerissen|aufreissen|wieder geoffnet|wunde geoffnet|kratze an den wunden|kratze die wunden',
  selfBody: 'mich|mir=|arm|arme|handgelenk|hand|haut|oberschenkel|beine|faust',
  deliberate:
    'wieder|jeden abend|jeden tag|absichtlich|extra|klinge|rasierklinge|zigarete|feuerzeug|wen ich|hilft|verdient|blutig|verdiene|beruhigt|bis es|einzige was hilft|blaue fleck|bis es blutet|niemand weis',
  attack:
    'umbringen|umbring|toten|abstechen|abstech|erstechen|erschiesen|vergiften|erwurgen|verprugeln|zusamenschlagen|uberfahren|weh tun|kalt machen|stech .. ab|weh zu tun|schutteln|bezahlen|ins krankenhaus|prugel|ins essen|in sein essen|in ihr essen|leidet|leiden|treppe runterstos|bleiche in|anzunden|zunde|fresse ein|hau ich ihm|schlag ich ihn|schuttle|schutteln|werfe|abstechen|stech|abknalen|knal',
  other:
    'nachbar|chef|kolege|kolegin|bruder|schwester|man=|frau|ex=|freund|freundin|stiefvater|schwiegermuter|lehrer|ihn=|sie=|ihm=|baby|sohn|tochter|vermieter|den typ|mitbewohner|das baby|alle dafur|mitbewohner|stiefvater|stiefmutter|baby|kind=|kolege|nachbar|meinem chef|den chef',
  abuser:
    'man=|freund|partner|vater|papa|stiefvater|mutter|bruder|onkel|ex=|er=|sie=|freundin|jemand|ein man|ein typ|stiefmutter|arbeitgeber|typ aus dem internet|einer aus dem internet|jemand aus dem internet|sohn|enkel|enkelin|neffe|schwiegersohn|schwiegertochter|pfleger|pflegerin|familie|eltern|alterer typ|alterer mann|ein typ aus dem internet',
  abuse:
    'schlagt|schlug|verprugelt|droht|gedroht|sperrt|eingesperrt|last mich nicht|lasst mich nicht|nimt mir das handy|hat mein handy|vergewaltigt|zwingt|wurgt|gewurgt|schubst|tritt|bringt mich um wen|fast mich an|hamert gegen die tur|bedroht mich|macht sachen mit mir|einzubrechen|einbrechen|tut mir weh wen|weh tun wen|wen ich was erzahle|wen ich wen anrufe|bringt er mich um|sperrt mich|nimt mir das handy|gewurgt|wurgte|auf mir aus|hungern|ohne esen|nichts zu esen|erprest|nacktbilder|nacktfotos|sperrt mich ein|sperren mich ein|reisepas',
  me: 'mich|mir=|uns=',
  person:
    'mein|meine|er=|sie=|jemand|mutter|vater|mama|papa|sohn|tochter|baby|kind|man=|frau|oma|opa|gromuter|grosvater|freund|freundin|bruder|schwester|ich=',
  symptom:
    'atmet nicht|atmet nicht mehr|bekomt keine luft|kriegt keine luft|bewustlos|reagiert nicht|wacht nicht auf|umgekipt|zusamengebrochen|krampfanfal|krampft|anfal|blutet stark|hort nicht auf zu bluten|uberdosis|ale tabletten genomen|verschluckt|erstickt|wird blau|lipen blau|gesicht hangt|hangt auf einer seite|lalt|kan den arm nicht',
  neg: 'nicht|nie|niemals|kein|keine|keinen',
  hedge: 'fast|beinahe|haha|lol|spas',
  reflexive: 'mich|mir selbst|mich selbst',
  suicideWord: 'bringe= mich um|ich bring mich um|bringe mich heute um|suizidal|lebensmude',
  selfInjury: 'selbstverletz|geritzt|ritze mich|ritz mich|voller frischer schnitte|voller schnitte',
  critical:
    'krampfanfal|krampft|krieg keine luft|kriege keine luft|hals schwilt zu|putzmitel getrunken|bleiche getrunken|linker arm ist taub|schlaganfal|alergische reaktion|lipen schwelen|zunge schwilt|ganze packung paracetamol|ganze packung tabletten|ganze packung schlaftabletten|ganze schachtel tabletten|rohrreiniger',
  hypothetical: 'wen=|fals=|ist es normal|ist das normal|was hilft bei|was hilft gegen',
  farewell:
    'beser dran ohne mich|abschiedsbrief|meine letzte nacht|letzte nacht ist|nie mehr aufwachen|einschlafen und nie|wenn ich nicht mehr da bin|wenn ich weg bin|meine letzte nachricht|wunschte ich ware tot|ich ware tot|zur last falen|eine last|last sein|abschiedsbrief|briefe fur meine|wie viele .. um nicht mehr aufzuwachen|um nicht mehr aufzuwachen|todliche dosis|letale dosis|wie viele .. um zu sterben',
  giveAway:
    'sachen verschenkt|ales verschenkt|verschenke meine|meine sachen verschenkt|sachen weggegeben|testament gemacht|testament geschrieben|mein testament|ein zuhause gefunden|ein neues zuhause fur|katze abgegeben|hund abgegeben|schulden bezahlt',
  noNeed:
    'brauch ich eh|brauche ich eh|brauch ich nicht mehr|brauche ich nicht mehr|nicht mehr brauchen|eh bald nicht mehr|komm ich nicht zuruck|komme nicht zuruck|nicht zuruckkommen|nicht wiederkommen',
  willAttack:
    'stech ich|ich bring .. um|ich bringe .. um|prugel .. ins krankenhaus|ich zunde|hau ich ihm|hau ich ihr|schlag ich ihn|stech ich|knal ich',
  secret:
    'unser geheimnis|unser kleines geheimnis|darf es niemandem sagen|darfst es niemandem|meinen eltern nichts|eltern nichts sage|eltern nichts sagen|niemandem sagen|nichts erzahlen',
  weapon: 'waffe|pistole|gewehr|messer|knarre|flinte|eisenstange|baseballschlager|hammer|messer',
  pursue:
    'fahr jetzt zu|fahr zu dem|zu dem hin|zu ihm|bei ihm|wo er wohnt|wird bereuen|werden bereuen|werden es bereuen|kriegen .. was sie verdienen|bezahlen|auflauern|warte .. auf ihn|nach der arbeit|am ausgang',
  fiction:
    'film|roman|krimi|serie|buch|geschichte|spiel|folge|charakter|figur|doku|nachrichten|ich schreibe|hausarbeit|fortnite|videospiel',
  laugh: 'haha|lol|xd|hihi',
  oneMore: 'noch ein|noch so ein|schon wieder|nochmal|stau|larm',
  past: 'vor .. jahren|vor jahren|letztes jahr|letzten jahr|fruher|als kind|als wir kinder|damals|im jahr',
  recovered:
    'geht es ihm gut|geht es ihr gut|geht ihm gut|geht ihr gut|gut erholt|wieder gesund|heute ist er|heute ist sie|nimmt er|nimmt sie|seit .. jahren nicht mehr|spricht .. offen|hilft anderen|geht es gut',
  study:
    'bachelorarbeit|masterarbeit|hausarbeit|referat|forschung|im lied|lied heist|songtext|erste hilfe|pravention|warnzeichen|symptome|anzeichen',
  thing: 'katze|kater|laptop|computer|rechner|drucker|wlan|router|gespoilert|spoiler',
  over: 'war nichts|nichts passiert|ging es gut|nichts schlimmes',
  kitchen: 'backblech|ofen|herd|pfanne|kochen|beim schneiden|beim kochen|schälen',
  intrude: 'droht reinzukommen|droht .. reinzukommen|droht die tur|fahrt mir hinterher|verfolgt mich',
  rather: 'lieber sterb|lieber tot als',
  again: 'nochmal|noch mal|noch einmal|wieder',
  condition: 'wen=|fals=|nachstes mal',
  poison: '*gift|bleiche|chlorreiniger|frostschutz|was in',
  drink: 'bier|kafe|tee=|esen|trinken|getrank|saft|wein|suppe',
  resolve: 'entschieden|weis schon|ales geplant|ausgesucht',
  hoard:
    'versteck .. tabletten|versteck .. schlaftabletten|verstecke .. schlaftabletten|verstecke .. tabletten|sammle .. tabletten|sammel .. tabletten|horte .. tabletten|spare .. tabletten|tabletten gesammelt|schlaftabletten gesammelt',
  enough: 'reicht fur|reicht fuer|das reicht|genug fur|genug zusammen|wenn es genug',
  deadly:
    'kissen aufs gesicht|kissen auf das gesicht|kissen auf sein gesicht|kissen auf ihr gesicht|bis er sich nicht mehr bewegt|bis sie sich nicht mehr bewegt|bis er nicht mehr atmet|bis sie nicht mehr atmet|zund .. wohnung|zunde .. wohnung|haus anzunden|wohnung anzunden|wie einen unfall|nach einem unfall aussehen|sage er ist gefallen|ersticken',
  expose: 'meine .. fotos|meine .. bilder|mein video|meine fotos|meine bilder|nacktfotos|nacktbilder',
  ransom: 'wenn ich nicht|wenn ich ihm nicht|sonst|droht|erpresst|erpressen|erpressung',
  marry: 'heiraten|verheiraten|hochzeit|zwangsheirat|zwangsehe',
  force: 'zwingt|zwingen|gezwungen|zwang|gegen meinen willen|schicken mich|zwangs',
  minor: 'ich bin 12=|ich bin 13=|ich bin 14=|ich bin 15=|ich bin 16=|ich bin 17=',
  takeMoney:
    'nimmt meine karte|behalt meine|rentenkarte|nimmt meine rente|nimmt mein geld|ohne geld furs essen|ohne geld fur essen|hebt meine rente ab|klaut meine rente',
  despair: 'nicht mehr aus|kann nicht mehr|halt es nicht|halte es nicht',
};

const ru: ConceptLexicon = {
  language: 'ru-RU',
  wish: 'хочу|хочется|хотел|собираюсь|думаю|решил|решила|готов|готова|планирую|мечтаю|лучше бы|представляю|решус|клянусь|боюсь что|боюсь что|боюсь',
  die: 'умереть|умерет|сдохнут|покончит|убит себя|убится|суицид|самоубийств|исчезнут навсегда|не проснутся|не просыпатся|не жит|лучше без меня|больше не проснутся|не должно быт|смысла жит|прощалн|все закончу|все это закончит',
  live: 'жит|просыпатся|проснутся|существоват|быт здес|продолжать',
  method:
    'выпрыгнут|прыгнут|спрыгнут|броситса|все таблетки|повеситса|вскрыт вены|под поезд|спрыгну|прыгну|копл. таблетки|коплю таблетки|веревк|петл|с моста|высокого моста|под поезд|какое дерево',
  harm: 'режу|порезал|резат себя|жгу|обжег|обожгла|царапаю|бю себя|бит себя|причиняю себе|делаю себе больно|прижига|расцарапал|расчесыва|резала|режус|бью кулаком|порезалась|порезался|порезала|расцарапываю|тушу|туш|расковыряла|расковырял|расковыриваю|разодрала|разодрал|раздираю|сорвала швы|сорвал швы|расчесываю раны|расчесываю до крови',
  selfBody: 'себе|себя|руки|руку|запяст|кожу|бедра|ноги|до крови|кулак',
  deliberate:
    'снова|опят|каждую ноч|каждый ден|специално|нарочно|лезвие|бритв|сигарет|зажигалк|пока не|когда мне|помогает|заслуживаю|синяк|до крови|успокаивает|плохо|единственное что помогает|синяки|легче|никто не знает',
  attack:
    'убит|убю|зарезат|зарежу|застрелит|пристрелю|отравит|отравлю|задушит|задушу|избит|изобю|покалечит|покалечу|прибю|бю соседа|трясти|заплатят|причинит бол|в больницу|переехать|в еду|в чай|мучился|мучилась|подсыплю|подсыпать|столкну|столкнуть|отбеливател|морду|разобью|брошу|уроню|трясти|зарежу|прирежу|пырну',
  willAttack:
    'убю|зарежу|пристрелю|отравлю|задушу|изобю|покалечу|прибю|отправлю .. в больницу|перееду|разберусь с ним|разобью|зарежу|прирежу|пырну|задушу|убью его|убью ее',
  other:
    'сосед|соседа|начальник|коллег|брат|сестр|муж|жену|бывш|парня|отчим|свекров|тещу|учител|его|ее|ребенка|сына|доч|бывшей|все=|сосед|отчим|мачех|ребенк|ребенок|малыш',
  abuser:
    'муж|парен|партнер|отец|папа|отчим|мат|мама|брат|дяд|бывш|он=|она=|девушка|кто то|дядя|мужчина|мужик|мачеха|работодател|парень из интернета|кто то из интернета|какой то парень|сын|внук|внучка|племянник|зять|невестка|сиделка|семья|родители|взрослый|мужик из интернета',
  abuse:
    'бет|избивает|бил|ударил|угрожает|угрожал|запирает|запер|не выпускает|не пускает|не дает выйти|отобрал телефон|забрал телефон|изнасил|заставляет|душит|толкает|убет меня если|трогает|ломится в двер|угрожает мне|делает со мной|вломится|сделает мне больно|сделает больно|если расскажу|если я расскажу|если позвоню|душил|душила|избил|отбирает телефон|тушит об меня|не дает есть|без еды|шантаж|голыми фото|голые фото|забрал паспорт|запирает|бьет',
  me: 'меня|мне|мной|нас=',
  person:
    'мой|моя|мою|моего|он=|она=|у ребенка|кто то|мама|папа|сын|доч|ребенок|муж|жена|бабушк|дедушк|друг|подруг|брат|сестр|я=|у меня',
  symptom:
    'не дышит|перестал дышат|не может дышат|без сознания|потерял сознание|потеряла сознание|не отвечает|не реагирует|не просыпается|упал и не|упала и не|судорог|припадок|кровотечение|сильно кровит|кров не останавливается|передоз|наглотал|проглотил|подавил|задыхается|синеет|посинел|лицо перекосило|перекосило|невнятно|не может поднят руку',
  neg: 'не=|ни=|никогда|нет|ничего|никто',
  hedge: 'чут не|почти|хаха|шучу|ахаха',
  reflexive: 'себя|себе',
  suicideWord: 'покончу с собой|убю себя|суицидн',
  selfInjury:
    'самоповрежд|режус|режу себя|резала себя|резала руки|резала ноги|прижигаю себя|все в свежих порезах|в порезах',
  critical:
    'судорог|не могу дышат|горло отекает|выпил отбеливател|выпила отбеливател|левая рука онемела|инсулт|аллергическая реакция|губы опухают|опухают губы|отекают губы|опухает язык|пачку парацетамола|пачку таблеток|упаковку таблеток|целую пачку таблеток|средство для труб',
  hypothetical: 'если|нормално ли|это нормално|что делат если|что помогает при',
  farewell:
    'лучше без меня|прощальное письмо|прощальн|моя последняя ночь|последняя ночь|уснуть и не проснуться|и не проснуться|когда меня не станет|когда меня не будет|больше не проснуться|последнее сообщение|лучше бы я умерла|лучше бы я умер|быть обузой|не буду обузой|меня не станет|меня скоро не будет|чтобы не проснуться|смертельная доза|летальная доза|сколько .. чтобы умереть',
  giveAway:
    'раздала|раздал|раздаю|отдала все|отдал все|завещание|пристроил|пристроила|отдал кота|отдала кота|отдал собаку|отдала собаку|закрыл все долги|закрыла все долги',
  noNeed: 'не понадобятся|не понадобится|не нужны будут|больше не нужны|не вернусь|не возвращусь',
  secret:
    'наш секрет|наша тайна|наш маленький секрет|никому не говори|никому не рассказывай|не говорить родителям|не говори родителям|не рассказывать родителям|чтобы родители не узнали',
  weapon: 'ружье|пистолет|ствол|нож|обрез|винтовк|арматур|бита|молоток|нож',
  pursue:
    'поеду к нему|пойду к нему|к нему домой|разберусь|заплатит|заплатят|пожалеет|пожалеют|получат|подкараулю|где он живет|подкараулю|подкараулить|после работы|у подъезда',
  fiction: 'фильм|роман|сериал|книг|истори|игр|серия|персонаж|документалк|новост|пишу|реферат',
  laugh: 'хаха|ахах|лол|х=',
  oneMore: 'еще одно|еще один|еще одна|опять|снова|пробк|шума|шум',
  past: 'лет назад|год назад|года назад|в прошлом году|когда-то|когда то|в детстве|когда мы были|в школе|раньше',
  recovered:
    'сейчас он в порядке|сейчас она в порядке|сейчас всё хорошо|восстановился|восстановилась|поправился|поправилась|теперь он помогает|теперь она помогает|помогает другим|пьёт таблетки|уже .. лет всё хорошо|у неё всё хорошо|у него всё хорошо',
  study:
    'диплом|курсовая|реферат|исследован|в песне|песня где|слова песни|первой помощи|первая помощь|профилактик|признаки|симптомы',
  thing: 'кот=|кота|кошк|ноут|ноутбук|компьютер|комп=|принтер|роутер|вайфай|спойл|проспойлер|концовк',
  over: 'ничего страшного|ничего не случилось|всё обошлось|обошлось',
  kitchen: 'противен|духовк|плит|сковород|готовил|готовила|резал хлеб|резала хлеб|резал лук|чистил',
  intrude:
    'грозится вломиться|ломится|грозится выбить|едет за мной|идет за мной|следит за мной|за мной едет|за мной идет',
  rather: 'лучше умру чем|лучше сдохну чем|лучше умереть чем',
  again: 'еще раз|снова|опять|хоть раз',
  condition: 'если|еще раз тронет',
  poison: 'яд|отрав|крысин|отбеливател|хлорк|подсып',
  drink: 'пиво|кофе|чай|еду|еда|суп|сок|вино|водк|напит|стакан',
  resolve: 'решил|решила|знаю где|знаю какое|уже знаю|выбрал|выбрала',
  noWish: 'не для чего жить|незачем жить|нет смысла|не вижу смысла|нечего жить|ни для чего',
  hoard:
    'прячу .. таблетки|прячу снотворное|коплю .. таблетки|коплю таблетки|собираю таблетки|запас таблеток|припрятал|припрятала|накопил таблет|накопила таблет',
  enough: 'хватит|достаточно|наберется|все сразу|за раз',
  deadly:
    'подушку на лице|подушкой|пока не перестанет шевелиться|пока не перестанет дышать|подожгу|поджечь его|сожгу его дом|похоже на несчастный случай|как несчастный случай',
  expose: 'выложить .. фото|выложит .. фото|голые фото|интимные фото|нюдсы|сольет .. фото|слить .. фото',
  ransom: 'если я не заплачу|если не заплачу|если не переведу|или выложит|угрожает|шантаж|требует|вымогает',
  marry: 'замуж|женить|свадьб',
  force: 'заставляют|заставляет|заставить|насильно|против моей воли|выдают|выдать|отправляют меня',
  minor: 'мне 12=|мне 13=|мне 14=|мне 15=|мне 16=|мне 17=',
  takeMoney:
    'забрал мою карт|забирает пенсию|забирает мою пенсию|без денег на еду|отбирает пенсию|отбирает деньги|ворует пенсию|пенсионную карту',
  despair: 'не могу больше|больше не могу|не выдерживаю|сил нет|нет сил',
};

const sk: ConceptLexicon = {
  language: 'sk-SK',
  wish: 'chcem|chcel by som|chcela by som|chcelo by sa mi|idem sa|pojdem|rozmyslam|premyslam|myslim na|planujem|rozhodol|rozhodla|najradsej by som|som pripraven|radsej|stale myslim|chut|prisaham|predstavujem|idem|bojim sa ze|bojim sa ze|bojim sa',
  die: 'zomriet|umriet|mrtvy|mrtva|zabit sa|zabijem sa|samovrazd|skoncit so vsetkym|skoncit to|zmiznut navzdy|nezobudit|bezo mna|zmysel zit|rozluckov|to cele skoncim|skoncim to|nemala by som tu byt|nemal by som tu byt|tu nebyt',
  live: 'zit|existovat|zobudit|byt tu|pokracovat',
  noWish:
    'nechcem|nechce sa mi|chcem proste nebyt|chcem nebyt|nemam pre co|nema zmysel|nevidim zmysel|ziadny dovod|nemam dovod',
  method:
    'skocim|skocit|z mosta|zo strechy|z okna|vsetky tabletky|obesit|obesim|podrezat zily|pod vlak|odkladam si tabletky|zbieram tabletky|lano|ktory strom|z mosta|najvyssieho mosta|pod vlak|na koleje|slucka',
  harm: 'porez|rezem|pal|spalil|spalila|skriabem|biem sa|udieram sa|ublizujem si|ublizit si|bijem sa|rezala|rezal|ublizim|ublizujem|rozskriabal|bucham|skriabem|bucham pastou|tipem|tipnem|hasim|roztrhla stehy|roztrhol stehy|otvorila ranu|otvoril ranu|znova otvorila|skriabem rany|skriabem tie rany|driapem rany|vytrhla stehy|vytrhol stehy',
  selfBody: 'sa=|si=|ruk|zapast|kozu|stehn|nohy|stehna|ruky|do krvi|pastou|past=',
  deliberate:
    'zase|znova|opat|kazdu noc|kazdy den|schvalne|naschval|ziletk|cigaret|zapalovac|ked mi je|pomaha|zasluzim|upokoji|do krvi|je mi zle|jedine co pomaha|modrin|kym nemam|modriny|nikto nevie',
  attack:
    'zabit|zabijem|ubliz|podrezem|podrezat|zastrelim|zastrelit|otravim|otravit|zbijem|zmlatim|uskrtim|prejdem|bodnem|triast|zaplatia|ublizim|do nemocnice|zrazit|dopicham|do jedla|do pitia|trpel|trpela|nasypem|sotim|zhodit zo schodov|rozbijem|hubu|hodim|hodit|zatriasiem|dobodam|pichnem',
  willAttack:
    'zabijem|ublizim|podrezem|zastrelim|otravim|zbijem|zmlatim|uskrtim|dobodam|bodnem|dopicham|poslem .. do nemocnice|zrazim|rozbijem mu|rozbijem jej|dobodam|pichnem ho|hodim ho',
  other:
    'sused|sef|kolega|kolegyn|brat|sestr|manzel|manzelk|bywal|byval|frajer|otcim|svokr|ucitel|jeho|ju=|ho=|jemu|dieta|syn|dcer|spolubyvajuc|dietat|vsetci|spolubyvajuci|otcim|dieta|mimin|macoch|sefovi|byvalou|byvaleho|ucitel',
  abuser:
    'manzel|frajer|partner|otec|ocko|otcim|mama|matka|brat|stryk|bywal|byval|on=|ona=|chlap|macocha|zamestnavatel|chalan z netu|niekto z netu|nejaky chalan|nejaky chlap|syn|vnuk|vnucka|synovec|zat=|nevesta|opatrovatel|rodina|rodicia|starsi chlap|starsi chalan|chalan z internetu',
  abuse:
    'bije|zbil|udiera|vyhraza|zamyka|zamkol|nepusti|nenecha ma odist|zobral mi mobil|berie mi mobil|znasil|nuti|skrti|dusi|strka|kope|ublizi mi|ak to poviem|ak niekomu|zabije ma|zamyka ma|berie mi mobil|skrtil|dusil|nedava mi jest|nedavaju mi jest|bez jedla|vydiera|nahymi fotkami|nahe fotky|zobral mi pas|zamyka ma',
  me: 'ma=|mi=|mna|mne|nas=',
  person:
    'moj|moja|moje|on=|ona=|niekto|mama|otec|ocko|syn|dcer|dieta|babk|dedk|manzel|manzelk|kamarat|brat|sestr|ja=',
  symptom:
    'nedycha|prestal dychat|nemoze dychat|bez vedomia|stratil vedomie|stratila vedomie|nereaguje|neodpoveda|nezobudi|odpadol|odpadla|skolaboval|kŕc|krc|zachvat|silno krvaca|krvacanie|predavkov|prehltol|prehltla|dusi sa|zmodral|ovisnuty|ovisnute|nezrozumitelne|nemoze zdvihnut',
  neg: 'nie=|nikdy|nic=|nikto|ani|nemam|nemal|nechcem|nebudem',
  hedge: 'skoro|takmer|haha|vtip',
  reflexive: 'sa=|si=|seba|sebe',
  suicideWord: 'zabijem sa|zabit sa|samovrazedn|vezmem si zivot|vziat si zivot',
  selfInjury: 'sebaposkod|rezala som sa|rezem sa|narezala|narezal|plne novych rezov|plne rezov',
  critical:
    'krc|epilepticky zachvat|nemozem dychat|vypil savo|vypila savo|porazka|mrtvica|alergick|opuchaju .. pery|opuchnute pery|cele balenie paralenu|cele balenie tabletiek|celu krabicku tabletiek|cistic na odpady|opuchne mi hrdlo|hrdlo mi opuch',
  hypothetical: 'ak=|keby|je normalne|je to normalne',
  farewell:
    'bezo mna|moja posledna noc|posledna noc|uz sa nezobudit|a nezobudit sa|chcem proste nebyt|chcem nebyt|radsej nebyt|ked tu uz nebudem|ked uz nebudem|uz nezobudil|uz nezobudila|posledna sprava|nikomu by som nechybal|na obtiaz|coskoro tu nebudem|uz tu nebudem|aby sa clovek nezobudil|aby som sa nezobudil|aby som sa nezobudila|smrtelna davka|kolko .. aby som umrel|kolko .. aby som umrela',
  giveAway:
    'porozdavala|porozdaval|rozdala som|rozdal som|rozdavam|zavet|nasiel domov pre|nasla domov pre|dal som psa|dala som psa|dal som macku|dala som macku|splatil vsetky dlhy|splatila vsetky dlhy',
  noNeed: 'nebudem potrebovat|uz nepotrebujem|nebudu treba|nevratim',
  secret:
    'nase tajomstvo|nase male tajomstvo|nikomu to nehovor|nikomu nehovor|nehovorim to rodicom|nehovor rodicom|nepoviem rodicom|nic nehovor rodicom|nepovedz rodicom',
  weapon: 'zbran|puska|pistol|noz|brokovnic|tyc|bejzbalk|kladivo|noz',
  pursue:
    'idem za nim|idem za nou|pojdem za nim|k nemu domov|kde byva|zaplati|zaplatia|oluutuje|olutuje|olutuju|pockam si|pockam|pri aute|po praci|idem k nemu|idem za byvalou|idem za byvalym|idem za|pojdem k',
  fiction:
    'film|roman|serial|knih|pribeh|hra=|hre=|hru=|epizod|postava|dokument|spravy|spravach|pisem|referat',
  laugh: 'haha|lol|xd|hihi',
  oneMore: 'este jedna|este jeden|este jedno|zase|znova|zapch|hluk',
  past: 'pred rokmi|pred .. rokmi|minuly rok|vlani|kedysi|ako dieta|ked sme boli|na strednej|v roku',
  recovered:
    'teraz je v poriadku|je v poriadku|v pohode|dobre sa zotavil|zotavil|zotavila|pomaha inym|berie lieky|uz je dobre',
  study:
    'bakalark|diplomov|seminarn|vyskum|v pesnicke|pesnicka|text piesne|prvej pomoci|prvu pomoc|prevenci|priznaky',
  thing: 'macka|macku|kocur|notebook|pocitac|tlaciar|wifi|router|spoil|prezradil koniec',
  over: 'nic vazne|nic sa nestalo|bola v poriadku|bol v poriadku',
  kitchen: 'plech|rura|sporak|panvic|varil|varila|pri krajani|pri vareni|loupani',
  intrude: 'vyhraza sa ze sa dostane|dostane dnu|vyhraza sa ze vylomi|ide za mnou|sleduje ma',
  rather: 'radsej umriem ako|radsej zomriem ako',
  again: 'este raz|znova|zase|opat',
  condition: 'ak=|nabuduce',
  poison: 'jed=|jed na|otrav|savo|nieco do',
  drink: 'piva|pivo|kavy|kava|kavu|caj|jedla|jedlo|polievk|dzus|vina|vino|pohar',
  resolve: 'uz viem|rozhodol|rozhodla|vybral|vybrala|premyslene',
  hoard:
    'schovavam .. tabletky|schovavam .. lieky|odkladam .. lieky|odkladam .. tabletky|zbieram .. tabletky|zbieram .. lieky|nahromadila|nahromadil',
  enough: 'staci|dost na|bude dost|odrazu',
  deadly:
    'vankus na tvari|kym sa neprestane hybat|kym neprestane dychat|podpalim|vyzerat ako nehoda|ako nehoda|udusim',
  expose: 'zverejni|zverejnit|nahe fotky|intimne fotky|rozposle',
  ransom: 'ak mu nezaplatim|ak nezaplatim|ak mu neposlem|inak|vyhraza|vydiera',
  marry: 'vydat za|vydat sa|vydat ma|vydaju ma|ozenit|svadbu s',
  force: 'nuti|nutia|nutit|nasilu|proti mojej voli|posielaju ma',
  minor: 'mam 12=|mam 13=|mam 14=|mam 15=|mam 16=|mam 17=',
  takeMoney:
    'necha moju kartu|necha si moju|dochodkovu kartu|berie dochodok|berie mi dochodok|bez penazi na jedlo|krade dochodok|berie mi peniaze',
  despair: 'nevladzem|uz nemozem|nezvladam',
};

const he: ConceptLexicon = {
  language: 'he-IL',
  wish: 'רוצה|רוצים|הולך|הולכת|חושב|חושבת|מתכנן|מתכננת|החלטתי|מוכן|מוכנה|מעדיף|מעדיפה|בא לי|עדיף|מדמיין|מדמיינת|נשבע|חשבתי|מפחדת ש|מפחד ש|מפחד ש|מפחדת ש|מפחד|מפחדת',
  die: 'למות|מת=|מתה|להתאבד|התאבדות|לשים קץ|לגמור עם הכל|להיעלם לתמיד|לא להתעורר|להרוג את עצמי|בלעדיי|בלעדי|מכתבי פרידה|לשים סוף|לשים לזה סוף|שלא אהיה פה|שלא אהיה|אמות|נמאס לי לחיות|בשביל מה לחיות|אעשה את זה',
  live: 'לחיות|להתעורר|להמשיך|להיות פה|להתקיים',
  method:
    'לקפוץ|לזרוק את עצמי|כל הכדורים|לתלות את עצמי|לחתוך ורידים|קופץ מהגשר|קופצת מהגשר|אוספת כדורים|אוסף כדורים|חבל|איזה עץ|מהגשר|גשר הכי גבוה|מתחת לרכבת|על הפסים',
  harm: 'חותך|חותכת|חתכתי|שורף|שורפת|שרפתי|מגרד|מגרדת|מכה את עצמי|פוגע בעצמי|פוגעת בעצמי|לחתוך|שרטתי|מרביץ לעצמי|מרביצה לעצמי|פוגע|פוגעת|לפגוע|פוצעת|פוצע|דופק את|דופקת את|מכבה|פתחתי .. הפצע|פותחת .. הפצע|פותח .. הפצע|קרעתי את התפרים|מגרדת את הפצעים|מגרד את הפצעים|חופרת בפצע',
  selfBody: 'עצמי|בעצמי|ידיים|היד|הידיים|פרק|עור|ירכיים|רגליים|עד דם|הראש בקיר',
  deliberate:
    'שוב|כל לילה|כל יום|בכוונה|סכין גילוח|סיגריות|סיגריה|מצית|כשרע לי|עוזר לי|מגיע לי|עד דם|מרגיע|חזרתי|כשאני לחוצה|כשרע|הדבר היחיד שעוזר|סימנים כחולים|כחולים|ורק אז|אף אחד לא יודע',
  attack:
    'להרוג|אהרוג|לדקור|אדקור|לירות|ארה|להרעיל|ארעיל|לחנוק|אחנוק|להרביץ|ארביץ|לפגוע|אפגע|לדרוס|דוקר|לנער|פוגע ב|אשבור לו|לשבור לו|לדרוס|אדרוס|לבית חולים|באוכל|בשתייה|יסבול|תסבול|אשים לו|אדחוף|לדחוף|אקונומיקה ב|שובר לו|אשבור לו|אנער|לנער|אזרוק|לזרוק|דוקר|אדקור|ארביץ',
  willAttack:
    'אהרוג|אדקור|ארעיל|אחנוק|ארביץ|אני דוקר|אשבור לו|אדרוס|אשבור לו|אדקור|ארביץ לו|אהרוג אותו|אהרוג אותה',
  other:
    'שכן|שכנה|בוס|מנהל|עמית|אח=|אחות|בעל|אשתו|אשת|אקס|חבר|אבא החורג|אבי החורג|חמות|מורה|אותו|אותה|תינוק|בן=|בת=|השותף|התינוקת|השותף|השותפה|בעלה של אמא|התינוק|התינוקת|האקס|האקסית',
  abuser:
    'בעלי|החבר שלי|בן הזוג|אבא|אבי|אמא|אח=|דוד|האקס|הוא=|היא=|גבר|אשתו של אבא|בעלה של אמא|מעסיק|מישהו מהאינטרנט|מישהו מהדיסקורד|מישהו מהאינסטגרם|הבן שלי|הנכד|הנכדה|האחיין|החתן|הכלה|המטפל|המטפלת|המשפחה|ההורים|בחור מבוגר|גבר מבוגר',
  abuse:
    'מרביץ|מרביצה|היכה|מכה אותי|מאיים|מאיימת|איים|נועל|נעל|לא נותן לי|לא נותנת לי|לקח לי את הטלפון|אנס|מכריח|חנק|דוחף|יפגע בי|תפגע בי|יהרוג אותי|אם אספר|הרביץ לי|נועל אותי|לוקח לי את הטלפון|חנק אותי|בלי אוכל|לא נותנים לי לאכול|לא נותנת לי לאכול|סוחט|סחיטה|תמונות עירום|לפרסם תמונות|לקח לי את הדרכון|נועל|נועלת|נועלים',
  me: 'אותי|לי=|בי=',
  person: 'שלי|הוא=|היא=|מישהו|אמא|אבא|בן=|הבן|בת=|הבת|תינוק|ילד|בעלי|אשתי|סבתא|סבא|חבר|אח=|אחות|אני',
  symptom:
    'לא נושם|לא נושמת|הפסיק לנשום|הפסיקה לנשום|לא מצליח לנשום|מחוסר הכרה|מחוסרת הכרה|איבד הכרה|איבדה הכרה|לא מגיב|לא מגיבה|לא מתעורר|לא מתעוררת|התעלף|התעלפה|התמוטט|התמוטטה|פרכוס|פרכוסים|התקף אפילפסיה|מדמם|מדממת|דימום|מנת יתר|בלע|נחנק|נחנקת|כחול|כחולה|הפנים נפלו|צונח|מדבר לא ברור',
  neg: 'לא=|אף פעם|אין',
  hedge: 'כמעט|ח=|סתם',
  reflexive: 'עצמי|לעצמי|בעצמי',
  suicideWord: 'להתאבד|אובדני|אובדנית',
  selfInjury: 'פגיעה עצמית|חתכתי את עצמי|לחתוך את עצמי|פוצעת את עצמי|פוצע את עצמי|מלאות בחתכים|מלאות חתכים',
  noWish: 'לא רוצה|לא מסוגל|לא מסוגלת|אין לי בשביל מה|אין טעם|אין סיבה|אין בשביל מה',
  critical:
    'פרכוס|לא מצליח לנשום|לא מצליחה לנשום|שבץ|שתה אקונומיקה|תגובה אלרגית|השפתיים מתנפחות|מתנפחות|חפיסה שלמה של|קופסה שלמה של כדורים',
  hypothetical: 'אם=|זה נורמלי|במקרה',
  farewell:
    'בלעדיי|מכתב פרידה|הלילה האחרון|זה הלילה האחרון|הלילה זה נגמר|ולא להתעורר|נמאס לי מהחיים|כשאני כבר לא אהיה|כשלא אהיה פה|כשאני לא אהיה|ההודעה האחרונה שלי|הלוואי שהייתי מתה|הלוואי שהייתי מת|להיות נטל|נטל על|כבר לא אהיה|כדי לא להתעורר|מנה קטלנית|כמה .. כדי למות',
  giveAway:
    'חילקתי את|נתתי את כל|מחלק את הדברים|מחלקת את הדברים|צוואה|מצאתי בית|נתתי את הכלב|נתתי את החתול|סגרתי את כל החובות',
  noNeed: 'לא אצטרך|לא אצטרך אותם|לא חוזר|לא אחזור|לא חוזרת',
  secret:
    'הסוד שלנו|סוד בינינו|אסור לספר לאף אחד|לא לספר להורים|אל תספרי להורים|אל תספר להורים|לא אספר להורים|בלי שההורים ידעו',
  weapon: 'רובה|אקדח|נשק|סכין|מוט|אלה|פטיש|סכין',
  pursue:
    'הולך אליו|נוסע אליו|אליו הביתה|איפה הוא גר|ישלם|ישלמו|יתחרט|יתחרטו|אחכה ל|אחכה ל|אחכה|בחניון|אחרי העבודה',
  fiction: 'סרט|רומן|סדרה|סיפור|משחק|פרק|דמות|דוקו|חדשות|כותב|כותבת|עבודה על',
  laugh: 'ח=|לול',
  oneMore: 'עוד זום|עוד פגישה|עוד אחד|עוד אחת|עוד פעם|פקק|הרעש',
  past: 'לפני .. שנים|לפני שנתיים|לפני שנה|בשנה שעברה|כשהיינו|בתיכון|בילדות|בעבר',
  recovered:
    'התאושש|התאוששה|היום הוא בסדר|היום היא בסדר|עכשיו הוא בסדר|עכשיו היא בסדר|בסדר גמור|עוזר לאחרים|עוזרת לאחרים|כדי לעזור|על תרופות|היא בסדר|הוא בסדר',
  study: 'עבודה על|עבודת גמר|תזה|מחקר|בשיר|השיר|מילים של|עזרה ראשונה|מניעת|סימנים של|תסמינים',
  thing: 'החתול|חתול|המחשב|מחשב|הלפטופ|המדפסת|מדפסת|הראוטר|הוויפי|ספוילר',
  over: 'כלום לא קרה|לא קרה כלום|היא הייתה בסדר|הוא היה בסדר',
  kitchen: 'תנור|התבנית|מחבת|כיריים|בישלתי|כשחתכתי|קילפתי',
  intrude: 'מאיים להיכנס|מאיים לפרוץ|נוסע אחריי|עוקב אחריי',
  rather: 'למות מאשר',
  again: 'עוד פעם|שוב|פעם נוספת',
  condition: 'אם=|בפעם הבאה',
  poison: 'רעל|אקונומיקה|כלור|משהו ב',
  drink: 'בירה|קפה|תה|אוכל|שתיה|מיץ|יין|מרק|כוס',
  resolve: 'החלטתי|יודע איפה|יודעת איפה|יודע איזה|יודעת איזה|בחרתי',
  hoard:
    'מחביא .. כדור|מחביאה .. כדור|אוסף .. כדור|אוספת .. כדור|אוגר .. כדור|אוגרת .. כדור|שומרת .. כדור|שומר .. כדור',
  enough: 'יספיק|מספיק|בפעם אחת',
  deadly:
    'כרית על הפנים|כרית על פניו|עד שהוא יפסיק לזוז|עד שהיא תפסיק לזוז|עד שיפסיק לנשום|מצית את הדירה|מצית את הבית|להצית את הבית|להצית את הדירה|ייראה כמו תאונה|יראה כמו תאונה',
  expose: 'לפרסם .. תמונות|יפרסם|ישלח את הסרטון|ישלח את התמונות|תמונות עירום|תמונות עירומות',
  ransom: 'אם לא אשלם|אם לא אשלח|מאיים|מאיימת|סחיטה|סוחט|אחרת',
  marry: 'להתחתן|חתונה|נישואים',
  force: 'מכריחים|מכריחה|מכריח|בכוח|בניגוד לרצוני|לוקחים אותי|שולחים אותי',
  minor:
    'אני בת 12=|אני בת 13=|אני בת 14=|אני בת 15=|אני בת 16=|אני בת 17=|אני בן 12=|אני בן 13=|אני בן 14=|אני בן 15=|אני בן 16=|אני בן 17=',
  takeMoney:
    'לוקחת לי את הכרטיס|לוקח לי את כרטיס|כרטיס הקצבה|מרוקנת לי|לוקח לי את הקצבה|בלי כסף לאוכל|גונב לי את|לוקח לי את הכסף',
  despair: 'לא יכול יותר|לא יכולה יותר|לא עומד בזה|לא עומדת בזה',
};

const ar: ConceptLexicon = {
  language: 'ar-SA',
  wish: 'اريد|ابي|بدي|ودي|افكر|سوف|ساقوم|راح|ناوي|قررت|مستعد|اتمني|فكرت|بخلي|اتخيل|احس ابي|والله لو|احلف|خايفة|خايف|عايز|عاوز|مش بهزر|ابغى|ابغا|اخاف|خايفه|عايزه',
  die: 'اموت|الموت|انتحر|الانتحار|اقتل نفسي|انهي حياتي|اختفي|ما اصحي|احسن بدوني|بدوني|رساله وداع|رسائل وداع|انهي كل شي|اخلص من حياتي|ما اكون موجود|معني للحياه|كيف راح اسويها|كيف بسويها|اسويها|عبء|بنهي كل شي|الموت احسن|بقتل روحي|محد بيفقدني',
  live: 'اعيش|عيش|الحياه|اصحي|استمر|اكمل|عايش|استيقظ',
  method:
    'ارمي نفسي|اقفز|انط من|كل الحبوب|اشنق نفسي|من الشرفه|من السطح|من الجسر|بنط من|اجمع الحبوب|حبل|اي شجرة|من الجسر|اعلى جسر|تحت القطار|قدام القطار',
  harm: 'اجرح|جرحت|اقطع|احرق|حرقت|اخدش|اضرب نفسي|اوذي نفسي|اذيت نفسي|احرق نفسي|اذي نفسي|اااذي|خدشت|اخربش|بقبضتي|اضرب الباب|اطفي|اطفئ|قطعت|فتحت الجرح|افتح الجرح|فتحت الغرز|احك الجروح|احك الجرح|انبش الجرح',
  selfBody: 'نفسي|يدي|ايدي|معصمي|جلدي|ذراعي|فخذي|يديني|لين نزل دم|لين يطلع دم|رجلي|قبضتي',
  deliberate:
    'كل ليله|كل يوم|مره ثانيه|مجددا|عن قصد|قصدا|بالشفره|شفره|موس|بالسيجاره|سيجاره|ولاعه|لما اضايق|يريحني|استاهل|لين|دم=|يهديني|عمدا|رجعت|الضغط|كدمات|الشي الوحيد|ما احد يدري|محد يدري|السجاير|سجاير|انتكست',
  attack:
    'اقتل|قتل|اطعن|طعن|اذبح|ارمي عليه|اطلق النار|اسمم|اخنق|اضرب|اكسر راس|ادعس|بطعنه|اهز|يدفعون الثمن|اذي|المستشفي|لاطعنه|في الاكل|في اكله|يتعذب|تتعذب|بحط له|ادف|ادفع|كلوركس في|بحرق بيت|احرق بيت|بكسر وجهه|اكسر وجهه|بكسر راسه|ارمي البيبي|ارمي الطفل|اهز البيبي|بذبحه|بقتله',
  willAttack:
    'ساقتل|ساطعن|ساذبح|سامسم|ساخنق|ساضرب|راح اقتل|راح اذبح|بطعنه|بقتله|بذبحه|لاطعنه|بدخل .. المستشفي|بحرق بيت|بدعس|بضربه|بحط كلوركس|بحط سم|بكسر وجهه|بكسر راسه|بطعن|بذبح|بقتل',
  other:
    'جاري|جارتي|مديري|المدير|زميلي|اخوي|اخي|اختي|زوجي|زوجتي|طليقي|طليقتي|زوج امي|حماتي|مدرس|استاذ|ه=|ها=|طفل|ولدي|بنتي|*ه=|البيبي|كلهم|زميلي في السكن|زوج امي|الطفل|مدرس|المدرس',
  abuser:
    'زوجي|رجلي|خطيبي|صاحبي|ابي|ابوي|امي|اخوي|اخي|عمي|خالي|طليقي|هو=|هي=|رجال|رجل|زوجة ابوي|زوجة ابي|مرت ابوي|مرة ابوي|زوج امي|كفيلي|واحد من النت|احد من النت|شخص من النت|ولدي|حفيدي|حفيدتي|زوج بنتي|مرت ولدي|الممرضه|اهلي|عائلتي|واحد كبير|رجال كبير',
  abuse:
    'يضرب|ضرب|يهدد|هدد|يحبس|حبس|يقفل علي|ما يخليني|لا يسمح لي|لا يتركني|اخذ جوالي|ياخذ جوالي|اغتصب|يجبر|يخنق|خنق|يدفع|بيأذيني|يأذيني|بيقتلني|يقتلني|اذا قلت|لو قلت|لو كلمت|يقفل علي|ياخذ جوالي|يأخذ جوالي|ما تعطيني اكل|ما يعطوني اكل|بدون اكل|يبتزني|تبتزني|ابتزاز|بصوري|اخذ جوازي|ماخذ جوازي|تقفل علي|يقفلون علي',
  me: '*ني=|لي=|علي=',
  person:
    'ابي|امي|ابني|بنتي|ولدي|طفل|زوجي|زوجتي|جدتي|جدي|صديقي|صديقتي|اخي|اختي|هو=|هي=|احد|شخص|انا|عنده|عندها',
  symptom:
    'لا يتنفس|لا تتنفس|ما يتنفس|ما تتنفس|توقف عن التنفس|مغمي عليه|مغمي عليها|فاقد الوعي|فاقده الوعي|لا يستجيب|لا تستجيب|ما يرد|ما ترد|لا يصحو|سقط|انهار|تشنج|نوبه صرع|صرع|ينزف|تنزف|نزيف|جرعه زائده|بلع|ابتلع|يختنق|تختنق|ازرق|زرقاء|وجهه مايل|مايل|ما يقدر يحرك|ثقيل اللسان',
  neg: 'لا=|ما=|مو=|لم=|لن=|ابدا|مب=',
  hedge: 'كاد|تقريبا|ه=|امزح',
  reflexive: 'نفسي|حالي|روحي',
  suicideWord: 'انتحاري|بنتحر|راح انتحر',
  selfInjury: 'اذيت نفسي|اوذي نفسي|اجرح نفسي|جرحت نفسي|ايذاء النفس|مليانه جروح',
  noWish:
    'مش قادر|مو قادر|ما عاد اقدر|ما ابي|ما بدي|لا اريد|ما عاد بدي|ما عاد ابي|ما ابغى|ما ابغا|ما ابا|مش عايز|مش عايزة|مو عايز|ما عندي شي اعيش|ما في فايده|ما فيه فايده|ما في سبب|مافي سبب|ما له معنى|ما عاد عندي شي',
  critical: 'تشنج|نوبه صرع|ما اقدر اتنفس|جلطه|شرب كلور|حساسيه|تنتفخ|علبه بنادول|علبه حبوب|حلقي يتورم|يتورم',
  hypothetical: 'اذا|لو=|طبيعي',
  farewell:
    'احسن من غيري|احسن بدوني|رساله وداع|اخر ليله|انام وما اصحي|ما اصحي|ما اكون|ابي بس ما اكون|تعبت من اني موجود|لما ما اكون موجود|لما ما اكون|بعد ما اموت|اخر رساله|ليتني ميت|ليتني ميته|عبء على|اكون عبء|عشان ما اصحى|جرعه قاتله|جرعه مميته|كم حبه .. اموت',
  giveAway:
    'وزعت|عطيت كل اغراضي|وزعت اغراضي|وصيتي|كتبت وصيه|لقيت احد ياخذ|عطيت القطوه|عطيت القطه|عطيت الكلب|سددت كل ديوني',
  noNeed:
    'ما رح احتاج|ما راح احتاج|ما بحتاج|ما احتاج|ما عاد احتاج|ما راح ارجع|ما رح ارجع|ما برجع|مو راجع|مش راجع',
  secret:
    'سر بيننا|سرنا|لا تقولين لاحد|لا تقولي لاحد|ما تقولين لاحد|ما تقولي لاحد|ما اقول لاهلي|لا تقول لاهلك|ما تقول لاهلك|لا تقولين لاهلك|بدون ما يدرون اهلي',
  weapon: 'مسدس|بندقي|سلاح|سكين|رشاش|حديدة|عصا|مطرقة|شاكوش|سكين',
  pursue:
    'رايح له|بروح له|رايح لبيته|بيته|يدفع الثمن|بيدفعون الثمن|بيندم|بيندمون|بستناه|بستنى|بستنى|استنى|انتظر|بعد الدوام|عند الموقف',
  fiction: 'فيلم|رواية|مسلسل|كتاب|قصة|لعبة|اللعبة|حلقة|شخصيتي|شخصية|وثائقي|اخبار|الاخبار|اكتب|بحث',
  laugh: 'ه=|لول',
  oneMore: 'اجتماع ثاني|زوم ثاني|مرة ثانية|كمان|الزحمة|زحمة|الازعاج',
  past: 'قبل .. سنين|قبل سنتين|قبل سنة|السنة اللي فاتت|السنة الماضية|العام الماضي|واحنا صغار|لما كنا|في الثانوي|زمان',
  recovered: 'الحين بخير|والحين بخير|هي بخير|هو بخير|تعافى|تعافت|يساعد غيره|تساعد غيرها|على علاج',
  study: 'بحث التخرج|مشروع تخرج|الاغنية تقول|كلمات الاغنية|اسعافات اولية|الوقاية|علامات|اعراض',
  thing: 'القطو|القطة|قطو|قطة|اللابتوب|الكمبيوتر|الطابعة|الواي فاي|الراوتر|حرق النهاية|حرق الاحداث',
  over: 'ما فيها شي|ما فيه شي|ما صار شي|طلعت بخير|طلع بخير|انجرحت ركبته',
  kitchen: 'الفرن|صينية|المقلاة|الطبخ|اطبخ|وانا اقطع|وانا اقشر',
  intrude: 'يهدد انه بيكسر|بيكسر الباب|يهدد يدخل|يلحقني',
  rather: 'اموت ولا',
  again: 'مرة ثانية|مرة تانية|كمان مرة|ثاني مرة|مرة ثاني',
  condition: 'لو=|اذا|المرة الجاية',
  poison: 'سم=|سم فيران|كلوركس|كلور|مبيد',
  drink: 'عصير|قهوة|شاي|اكل|اكله|شراب|بيبسي|حليب|عشا|غدا',
  resolve: 'قررت|عارف وين|عارفة وين|عارف اي|اخترت',
  hoard: 'اخبي .. حبوب|اخبي الحبوب|اجمع .. حبوب|اجمع الحبوب|مخبيه .. حبوب|مخبي .. حبوب|اخزن .. حبوب',
  enough: 'تكفي|يكفي|كفايه|دفعه وحده',
  deadly:
    'المخده على وجه|مخده على وجه|لين يوقف عن الحركه|لين يوقف عن التنفس|بحرق شقه|احرق بيته|احرق شقته|كانها حادث|كانه حادث|تبان حادث|اخنقه',
  expose: 'ينشر صوري|ينشر الصور|يرسل صوري|صوري العاريه|صور عاريه|صوري الخاصه|يفضحني|بفضحني',
  ransom: 'اذا ما دفعت|اذا ما ارسلت|لو ما دفعت|يهددني|تهديد|يبتزني|ابتزاز|والا',
  marry: 'يزوجوني|اتزوج|زواج|يزوجني',
  force: 'يجبروني|يجبرني|غصب|بالغصب|بالقوه|اجبار|مجبوره|يودوني',
  minor: 'عمري 12=|عمري 13=|عمري 14=|عمري 15=|عمري 16=|عمري 17=',
  takeMoney:
    'ماخذ بطاقه|ماخذ بطاقتي|بطاقه تقاعدي|ياخذ تقاعدي|ياخذ راتبي|يسرق تقاعدي|يسرق فلوسي|بدون فلوس للاكل|ياخذ فلوسي',
  despair: 'مش قادر|مو قادر|ما عاد اقدر|ما اتحمل|ما عاد اتحمل',
};

const hi: ConceptLexicon = {
  language: 'hi-IN',
  wish: 'चाहता|चाहती|चाहिए|सोच|सोचता|सोचती|वाला हूँ|वाली हूँ|इरादा|तैयार|मन करता|मन है|chahta|chahti|soch|सोच लिया|कसम|दूं=|डर है कि|darr|dar lagta|डर लगता|chahte|sochti|sochta|irada|man karta|mann karta|soch raha|soch rahi|sochta|sochti|man hai|mann hai|irada',
  die: 'मरना|मर जा|मरने|मौत|आत्महत्या|खुदकुशी|जान दे|जान ले|अपनी जान|खुद को मार|ख़त्म कर|खत्म कर|गायब हो जा|marna|mar ja|suicide|jaan de|मेरे बिना|चिट्ठी|सुसाइड नोट|ख़त्म कर दूँ|खत्म कर दूँ|ख़त्म कर दूंगा|खत्म कर दूंगा|कभी न उठ|जीने का कोई मतलब|आखिरी खत|सब खत्म कर|यहां नहीं होना|बोझ हूं|jeene ka mann nahi|apni jan|jan lena|mar jana|mar jaun|mar jaunga|mar jaungi|khudkushi|jaan de dunga|jaan de dungi|maut|atmahatya|khatam kar|khatm kar|zinda nahi rehna|jeene ka koi matlab',
  live: 'जीना|जीने|जिंदा|ज़िंदा|जी नहीं|उठना|jina|zinda|jeena|jeene|jiyu|jeeun|आगे चलने|आगे बढ़ने',
  method:
    'कूद जा|कूद जाऊँ|छत से|पुल से|सारी गोलियाँ|सारी गोलियां|फांसी|फाँसी|नस काट|kud ja|fansi|कूद जाऊंगी|कूद जाऊंगा|गोलियां जमा|गोलियाँ जमा|rassi|रस्सी|फंदा|fanda|pul se|kood|kud ja|train ke aage|ट्रेन के आगे|पटरी|chhat se|goliyan|goliya|neend ki goli|phansi|nas kaat',
  harm: 'काट|काटती|काटता|जला|जलाया|खरोंच|मारती हूँ खुद|मारता हूँ खुद|चोट पहुँचा|kaat|jala|जलाती|जलाता|मारता हूं|मारती हूं|कट लगा|मुक्के|haath kaat|kaat liya|खुजा|मुक्के मारता|मुक्के मारती|बुझाती|बुझाता|bujhati|kaata|kaati|jalaya|jalati|jalata|kharonch|chot pahuncha|घाव फिर से खोल|घाव खोल दिया|टाँके खोल|टांके खोल|घाव को खुजा|घाव खुरच',
  selfBody:
    'खुद|अपने आप|अपनी कलाई|कलाई|बाँह|बांह|हाथ|त्वचा|जाँघ|khud|kalai|खुद को|जांघों|apne aap|kalai|haath|baazu|bazu|jaangh',
  deliberate:
    'फिर से|हर रात|हर दिन|जानबूझ|जान बूझ|ब्लेड|सिगरेट|लाइटर|जब मन|अच्छा लगता|लायक|phir se|blade|जब बर्दाश्त|दर्द|मदद करता|नील|खून निकाल|जब तक नील|किसी को नहीं पता|kisi ko nahi pata|fir se|har raat|har din|jaan boojh|jaanbujh|cigarette|lighter|sukoon|sukun|khoon',
  attack:
    'मार दूँगा|मार दूंगा|मार दूँगी|मार डाल|जान से मार|चाकू मार|गोली मार|ज़हर दे|जहर दे|गला दबा|पीट|कुचल|maar dunga|maar dalunga|चोट पहुंचा|झकझोर|कीमत चुका|दर्द देना|हॉस्पिटल पहुँचा|हॉस्पिटल पहुंचा|chaku maar|maar daalunga|maar dalunga|खाने में|तड़पे|khane me|मिला दूंगी|मिला दूंगा|sar phod|सिर फोड़|धक्का दे|phenyl|muh tod|मुंह तोड़|patak|पटक|maar dunga|maar dungi|मार दूंगा|मार दूंगी|sar phod|jaan se maar',
  other:
    'पड़ोसी|पडोसी|बॉस|सहकर्मी|भाई|बहन|पति|पत्नी|सौतेले|सौतेला|सास|टीचर|उसे|उसको|उस को|बच्चे|बेटे|बेटी|padosi|boss|use|रूममेट|बच्ची|सबको|एक्स|roommate|baby|bachche|बाप की|सौतेले|ex=|uska|uski|usko|bhai|behen|bahan|patni|saas|teacher|uske|bachcha|beta|beti',
  abuser:
    'पति|बॉयफ्रेंड|पापा|पिता|पिताजी|सौतेले|माँ=|मम्मी|भाई|चाचा|मामा|वो=|वह=|ससुर|सास|pati|एक्स|पुराना बॉयफ्रेंड|आदमी|सौतेली मां|सौतेली माँ|sauteli maa|sautela|ek ladka|एक लड़का|internet wala|मालिक|maalik|boyfriend|papa|pita|sauteli|chacha|mama|sasur|saas|बेटा|पोता|पोती|भतीजा|दामाद|बहू|घरवाले|परिवार|एक आदमी|बड़ा लड़का|इंटरनेट का|pota',
  abuse:
    'मारता|मारते|पीटता|पीटते|धमकी|धमका|बंद कर|जाने नहीं देता|जाने नहीं देते|निकलने नहीं|फोन छीन|फ़ोन छीन|ज़बरदस्ती|जबरदस्ती|गला दबा|maarta|dhamki|नुकसान पहुँचाएगा|नुकसान पहुंचाएगा|किसी को बताया तो|गला दबाया|band karke|phone le leta|गला दबाया|गला दबाता|गला घोंट|जान से मार देगा|मार देगा|खाना नहीं देती|खाना नहीं देते|khana nahi|बिना खाने|blackmail|ब्लैकमेल|photos se|फोटो से|passport le|पासपोर्ट ले|band kar|बंद कर देती|maarta hai|jaan se maar dega|maarte|peet|pitai|dhamkata|jaane nahi deta|phone chheen|zabardasti|gala daba|chhoota|chhuta|touch karta',
  me: 'मुझे|मुझको|mujhe|मेरा गला|मेरा',
  person:
    'मेरे|मेरी|मेरा|वो=|वह=|कोई|माँ=|मम्मी|पापा|बेटा|बेटे|बेटी|बच्चा|बच्चे|पति|पत्नी|दादी|दादा|नानी|नाना|दोस्त|भाई|बहन|मैं|mere|meri|koi|mummy|papa|beta|beti|bachcha|pati|patni|dadi|dada|nani|nana|dost|bhai|behen',
  symptom:
    'सांस नहीं|साँस नहीं|सांस नहीं ले|सांस रुक|बेहोश|होश नहीं|जवाब नहीं दे|कोई जवाब नहीं|हिल नहीं|गिर पड़|दौरा|दौरे|झटके|खून बह|बहुत खून|ओवरडोज़|ओवरडोज|निगल|गले में फँस|दम घुट|नीला पड़|नीले पड़|चेहरा टेढ़ा|लटक गया|बोल नहीं पा|behosh|saans nahi|saans nahin|hosh nahi|utth nahi|uth nahi|jawab nahi|gir gaye|gir gayi|daura|jhatke|khoon beh|bahut khoon|overdose|dam ghut|neela pad|neeli pad',
  neg: 'नहीं|नही|मत|कभी|nahi|mat',
  hedge: 'लगभग|करीब करीब|हाहा|मज़ाक',
  reflexive: 'खुद को|अपने आप को|खुद|khud ko',
  suicideWord: 'आत्महत्या कर|खुदकुशी कर|suicide kar',
  selfInjury: 'खुद को काट|खुद को चोट|खुद को नुकसान|अपने आप को चोट|नए कट',
  noWish:
    'नहीं जीना|नही जीना|जीना नहीं|जीना नही|nahi jina|jina nahi|nahi jeena|jeena nahi|जीने के लिए कुछ नहीं|जीने की कोई वजह नहीं|कोई मतलब नहीं|कोई वजह नहीं|jeene ki koi wajah nahi|koi matlab nahi',
  willAttack:
    'चाकू मार दूंगा|गला दबा दूंगा|मार दूंगा|हॉस्पिटल पहुँचा दूँगा|हॉस्पिटल पहुंचा दूंगा|chaku maar dunga|maar daalunga|maar dalunga|muh tod dunga|maar dunga|maar dungi|patak dungi|patak dunga|sar phod dunga|tod dunga|तोड़ दूंगा',
  critical:
    'दौरा पड़|झटके आ|सांस नहीं ले पा|लकवा|स्ट्रोक|एलर्जी|होंठ सूज|पूरा पत्ता|pura patta|chehra latak|awaaz ladkhada',
  hypothetical: 'अगर|सामान्य|नॉर्मल|normal|agar|न हो तो',
  farewell:
    'मेरे बिना बेहतर|आखिरी खत|आखिरी रात|कभी न उठूं|फिर कभी न उठ|sab khatam|jeene ka man nahi|होना ही नहीं चाहती|होना ही नहीं चाहता|जीते जीते थक|जब मैं नहीं रहूंगी|जब मैं नहीं रहूंगा|जब मैं नहीं रहूँगी|जब मैं नहीं रहूँगा|मेरे जाने के बाद|jab main nahi rahungi|jab main nahi rahunga|आखिरी मैसेज|aakhri message|अलविदा की चिट्ठ|अलविदा का खत|bojh nahi banna|बोझ नहीं बनना|बोझ हूं|bojh hoon|alvida keh|अलविदा कह|मरने के लिए कितनी|कितनी .. से मौत|jaan lene ke liye kitni|marne ke liye kitni',
  giveAway:
    'सारा सामान|सामान दे दिया|saara saman|sara saman|वसीयत|घर ढूँढ दिया|घर ढूंढ दिया|बिल्ली दे दी|कुत्ता दे दिया|wasiyat|vasiyat',
  noNeed:
    'ज़रूरत नहीं पड़ेगी|जरूरत नहीं पड़ेगी|zarurat nahi|zaroorat nahi|वापस नहीं आऊँगा|वापस नहीं आऊंगा|वापस नहीं आऊँगी|वापस नहीं आऊंगी|wapas nahi aaunga|wapas nahi aaungi',
  secret:
    'हमारा राज़|हमारा राज|हमारा सीक्रेट|किसी को मत बताना|hamara raaz|hamara raj|घरवालों को मत बताना|मम्मी पापा को मत|ghar walon ko mat|mummy papa ko mat',
  weapon: 'बंदूक|पिस्तौल|कट्टा|चाकू|bandook|bandook|chaku|rod|रॉड|डंडा|हथौड़ा|चाकू|pistol|katta|chaaku|danda|hathoda',
  pursue:
    'उसके घर जा|उसके पास जा|उसको सबक|सबक सिखा|कीमत चुका|पछताएगा|पछताएंगे|uske ghar|intezaar|wait karunga|इंतज़ार करूंगा|office ke baad|ऑफिस के बाद|uske paas|sabak sikha|keemat|pachtayega',
  fiction:
    'फिल्म|उपन्यास|कहानी|सीरीज़|सीरियल|किताब|गेम|एपिसोड|कैरेक्टर|किरदार|डॉक्यूमेंट्री|न्यूज़|खबर|लिख रहा|लिख रही|निबंध|movie|film|kahani|game|थ्रिलर|फ्री फायर|free fire',
  laugh: 'हाहा|lol|haha|हा हा',
  oneMore: 'एक और|फिर से|ek aur|phir se|जाम|ट्रैफिक|शोर|traffic|shor',
  past: 'साल पहले|पिछले साल|बचपन में|स्कूल में|saal pehle|pichhle saal|पहले खुद',
  recovered: 'अब ठीक|ठीक हो गए|ठीक हो गई|बिल्कुल ठीक|दूसरों की मदद|दवा लेते|ab theek|ab thik|साल से ठीक',
  study: 'थीसिस|रिसर्च|शोध|गाने में|गाना|लिरिक्स|फर्स्ट एड|प्राथमिक चिकित्सा|रोकथाम|लक्षण|thesis|research|first aid',
  thing: 'बिल्ली|लैपटॉप|कंप्यूटर|प्रिंटर|वाईफाई|राउटर|laptop|computer|billi|spoiler|स्पॉइलर',
  over: 'कुछ नहीं हुआ|ठीक थी|ठीक था|kuch nahi hua|घुटना छिल',
  kitchen: 'ओवन|तवा|कड़ाही|खाना बनाते|काटते हुए|छीलते|ट्रे',
  intrude: 'घुसने की धमकी|अंदर घुसने|ghusne ki dhamki|पीछा कर',
  rather: 'से अच्छा मर|से अच्छा तो मर',
  again: 'phir se|fir se|phir|fir|dobara|दोबारा|फिर से|फिर|एक और बार',
  condition: 'अगर|agar|अगली बार|agli baar',
  poison: 'चूहे मारने की दवा|chuhe maarne ki dawa|zehar|jahar|ज़हर|जहर|फिनाइल|phenyl|ब्लीच|bleach',
  drink: 'चाय|बीयर|कॉफी|खाने|खाना|दूध|जूस|chai|beer|coffee|khane|khana|doodh|juice',
  resolve: 'tay kar liya|तय कर लिया|decide kar liya|पता है कहां|dekh liya|देख लिया',
  hoard:
    'गोलियाँ छिपा|गोलियां छिपा|गोलियाँ जमा|गोलियां जमा|गोलियाँ इकट्ठा|गोलियां इकट्ठा|goliyan jama|goliyan chhupa',
  enough: 'काफी हैं|काफी हो|काफ़ी|एक बार में|kaafi|kafi',
  deadly:
    'मुँह पर तकिया|मुंह पर तकिया|मुँह पर दबा|हिलना बंद|साँस लेना बंद|सांस लेना बंद|फ्लैट में आग|कमरे में आग|जैसे हादसा|हादसे जैसा|takiya',
  expose: 'फोटो डाल देगा|फोटो भेज देगा|वीडियो डाल देगा|नंगी फोटो|न्यूड|वायरल कर|photo daal dega|nangi photo',
  ransom: 'नहीं दिए तो|नहीं दिया तो|धमकी|ब्लैकमेल|warna|वरना|nahi diye to|blackmail|dhamki',
  marry: 'शादी|shaadi|shadi|ब्याह',
  force: 'ज़बरदस्ती|जबरदस्ती|जबरन|मर्ज़ी के खिलाफ|मर्जी के खिलाफ|zabardasti|jabardasti',
  minor: 'मैं 12=|मैं 13=|मैं 14=|मैं 15=|मैं 16=|मैं 17=|main 13=|main 14=|main 15=|main 16=|main 17=',
  takeMoney: 'कार्ड रख लेता|पेंशन ले|पेंशन कार्ड|खाने के पैसे|पैसे छीन',
  despair: 'बर्दाश्त नहीं|सहा नहीं जाता|और नहीं सह|bardasht nahi',
};

const zh: ConceptLexicon = {
  language: 'zh-CN',
  wish: '想|要|打算|准备|决定|计划|宁愿|想象|老是想|要让|我怕我会|我怕|害怕我会|忍不住',
  die: '自杀|结束生命|结束自己|了结|消失|不想活|活不下去|不想醒|去死|想死|死掉|死了算|一死|一了百了|不该存在|不想存在|没有我大家|写了遗书|遗书|结束这一切|没什么意思',
  live: '活|醒来|存在',
  method:
    '跳下去|跳楼|跳河|从楼上|从桥上|所有的药|吞药|上吊|割腕|攒安眠药|攒药|多少片药|绳子|从桥上|最高的桥|卧轨|上吊|跳河',
  harm: '割|划|烫|烧|抓|打自己|伤害自己|撞墙|砸门|拳头|用拳头砸|砸门|烟头烫|掐灭|抠开|抠伤口|撕开伤口|扯开伤口|伤口撕开|抓破伤口',
  selfBody: '自己|手腕|胳膊|手臂|大腿|皮肤',
  deliberate:
    '又|每天|每晚|故意|刀片|烟头|打火机|难受的时候|才舒服|活该|才好受|淤青|流血|砸到淤青|到淤青|没人知道',
  attack:
    '杀|捅|砍|毒死|下毒|掐死|打死|弄死|撞死|枪|伤害|摇她|摇他|付出代价|报复|打进医院|送进医院|捅死|饭里|下点东西|受罪|下药|头打爆|打爆|推下楼梯|漂白水|漂白剂|打烂|打死|摔了|扔出去|摇晃|捅死|捅了|弄死|砍死',
  other:
    '邻居|老板|同事|哥哥|弟弟|姐姐|妹妹|老公|老婆|前任|男朋友|女朋友|继父|婆婆|老师|他|她|孩子|儿子|女儿|室友|他们|室友|继父|后妈|宝宝|孩子|婴儿|同事|前男友|前女友|前任',
  abuser:
    '老公|丈夫|男朋友|男友|爸|父亲|继父|妈|母亲|哥|叔|前夫|前任|他|她|女朋友|叔叔|有人|男人|有个男的|后妈|继母|网上认识|网友|一个男的|儿子|孙子|孙女|外孙|侄子|女婿|儿媳|保姆|家里|爸妈|年纪大的男|陌生人',
  abuse:
    '打我|打了我|揍我|威胁|不让我离开|把我关|把我锁|关起来|锁在|拿走我的手机|抢我手机|强奸|逼我|掐我|推我|摸我|撬我家|砸门|拿刀威胁|对我做|就杀了我|打我们|掐我脖子|掐我|弄我|说出去|敢报警|锁在家|掐我脖子|掐我的脖子|不给饭|不给我饭|锁起来|关起来|勒索|裸照|拿走护照|扣了护照',
  me: '打我|揍我|杀我|让我|把我|给我|威胁我|我们|掐我',
  person: '我|他|她|妈|爸|儿子|女儿|孩子|宝宝|老公|老婆|奶奶|爷爷|外婆|外公|朋友|哥|姐|弟|妹|有人',
  symptom:
    '没有呼吸|没呼吸|不呼吸|喘不上气|停止呼吸|昏迷|晕倒|昏倒|不省人事|没有反应|没反应|叫不醒|抽搐|癫痫|大出血|血流不止|止不住血|吃了很多药|吞了|过量|噎住|卡住了|窒息|发紫|嘴歪|脸歪|说话不清|抬不起',
  neg: '不|没|别|绝不|从不',
  hedge: '差点|快要|哈哈|开玩笑',
  reflexive: '自己',
  selfInjury: '自残|自伤|割腕|伤害自己|全是新的伤口|全是伤口',
  suicideWord: '自杀',
  critical: '抽搐|喘不上气|中风|喝了漂白|胸口剧痛|左手发麻|喉咙肿|过敏|嘴唇肿|一整瓶药|一整盒药|整瓶安眠药',
  hypothetical: '如果|万一|正常吗|正常不',
  farewell:
    '没有我会过得更好|没有我大家|最后一晚|最后一夜|再也不醒|写好了遗书|等我不在了|我不在了以后|最后一条消息|希望我已经死了|真希望我死了|没人会想我|不想再拖累|不想拖累|不再拖累|拖累|该告别的都告别|不麻烦大家|很快就不在|就不会醒|不会醒过来|致死量|吃多少..会死',
  giveAway: '送给朋友|都送人|送人了|把东西都送|遗嘱|找到人养|托付给|还清了所有',
  noNeed: '用不上了|用不着了|不需要了|不回来了|不会回来|回不来了|再也不回',
  secret:
    '我们的秘密|我们之间的秘密|不许告诉任何人|不准告诉任何人|别告诉爸妈|不要告诉爸妈|别跟爸妈说|不要跟父母说|别告诉父母|不许告诉爸妈',
  weapon: '枪|刀|猎枪|手枪|菜刀|铁棍|棍子|锤子|刀',
  pursue: '去找他|去找她|找他算账|去他家|付出代价|后悔|堵他|等他|堵|下班',
  fiction: '电影|小说|剧里|电视剧|书里|故事|游戏|角色|纪录片|新闻|论文|恐怖片',
  laugh: '哈哈|笑死|hh',
  oneMore: '再开一个|再来一个|又要|再开|堵车|噪音',
  past: '年前|去年|小时候|以前|当年|高中的时候|那时候',
  recovered: '现在挺好|现在很好|恢复得|现在她很好|现在他很好|在吃药|帮助别人|已经好了|没事了|年没有了',
  study: '论文|研究|歌词|这首歌|急救|预防|症状|培训',
  thing: '猫|电脑|笔记本|打印机|路由器|wifi|剧透',
  over: '没什么事|没事|什么事都没有|后来没事',
  kitchen: '烤盘|烤箱|锅|做饭|切菜|切面包|削皮',
  intrude: '砸门|撬门|踹门|跟踪我',
  rather: '宁死也不|宁愿死也不',
  again: '再|又',
  condition: '要是|如果|再敢|下次',
  poison: '老鼠药|毒药|农药|漂白剂|消毒液|下药',
  drink: '啤酒|咖啡|茶|饭|菜|饮料|汤|酒|果汁',
  resolve: '决定|找好了|选好了|想好了',
  noWish:
    '没有什么可活|没什么可活|没什么好活|活下去没有意义|活下去没意义|活着没有意义|活着没意思|没有活下去的理由|没有活下去的意义',
  hoard: '藏..药|攒..药|存..药|囤..药',
  enough: '够用|攒够|足够|一次性全',
  deadly: '枕头压|捂死|闷死|直到他不动|直到她不动|不动为止|放火烧|纵火|弄得像意外|像意外一样',
  expose: '发出去|发到网上|裸照|私密照|曝光|挂到网上',
  ransom: '不给..就|不然|否则|威胁|勒索',
  marry: '嫁给|结婚|娶|嫁人',
  force: '逼我|强迫|被迫|硬要|逼着',
  minor: '我才12|我才13|我才14|我才15|我才16|我才17|我12岁|我13岁|我14岁|我15岁|我16岁|我17岁',
  takeMoney: '拿着我的..卡|养老金卡|退休金取|把我的退休金|把我的养老金|吃饭的钱都没|拿走我的钱|偷我的钱',
  despair: '受不了了|撑不下去|坚持不下去',
};

const ja: ConceptLexicon = {
  language: 'ja-JP',
  wish: 'たい|つもり|しよう|ようと思|と思って|決めた|覚悟|予定|てやる|してやる|たく|なりたい|ばいいのに|ようと|想像|やる|てやり|そうで怖い|怖い|しまいそう',
  die: '死|自殺|消え|いなくなり|終わりにし|終わらせ|命を絶|生きていたくない|目覚めたくない|いない方が|いなくなれば|遺書|終わりにする|もう目覚め|消えたい|いない方がみんな|目が覚めなければ|生きている意味|生きてる意味|楽になりたい|全部終わらせ|死んだほうがまし|死んだ方がまし|やるか|二度と目',
  live: '生き|目覚め|起きたく',
  method:
    '飛び降り|身を投げ|薬を全部|首を吊|首吊り|線路に|薬をため|屋上から飛|飛ぼう|ロープ|首を吊|飛び降り|一番高い橋|橋から|ホームから|線路に|電車に飛び込',
  harm: 'リストカット|リスカ|切っ|切り|焼い|焼き|やけど|傷つけ|殴っ|引っかい|自傷|焼いて|殴って|かきむし|殴ってる|切った|拳で殴|殴ってる|押し付け|押しつけ|傷口を開|傷をえぐ|えぐった|掻きむし|傷口を広げ|かさぶたを剥',
  selfBody: '自分|腕|手首|太もも|肌|体|自分を|腕を|肌を|血が出るまで',
  deliberate:
    'また|毎晩|毎日|わざと|カミソリ|刃|タバコ|ライター|辛い時|落ち着く|当然|血が出るまで|痛くなるまで|落ち着か|自分が悪い|耐えられない時|これしか|楽になる|あざ|あざができるまで|楽になる方法|誰も知らない',
  attack:
    '殺|刺し|刺す|刺して|撃|毒を|首を絞め|ぶん殴|轢|傷つける|揺さぶ|思い知らせ|痛い目|病院送り|ひいて|轢いて|ご飯に|何か混ぜ|苦しめ|かち割|突き落と|ぶん殴|殴る|投げて|投げる|揺さぶ|刺す|殺す',
  other:
    '人|隣|上司|同僚|兄|弟|姉|妹|夫|妻|元彼|元カノ|彼氏|彼女|義理の父|継父|姑|先生|あいつ|子供|息子|娘|ルームメイト|赤ちゃん|あいつら|ルームメイト|義父|継母|赤ちゃん|子ども|子供|同僚|元カノ|元彼|あいつ',
  abuser:
    '夫|旦那|彼氏|恋人|父|義理の父|継父|母|兄|叔父|元夫|元彼|彼|あいつ|男|継母|義母|ネットで知り合った|知らない男|雇い主|息子|孫|甥|婿|ヘルパー|家族|親が|年上の男',
  abuse:
    '殴られ|叩かれ|蹴られ|脅され|閉じ込められ|出してもらえない|出させてもらえない|外に出られない|スマホを取られ|携帯を取られ|レイプ|無理やり|首を絞められ|殺すと|痛い目|言ったら殺す|殺すって|閉じ込め|痛い目にあわせる|押し付けられ|ご飯をくれな|ご飯をもらえな|閉じ込め|脅され|裸の写真|パスポートを取られ|殴られ',
  me: 'られ|され|もらえない|私を|僕を|俺を|私に|僕に',
  person:
    '私|僕|俺|彼|母|父|息子|娘|子供|赤ちゃん|夫|妻|祖母|祖父|おばあちゃん|おじいちゃん|友達|兄|姉|弟|妹|誰か|人が',
  symptom:
    '息をしていない|息してない|呼吸していない|呼吸がない|息ができない|意識がない|意識不明|反応がない|返事がない|目を覚まさない|倒れ|けいれん|痙攣|発作|出血が止まらない|大量に出血|過剰摂取|オーバードーズ|飲み込ん|喉に詰ま|窒息|唇が紫|顔が歪|ろれつ|腕が上がらない',
  neg: 'ない|ません|しない|じゃない|なんて',
  hedge: 'かと思った|そう|ほど|笑|ww|冗談',
  reflexive: '自分を|自分で',
  suicideWord: '自殺する|自殺したい|死にたい|死のう|死ぬつもり',
  selfInjury: '自傷|リスカ|リストカット|自分を傷つけ|傷だらけ',
  critical:
    'けいれん|痙攣|息ができない|脳卒中|漂白剤を飲|アレルギー|唇が腫れ|一箱全部飲|一瓶全部飲|薬を一箱|薬を一瓶|パイプクリーナー',
  hypothetical: 'もし|普通ですか|普通なの|正常',
  farewell:
    'いない方が|最後の夜|目が覚めなければ|今夜で終わり|私がいなくなったら|いなくなったら読ん|最後のメッセージ|負担にもなりたくない|負担になりたくない|迷惑をかけたくない|もういないと思う|いなくなるから|致死量|何錠で死|何錠飲めば死',
  giveAway: '全部友達にあげ|ぜんぶ友達にあげ|持ち物|全部あげ|全部人にあげ|遺書|引き取り先|遺言|借金を全部返',
  noNeed: 'もう要らない|もういらない|もう必要ない|戻るつもりはない|戻らない|帰らない|帰るつもりはない',
  secret:
    '二人だけの秘密|二人の秘密|誰にも言うな|誰にも言っちゃだめ|親には言うな|親に言うな|親には内緒|親に内緒|誰にも言わないで',
  weapon: '猟銃|銃|ナイフ|包丁|拳銃|鉄パイプ|バット|ハンマー|ナイフ|包丁',
  pursue: '家に行く|家に行って|の家に|思い知らせ|後悔させ|待ち伏せ|償わせ|待ち伏せ|仕事終わり',
  fiction: '映画|小説|ドラマ|漫画|本で|物語|ゲーム|キャラ|ドキュメンタリー|ニュース|レポート',
  laugh: 'ww|笑',
  oneMore: 'もう一回|また会議|もう一つ|またか|渋滞|騒音|うるさ',
  past: '年前|去年|昔|子供の頃|高校のとき|当時|以前',
  recovered: '今は元気|元気にしてる|回復|今は大丈夫|薬飲んで|支援の仕事|人の役に立つ|やってない',
  study: '卒論|論文|研究|歌詞|この曲|救命講習|応急処置|予防|サイン|症状|研修',
  thing: '猫|パソコン|PC|プリンター|ルーター|wifi|スマホ固|ネタバレ',
  over: '大丈夫だった|何ともなかった|何もなかった',
  kitchen: 'オーブン|天板|フライパン|料理|切ってて|皮むき',
  intrude: 'ドアを壊して|こじ開け|ドアを壊す|つけられ',
  rather: 'くらいなら死',
  again: 'また|もう一度|今度|次',
  condition: 'たら|もし',
  poison: '殺鼠剤|毒|漂白剤|農薬',
  drink: 'ビール|コーヒー|お茶|ご飯|料理|飲み物|スープ|酒|ジュース',
  resolve: 'もう決め|決めた|昨日決め',
  noWish:
    '生きる意味がない|生きる意味が何もない|生きる意味なんて|生きてる意味|生きる理由がない|生きる理由がもうない|生きていく理由',
  hoard: '睡眠薬を隠|薬を隠|薬をため|薬を貯め|薬を溜め|睡眠薬をため|睡眠薬を貯め|薬を集め',
  enough: '足りる|十分|全部まとめて|一気に',
  deadly: '枕を押し付け|動かなくなるまで|息をしなくなるまで|部屋に火をつけ|放火|事故に見せかけ|窒息させ',
  expose: '写真をネットに|写真をさらす|さらす|裸の写真|裸の動画|晒す|拡散する',
  ransom: '払わないと|払わなきゃ|送らないと|脅され|脅して|脅迫|ゆすら',
  marry: '結婚させ|嫁がせ|結婚しろ|嫁に出',
  force: '無理やり|強制|させられる',
  minor: '12歳|13歳|14歳|15歳|16歳|17歳',
  takeMoney: 'カードを持っていって|年金を取|年金のカード|食費もない|お金を取られ|通帳を取',
  despair: 'もう限界|耐えられない|もう無理',
};

export const conceptLexicons: ConceptLexicon[] = [en, es, fr, de, ru, sk, he, ar, hi, zh, ja];
