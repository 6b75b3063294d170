/** One plain sentence per page: who it is for and what it gives. Inline text only, no markup. */
export const hubDescriptions: Record<string, string> = {
  '/get-support':
    "For anyone looking for help for themselves: crisis lines, self-help tools and verified professionals, all in one place.",
  '/get-support/crisis-help':
    "For anyone who needs help urgently: phone and text crisis lines for your country, available now.",
  '/get-support/interactive-tools':
    "For anyone who wants to check in with themselves: mood and anxiety self-assessments, breathing and grounding exercises, and a private mood journal.",
  '/get-support/find-professional':
    "For anyone ready to talk to someone: a list of clinicians and helping professionals whose details we have checked.",
  '/resources':
    "For everyone: short, practical articles reviewed by clinicians, grouped by who they are written for.",
  '/resources/your-calm-zone':
    "For people looking after their own mental health: gentle, practical articles to help you understand how you feel and what might help.",
  '/resources/for-supporters':
    "For friends, family and carers: articles on supporting someone you care about while looking after yourself too.",
  '/resources/for-professionals':
    "For verified professionals only: articles and resources to support your work with the people you help.",
  '/community':
    "For anyone who wants to connect with others: events, webinars and, soon, forums.",
  '/community/events-webinars':
    "For anyone who wants to learn and connect: upcoming events and webinars on mental health and wellbeing.",
  '/community/peer-forum':
    "For people looking for help for themselves: a safe place to share with peers, opening soon.",
  '/community/supporter-forum':
    "For friends, family and carers: a place to share experiences with other supporters, opening soon.",
  '/community/professional-forum':
    "For verified professionals: a place to share ideas and support with colleagues, opening soon.",
  '/ai-chat':
    "For anyone who wants to talk things through: a guided AI assistant that puts crisis help first and points you to useful tools — it is not a person or a clinician.",
  '/profile':
    "For account holders: manage your details and logged-in devices, download your data or delete your account.",
  '/about':
    "For anyone curious about us: what Harbour is, what it is not, and how it is run.",
  '/about/mission-vision':
    "For anyone who wants to know why we exist: our mission, vision, values and the principles we build by.",
  '/about/people-partners':
    "For anyone who wants to know who is behind Harbour: the people who shape it, how we choose partners and how to work with us.",
  '/about/contact':
    "For anyone who needs to reach us: how to ask a question, report a problem or give accessibility feedback.",
  '/privacy-policy':
    "For everyone: what information we keep, why we keep it, and how you can download or delete it.",
  '/term-of-use':
    "For everyone: the plain-language rules for using Harbour, including what it can and cannot do.",
  '/faq':
    "For anyone with a question: quick, honest answers about Harbour, safety, privacy and accounts.",
  '/sitemap':
    "For anyone looking for a page: every page on Harbour in one list.",
  '/login':
    "For account holders: log in to use your journal, profile and other saved features.",
  '/register':
    "For anyone aged 16 or over: create a free account with just an e-mail address, a username and a password.",
};
