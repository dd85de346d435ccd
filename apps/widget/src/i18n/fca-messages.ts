import { UK_RISK_BANNER_MESSAGES } from './uk-risk-banner-messages.js';

/**
 * The texts of the UK regulatory journey (spec 001 sections 2 and 4) and of the UK pop-ups of the
 * buy flow. Where the spec gives a text it is used word for word; the rest is ours, in plain words
 * that say what the FCA rules mean for the user.
 */
export const FCA_MESSAGES = {
  banner: UK_RISK_BANNER_MESSAGES,
  categorisation: {
    title: 'Investor Category',
    startHeading: "Looks like you're from the UK!",
    startIntro:
      'UK rules on crypto promotions ask us to check which type of investor you are before your first order. It takes a couple of minutes.',
    needsTitle: 'You will need',
    needs: ['Your income and investing history', 'A short quiz on your knowledge of crypto risks'],
    riskSummaryLink: 'Read the risk summary',
    previous: 'Previous question',
    next: 'Next question',
    agreementHeading: 'Your investor category',
    fullName: 'Full name',
    editName: 'Edit full name',
    fullNameRequired: 'Please enter your full name',
    failedHeading: "Your profile doesn't meet the criteria for any investor category",
    failedIntro:
      'To buy crypto with Ferry in the UK you need to meet the criteria of one of these categories:',
    hniCriteriaTitle: 'High net worth investor',
    hniCriteria:
      'An annual income of £100,000 or more in the last financial year, or net assets of £250,000 or more.',
    restrictedCriteriaTitle: 'Restricted investor',
    restrictedCriteria:
      'Less than 10% of your net assets invested in high-risk investments over the last 12 months, and the intention to keep it under 10% over the next 12 months.',
    retry: 'Retake Questionnaire',
  },
  questions: {
    HNI_Q1: {
      question: 'Did you have an annual income of £100,000 or more in the last financial year?',
      A: 'Yes',
      B: 'No',
    },
    HNI_Q2: {
      question: 'Did you hold net assets of £250,000 or more throughout the last financial year?',
      A: 'Yes',
      B: 'No',
    },
    RI_Q1: {
      question:
        'In the last 12 months, what share of your net assets did you invest in high-risk investments?',
      A: 'Less than 10%',
      B: 'More than 10%',
    },
    RI_Q2: {
      question:
        'In the next 12 months, what share of your net assets do you intend to invest in high-risk investments?',
      A: 'Less than 10%',
      B: 'More than 10%',
    },
  },
  categories: {
    HIGH_NET_WORTH_INVESTOR: 'High Net Worth Investor',
    RESTRICTED_INVESTOR: 'Restricted Investor',
  },
  agreement: {
    HIGH_NET_WORTH_INVESTOR:
      'I make this statement so that I can receive promotional communications relating to non-readily realisable securities as a certified high net worth investor. I declare that I had, during the financial year to today, an annual income to the value of £100,000 or more, or held, throughout the financial year to today, net assets to the value of £250,000 or more.',
    RESTRICTED_INVESTOR:
      'I make this statement so that I can receive promotional communications relating to non-readily realisable securities as a restricted investor. I declare that in the twelve months before today I have not invested more than 10% of my net assets in non-readily realisable securities, and that I undertake not to invest more than 10% of my net assets in them in the twelve months from today.',
  },
  riskBulletsTitle: 'I accept that:',
  riskBullets: [
    'Crypto prices can rise and fall sharply, and I could lose all the money I invest.',
    'Crypto is not protected by the Financial Services Compensation Scheme (FSCS) or the Financial Ombudsman Service.',
    'I may not be able to sell my crypto when I want to.',
    'Crypto sent to a wrong or fraudulent address cannot be recovered.',
  ],
  risk: {
    title: 'Risk Assessment',
    startHeading: 'Test your knowledge of crypto risks',
    startIntro:
      'Before your first order, UK rules ask us to check that you understand the risks of investing in crypto.',
    rules: [
      'At least 5 questions',
      'At least 80% correct answers to pass',
      '2 chances every 24 hours',
    ],
    start: 'Start Assessment',
    questionProgress: (number: number, total: number) => `Question ${number} of ${total}`,
    submit: 'Submit',
    passedHeading: "Awesome, You've passed!",
    coolingOffIntro:
      'Your 24-hour cooling-off period has started. You can place your first order when it ends.',
    failedHeading: "Sorry, You've failed",
    failedAgainHeading: "Sorry, You've failed again",
    score: (correct: number, total: number) => `${correct}/${total}`,
    scoreLabel: 'Your score',
    learnRisks: 'Learn more about the risks',
    tryAgain: 'Try Again',
    retryIn: 'You can try again in',
    right: 'Right',
    wrong: 'Wrong',
    waitHeading: 'Please wait before your next attempt',
    wait: (hours: number, minutes: number) =>
      `Please wait for ${hours} hr ${minutes} min to place an order`,
    waitNote: 'The FCA asks for a 24-hour wait after a failed risk assessment.',
    lockedHeading: 'Account Locked',
    lockedText: 'You have used all your attempts at the risk assessment.',
    lockedHelp: 'Please contact our help centre to unlock your account.',
    helpCentre: 'Contact Help Centre',
  },
  coolingOff: {
    title: 'Cooling-off Period',
    heading: 'Your cooling-off period has started',
    text: 'The FCA requires you to wait 24 hours after onboarding before you place your first order.',
    email: "We'll let you know by e-mail when your cooling-off period ends.",
    timeLeft: 'Time left',
    over: 'Your cooling-off period has ended. You can place your order now.',
    backToApp: 'Back to App',
  },
  popups: {
    highRiskTitle: 'This is a high-risk investment',
    highRisk:
      "Don't invest unless you're prepared to lose all the money you invest. Crypto prices can move sharply, you may not be able to sell when you want to, and you are unlikely to be protected if something goes wrong.",
    highRiskAccept: 'I Understand',
    scamTitle: 'Beware of scams',
    scam: 'Criminals pose as investment firms, romantic partners or officials and ask for crypto. Never buy crypto for someone you have only met online, and never send it to an address someone else gives you. Once sent, crypto cannot be recovered.',
    scamAccept: 'Continue',
    learnMore: 'Take 2 mins to learn more',
    scamGuide: 'How to spot a crypto scam',
  },
} as const;
