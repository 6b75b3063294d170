import type { PageContent } from '../types.js';

export const content: PageContent = {
  title: "Contact us",
  lead: "We are happy to hear from you — whether you have a question, spot a problem, or have an idea to make Harbour better.",
  sections: [
    {
      heading: "If you need help now",
      blocks: [
        {
          kind: "callout",
          tone: "urgent",
          text: "**We cannot respond to emergencies.** Our inbox is not watched around the clock, and we may not read your message for several days. If you or someone else is in danger, go to [crisis help](/get-support/crisis-help) or call your local emergency number now.",
        },
      ],
    },
    {
      heading: "How to reach us",
      blocks: [
        {
          kind: "list",
          items: [
            "**General questions, feedback and partnerships:** hello@harbour.example",
            "**Privacy and your personal data:** privacy@harbour.example",
          ],
        },
        {
          kind: "paragraph",
          text: "We aim to reply **within 5 working days**. Some questions take longer to look into, and if so we will let you know.",
        },
        {
          kind: "paragraph",
          text: "Please do not send us private health details by e-mail unless you need to. We only need enough to understand your question.",
        },
        {
          kind: "paragraph",
          text: "You may find a quick answer in our [frequently asked questions](/faq).",
        },
      ],
    },
    {
      heading: "Report a problem with content",
      blocks: [
        {
          kind: "paragraph",
          text: "If an article, tool or page seems wrong, out of date or unhelpful, please tell us. E-mail hello@harbour.example and include:",
        },
        {
          kind: "list",
          items: [
            "the page address, or the title of the article",
            "what seems wrong",
            "anything that would help us fix it, such as a source or a screenshot",
          ],
        },
        {
          kind: "paragraph",
          text: "You can also rate any article from 1 to 5. Ratings help us see which pages need work, but they do not reach a person straight away, so please e-mail us about anything serious.",
        },
      ],
    },
    {
      heading: "Report a safety concern",
      blocks: [
        {
          kind: "paragraph",
          text: "If something on Harbour could put someone at risk — for example a wrong helpline number, a worrying reply from the AI chat, or harmful content at an event — please e-mail hello@harbour.example with **Safety** at the start of the subject line. We look at these first.",
        },
        {
          kind: "paragraph",
          text: "If you are worried that a particular person is in danger right now, please contact emergency services or a [crisis line](/get-support/crisis-help). We are not able to act on that in time.",
        },
      ],
    },
    {
      heading: "Accessibility feedback",
      blocks: [
        {
          kind: "paragraph",
          text: "We want Harbour to work for everyone, including people who use screen readers, keyboards, zoom or other assistive technology. If something is hard to read, hard to reach or does not work for you, please let us know at hello@harbour.example.",
        },
        {
          kind: "paragraph",
          text: "It helps to tell us which page you were on, what you were trying to do, and which device, browser or assistive technology you use. If you need information from Harbour in a different format, just ask.",
        },
      ],
    },
  ],
};
