import type { FcaDifficultyLevel, FcaQuestion } from '@ferry/contracts';
import type { FcaKeyedQuestion } from '@ferry/rules';

/**
 * Ferry's risk question bank (spec 001 section 7 "risk questionnaire"): sets of ten questions on
 * the real risks of crypto-assets, written by us. The answer key stays on the server; the widget
 * only ever gets `publicQuestionsOf`.
 */

type Category =
  | 'Volatility'
  | 'Loss of capital'
  | 'Protection'
  | 'Scams'
  | 'Irreversibility'
  | 'Leverage'
  | 'Liquidity'
  | 'Custody';

/** [category, difficulty, question, answers, index of the right answer] */
type Entry = [Category, FcaDifficultyLevel, string, string[], number];

const SET_A: Entry[] = [
  ['Volatility', 'EASY', 'How can the price of a crypto-asset change over a single day?', ['It is fixed by the exchange and changes once a month', 'It can rise or fall sharply, by a large share of its value, within hours', 'It can only go up once you have bought it', 'It moves with the Bank of England base rate and nothing else'], 1],
  ['Loss of capital', 'EASY', 'If you buy crypto-assets, how much of your money could you lose?', ['At most 10%', 'Nothing, because crypto-assets always recover', 'All of it', 'Only the fees you paid'], 2],
  ['Protection', 'MEDIUM', 'Is money you put into crypto-assets protected by the Financial Services Compensation Scheme (FSCS)?', ['Yes, up to £85,000', 'Yes, in full', 'Only if you bought through a UK website', 'No, crypto-asset investments are not protected by the FSCS'], 3],
  ['Protection', 'MEDIUM', 'If something goes wrong with your crypto-asset investment, can you complain to the Financial Ombudsman Service?', ['Generally no: the Financial Ombudsman Service is unlikely to cover it', 'Yes, always, and it will refund your losses', 'Yes, but only for losses over £1,000', 'Only if the price fell by more than half'], 0],
  ['Scams', 'EASY', 'Someone you met online promises to double your crypto if you send it to them first. What is this most likely to be?', ['A regulated investment product', 'A scam', 'A normal feature of blockchains', 'A government savings scheme'], 1],
  ['Irreversibility', 'MEDIUM', 'You send crypto to a wrong wallet address by mistake. What usually happens?', ['Your bank reverses it within 5 working days', 'The network refunds it automatically after 24 hours', 'The transfer normally cannot be reversed and the crypto may be lost for good', 'Ferry can cancel it at any time'], 2],
  ['Leverage', 'HARD', 'What does trading crypto-assets with leverage do to your risk?', ['It removes the risk of loss', 'It makes gains and losses larger, and you can lose money faster', 'It only makes gains larger', 'It guarantees a minimum return'], 1],
  ['Liquidity', 'MEDIUM', 'Can you always sell a crypto-asset quickly at the price you see?', ['Yes, the price you see is guaranteed', 'Yes, as long as the market is open on weekdays', 'Only if you hold more than £1,000', 'No: in a fast or thin market you may only sell at a lower price, or not at all'], 3],
  ['Custody', 'HARD', 'If you lose the private key or recovery phrase of your own wallet, what happens to the crypto in it?', ['You will most likely lose access to it permanently', 'The blockchain resets your key by e-mail', 'Your bank can recover it', 'It is sent back to the exchange you bought it from'], 0],
  ['Volatility', 'HARD', 'A crypto-asset rose 200% last year. What does that tell you about next year?', ['It will rise at least as much again', 'It will rise by at least 20%', 'Nothing certain: past performance is no guide to the future and it could fall sharply', 'It can no longer fall below last year\'s price'], 2],
];

