import type { PageIdentifier } from '@threshold/domain/telephony/page-identifiers';
import type { DbOrTx } from '../../db/client';
import { insertMissingCallScripts } from './call-scripts.repo';

/**
 * The first call scripts, one per journey page (every page identifier has one: the type says so).
 * Plain text an operator edits later (PUT /api/operator/call-scripts/{pageIdentifier}); no phone
 * numbers, so none can be read out wrongly.
 */
export const DEFAULT_CALL_SCRIPTS: Record<PageIdentifier, string> = {
  'personal-details': [
    'Thank you for calling. Before we start, can I take your full name and date of birth?',
    'Can you confirm the best email address and mobile number to reach you on? We only use them about your move.',
    'Read back the details and ask the caller to confirm they are right before you save them.',
  ].join('\n'),
  'moving-details': [
    'Now let us talk about your move. What is the address of your new home?',
    'Search by postcode and read the address back to the caller to confirm it.',
    'Do you know the date you move in? Is the property rented or owned?',
  ].join('\n'),
  'council-services-upfront': [
    'We can tell the local council and the water company that you are moving in, so your council tax and water bills start in your name.',
    'Would you like us to do that for you? It is free.',
  ].join('\n'),
  'product-selection': [
    'We can help you set up services at your new home: energy, broadband and TV, council tax and water.',
    'Which of these would you like help with today? You can choose as many as you like, and change your mind later.',
  ].join('\n'),
  'council-services': [
    'Let us confirm the council and water details for your new home.',
    'Check the council and water company shown with the caller, and confirm they are happy for us to tell them.',
  ].join('\n'),
  'energy-usage': [
    'To find you an energy tariff, I need a rough idea of how much energy your new home will use.',
    'How many bedrooms does the property have, and is it gas and electricity or electricity only? If you know your usage from a bill, we can use that instead.',
  ].join('\n'),
  'energy-list': [
    'Here are the tariffs available at your new address, cheapest first.',
    'Read out the supplier, the tariff name and the estimated annual cost. Explain that prices are estimates based on the usage given.',
    'Which one would you like to know more about?',
  ].join('\n'),
  'energy-details': [
    'Read the tariff’s key facts to the caller: the unit rates, the standing charges, any exit fee and the contract length.',
    'Ask: would you like to go ahead with this tariff?',
  ].join('\n'),
  'energy-signup': [
    'Good choice. The supplier offers a few extras with this tariff, such as a smart meter or paperless bills.',
    'Read out each extra and ask whether the caller would like it. Mention that paper bills by post may cost extra unless they are exempt.',
  ].join('\n'),
  'energy-switch': [
    'Now the date your supply starts. We have suggested a date based on your move-in date.',
    'Ask: is that date right for you, or would you like a different one? Confirm the date before you switch.',
  ].join('\n'),
  'energy-psr': [
    'Energy suppliers keep a free Priority Services Register for customers who may need extra help, for example because of age, health, disability or a new baby.',
    'Would you, or anyone living with you, benefit from being on the register? You do not have to say why unless you want to.',
  ].join('\n'),
  'energy-payment': [
    'Now the payment details. Would you like to pay by monthly Direct Debit?',
    'Ask the caller to read out the account holder’s name, the sort code and the account number, and read them back to confirm. Never read the full account number aloud in a shared space.',
    'Read the Direct Debit guarantee to the caller before you save.',
  ].join('\n'),
  'broadband-list': [
    'Here are the broadband packages available at your new address.',
    'What matters most to you: price, speed, or TV channels? Read out the provider, the speed, the monthly price and the contract length of the packages that fit.',
  ].join('\n'),
  'broadband-details': [
    'Read the package details to the caller: the speed, the monthly and set-up prices, the contract length and the installation date.',
    'Ask: would you like to go ahead with this package?',
  ].join('\n'),
  'broadband-signup': [
    'This provider completes the sign-up with the caller directly.',
    'Explain what happens next: the provider will be in touch to finish the order and arrange installation.',
  ].join('\n'),
  confirmation: [
    'That is everything set up. Let me read back what we have arranged today.',
    'Read each service and its next step. Tell the caller they will receive an email confirming the details.',
    'Is there anything else I can help you with today?',
  ].join('\n'),
  offers: [
    'We also have some offers for people moving home, such as removals and insurance.',
    'Would you like to hear about any of them? There is no obligation.',
  ].join('\n'),
  flatmates: [
    'Are you moving in with anyone else? We can send them an email so they can set up their part too.',
    'Take their first name and email address with their permission.',
  ].join('\n'),
};

export async function seedCallScripts(tx: DbOrTx): Promise<void> {
  await insertMissingCallScripts(
    tx,
    Object.entries(DEFAULT_CALL_SCRIPTS).map(([pageIdentifier, pageScript]) => ({
      pageIdentifier,
      pageScript,
    })),
  );
}
