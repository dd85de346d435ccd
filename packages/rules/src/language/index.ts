export { chooseLanguage, languageOfAcceptLanguage, languageOfTag } from './choose-language.js';