const SET_B: Entry[] = [
  ['Loss of capital', 'EASY', 'Which of these is true of investing in crypto-assets?', ['You should only invest money you can afford to lose entirely', 'Your money is as safe as in a bank savings account', 'Your original investment is guaranteed', 'You can lose at most the fees'], 0],
  ['Volatility', 'EASY', 'Crypto-asset prices are best described as:', ['Stable and predictable', 'Highly volatile: they can move up or down very quickly', 'Set by the FCA each day', 'Linked one to one to the pound'], 1],
  ['Protection', 'MEDIUM', 'The firm holding your crypto-assets fails. Will the FSCS compensate you?', ['Yes, up to £85,000 per person', 'Yes, up to £250,000', 'No, you are unlikely to be protected if something goes wrong', 'Only for Bitcoin'], 2],
  ['Scams', 'MEDIUM', 'A celebrity appears in an online advert promising guaranteed crypto returns. What should you do?', ['Invest quickly before the offer ends', 'Treat it as a likely scam: fake celebrity endorsements are common', 'Share it with friends so they can invest too', 'Send a small amount first to test it'], 1],
  ['Irreversibility', 'EASY', 'Once a crypto transfer has been confirmed on the blockchain, can it be cancelled?', ['Yes, within 14 days', 'Yes, by calling your bank', 'Yes, by the sender at any time', 'No, confirmed transfers generally cannot be cancelled or reversed'], 3],
  ['Scams', 'HARD', 'Someone contacts you saying they can recover crypto you lost in a scam, for an upfront fee in crypto. This is most likely:', ['A recovery scam that will take your money again', 'A service regulated by the FCA', 'The police', 'A legal requirement before a refund'], 0],
  ['Leverage', 'MEDIUM', 'You open a crypto position with 10 times leverage and the price falls 10%. What could happen?', ['You lose 1% of your money', 'Nothing, leverage protects you', 'You could lose all the money you put in', 'You gain 10%'], 2],
  ['Liquidity', 'HARD', 'Why might you be unable to sell a small, lesser-known crypto-asset when you want to?', ['Because the FCA forbids selling on Mondays', 'Because there may be too few buyers, so you cannot sell or must accept a much lower price', 'Because crypto can only be sold after a year', 'Because sales are limited to £100'], 1],
  ['Custody', 'MEDIUM', 'A message asks you to type your wallet\'s recovery phrase into a website to "verify" it. What should you do?', ['Type it in, verification is routine', 'Send it by e-mail instead', 'Post it on social media for safekeeping', 'Never share it: anyone with your recovery phrase can take your crypto'], 3],
  ['Volatility', 'MEDIUM', 'What is a sensible way to think about how much to put into crypto-assets?', ['Put most of your savings in, since prices usually rise', 'Borrow money to invest more', 'Keep it to a small part of what you have, because its value could fall to zero', 'Use your emergency fund'], 2],
];

const SET_C: Entry[] = [
  ['Protection', 'EASY', 'Does the FCA regulate crypto-assets in the same way as a bank account?', ['Yes, exactly the same', 'No: most crypto-asset investments are unregulated and have few protections', 'Yes, and it guarantees their value', 'Only for amounts under £1,000'], 1],
  ['Loss of capital', 'MEDIUM', 'The company behind a crypto-asset stops working on it. What can happen to its price?', ['It is bought back at the price you paid', 'It is converted to pounds by the FCA', 'Nothing changes', 'It can fall to zero and your investment can be lost'], 3],
  ['Scams', 'EASY', 'Which of these is a common warning sign of a crypto scam?', ['Guaranteed high returns with no risk', 'A clear risk warning', 'An invitation to read the terms before investing', 'Being told prices can go down'], 0],
  ['Irreversibility', 'MEDIUM', 'You pay a seller in crypto and they never deliver. Compared with a card payment, what is different?', ['You get an automatic chargeback', 'There is usually no chargeback: the crypto payment cannot be pulled back', 'The blockchain holds the money until you confirm delivery', 'Your bank refunds you within a day'], 1],
  ['Volatility', 'MEDIUM', 'Which of these can move crypto-asset prices sharply?', ['Only the time of day', 'Nothing, prices are fixed', 'Only changes in UK tax law', 'News, social media, regulation and large holders buying or selling'], 3],
  ['Leverage', 'EASY', 'What does "leverage" mean when trading crypto-assets?', ['Trading with borrowed money, so your exposure is larger than your own money', 'Buying only one crypto-asset at a time', 'A government guarantee on your trade', 'A discount on fees'], 0],
  ['Liquidity', 'MEDIUM', 'Can a crypto platform pause withdrawals?', ['No, withdrawals can never be paused', 'Only with the FSCS\'s permission', 'Yes, platforms have paused withdrawals in the past, leaving customers unable to get their money out', 'Only on bank holidays'], 2],
  ['Custody', 'HARD', 'What is a risk of leaving your crypto-assets on an exchange?', ['None, exchanges are covered by the FSCS', 'If the exchange is hacked or fails, you could lose your crypto-assets', 'The exchange pays you interest by law', 'Your crypto is automatically insured'], 1],
  ['Scams', 'HARD', 'A new token promises returns paid from money put in by newer investors. What is this?', ['A savings bond', 'A regulated fund', 'A stablecoin', 'A Ponzi-style scheme, which collapses when new money stops'], 3],
  ['Protection', 'HARD', 'What does the "restricted investor" or "high net worth investor" categorisation mean for your protection?', ['It guarantees you will not lose money', 'It moves your investment under the FSCS', 'It does not give any extra protection: you still bear the full risk of loss', 'It lets the Financial Ombudsman refund your losses'], 2],
];

