import { type ConversationLanguage, DEFAULT_LANGUAGE, supportedLanguage } from './languages.js';

/** Four short sentences: care, where to get help now, someone they trust, and that this is no AI. */
const CRISIS_REPLIES: Record<ConversationLanguage, string> = {
  'en-US':
    "I'm really sorry you're going through this, and I'm glad you told me. Please call your local emergency number or a crisis line right now, and in the US you can call or text 988. Reach out to someone you trust so you are not alone with this. I'm only a demonstration voice with no AI connected, so please talk to a person right away.",
  'es-ES':
    'Siento mucho que estés pasando por esto, y me alegra que me lo hayas contado. Por favor, llama ahora al 024, la línea de atención a la conducta suicida, o al 112 si es una emergencia. Busca también a alguien de confianza para no pasar por esto sin apoyo. Solo soy una voz de demostración sin inteligencia artificial conectada, así que habla con una persona cuanto antes.',
  'fr-FR':
    "Je suis vraiment désolé que tu traverses cela, et merci de me l'avoir dit. Appelle tout de suite le 3114, le numéro national de prévention du suicide, ou le 112 en cas d'urgence. Parle aussi à une personne de confiance pour ne pas traverser cela sans soutien. Je ne suis qu'une voix de démonstration sans intelligence artificielle connectée, alors parle à quelqu'un dès maintenant.",
  'de-DE':
    'Es tut mir sehr leid, dass es dir so geht, und gut, dass du es mir sagst. Bitte ruf jetzt die 112 an oder die Telefonseelsorge unter 0800 111 0 111. Wende dich auch an einen Menschen, dem du vertraust. Ich bin nur eine Demo-Stimme ohne angeschlossene KI, also sprich bitte gleich mit einem Menschen.',
  'ru-RU':
    'Мне очень жаль, что тебе так тяжело, и хорошо, что ты рассказываешь мне об этом. Пожалуйста, прямо сейчас позвони по номеру 112 или на телефон доверия. Обратись также к человеку, которому ты доверяешь. Я всего лишь демонстрационный голос без подключённого искусственного интеллекта, поэтому, пожалуйста, поговори с живым человеком прямо сейчас.',
  'he-IL':
    'צר לי מאוד לשמוע את זה, וטוב ששיתפת. חשוב לפנות עכשיו לער״ן בטלפון 1201, או למד״א בטלפון 101 במקרה חירום. כדאי גם לדבר עם מישהו שסומכים עליו. אני רק קול הדגמה בלי בינה מלאכותית מחוברת, ולכן חשוב לדבר עם אדם כבר עכשיו.',
  'sk-SK':
    'Veľmi ma mrzí, že to prežívaš, a je dobré, že o tom hovoríš. Prosím, zavolaj hneď na 112 alebo na linku dôvery. Obráť sa aj na niekoho, komu dôveruješ. Som len ukážkový hlas bez pripojenej umelej inteligencie, preto sa, prosím, hneď porozprávaj s človekom.',
  'zh-CN':
    '听到你这么难受，我真的很难过，谢谢你愿意告诉我。请现在就拨打急救电话120，或者拨打当地的心理危机干预热线。也请马上联系一个你信任的人，不要一个人承受。我只是一个没有连接人工智能的演示声音，所以请马上和真人谈谈。',
  'ja-JP':
    'つらい気持ちを話してくれて、ありがとうございます。今すぐ119番か、いのちの電話などの相談窓口に連絡してください。信頼できる人にも、すぐに声をかけてください。私はAIにつながっていないデモ用の声なので、どうか今すぐ人と話してください。',
  'ar-SA':
    'أنا آسف جدًا لما تمر به، وشكرًا لأنك أخبرتني. من فضلك اتصل الآن بالإسعاف على 997 أو برقم الطوارئ المحلي أو بخط دعم نفسي. تواصل أيضًا مع شخص تثق به. أنا مجرد صوت تجريبي غير متصل بالذكاء الاصطناعي، لذا تحدث مع إنسان الآن من فضلك.',
  'hi-IN':
    'मुझे बहुत दुख है कि आप इससे गुज़र रहे हैं, और अच्छा हुआ कि आपने मुझे बताया। कृपया अभी 112 पर या टेली-मानस हेल्पलाइन 14416 पर कॉल करें। किसी भरोसेमंद व्यक्ति से भी तुरंत बात करें। मैं बिना एआई के सिर्फ़ एक डेमो आवाज़ हूँ, इसलिए कृपया अभी किसी इंसान से बात करें।',
};

/** The caring reply that points to real help, in the conversation's language (English otherwise). */
export function crisisReply(language: string): string {
  return CRISIS_REPLIES[supportedLanguage(language) ?? DEFAULT_LANGUAGE];
}
