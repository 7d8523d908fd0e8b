import { escapeHtml } from './html.js';

/**
 * A small safety filter in front of every provider: requests that are unsafe for children are
 * declined kindly (never lectured), and a student in distress is pointed to people who can help.
 * It looks for intent ("how to make a bomb", "kill myself"), not for topics the syllabus
 * teaches ("sexual reproduction", "effects of drugs", "the atom bomb in World War II").
 */
export type SafetyCategory = 'self-harm' | 'violence' | 'sexual' | 'drugs' | 'cheating' | 'hate' | 'personal-info';

export type SafetyVerdict = { safe: true } | { safe: false; category: SafetyCategory; reply: string };

const RULES: { category: SafetyCategory; patterns: RegExp[] }[] = [
  {
    category: 'self-harm',
    patterns: [
      /\b(kill|hurt|harm|cut|hang)\s+(my ?self|myself)\b/,
      /\bsuicid/,
      /\b(want|wanna|wanted|going)\s+to\s+die\b/,
      /\bend\s+(my|it all|my own)\s*life\b/,
      /\bend it all\b/,
      /\bself[\s-]?harm/,
      /\bno reason to (live|be alive)\b/,
      /\b(don'?t|do not) want to (live|be alive)\b/,
    ],
  },
  {
    category: 'violence',
    patterns: [
      /\b(how|ways?|steps?)\b.{0,30}\b(make|build|create|get|buy|use)\b.{0,20}\b(bomb|gun|pistol|explosives?|weapons?|grenade|poison)\b/,
      /\b(kill|murder|stab|shoot|poison|strangle)\s+(someone|somebody|anyone|him|her|them|people|a person|my\s+\w+|the\s+(teacher|principal))\b/,
      /\b(hurt|beat up|attack)\s+(someone|somebody|him|her|them|a person|my\s+(brother|sister|friend|classmate|teacher|mom|mother|dad|father|parents?))\b/,
    ],
  },
  {
    category: 'sexual',
    patterns: [/\bporn/, /\bnudes?\b/, /\bnaked\b/, /\bsex(y|ting)\b/, /\bhave sex\b/, /\bxxx\b/, /\bsex\s+(video|chat|photo|pic|story|stories)/, /\bhorny\b/, /\bonlyfans\b/, /\berotic/],
  },
  {
    category: 'drugs',
    patterns: [
      /\b(how|where|ways?)\b.{0,30}\b(buy|get|make|grow|smoke|take|use|try)\b.{0,20}\b(drugs?|weed|ganja|charas|marijuana|cocaine|heroin|meth|lsd|alcohol|beer|vodka|whisky|whiskey|cigarettes?|vapes?|vaping|tobacco|gutka)\b/,
      /\bget (high|drunk|stoned)\b/,
    ],
  },
  {
    category: 'cheating',
    patterns: [
      /\bhack(ing|er)?\b.{0,30}\b(account|password|wi-?fi|instagram|facebook|whatsapp|game|school|website|phone)\b/,
      /\bsteal\b.{0,30}\b(password|money|account|phone)\b/,
      /\b(cheat|cheating)\b.{0,20}\b(in|on|during)?\s*(the\s+)?(exam|test|quiz|board)/,
      /\bleak(ed)?\s+(question\s+)?paper/,
    ],
  },
  {
    category: 'hate',
    patterns: [
      /\b(bully|insult|tease|make fun of|humiliate)\b.{0,20}\b(someone|somebody|him|her|them|my\s+\w+|a\s+(classmate|friend|boy|girl))\b/,
      /\b(hate|kill all)\s+(all\s+)?(muslims|hindus|christians|sikhs|dalits|girls|boys|women|men|black people|gays?)\b/,
    ],
  },
  {
    category: 'personal-info',
    patterns: [
      /(^|\D)[6-9]\d{9}(\D|$)/,
      /\b[\w.+-]+@[\w-]+\.[\w.]+\b/,
      /\bmy (home )?address is\b/,
      /\bmy password is\b/,
      /\bmy (otp|pin|aadhaar|aadhar)( number)? is\b/,
    ],
  },
];

const REPLIES: Record<SafetyCategory, string> = {
  'self-harm':
    "I'm really sorry you're feeling this way. You matter, and you don't have to handle this alone. Please talk to someone you trust right now: a parent, a teacher or another grown-up you feel safe with. In India you can call Tele-MANAS on 14416 (free, any time), or 112 in an emergency. 💙",
  violence:
    "I can't help with anything that could hurt someone. If someone is bothering you or you feel unsafe, please tell a parent or a teacher. I'd love to help you learn something new instead! 😊",
  sexual: "That's not something I can talk about here. I'm your study buddy! Ask me about your subjects, like 'What is photosynthesis?' 😊",
  drugs:
    "I can't help with that: it could harm your health. If you're curious about how these things affect the body, ask me about it for your science lesson, or talk to a parent or teacher. 😊",
  cheating:
    "That wouldn't be fair or safe, so I can't help with it. But I can help you prepare so you feel confident! Tell me which chapter you're studying. 📚",
  hate: "Everyone deserves kindness, so I can't help with that. If someone is being unkind to you, please tell a teacher or a parent. Shall we learn something together instead? 😊",
  'personal-info':
    "Please don't share personal details like phone numbers, addresses, e-mail addresses or passwords in chat: keep them safe! Ask me your question again without them and I'll happily help. 😊",
};

/** Lower case, common look-alike letters folded, spacing collapsed. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[\u200b-\u200d]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function checkSafety(text: string): SafetyVerdict {
  const t = normalize(text);
  for (const rule of RULES) {
    if (rule.patterns.some((p) => p.test(t))) return { safe: false, category: rule.category, reply: REPLIES[rule.category] };
  }
  return { safe: true };
}

/** The decline as safe HTML. */
export function declineHtml(v: Extract<SafetyVerdict, { safe: false }>): string {
  return `<p>${escapeHtml(v.reply)}</p>`;
}