const SET_D: Entry[] = [
  ['Volatility', 'EASY', 'What happens to the value of your crypto-assets when the market falls?', ['It is protected', 'It falls too, possibly by a lot', 'It rises', 'It stays at the price you paid'], 1],
  ['Loss of capital', 'EASY', 'Is any return on a crypto-asset investment guaranteed?', ['No, there is no guaranteed return', 'Yes, 5% a year', 'Yes, you always get back what you put in', 'Yes, if you hold for 12 months'], 0],
  ['Protection', 'MEDIUM', 'Which statement about crypto-assets in the UK is correct?', ['They are covered by the FSCS like a savings account', 'Complaints always go to the Financial Ombudsman Service', 'They are backed by the Bank of England', 'You are unlikely to be protected by the FSCS or the Financial Ombudsman Service if something goes wrong'], 3],
  ['Scams', 'MEDIUM', 'Someone asks you to download screen-sharing software so they can "help" you buy crypto. What is the risk?', ['There is none, it is standard support', 'They could take control of your accounts and steal your money', 'Your purchase will be faster', 'Your crypto will be insured'], 1],
  ['Irreversibility', 'EASY', 'Before sending crypto, why should you check the wallet address and network carefully?', ['Because a mistake usually cannot be undone and the crypto can be lost', 'Because the address is used for marketing', 'It does not matter, transfers can be reversed', 'Because the bank will charge you for checking'], 0],
  ['Leverage', 'HARD', 'What is a "margin call" or liquidation when trading with leverage?', ['A bonus paid when prices rise', 'A phone call from the FCA', 'Your position being closed, often at a loss, because your losses used up your deposit', 'A refund of your fees'], 2],
  ['Liquidity', 'EASY', 'During a sudden market crash, what can happen when many people try to sell crypto at once?', ['Prices are frozen', 'The FCA buys the crypto', 'Everyone gets the pre-crash price', 'Prices can fall further and selling can become slow or costly'], 3],
  ['Custody', 'MEDIUM', 'Who can move the crypto in a wallet?', ['Anyone who holds its private key or recovery phrase', 'Only the FCA', 'Only the person named on your bank account', 'No one, wallets are locked forever'], 0],
  ['Scams', 'HARD', 'A website looks exactly like a well-known exchange but its address is spelled slightly differently. What is it likely to be?', ['A partner of the exchange', 'A phishing site built to steal your login and crypto', 'The exchange\'s UK branch', 'A government site'], 1],
  ['Loss of capital', 'HARD', 'Which is true of crypto-assets described as "stablecoins"?', ['They are guaranteed to be worth £1', 'They are covered by the FSCS', 'They have also lost their peg and much of their value in the past', 'They cannot be used in scams'], 2],
];

const SETS = { SET_A, SET_B, SET_C, SET_D } as const;

export type FcaSetId = keyof typeof SETS;
/** The sets in the order attempts take them: attempt 1 SET_A, 2 SET_B, 3 SET_C, 4 SET_D. */
export const FCA_SET_IDS = Object.keys(SETS) as FcaSetId[];

export type BankQuestion = FcaQuestion & FcaKeyedQuestion;

const ANSWER_LETTERS = ['A', 'B', 'C', 'D', 'E'];

function questionsOf(setId: FcaSetId): BankQuestion[] {
  return SETS[setId].map(([questionCategory, difficultyLevel, question, answers, right], index) => {
    const questionId = `${setId}_Q${index + 1}`;
    const answerId = (i: number) => `${questionId}_${ANSWER_LETTERS[i]}`;
    return {
      questionId,
      questionNumber: index + 1,
      question,
      questionCategory,
      difficultyLevel,
      answers: answers.map((answer, i) => ({ id: answerId(i), answer })),
      correctAnswerId: answerId(right),
    };
  });
}

const BANK = new Map(FCA_SET_IDS.map((setId) => [setId, questionsOf(setId)]));


/** A set with its key, for scoring on the server. */
export function keyedQuestionsOf(setId: FcaSetId): BankQuestion[] {
  return BANK.get(setId) ?? [];
}

/** A set as the widget may see it: no answer key. */
export function publicQuestionsOf(setId: FcaSetId): FcaQuestion[] {
  return keyedQuestionsOf(setId).map(({ questionId, questionNumber, question, questionCategory, difficultyLevel, answers }) => ({
    questionId,
    questionNumber,
    question,
    questionCategory,
    difficultyLevel,
    answers,
  }));
}
