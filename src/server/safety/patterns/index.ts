import { ar } from './ar.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { he } from './he.js';
import { hi } from './hi.js';
import { ja } from './ja.js';
import { ru } from './ru.js';
import { sk } from './sk.js';
import type { LanguagePatterns } from './types.js';
import { zh } from './zh.js';

/** Every language's phrases, English first. */
export const crisisPatterns: LanguagePatterns[] = [en, he, es, fr, de, ru, sk, zh, ja, ar, hi];
